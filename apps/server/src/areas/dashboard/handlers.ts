import { dashboardActionInquiry } from '@sc/contract/calls/dashboard.ts';
import { handle } from '../../envelope/handler.ts';
import { actionCounts } from './action-counts.ts';

export const dashboardHandlers = [
  handle(dashboardActionInquiry, async (ctx) => ({
    ...(await actionCounts(ctx.shop, ctx.now)),
    generatedAt: ctx.now.toISOString(),
  })),
];
