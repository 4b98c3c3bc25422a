import type { Job } from '../../jobs/job.ts';
import { runShelfRules, runTimedRelease } from './shelf-rules.ts';

const MINUTE = 60 * 1000;

/** The products area's automatic rules; see shelf-rules.ts. */
export const itemJobs: readonly Job[] = [
  // A product scheduled for 10:00 is on sale by 10:01.
  { name: 'items.timed-release', everyMs: MINUTE, run: runTimedRelease },
  // The shelf rules count in days: an hourly sweep is on time to the hour.
  { name: 'items.shelf-rules', everyMs: 60 * MINUTE, run: runShelfRules },
];
