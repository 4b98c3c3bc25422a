import type { Job } from '../../jobs/job.ts';
import { sweepDeadlines } from './violation-rules.ts';

/** Violations whose deadline passed take their step (violation-rules.ts): every 5 minutes. */
export const complianceJobs: readonly Job[] = [
  { name: 'violation-deadlines', everyMs: 5 * 60 * 1000, run: (tx, now) => sweepDeadlines(tx, now) },
];
