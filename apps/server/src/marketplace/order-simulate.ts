import { PAY_METHOD, type PayMethod } from '@sc/contract/orders.ts';
import { BUYER_GROUP, type BuyerGroup } from '@sc/contract/promotions.ts';
import { satangToBaht } from '@sc/contract/validators/price.ts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { sellableSkus } from '../areas/items/index.ts';
import { type CheckoutInput, checkout, payOrder } from '../areas/orders/index.ts';
import {
  type AddonOffer,
  activityAllowances,
  type BundleOffer,
  type BuyerFacts,
  collectCoupon,
  type FullscaleOffer,
  followShop,
  type GiftOffer,
  grantingCoupons,
  presaleSkusTaking,
  purchaseAllowances,
  recordPaylaterOrder,
  runningActivitySkus,
  runningAddonDeals,
  runningBundleDeals,
  runningFlashSkus,
  runningFullscales,
  runningGiftActivities,
  runningPaylaterOffers,
} from '../areas/promotions/index.ts';
import type { Tx } from '../db/client.ts';
import { buyers, orderItems, orders } from '../db/schema.ts';
import type { ShopScope } from '../db/tenant.ts';
import { BizError } from '../errors.ts';
import { type BuyerRow, createBuyer, pick, simulatedBuyer } from './buyers.ts';
import {
  DEPOSIT_TAKE_RATIO,
  PAYLATER_TAKE_RATIO,
  paylaterLine,
  payOpenBalances,
  simulateDeposit,
} from './simulate-instalments.ts';

// The simulator's crowd of buyers: random on-sale SKUs with stock, random buyers, pay methods
// and remarks. Each order is placed in a savepoint of its own, so one that finds its SKU sold
// out meanwhile is skipped and the others stand.

export const BUYER_REMARKS: readonly string[] = [
  '',
  '',
  'ฝากไว้ที่ป้อมยามได้เลยค่ะ',
  'กรุณาโทรก่อนส่งนะคะ',
  'ขอใบกำกับภาษีด้วยครับ',
  'ห่อของขวัญให้ด้วยค่ะ',
  'ส่งด่วนนะครับ ใช้ในงานวันเสาร์',
  'ไม่ต้องใส่ใบเสร็จในกล่อง',
  'ส่งช่วงเย็นหลัง 17:00 น.',
  'ขอสีตามรูปนะคะ',
];

/** Enough buyers to pick from: the simulator makes its crowd once. */
export const SIMULATED_BUYERS = 20;

export async function simulatedBuyers(tx: Tx, random: () => number, now: Date): Promise<BuyerRow[]> {
  const existing = await tx
    .select()
    .from(buyers)
    .where(eq(buyers.status, 'active'))
    .orderBy(asc(buyers.createdAt), asc(buyers.id))
    .limit(200);
  const list = [...existing];
  while (list.length < SIMULATED_BUYERS) list.push(await createBuyer(tx, simulatedBuyer(random), now));
  return list;
}

/** What a buyer pays with unasked: pay later is taken only on a pay-later activity's goods, with a plan. */
const EVERYDAY_PAY_METHODS = PAY_METHOD.filter((m) => m !== 'pay_later');

/** A pay method as buyers choose them: cash on delivery and mobile banking the most. */
export function randomPayMethod(random: () => number): PayMethod {
  const r = random();
  if (r < 0.3) return 'cod';
  if (r < 0.55) return 'mobile_banking';
  return pick(random, EVERYDAY_PAY_METHODS);
}

export interface SimulateOptions {
  orders: number;
  payRatio: number;
  now: Date;
  random?: () => number;
  /** Extra checkout fields for every order (the seed sets order types and delivery modes). */
  extra?: (i: number) => Partial<CheckoutInput>;
}

/** What a coupon's audience is read from: when the buyer registered, their orders in the shop, their groups. */
export async function buyerFacts(shop: ShopScope, buyer: BuyerRow): Promise<BuyerFacts> {
  const ordersInShop = await shop.count(orders, eq(orders.buyerId, buyer.id));
  const groups = buyer.groups.filter((g): g is BuyerGroup => (BUYER_GROUP as readonly string[]).includes(g));
  return { registeredAt: buyer.createdAt, ordersInShop, groups };
}

/** How often a buyer collects one of the shop's granting coupons before checking out. */
export const COLLECT_RATIO = 0.5;

/**
 * Now and then (COLLECT_RATIO) the buyer tries to collect one of the shop's granting coupons, in a savepoint: one all given
 * out, past its per-person limit or not for this buyer is simply not collected.
 */
