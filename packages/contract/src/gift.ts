import { ACTIVITY_MAX_DAYS, ACTIVITY_START_GRACE_MS, type ActivityState } from './activities.ts';
import type { giftMessages } from './messages/gift.ts';

// Gifts (/promotion/gift; catalogue §3 "Gift: title, SKU, total inventory, given inventory"): while
// a gift activity runs, an order holding at least `threshold` units of its main goods gets
// `perOrder` units of the gift SKU as a line of its own at 0 baht, taken from the gift stock; when
// too little gift stock is left the order goes through without the gift. Its rules are one
// function (giftIssues) read by the server's refusals and, in the same words, by the form. States
// are the activities' (ACTIVITY_STATE), read from the clock.

/** A gift's title: "gift title at most 30 characters" (spec §5 "Names"). */
export const GIFT_TITLE_MAX = 30;
export const GIFT_MAX_DAYS = ACTIVITY_MAX_DAYS;
export const GIFT_START_GRACE_MS = ACTIVITY_START_GRACE_MS;
/**
 * Main goods of one gift activity. The spec gives two counts of main products: "at most 10 (bundle
 * main goods) or 100 (main product configuration)" (§5 "Counts"); a gift activity is a gift set
 * (/promotion/addSet), so 10.
 */
export const GIFT_SET_MAX_MAIN_GOODS = 10;
/** Units of main goods an order needs for the gift: 1 to this many (a bound of ours). */
export const GIFT_THRESHOLD_MAX = 99;
/** Gift units one order gets: 1 to this many (a bound of ours). */
export const GIFT_PER_ORDER_MAX = 99;
/** The most gift stock one activity may carry (the product's own bound, as an activity's). */
export const GIFT_STOCK_MAX = 9_999_999;

export type GiftState = ActivityState;
export type GiftMessageKey = keyof typeof giftMessages;

/** The gift SKU as the rules read it: the SKU's stock as the shop has it now. */
export interface GiftSkuDraft {
  skuId: string;
  /** Total gift stock; null when not given. */
  stock: number | null;
  mallStock: number;
}

export interface GiftDraft {
  name: string;
  startAt: Date | null;
  endAt: Date | null;
  mainProductIds: readonly string[];
  gift: GiftSkuDraft | null;
  threshold: number | null;
  perOrder: number | null;
}

export interface GiftIssue {
  /** name, startTime, endTime, mainProductIds, giftSkuId, giftStock, threshold, perOrder. */
  field: string;
  key: GiftMessageKey;
  params?: Record<string, string | number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const wholeIn = (n: number | null, max: number) => n !== null && Number.isInteger(n) && n >= 1 && n <= max;

/** Every rule a gift activity breaks at `now`, in field order; empty when it may be saved. */
export function giftIssues(d: GiftDraft, now: Date): GiftIssue[] {
  const issues: GiftIssue[] = [];
  const name = d.name.trim();
  if (!name) issues.push({ field: 'name', key: 'giftNameRequired' });
  else if ([...name].length > GIFT_TITLE_MAX)
    issues.push({ field: 'name', key: 'giftNameTooLong', params: { max: GIFT_TITLE_MAX } });

  const { startAt, endAt } = d;
  if (!startAt || !endAt) issues.push({ field: startAt ? 'endTime' : 'startTime', key: 'giftTimeRequired' });
  else if (startAt.getTime() < now.getTime() - GIFT_START_GRACE_MS)
    issues.push({ field: 'startTime', key: 'giftStartPast' });
  else if (endAt <= startAt) issues.push({ field: 'endTime', key: 'giftEndBeforeStart' });
  else if (endAt.getTime() - startAt.getTime() > GIFT_MAX_DAYS * DAY_MS)
    issues.push({ field: 'endTime', key: 'giftTooLong', params: { days: GIFT_MAX_DAYS } });

  if (!wholeIn(d.threshold, GIFT_THRESHOLD_MAX))
    issues.push({ field: 'threshold', key: 'giftThresholdInvalid', params: { max: GIFT_THRESHOLD_MAX } });
  if (!wholeIn(d.perOrder, GIFT_PER_ORDER_MAX))
    issues.push({ field: 'perOrder', key: 'giftPerOrderInvalid', params: { max: GIFT_PER_ORDER_MAX } });

  if (d.mainProductIds.length < 1) issues.push({ field: 'mainProductIds', key: 'giftMainRequired' });
  else if (d.mainProductIds.length > GIFT_SET_MAX_MAIN_GOODS)
    issues.push({ field: 'mainProductIds', key: 'giftTooManyMain', params: { max: GIFT_SET_MAX_MAIN_GOODS } });

  const g = d.gift;
  if (!g) issues.push({ field: 'giftSkuId', key: 'giftSkuRequired' });
  else if (g.stock === null || !Number.isInteger(g.stock) || g.stock <= 0)
    issues.push({ field: 'giftStock', key: 'giftStockNotPositive' });
  else if (g.stock > g.mallStock)
    issues.push({ field: 'giftStock', key: 'giftStockAboveMall', params: { mallStock: g.mallStock } });
  else if (d.perOrder !== null && wholeIn(d.perOrder, GIFT_PER_ORDER_MAX) && g.stock < d.perOrder)
    issues.push({ field: 'giftStock', key: 'giftStockBelowPerOrder', params: { perOrder: d.perOrder } });
  return issues;
}

/**
 * The gift units one order gets from one activity: `perOrder` when its cart holds at least
 * `threshold` units of the main goods, else none. The gift stock left is judged by checkout's one
 * conditional UPDATE (all or none of the units).
 */
export function giftUnits(mainUnits: number, threshold: number, perOrder: number): number {
  return mainUnits >= threshold && mainUnits > 0 ? perOrder : 0;
}
