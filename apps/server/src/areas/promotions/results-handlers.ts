import * as calls from '@sc/contract/calls/results.ts';
import { handle } from '../../envelope/handler.ts';
import { promotionResults } from './results.ts';
import { toolsSummary } from './tool-counts.ts';

// The calls of promotion results and the tools' hub (calls/results.ts).

export const resultsHandlers = [
  handle(calls.promotionResultsInquiry, async (ctx) =>
    promotionResults(ctx.shop, ctx.payload.kind, ctx.payload.promotionId, ctx.now),
  ),
  handle(calls.promotionToolsSummary, async (ctx) => toolsSummary(ctx.shop, ctx.now, await ctx.funcs())),
];