export async function collectSomeCoupon(
  shop: ShopScope,
  buyer: BuyerRow,
  random: () => number,
  now: Date,
): Promise<boolean> {
  const open = await grantingCoupons(shop, now);
  // No draw when the shop has none open, so a shop without coupons gets the orders it always got.
  if (open.length === 0 || random() >= COLLECT_RATIO) return false;
  const couponId = pick(random, open);
  const facts = await buyerFacts(shop, buyer);
  try {
    await shop.savepoint((sp) => collectCoupon(sp, couponId, buyer.id, facts, now));
    return true;
  } catch (err) {
    if (!(err instanceof BizError)) throw err;
    return false;
  }
}

/** A buyer follows the shop on about one order in this many (before collecting a coupon: a follow coupon is then theirs to collect). */
export const FOLLOW_EVERY = 4;

/**
 * Whether the buyer follows the shop with this order, now and then (FOLLOW_EVERY): read from the
 * buyer's phone number and the order's place in the run, so the buyers' random draws stay as they were.
 */
export function followsNow(buyer: Pick<BuyerRow, 'phone'>, i: number): boolean {
  const digits = [...buyer.phone].reduce((s, c) => s + (Number(c) || 0), 0);
  return (digits + i) % FOLLOW_EVERY === 0;
}

/** How often a buyer goes for a SKU on a running activity (discount), when the shop has one. */
export const ACTIVITY_BUY_RATIO = 0.5;

/** How often a buyer adds enough of one product to reach the first tier of a running full-scale promotion. */
export const FULLSCALE_REACH_RATIO = 0.3;
/** The most units the simulator's buyer adds to reach a tier. */
const REACH_UNITS_MAX = 20;

type PoolSku = Awaited<ReturnType<typeof sellableSkus>>[number];

/**
 * A line that reaches the first tier of one of the running full-scale promotions: a SKU it covers
 * and enough units of it at the list price (an activity price may still leave the cart below it);
 * null when none can (too dear, too few left).
 */
export function reachingLine(
  random: () => number,
  pool: readonly PoolSku[],
  running: readonly FullscaleOffer[],
): { skuId: number; quantity: number } | null {
  if (running.length === 0) return null;
  const offer = pick(random, running);
  const first = offer.tiers[0];
  const covered = pool.filter((p) => offer.productIds === null || offer.productIds.includes(p.productId));
  if (!first || covered.length === 0) return null;
  const sku = pick(random, covered);
  const quantity = offer.kind === 'quantity' ? first.threshold : Math.ceil(first.threshold / Math.max(1, sku.price));
  return quantity <= Math.min(REACH_UNITS_MAX, sku.available) ? { skuId: sku.skuId, quantity } : null;
}

/** How often a buyer goes for a flash-sale SKU of a running slot, one unit, when the shop has one approved. */
export const FLASH_BUY_RATIO = 0.5;

/** How often a buyer takes an add-on with a main product of a running add-on deal, when the shop runs one. */
export const ADDON_TAKE_RATIO = 0.3;

/**
 * A main product's SKU and one add-on SKU of one of the running add-on deals, one unit each; null
 * when the deal's main products have no SKU with stock.
 */
export function addonLines(
  random: () => number,
  pool: readonly PoolSku[],
  running: readonly AddonOffer[],
): { skuId: number; quantity: number }[] | null {
  if (running.length === 0) return null;
  const deal = pick(random, running);
  const mains = pool.filter((p) => deal.mainProductIds.includes(p.productId));
  if (mains.length === 0 || deal.skus.length === 0) return null;
  return [
    { skuId: pick(random, mains).skuId, quantity: 1 },
    { skuId: pick(random, deal.skus).skuId, quantity: 1 },
  ];
}

/** How often a buyer buys the main goods of a running gift activity, when the shop runs one. */
export const GIFT_TAKE_RATIO = 0.3;

/**
 * Enough units of one main product's SKU of one of the running gift activities to reach its
 * threshold; null when its main goods have no SKU with that many units.
 */
export function giftMainLine(
  random: () => number,
  pool: readonly PoolSku[],
  running: readonly GiftOffer[],
): { skuId: number; quantity: number } | null {
  if (running.length === 0) return null;
  const offer = pick(random, running);
  const mains = pool.filter((p) => offer.mainProductIds.includes(p.productId) && p.available >= offer.threshold);
  if (mains.length === 0) return null;
  return { skuId: pick(random, mains).skuId, quantity: offer.threshold };
}

