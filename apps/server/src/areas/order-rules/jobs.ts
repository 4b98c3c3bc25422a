import type { Job } from '../../jobs/job.ts';
import { expirePickupCodes, lapseBalances } from '../orders/index.ts';
import { runComplaintWindow, runNoPickup, runNotShipped, runPickupCollect, runSelfDeliveryReceipt } from './rules.ts';

const MINUTE = 60 * 1000;

/** The automatic order rules; see rules.ts. Deadlines are kept to the minute. */
export const orderRuleJobs: readonly Job[] = [
  { name: 'orders.not-shipped', everyMs: MINUTE, run: runNotShipped },
  { name: 'orders.no-pickup', everyMs: MINUTE, run: runNoPickup },
  { name: 'orders.complaint-window', everyMs: MINUTE, run: runComplaintWindow },
  { name: 'orders.self-delivery-receipt', everyMs: 10 * MINUTE, run: runSelfDeliveryReceipt },
  { name: 'orders.pickup-collect', everyMs: MINUTE, run: runPickupCollect },
  // Pick-up codes past their lifetime (PICKUP_CODE_UNUSED_DAYS, PICKUP_CODE_COLLECT_DAYS) expire.
  { name: 'orders.pickup-code-expiry', everyMs: MINUTE, run: expirePickupCodes },
  // Deposit orders whose balance was not paid by its due time lapse (DEPOSIT_KEPT_ON_LAPSE).
  { name: 'orders.deposit-balance-lapse', everyMs: MINUTE, run: lapseBalances },
];
