/**
 * What an idle server holds: the compiled seller centre started as `npm start` starts it, on its
 * embedded PostgreSQL (a fresh DATA_DIR, so the first start seeds the demo shop) and once more on
 * the same data (a restart: migrations and seed already done), then on the machine's PostgreSQL.
 * Nothing calls it; its resident memory is read at 10, 30 and 60 s after it answered /health.
 * The embedded cluster's processes are reported apart, as their proportional share (Pss: the
 * shared buffers they all map are counted once, not once per process).
 *
 * Goal: the server's RSS at most 120 MB a minute after start, on each database.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from '../cleanup.ts';
import { createTempDatabase, postgresReachable } from '../postgres.ts';
import type { Goal, Scenario, ScenarioResult, Skip, ValueMeasurement } from '../scenario.ts';
import { embeddedPids, memoryOf, pssOf, type SellerCentreDatabase, startSellerCentre } from '../servers.ts';

const GOAL_MB = 120;
const READ_AT_S = [10, 30, 60];
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Reading {
  atS: number;
  rssMb: number;
  clusterPssMb: number | null;
}

/** Starts the server, reads its memory at READ_AT_S after it is ready, stops it. */
async function idleReadings(database: SellerCentreDatabase): Promise<Reading[]> {
  const server = await startSellerCentre(database);
  const out: Reading[] = [];
  try {
    const started = performance.now();
    for (const atS of READ_AT_S) {
      await sleep(Math.max(0, started + atS * 1000 - performance.now()));
      const rss = memoryOf(server.pid)?.rss ?? Number.NaN;
      let clusterPssMb: number | null = null;
      if (database.kind === 'embedded') {
        let pss = 0;
        for (const pid of await embeddedPids(database.dataDir)) pss += pssOf(pid) ?? 0;
        clusterPssMb = pss / MB;
      }
      out.push({ atS, rssMb: rss / MB, clusterPssMb });
    }
  } finally {
    await server.stop();
  }
  return out;
}

export const serverMemory: Scenario = {
  id: 'server-memory',
  title: 'Idle server memory after start (embedded PostgreSQL, first start and restart; PostgreSQL)',
  async run(ctx): Promise<ScenarioResult> {
    const measurements: ValueMeasurement[] = [];
    const skipped: Skip[] = [];
    const goals: Goal[] = [];
    const notes: string[] = [];
    const report = (id: string, label: string, readings: Reading[]) => {
      for (const r of readings) {
        measurements.push({
          kind: 'value',
          target: `${id}-${r.atS}s`,
          label: `${label}, ${r.atS} s`,
          value: r.rssMb,
          unit: 'MB',
        });
        if (r.clusterPssMb !== null)
          measurements.push({
            kind: 'value',
            target: `${id}-cluster-${r.atS}s`,
            label: `${label}: the embedded cluster's processes (Pss), ${r.atS} s`,
            value: r.clusterPssMb,
            unit: 'MB',
          });
      }
      const last = readings[readings.length - 1];
      if (last)
        goals.push({
          description: `${label}: server RSS at most ${GOAL_MB} MB ${last.atS} s after start`,
          status: last.rssMb <= GOAL_MB ? 'met' : 'not met',
          detail: `${last.rssMb.toFixed(1)} MB`,
        });
    };

    const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-memory-'));
    // The cluster runs as the user postgres when the bench runs as root.
    chmodSync(dataDir, 0o755);
    const removeDir = onCleanup(
      `remove ${dataDir}`,
      async () => rmSync(dataDir, { recursive: true, force: true }),
      () => rmSync(dataDir, { recursive: true, force: true }),
    );
    try {
      ctx.log('first start on the embedded PostgreSQL (seeds the demo shop), reading memory for a minute');
      report('memory-embedded-first', 'embedded, first start', await idleReadings({ kind: 'embedded', dataDir }));
      ctx.log('restart on the same data');
      report('memory-embedded-restart', 'embedded, restart', await idleReadings({ kind: 'embedded', dataDir }));
    } finally {
      await removeDir();
    }

    const adminUrl = ctx.settings.postgresUrl;
    if (!(await postgresReachable(adminUrl))) {
      skipped.push({
        target: 'memory-postgres',
        label: 'on PostgreSQL',
        reason: 'PostgreSQL unreachable',
        failed: false,
      });
    } else {
      const database = await createTempDatabase(adminUrl, 'sc_bench_memory');
      try {
        ctx.log(`start on PostgreSQL (database ${database.name}, dropped afterwards)`);
        report(
          'memory-postgres',
          'PostgreSQL, first start',
          await idleReadings({ kind: 'postgres', url: database.url }),
        );
      } finally {
        await database.drop();
      }
    }
    notes.push(
      "RSS counts the node binary's mapped pages (some 45 MB) as well as the heap; V8 gives back the start-up's garbage pages some 40–60 s after start, so the 60 s figure is the idle one.",
    );
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};