/** How often a buyer takes a whole set of a running bundle, when the shop runs one. */
export const BUNDLE_TAKE_RATIO = 0.3;

/**
 * Every member of one of the running bundles in its units per set (one set); null when a member
 * has too little stock for it.
 */
export function bundleLines(
  random: () => number,
  pool: readonly PoolSku[],
  running: readonly BundleOffer[],
): { skuId: number; quantity: number }[] | null {
  if (running.length === 0) return null;
  const set = pick(random, running);
  const stocked = set.items.every((it) => pool.some((p) => p.skuId === it.skuId && p.available >= it.quantity));
  if (set.items.length === 0 || !stocked) return null;
  return set.items.map((it) => ({ skuId: it.skuId, quantity: it.quantity }));
}

/**
 * What the orders were given off (baht), how many of their lines sold at an activity price, how
 * many orders spent a coupon, how many lines took a full-scale tier, how many sold at an add-on
 * price and how many at a bundle's package price.
 */
export async function discountGiven(shop: ShopScope, orderIds: readonly number[]) {
  if (orderIds.length === 0)
    return {
      discountAmount: satangToBaht(0),
      activityLines: 0,
      couponsUsed: 0,
      fullscaleLines: 0,
      addonLines: 0,
      giftLines: 0,
      bundleLines: 0,
    };
  const [money] = await shop.pick(
    orders,
    { off: sql<number>`coalesce(sum(${orders.discountAmount}), 0)`.mapWith(Number) },
    inArray(orders.id, [...orderIds]),
  );
  const activityLines = await shop.count(
    orderItems,
    and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.activityId)),
  );
  const [promoted] = await shop.pick(
    orderItems,
    {
      couponsUsed: sql<number>`count(distinct ${orderItems.couponClaimId})`.mapWith(Number),
      fullscaleLines: sql<number>`count(*) filter (where ${orderItems.fullscaleId} is not null)`.mapWith(Number),
      addonLines: sql<number>`count(*) filter (where ${orderItems.addonId} is not null)`.mapWith(Number),
      giftLines: sql<number>`count(*) filter (where ${orderItems.giftId} is not null)`.mapWith(Number),
      bundleLines: sql<number>`count(*) filter (where ${orderItems.bundleId} is not null)`.mapWith(Number),
    },
    inArray(orderItems.orderId, [...orderIds]),
  );
  return {
    discountAmount: satangToBaht(money?.off ?? 0),
    activityLines,
    couponsUsed: promoted?.couponsUsed ?? 0,
    fullscaleLines: promoted?.fullscaleLines ?? 0,
    addonLines: promoted?.addonLines ?? 0,
    giftLines: promoted?.giftLines ?? 0,
    bundleLines: promoted?.bundleLines ?? 0,
  };
}

