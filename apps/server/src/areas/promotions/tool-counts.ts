import type { ToolCount } from '@sc/contract/calls/results.ts';
import { PROMOTION_TOOL_KEYS, type PromotionTool } from '@sc/contract/results.ts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import {
  activities,
  addonDeals,
  bundles,
  cashbackRules,
  coupons,
  depositPresales,
  fullscalePromotions,
  giftActivities,
  plusOffers,
  purchaseLimits,
} from '../../db/schema.ts';
import type { ShopScope, TenantTable } from '../../db/tenant.ts';
import { activityState } from './activities.ts';
import { addonState } from './addon.ts';
import { bundleState } from './bundle.ts';
import { cashbackState } from './cashback.ts';
import { couponState } from './coupons.ts';
import { presaleState } from './deposit.ts';
import { fullscaleState } from './fullscale.ts';
import { giftState } from './gift.ts';
import { plusOfferState } from './plusmember.ts';
import { purchaseLimitState } from './purchase-limits.ts';

// The counts of the promotion tools' hub (/activityreport/marketingtools, tools/summary): one
// small counter per tool, each reading its own table of the session's shop with its own state
// from the clock. A tool that starts counting adds one line to `toolCounters`; the hub shows the
// others as cards without counts.

type Counts = Omit<ToolCount, 'tool'>;
type ToolCounter = (shop: ShopScope, now: Date) => Promise<Counts>;

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
};

/** The counts of every tool that has a counter, in the hub's order. */
export async function toolsSummary(shop: ShopScope, now: Date): Promise<{ tools: ToolCount[] }> {
  const tools: ToolCount[] = [];
  for (const tool of PROMOTION_TOOL_KEYS) {
    const count = toolCounters[tool];
    if (count) tools.push({ tool, ...(await count(shop, now)) });
  }
  return { tools };
}
