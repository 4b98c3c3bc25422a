import type { Job } from '../../jobs/job.ts';
import { runBills } from './bills.ts';
import { totalClosedDays } from './day-totals.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Finance's automatic rules: bills built once their cycle is over; bills not audited by the
 * deadline confirmed; the ledger's closed days totalled for the trade list.
 */
export const financeJobs: readonly Job[] = [
  { name: 'finance.bills', everyMs: HOUR, run: runBills },
  { name: 'finance.day-totals', everyMs: HOUR, run: totalClosedDays },
];
