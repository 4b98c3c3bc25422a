import type { Job } from '../../jobs/job.ts';
import { runBills } from './bills.ts';

const HOUR = 60 * 60 * 1000;

/** Finance's automatic rules: bills built once their cycle is over; bills not audited by the deadline confirmed. */
export const financeJobs: readonly Job[] = [{ name: 'finance.bills', everyMs: HOUR, run: runBills }];
