import * as reports from '@sc/contract/calls/ad-reports.ts';
import * as calls from '@sc/contract/calls/advertising.ts';
import * as brand from '@sc/contract/calls/brand-ads.ts';
import { handle, sessionOf } from '../../envelope/handler.ts';
import { startExport } from '../downloads/index.ts';
import { accountView, listTransactions, openAccount, rechargeStatus, requestRecharge } from './account.ts';
import { adProductCandidates } from './ad-products.ts';
import { brandAdOf, listBrandAds, revokeBrandAd, saveBrandAd } from './brand.ts';
import { brandAdDetail } from './brand-figures.ts';
import { modeDetail, modeList, reportStock } from './brand-stock.ts';
import { addKeywords, keywordViews, recommendKeywords, removeKeywords, updateBid } from './keywords.ts';
import { changePlanStatus, listPlans, planOf, planProducts, planView, savePlan } from './plans.ts';
import { checkSpan, shopStatistics, statistics } from './stats.ts';
import { brandStatsExport, planStatsExport, shopStatsExport } from './stats-export.ts';

// The calls of advertising (calls/advertising.ts), all under FUNC.advertising.

const pageOf = (p: { pageNum: number; pageSize: number }) => ({ pageNum: p.pageNum, pageSize: p.pageSize });

export const advertisingHandlers = [
  handle(calls.advAccountMast, async (ctx) => accountView(ctx.shop, ctx.now)),
  handle(calls.advAccountOpen, async (ctx) => openAccount(ctx.shop, sessionOf(ctx).userId, ctx.now)),
  handle(calls.advAccountRecharge, async (ctx) => requestRecharge(ctx.shop, sessionOf(ctx), ctx.payload, ctx.now)),
  handle(calls.advRechargeStatus, async (ctx) => rechargeStatus(ctx.shop, ctx.payload.rechargeId)),
  handle(calls.advExpensesRecordList, async (ctx) =>
    listTransactions(ctx.shop, ctx.payload.kind, pageOf(ctx.payload.page)),
  ),
  handle(calls.advPlanInquiry, async (ctx) =>
    listPlans(ctx.shop, { type: ctx.payload.type, status: ctx.payload.status }, pageOf(ctx.payload.page), ctx.now),
  ),
  handle(calls.advPlanCheck, async (ctx) => {
    const row = await planOf(ctx.shop, ctx.payload.planId);
    const keywords = await keywordViews(ctx.shop, row.id, ctx.now);
    return { ...planView(row, keywords.length, ctx.now), keywords, products: await planProducts(ctx.shop, row.id) };
  }),
  handle(calls.advPlanMaintenance, async (ctx) => savePlan(ctx.shop, sessionOf(ctx).userId, ctx.payload, ctx.now)),
  handle(calls.advPlanStatusUpdate, async (ctx) =>
    changePlanStatus(ctx.shop, ctx.payload.planId, ctx.payload.action, ctx.now),
  ),
  handle(calls.advKeywordAdd, async (ctx) => addKeywords(ctx.shop, ctx.payload, ctx.now)),
  handle(calls.advKeywordUpdate, async (ctx) => updateBid(ctx.shop, ctx.payload, ctx.now)),
  handle(calls.advKeywordRemove, async (ctx) => removeKeywords(ctx.shop, ctx.payload, ctx.now)),
  handle(calls.advKeywordList, async (ctx) => {
    await planOf(ctx.shop, ctx.payload.planId);
    return { list: await keywordViews(ctx.shop, ctx.payload.planId, ctx.now) };
  }),
  handle(calls.advKeywordRecommend, async (ctx) => recommendKeywords(ctx.shop, ctx.payload.planId)),
  handle(calls.advDataStatisticsRecords, async (ctx) => statistics(ctx.shop, ctx.payload.planId, ctx.now)),
  handle(reports.advStatistics, async (ctx) => shopStatistics(ctx.shop, ctx.payload.firstDay, ctx.payload.lastDay)),
  handle(reports.advStatisticsExport, async (ctx) => {
    checkSpan(ctx.payload.firstDay, ctx.payload.lastDay);
    return startExport(ctx, shopStatsExport, ctx.payload);
  }),
  handle(reports.advPlanStatisticsExport, async (ctx) => {
    const plan = await planOf(ctx.shop, ctx.payload.planId);
    return startExport(ctx, planStatsExport, { planId: plan.id, at: ctx.now.toISOString() });
  }),
  handle(reports.advBrandStatisticsExport, async (ctx) => {
    const ad = await brandAdOf(ctx.shop, ctx.payload.reportId);
    return startExport(ctx, brandStatsExport, { reportId: ad.id, at: ctx.now.toISOString() });
  }),
  handle(brand.advPlanItemList, async (ctx) =>
    adProductCandidates(ctx.shop, ctx.payload.keyword, pageOf(ctx.payload.page)),
  ),
  handle(brand.advBrandModeList, async () => modeList()),
  handle(brand.advBrandModeDetail, async (ctx) => modeDetail(ctx.tx, ctx.payload.modeId, ctx.now)),
  handle(brand.advBrandReportStock, async (ctx) =>
    reportStock(ctx.tx, ctx.payload.modeId, ctx.payload.firstDay, ctx.payload.lastDay),
  ),
  handle(brand.advBrandPlanList, async (ctx) =>
    listBrandAds(ctx.shop, ctx.payload.state, pageOf(ctx.payload.page), ctx.now),
  ),
  handle(brand.advBrandPlanDetail, async (ctx) => brandAdDetail(ctx.shop, ctx.payload.reportId, ctx.now)),
  handle(brand.advBrandPlanAdd, async (ctx) =>
    saveBrandAd(ctx.shop, sessionOf(ctx).userId, ctx.payload, null, ctx.now),
  ),
  handle(brand.advBrandPlanUpdate, async (ctx) => {
    const { reportId, ...input } = ctx.payload;
    return saveBrandAd(ctx.shop, sessionOf(ctx).userId, input, reportId, ctx.now);
  }),
  handle(brand.advBrandPlanRevoke, async (ctx) => revokeBrandAd(ctx.shop, ctx.payload.reportId, ctx.now)),
];
