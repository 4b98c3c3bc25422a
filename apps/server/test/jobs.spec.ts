import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Job } from '../src/jobs/job.ts';
import { Scheduler } from '../src/jobs/scheduler.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

function slowJob(runs: Date[]): Job {
  return {
    name: 'test-slow',
    everyMs: 60_000,
    async run(_tx, now) {
      runs.push(now);
      await new Promise((r) => setTimeout(r, 150));
      return 1;
    },
  };
}

it('runs each job at the clock time and reports the rows it changed', async () => {
  const runs: Date[] = [];
  s.clock.advance(3 * 86_400_000);
  const changed = await new Scheduler(s.db, s.clock, [slowJob(runs)]).runAll();
  expect(changed).toEqual({ 'test-slow': 1 });
  expect(runs[0]!.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
});

it('does not start a job again while it is still running', async () => {
  const runs: Date[] = [];
  const scheduler = new Scheduler(s.db, s.clock, [slowJob(runs)]);
  const job = slowJob(runs);
  const results = await Promise.all([scheduler.runOne(job), scheduler.runOne(job)]);
  expect(results.sort()).toEqual([0, 1]);
  expect(runs).toHaveLength(1);
});

it('never runs one job on two instances at once', async () => {
  // The second instance finds the lock taken and skips: the job's bodies never overlap.
  let active = 0;
  let most = 0;
  const job: Job = {
    name: 'test-exclusive',
    everyMs: 60_000,
    async run() {
      active += 1;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 150));
      active -= 1;
      return 1;
    },
  };
  const a = new Scheduler(s.db, s.clock, []);
  const b = new Scheduler(s.db, s.clock, []);
  const results = await Promise.all([a.runOne(job), b.runOne(job)]);
  expect(most).toBe(1);
  expect(results).toContain(1);
});
