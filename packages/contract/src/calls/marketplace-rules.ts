import { z } from 'zod';
import { id, isoTime, yn } from '../common.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { paged, pageSchema } from '../page.ts';
import { appealRow, appealStatus } from './order-rules.ts';

// The platform's side of the order rules (marketplace simulator, auth 'operator'): deciding
// merchants' complaints about abnormal orders, and the simulator clock. The clock calls move
// the server's time forward and run the automatic rules at once; they work only on a server
// started with SIMULATOR_CLOCK=1 and answer "not available" otherwise.

const OPERATOR = { auth: 'operator', func: FUNC.home } as const;
const exampleShopId = '0123456789abcdef0123456789abcdef';

/** The furthest one advance may move the clock. */
export const CLOCK_ADVANCE_MAX_DAYS = 400;

export const mktAppealList = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/order/appeal/list/inquiry',
  summary: 'Complaints about abnormal orders across shops (or of one), by state, oldest first.',
  request: z.object({ shopId: id.optional(), status: appealStatus.default('pending'), page: pageSchema }),
  response: paged(appealRow.extend({ shopId: z.string() })),
});

export const mktAppealDecide = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/order/appeal/decide',
  summary:
    'Decide a pending complaint: pass lifts the order’s abnormal mark (the cancellation and the refund stand); reject makes the refund to the buyer final.',
  example: { shopId: exampleShopId, appealId: exampleShopId, decision: 'pass', note: '' },
  request: z.object({
    shopId: id,
    appealId: id,
    decision: z.enum(['pass', 'reject']),
    note: z.string().trim().max(500).default(''),
  }),
  response: z.object({ appealId: z.string(), orderId: z.string(), status: appealStatus, decidedAt: isoTime }),
});

const clockState = z.object({
  /** The server's time now. */
  now: isoTime,
  /** How far the simulator clock runs ahead of the real time, in milliseconds. */
  offsetMs: z.number().int(),
  /** y when the server runs with SIMULATOR_CLOCK=1. */
  adjustable: yn,
});

export const mktClockInquiry = defineCall({
  ...OPERATOR,
  readOnly: true,
  path: '/oms/mkt/clock/inquiry',
  summary: 'The server’s time and whether the simulator may move it (SIMULATOR_CLOCK=1).',
  request: z.object({}),
  response: clockState,
});

export const mktClockAdvance = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/clock/advance',
  outsideTransaction: true,
  summary: `Move the simulator clock forward by hours and days (together at least one hour, at most ${CLOCK_ADVANCE_MAX_DAYS} days), then run every automatic rule at the new time. Only with SIMULATOR_CLOCK=1.`,
  example: { days: 1 },
  request: z.object({
    days: z.number().int().min(0).max(CLOCK_ADVANCE_MAX_DAYS).default(0),
    hours: z
      .number()
      .int()
      .min(0)
      .max(CLOCK_ADVANCE_MAX_DAYS * 24)
      .default(0),
  }),
  response: clockState.extend({ changed: z.record(z.string(), z.number().int()) }),
});

export const mktJobsRun = defineCall({
  ...OPERATOR,
  path: '/oms/mkt/jobs/run',
  outsideTransaction: true,
  summary:
    'Run every automatic rule once at the clock’s time; answers the rows each changed. Only with SIMULATOR_CLOCK=1.',
  request: z.object({}),
  response: z.object({ now: isoTime, changed: z.record(z.string(), z.number().int()) }),
});

export const marketplaceRuleCalls: readonly Call[] = [
  mktAppealList,
  mktAppealDecide,
  mktClockInquiry,
  mktClockAdvance,
  mktJobsRun,
];
