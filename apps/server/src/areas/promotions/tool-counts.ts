import type { ToolCount } from '@sc/contract/calls/results.ts';
import { FUNC, type FuncId } from '@sc/contract/func-codes.ts';
import { PROMOTION_TOOL_KEYS, type PromotionTool } from '@sc/contract/results.ts';
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import { holds } from '../../auth/permissions.ts';
import { toNumber } from '../../db/numbers.ts';
import {
  activities,
  addonDeals,
  bundles,
  campaignRegistrations,
  cashbackRules,
  coupons,
  depositPresales,
  fullscalePromotions,
  giftActivities,
  paylaterActivities,
  platformCampaigns,
  plusOffers,
  purchaseLimits,
  seckillRegistrations,
  seckillSlots,
} from '../../db/schema.ts';
import type { ShopScope, TenantTable } from '../../db/tenant.ts';
import { activityState } from './activities.ts';
import { addonState } from './addon.ts';
import { bundleState } from './bundle.ts';
import { cashbackState } from './cashback.ts';
import { couponState } from './coupons.ts';
import { presaleState } from './deposit.ts';
import { fansQuota } from './fans.ts';
import { followerCount } from './follows.ts';
import { fullscaleState } from './fullscale.ts';
import { giftState } from './gift.ts';
import { paylaterState } from './paylater.ts';
import { plusOfferState } from './plusmember.ts';
import { purchaseLimitState } from './purchase-limits.ts';

// The counts of the promotion tools' hub (/activityreport/marketingtools, tools/summary): one
// small counter per tool, each reading its own table of the session's shop with its own state
// from the clock. A tool that starts counting adds one line to `toolCounters`; the hub shows the
// others as cards without counts. The counts of a tool whose screen needs a code of its own
// (`toolFuncs`) are read only for a user who holds it, as the hub shows its card only to them.

type Counts = Omit<ToolCount, 'tool'>;
type ToolCounter = (shop: ShopScope, now: Date) => Promise<Counts>;

/** The codes of the tools' screens beyond the hub's own (the web's route table opens them with these). */
const toolFuncs: Partial<Record<PromotionTool, FuncId>> = {
  seckill: FUNC.marketing,
  campaign: FUNC.activityReporting,
  paylater: FUNC.marketing,
  fans: FUNC.fansMarketing,
};

/** Rows of `table` whose `state` is `running`, and whose state is `upcoming`, in one read. */
async function countStates(
  shop: ShopScope,
  table: TenantTable,
  state: SQL<string>,
  running: string,
  upcoming: string,
  condition?: SQL,
) {
  const [row] = await shop.pick(
    table,
    {
      running: sql<number>`count(*) filter (where ${state} = ${running})`.mapWith(toNumber),
      upcoming: sql<number>`count(*) filter (where ${state} = ${upcoming})`.mapWith(toNumber),
    },
    condition,
  );
  return { running: row?.running ?? 0, upcoming: row?.upcoming ?? 0 };
}

export const toolCounters: Partial<Record<PromotionTool, ToolCounter>> = {
  // Follow-shop coupons are coupons too, of their own channel, counted on their own card.
  coupon: (shop, now) =>
    countStates(shop, coupons, couponState(now), 'granting', 'not_started', eq(coupons.channel, 'shop')),
  activity: (shop, now) => countStates(shop, activities, activityState(now), 'running', 'not_started'),
  fullscale: (shop, now) => countStates(shop, fullscalePromotions, fullscaleState(now), 'running', 'not_started'),
  pricincrease: (shop, now) => countStates(shop, addonDeals, addonState(now), 'running', 'not_started'),
  attention: (shop, now) =>
    countStates(shop, coupons, couponState(now), 'granting', 'not_started', eq(coupons.channel, 'follow')),
  plusmember: (shop, now) => countStates(shop, plusOffers, plusOfferState(now), 'running', 'not_started'),
  purchaselimit: (shop, now) => countStates(shop, purchaseLimits, purchaseLimitState(now), 'running', 'not_started'),
  cashback: (shop, now) => countStates(shop, cashbackRules, cashbackState(now), 'running', 'not_started'),
  gift: (shop, now) => countStates(shop, giftActivities, giftState(now), 'running', 'not_started'),
  setmeal: (shop, now) => countStates(shop, bundles, bundleState(now), 'running', 'not_started'),
  // A pre-sale runs while it takes deposits.
  deposit: (shop, now) => countStates(shop, depositPresales, presaleState(now), 'deposit', 'not_started'),
  seckill: seckillCounts,
  campaign: campaignCounts,
  paylater: (shop, now) => countStates(shop, paylaterActivities, paylaterState(now), 'running', 'not_started'),
  fans: async (shop, now) => {
    const quota = await fansQuota(shop, now);
    return {
      followers: await followerCount(shop),
      broadcastsLeft: Math.max(0, quota.perMonth - quota.sentThisMonth),
    };
  },
};

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Flash sales: the shop's approved products whose slot is on now, those whose slot is still to
 * come, and the registrations of slots not yet over that wait for the platform's review.
 */
