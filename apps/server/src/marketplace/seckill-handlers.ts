import * as mkt from '@sc/contract/calls/seckill.ts';
import { pendingRegistrations, publishProgramme, reviewRegistration } from '../areas/promotions/index.ts';
import { operatorOf, shopNamed } from '../auth/operator-scope.ts';
import { handle, type Registration } from '../envelope/handler.ts';

// The platform's side of flash sales (auth 'operator'): publish a programme with its slots, list a
// shop's pending registrations, and approve or reject one with a reason.
export const marketplaceSeckillHandlers: readonly Registration[] = [
  handle(mkt.seckillPublish, (ctx) => publishProgramme(ctx.tx, ctx.payload, operatorOf(ctx).operatorId, ctx.now)),
  handle(mkt.seckillPending, async (ctx) =>
    pendingRegistrations(await shopNamed(ctx.tx, ctx.payload.shopId), ctx.payload.modeId, ctx.now),
  ),
  handle(mkt.seckillReview, async (ctx) =>
    reviewRegistration(
      await shopNamed(ctx.tx, ctx.payload.shopId),
      {
        registrationId: ctx.payload.registrationId,
        decision: ctx.payload.decision,
        reason: ctx.payload.reason,
        operatorId: operatorOf(ctx).operatorId,
      },
      ctx.now,
    ),
  ),
];
