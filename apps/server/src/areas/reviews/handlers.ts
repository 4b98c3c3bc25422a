import * as calls from '@sc/contract/calls/reviews.ts';
import { operatorOf, shopNamed } from '../../auth/operator-scope.ts';
import type { Registration } from '../../envelope/handler.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { createBuyerReview } from './buyer-reviews.ts';
import { listReviews } from './list.ts';
import { listReportedReviews } from './reported.ts';
import { decideReport, modifyReply, replyToReview, reportReview, reviewDetails } from './review.ts';
import { reviewSummary } from './scores.ts';

export const reviewsHandlers: readonly Registration[] = [
  handle(calls.reviewListInquiry, (ctx) => listReviews(ctx.shop, ctx.payload, ctx.payload.page)),

  handle(calls.reviewSummaryInquiry, (ctx) => reviewSummary(ctx.shop)),

  handle(calls.reviewDetailsInquiry, (ctx) => reviewDetails(ctx.shop, ctx.payload.reviewId)),

  handle(calls.reviewReplyAdd, (ctx) =>
    replyToReview(ctx.shop, { ...ctx.payload, userId: sessionOf(ctx).userId, now: ctx.now }),
  ),

  handle(calls.reviewReplyModify, (ctx) =>
    modifyReply(ctx.shop, { ...ctx.payload, userId: sessionOf(ctx).userId, now: ctx.now }),
  ),

  handle(calls.reviewReportAdd, (ctx) =>
    reportReview(ctx.shop, { ...ctx.payload, userId: sessionOf(ctx).userId, now: ctx.now }),
  ),

  // The marketplace simulator: a buyer writes, the platform judges reports.
  handle(calls.buyerReviewAdd, async (ctx) => {
    operatorOf(ctx);
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return createBuyerReview(ctx.tx, { ...ctx.payload, shopId: shop.shopId }, ctx.now);
  }),

  handle(calls.reviewReportList, (ctx) => listReportedReviews(ctx.tx, ctx.payload)),

  handle(calls.reviewReportDecide, async (ctx) => {
    operatorOf(ctx);
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return decideReport(shop, { ...ctx.payload, now: ctx.now });
  }),
];