async function seckillCounts(shop: ShopScope, now: Date): Promise<Counts> {
  const slot = (when: SQL) =>
    sql`exists (select 1 from ${seckillSlots} where ${seckillSlots.id} = ${seckillRegistrations.slotId} and ${when})`;
  const r = seckillRegistrations.state;
  const [row] = await shop.pick(seckillRegistrations, {
    running: sql<number>`count(*) filter (where ${r} = 'approved' and ${slot(
      sql`${seckillSlots.startAt} <= ${at(now)} and ${at(now)} < ${seckillSlots.endAt}`,
    )})`.mapWith(toNumber),
    upcoming: sql<number>`count(*) filter (where ${r} = 'approved' and ${slot(
      sql`${at(now)} < ${seckillSlots.startAt}`,
    )})`.mapWith(toNumber),
    pending: sql<number>`count(*) filter (where ${r} = 'pending' and ${slot(
      sql`${at(now)} < ${seckillSlots.endAt}`,
    )})`.mapWith(toNumber),
  });
  return { running: row?.running ?? 0, upcoming: row?.upcoming ?? 0, pending: row?.pending ?? 0 };
}

/**
 * Platform campaigns: the shop's approved products of campaigns on now and of campaigns still to
 * start, its registrations waiting for review, and the campaigns open for registration now (the
 * platform's, the same for every shop).
 */
async function campaignCounts(shop: ShopScope, now: Date): Promise<Counts> {
  const campaign = (when: SQL) =>
    sql`exists (select 1 from ${platformCampaigns} where ${platformCampaigns.id} = ${campaignRegistrations.campaignId} and ${when})`;
  const r = campaignRegistrations.state;
  const [row] = await shop.pick(campaignRegistrations, {
    running: sql<number>`count(*) filter (where ${r} = 'approved' and ${campaign(
      sql`${platformCampaigns.startAt} <= ${at(now)} and ${at(now)} < ${platformCampaigns.endAt}`,
    )})`.mapWith(toNumber),
    upcoming: sql<number>`count(*) filter (where ${r} = 'approved' and ${campaign(
      sql`${at(now)} < ${platformCampaigns.startAt}`,
    )})`.mapWith(toNumber),
    pending: sql<number>`count(*) filter (where ${r} = 'pending' and ${campaign(
      sql`${at(now)} < ${platformCampaigns.endAt}`,
    )})`.mapWith(toNumber),
  });
  const [open] = await shop.tx
    .select({ n: sql<number>`count(*)`.mapWith(toNumber) })
    .from(platformCampaigns)
    .where(and(lte(platformCampaigns.regStartAt, now), gt(platformCampaigns.regEndAt, now)));
  return {
    running: row?.running ?? 0,
    upcoming: row?.upcoming ?? 0,
    pending: row?.pending ?? 0,
    open: open?.n ?? 0,
  };
}

/** The counts of every tool that has a counter and the user may open, in the hub's order. */
export async function toolsSummary(shop: ShopScope, now: Date, funcs: Set<string>): Promise<{ tools: ToolCount[] }> {
  const tools: ToolCount[] = [];
  for (const tool of PROMOTION_TOOL_KEYS) {
    const count = toolCounters[tool];
    const func = toolFuncs[tool];
    if (func && !holds(funcs, func)) continue;
    if (count) tools.push({ tool, ...(await count(shop, now)) });
  }
  return { tools };
}
