import { AD_SLOTS } from '@sc/contract/advertising.ts';
import * as mkt from '@sc/contract/calls/advertising.ts';
import * as brand from '@sc/contract/calls/brand-ads.ts';
import {
  liveKeywords,
  payingRecharges,
  pendingBrandAds,
  reviewBrandAd,
  type SearchBuyer,
  serveBrandAds,
  serveSearch,
  settleRecharge,
} from '../areas/advertising/index.ts';
import { shopNamed } from '../auth/operator-scope.ts';
import type { Db } from '../db/client.ts';
import { ShopScope } from '../db/tenant.ts';
import type { Registration } from '../envelope/handler.ts';
import { handle } from '../envelope/handler.ts';
import type { Job } from '../jobs/job.ts';
import { randomSource } from './buyers.ts';

// The marketplace's side of advertising (auth 'operator'): the payment answering ad-account
// recharges, buyers searching keywords, seeing the auction's ads and the brand ads running,
// clicking and ordering, and the review of brand-ad submissions.

/** How a clicking buyer picks among the ad slots shown: most click the top one. */
const SLOT_WEIGHTS = [0.7, 0.2, 0.1] as const;
/** A simulated order after an ad click: 200 to 2,000 baht. */
const ORDER_MIN = 20_000;
const ORDER_SPAN = 180_000;

function buyerOf(random: () => number, clickRate: number, orderRate: number): SearchBuyer {
  let clickSlot: number | null = null;
  if (random() < clickRate) {
    const roll = random();
    let sum = 0;
    clickSlot = AD_SLOTS - 1;
    for (let i = 0; i < AD_SLOTS; i++) {
      sum += SLOT_WEIGHTS[i] ?? 0;
      if (roll < sum) {
        clickSlot = i;
        break;
      }
    }
  }
  return {
    clickSlot,
    orders: random() < orderRate,
    orderValue: ORDER_MIN + Math.floor(random() * ORDER_SPAN),
  };
}

export const marketplaceAdHandlers: readonly Registration[] = [
  handle(mkt.mktAdRechargeSettle, async (ctx) => {
    const shop = await shopNamed(ctx.tx, ctx.payload.shopId);
    return settleRecharge(shop, ctx.payload.rechargeId, ctx.payload.outcome, ctx.now);
  }),

  handle(mkt.mktAdTraffic, async (ctx) => {
    const p = ctx.payload;
    if (p.shopId) await shopNamed(ctx.tx, p.shopId);
    const keywords = p.keyword ? [p.keyword] : await liveKeywords(ctx.tx, p.shopId, ctx.now);
    const random = randomSource(p.seed ?? ctx.now.getTime() % 2_147_483_647);
    const brandOut = await serveBrandAds(
      ctx.tx,
      p.shopId,
      {
        searches: p.searches,
        clickRate: p.clickRate,
        orderRate: p.orderRate,
        random,
        orderValue: () => ORDER_MIN + Math.floor(random() * ORDER_SPAN),
      },
      ctx.now,
    );
    const total = { searches: 0, impressions: 0, clicks: 0, orders: 0, spend: 0, ...brandOut };
    if (keywords.length === 0) return { ...total, searches: p.searches };
    for (let i = 0; i < p.searches; i++) {
      const keyword = keywords[Math.floor(random() * keywords.length)] ?? keywords[0]!;
      const buyer = buyerOf(random, p.clickRate, p.orderRate);
      const out = await serveSearch(ctx.tx, keyword, buyer, ctx.now);
      total.searches += 1;
      total.impressions += out.impressions;
      total.clicks += out.clicks;
      total.orders += out.orders;
      total.spend += out.spend;
    }
    return { ...total, spend: total.spend / 100 };
  }),

  handle(brand.mktBrandPending, async (ctx) => {
    if (ctx.payload.shopId) await shopNamed(ctx.tx, ctx.payload.shopId);
    return pendingBrandAds(ctx.tx, ctx.payload.shopId, ctx.now);
  }),

  handle(brand.mktBrandReview, async (ctx) => {
    const p = ctx.payload;
    const shop = await shopNamed(ctx.tx, p.shopId);
    return reviewBrandAd(shop, p.reportId, p.outcome, p.reason, ctx.now);
  }),
];

/** The payment confirms every recharge waiting for it, a few seconds after it was sent. */
export const adPaymentJob: Job = {
  name: 'marketplace.ad-recharge-payment',
  everyMs: 5_000,
  async run(tx: Db, now: Date) {
    const waiting = await payingRecharges(tx, 100);
    for (const r of waiting) await settleRecharge(new ShopScope(tx, r.shopId), r.id, 'paid', now);
    return waiting.length;
  },
};
