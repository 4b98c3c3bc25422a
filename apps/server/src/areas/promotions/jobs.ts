import type { Job } from '../../jobs/job.ts';
import { settleCashback } from './cashback-settlement.ts';

const MINUTE = 60 * 1000;

/** The promotions' automatic rules: cashback not cashed back after a cancel or refund, and paid at month end. */
export const promotionJobs: readonly Job[] = [
  { name: 'promotions.cashback-settlement', everyMs: MINUTE, run: settleCashback },
];
