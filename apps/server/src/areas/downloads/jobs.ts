import type { Job } from '../../jobs/job.ts';
import { sweepExpiredExports } from './expiry.ts';
import { exportRunner } from './runner.ts';

/**
 * The download centre's automatic rules. The runner job claims waiting exports (and ones a
 * crashed server left running) inside the scheduler's transaction and starts writing them as
 * it commits; calls that queue an export also wake the runner at once, so this is the safety net.
 */
export const downloadJobs: readonly Job[] = [
  {
    name: 'downloads-run-exports',
    everyMs: 2000,
    async run(tx, now) {
      const runner = exportRunner();
      if (!runner) return 0;
      const claimed = await runner.claim(tx, now);
      runner.launch(claimed);
      return claimed.length;
    },
  },
  {
    name: 'downloads-expire-files',
    everyMs: 10 * 60_000,
    run: (tx, now) => sweepExpiredExports(tx, now, exportRunner()?.dataDir),
  },
];
