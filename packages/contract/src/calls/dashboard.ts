import { z } from 'zod';
import { empty } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';

/** What needs the merchant now, each a count that links to the filtered list. */
export const actionCounts = z.object({
  ordersToShip: z.number().int(),
  ordersNearDeadline: z.number().int(),
  afterSalesWaiting: z.number().int(),
  lowStock: z.number().int(),
  unreadChats: z.number().int(),
  violations: z.number().int(),
});
export type ActionCounts = z.infer<typeof actionCounts>;

export const dashboardActionInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/store/dashboard/action/inquiry',
  func: FUNC.home,
  summary: 'The action centre of the dashboard home: counts of what waits for the merchant.',
  request: empty,
  response: actionCounts.extend({ generatedAt: z.string() }),
});

export const dashboardCalls = [dashboardActionInquiry];