/** Places up to `orders` orders; returns the ids of those placed. */
export async function simulateOrders(shop: ShopScope, options: SimulateOptions): Promise<number[]> {
  const random = options.random ?? Math.random;
  const crowd = await simulatedBuyers(shop.tx, random, options.now);
  const pool = await sellableSkus(shop);
  if (pool.length === 0) throw new BizError('RULE_VIOLATED', 'mktNothingToOrder');
  // SKUs on a running activity that still have stock: buyers go for them now and then (no draw
  // when there are none, so a shop without activities gets the orders it always got).
  const offered = await runningActivitySkus(shop, options.now);
  // Running full-scale promotions: now and then a buyer adds enough to reach a tier (no draw when
  // there are none).
  const tiered = await runningFullscales(shop, [...new Set(pool.map((p) => p.productId))], options.now);
  // Running add-on deals: now and then a buyer takes an add-on with a main product (no draw when
  // there are none).
  const tied = await runningAddonDeals(shop, options.now);
  // Running gift activities: now and then a buyer buys enough of a main product for the gift (no
  // draw when there are none).
  const gifting = await runningGiftActivities(shop, options.now);
  // Flash sales: SKUs approved into a running slot with flash stock left draw buyers (no draw when
  // there are none).
  const flashing = await runningFlashSkus(shop, options.now);
  // Running bundles with sets left: now and then a buyer takes a whole set (no draw when there are none).
  const sets = await runningBundleDeals(shop, options.now);
  // Pay-later activities and pre-sales taking deposits: now and then a buyer pays later on their
  // goods or pays a deposit; open balances are paid now and then (no draw when there are none).
  const instalments = await runningPaylaterOffers(shop, options.now);
  const presaleSkus = await presaleSkusTaking(shop, options.now);
  await payOpenBalances(shop, random, options.now);
  // What each SKU has free, as the run goes: a buyer sees how many are left and asks no more.
  const left = new Map(pool.map((p) => [p.skuId, p.available]));
  const placed: number[] = [];
  for (let i = 0; i < options.orders; i++) {
    if (presaleSkus.length > 0 && random() < DEPOSIT_TAKE_RATIO) {
      const deposit = await simulateDeposit(shop, pick(random, crowd), presaleSkus, random, options.now);
      if (deposit !== null) placed.push(deposit);
      continue;
    }
    const lineCount = random() < 0.75 ? 1 : 2;
    const lines = new Map<number, number>();
    for (let l = 0; l < lineCount; l++) {
      const skuId =
        offered.length > 0 && random() < ACTIVITY_BUY_RATIO ? pick(random, offered) : pick(random, pool).skuId;
      lines.set(skuId, random() < 0.8 ? 1 : 2);
    }
    const reach = tiered.length > 0 && random() < FULLSCALE_REACH_RATIO ? reachingLine(random, pool, tiered) : null;
    if (reach) lines.set(reach.skuId, reach.quantity);
    const pair = tied.length > 0 && random() < ADDON_TAKE_RATIO ? addonLines(random, pool, tied) : null;
    for (const l of pair ?? []) lines.set(l.skuId, l.quantity);
    const main = gifting.length > 0 && random() < GIFT_TAKE_RATIO ? giftMainLine(random, pool, gifting) : null;
    if (main) lines.set(main.skuId, Math.max(main.quantity, lines.get(main.skuId) ?? 0));
    if (flashing.length > 0 && random() < FLASH_BUY_RATIO) lines.set(pick(random, flashing), 1);
    const set = sets.length > 0 && random() < BUNDLE_TAKE_RATIO ? bundleLines(random, pool, sets) : null;
    for (const l of set ?? []) lines.set(l.skuId, Math.max(l.quantity, lines.get(l.skuId) ?? 0));
    // A buyer paying later buys the activity's goods alone (every line must be on it).
    const later =
      instalments.length > 0 && random() < PAYLATER_TAKE_RATIO ? paylaterLine(random, pool, instalments) : null;
    if (later) {
      lines.clear();
      lines.set(later.skuId, 1);
    }
    const payMethod: PayMethod = later ? 'pay_later' : randomPayMethod(random);
    const buyer = pick(random, crowd);
    if (followsNow(buyer, i)) await followShop(shop, buyer.id, options.now);
    await collectSomeCoupon(shop, buyer, random, options.now);
    // A buyer keeps within the shop's purchase limits and the activities' per-buyer limits, and
    // asks no more than is left: no more of a SKU than they may have.
    const allowed = await purchaseAllowances(shop, buyer.id, [...lines.keys()], options.now);
    const perBuyer = await activityAllowances(shop, buyer.id, [...lines.keys()], options.now);
    const within = [...lines].flatMap(([skuId, quantity]) => {
      const n = Math.min(
        quantity,
        allowed.get(skuId) ?? quantity,
        perBuyer.get(skuId) ?? quantity,
        left.get(skuId) ?? quantity,
      );
      return n > 0 ? [{ skuId, quantity: n }] : [];
    });
    if (within.length === 0) continue;
    const input: CheckoutInput = {
      shopId: shop.shopId,
      buyerId: buyer.id,
      lines: within,
      payMethod,
      buyerRemark: pick(random, BUYER_REMARKS),
      freightAmount: pick(random, [0, 0, 3_000, 4_500]),
      ...options.extra?.(i),
    };
    try {
      const orderId = await shop.tx.transaction(async (sp) => {
        const made = await checkout(sp as unknown as Tx, input, options.now);
        // The seed's extra fields may name another pay method: then it is not paid later.
        if (later && input.payMethod === 'pay_later') {
          const plan = { orderId: made.orderId, activityId: later.activityId, months: later.months };
          await recordPaylaterOrder(shop.in(sp as unknown as Tx), plan, options.now);
        }
        if (input.payMethod !== 'cod' && random() < options.payRatio) {
          await payOrder(sp as unknown as Tx, shop.shopId, made.orderId, options.now);
        }
        return made.orderId;
      });
      placed.push(orderId);
      for (const l of within) {
        const free = left.get(l.skuId);
        if (free !== undefined) left.set(l.skuId, free - l.quantity);
      }
    } catch (err) {
      // Sold out meanwhile (or taken off the shelf): this buyer goes without.
      if (!(err instanceof BizError)) throw err;
    }
  }
  return placed;
}
