import * as calls from '@sc/contract/calls/campaign.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { campaignDetails, checkCampaignRegistration, createCampaignRegistrations, listCampaigns } from './campaign.ts';
import { campaignReport, urgeTable } from './campaign-report.ts';

// The merchant's calls of platform campaigns (calls/campaign.ts), all under FUNC.activityReporting.

export const campaignHandlers = [
  handle(calls.campaignList, async (ctx) => listCampaigns(ctx.shop, ctx.payload.scope, ctx.now)),
  handle(calls.campaignInquiry, async (ctx) => campaignDetails(ctx.shop, ctx.payload.campaignId, ctx.now)),
  handle(calls.campaignRegister, async (ctx) =>
    createCampaignRegistrations(
      ctx.shop,
      await checkCampaignRegistration(ctx.shop, ctx.payload, ctx.now, ctx.locale),
      sessionOf(ctx).userId,
      ctx.locale,
      ctx.now,
    ),
  ),
  handle(calls.campaignUrge, async (ctx) => urgeTable(ctx.shop, ctx.now, ctx.locale)),
  handle(calls.campaignReport, async (ctx) => campaignReport(ctx.shop, ctx.payload.campaignId, ctx.now)),
];
