import { AD_SLOTS, KEYWORD_BID_MIN_SATANG, normaliseKeyword } from '@sc/contract/advertising.ts';
import { sql } from 'drizzle-orm';
import { bangkokDay } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { adStats } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { chargeClick } from './ledger.ts';
import { competitorBids, liveBids } from './market.ts';

// One buyer's search on the marketplace: a generalised second-price auction fills AD_SLOTS ad
// slots from every running plan's bid on the keyword and the simulated competitors' bids; each
// slot pays, per click, the bid below it plus 0.01 baht (never more than its own bid, never less
// than the lowest bid). A shop's slot counts an impression; a click is charged through chargeClick
// and counted only when charged; an order follows a charged click.

export interface SearchBuyer {
  /** The slot the buyer clicks (0 is the top), or null for none. */
  clickSlot: number | null;
  /** Whether the buyer orders after a click. */
  orders: boolean;
  /** The order's value, satang. */
  orderValue: number;
}

export interface SearchOutcome {
  impressions: number;
  clicks: number;
  orders: number;
  spend: number;
}

interface Slot {
  shopId: string | null;
  planId: string | null;
  bid: number;
  price: number;
}

/** The auction's slots for the bids, highest first (ties: the older plan, then the competitors). */
export function fillSlots(
  bids: readonly { shopId: string | null; planId: string | null; bid: number; rank: number }[],
): Slot[] {
  const sorted = [...bids].sort((a, b) => b.bid - a.bid || a.rank - b.rank);
  return sorted.slice(0, AD_SLOTS).map((b, i) => {
    const next = sorted[i + 1]?.bid;
    const price = next === undefined ? KEYWORD_BID_MIN_SATANG : Math.min(b.bid, next + 1);
    return { shopId: b.shopId, planId: b.planId, bid: b.bid, price: Math.max(KEYWORD_BID_MIN_SATANG, price) };
  });
}

async function count(
  shop: ShopScope,
  planId: string,
  day: string,
  keyword: string,
  add: { impressions?: number; clicks?: number; spend?: number; orders?: number; gmv?: number },
) {
  const row = { impressions: 0, clicks: 0, spend: 0, orders: 0, gmv: 0, ...add };
  await shop.insert(adStats, [{ planId, day, keyword, ...row }]).onConflictDoUpdate({
    target: [adStats.shopId, adStats.planId, adStats.day, adStats.keyword],
    set: {
      impressions: sql`${adStats.impressions} + ${row.impressions}`,
      clicks: sql`${adStats.clicks} + ${row.clicks}`,
      spend: sql`${adStats.spend} + ${row.spend}`,
      orders: sql`${adStats.orders} + ${row.orders}`,
      gmv: sql`${adStats.gmv} + ${row.gmv}`,
    },
  });
}

/** Serves one search for `keyword` at `now` and records what the shops' ads did. */
export async function serveSearch(tx: Tx, rawKeyword: string, buyer: SearchBuyer, now: Date): Promise<SearchOutcome> {
  const keyword = normaliseKeyword(rawKeyword);
  const live = await liveBids(tx, [keyword], now);
  const slots = fillSlots([
    ...live.map((b) => ({ shopId: b.shopId, planId: b.planId, bid: b.bid, rank: b.createdAt.getTime() })),
    ...competitorBids(keyword).map((bid) => ({ shopId: null, planId: null, bid, rank: Number.MAX_SAFE_INTEGER })),
  ]);
  const out: SearchOutcome = { impressions: 0, clicks: 0, orders: 0, spend: 0 };
  const day = bangkokDay(now);
  const clicked = buyer.clickSlot === null ? undefined : slots[buyer.clickSlot];
  // The click is charged first: plan and account rows are locked before any statistics row, in
  // every search, so concurrent searches never wait on each other in a circle.
  let charged: { shop: ShopScope; planId: string; price: number } | null = null;
  if (clicked?.shopId && clicked.planId) {
    const shop = new ShopScope(tx, clicked.shopId);
    const outcome = await chargeClick(shop, clicked.planId, keyword, clicked.price, now);
    if (outcome.charged) charged = { shop, planId: clicked.planId, price: clicked.price };
  }
  const shown = slots
    .filter((s): s is Slot & { shopId: string; planId: string } => s.shopId !== null && s.planId !== null)
    .sort((a, b) => (a.shopId + a.planId).localeCompare(b.shopId + b.planId));
  for (const slot of shown) {
    const isClick = charged !== null && charged.planId === slot.planId && charged.shop.shopId === slot.shopId;
    const ordered = isClick && buyer.orders;
    await count(new ShopScope(tx, slot.shopId), slot.planId, day, keyword, {
      impressions: 1,
      clicks: isClick ? 1 : 0,
      spend: isClick ? slot.price : 0,
      orders: ordered ? 1 : 0,
      gmv: ordered ? buyer.orderValue : 0,
    });
    out.impressions += 1;
    if (isClick) {
      out.clicks += 1;
      out.spend += slot.price;
    }
    if (ordered) out.orders += 1;
  }
  return out;
}
