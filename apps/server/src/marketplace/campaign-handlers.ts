import * as mkt from '@sc/contract/calls/campaign.ts';
import {
  pendingCampaignRegs,
  publishCampaign,
  reviewCampaignReg,
  revokeCampaignReg,
} from '../areas/promotions/index.ts';
import { operatorOf, shopNamed } from '../auth/operator-scope.ts';
import { handle, type Registration } from '../envelope/handler.ts';

// The platform's side of campaigns (auth 'operator'): publish a campaign with its rules, list a
// shop's pending registrations, approve or reject one with a reason, revoke an approved one.
export const marketplaceCampaignHandlers: readonly Registration[] = [
  handle(mkt.campaignPublish, (ctx) => publishCampaign(ctx.tx, ctx.payload, operatorOf(ctx).operatorId, ctx.now)),
  handle(mkt.campaignPending, async (ctx) =>
    pendingCampaignRegs(await shopNamed(ctx.tx, ctx.payload.shopId), ctx.payload.campaignId),
  ),
  handle(mkt.campaignReview, async (ctx) =>
    reviewCampaignReg(
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
  handle(mkt.campaignRevoke, async (ctx) =>
    revokeCampaignReg(
      await shopNamed(ctx.tx, ctx.payload.shopId),
      {
        registrationId: ctx.payload.registrationId,
        reason: ctx.payload.reason,
        operatorId: operatorOf(ctx).operatorId,
      },
      ctx.now,
    ),
  ),
];
