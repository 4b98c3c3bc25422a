import { ACTIVITY_STOCK_MAX } from './activities.ts';
import type { campaignMessages } from './messages/campaign.ts';
import { checkActivitySku } from './validators/activity-price.ts';

// Platform campaigns (activity reports: /activityreport/index, reportRegistration/{modeId},
// urgeTable, activityTable, details/{id}, promotionreport/{modeId}; catalogue §7 "Marketing
// (mms/)": activity reports). The platform publishes a campaign with its rules (registration
// window, campaign window, minimum discount, required stock, open categories or any); a merchant
// registers SKUs with a campaign price and campaign stock; the platform's operator approves,
// rejects with a reason, or revokes. An approved SKU sells at its campaign price while the
// campaign runs, up to its campaign stock. The rules are one function (campaignSkuIssues), read
// by the server's refusals and, in the same words, by the form.

export const CAMPAIGN_NAME_MAX = 60;
/** The operator's reason for a rejection or a revoke: the spec's remark length. */
export const CAMPAIGN_REASON_MAX = 200;
/** SKUs one registration request may carry (the spec's "up to 100 … ids per query"). */
export const CAMPAIGN_SKUS_PER_REQUEST_MAX = 100;
/** The most campaign stock one SKU may carry (the product's own bound, as an activity's). */
export const CAMPAIGN_STOCK_MAX = ACTIVITY_STOCK_MAX;
/** A campaign's minimum discount, whole percent: at least the price check's own 2%, at most 90 (a bound of ours). */
export const CAMPAIGN_MIN_DISCOUNT_MAX = 90;
/** Categories one campaign may name (none: every category). */
export const CAMPAIGN_CATEGORIES_MAX = 50;
/** The campaigns the merchant's lists show, newest first (campaigns are few). */
export const CAMPAIGN_LIST_MAX = 100;

/** Review states of a registration: pending review, approved, rejected with a reason, revoked by the platform. */
export const CAMPAIGN_REG_STATE = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type CampaignRegState = (typeof CAMPAIGN_REG_STATE)[number];

/** A campaign's state from the clock: before registration, registering, registration closed, running, ended. */
export const CAMPAIGN_STATE = ['upcoming', 'registering', 'closed', 'running', 'ended'] as const;
export type CampaignState = (typeof CAMPAIGN_STATE)[number];

/** What the urge table asks of the merchant for an open campaign. */
export const CAMPAIGN_URGE = ['notRegistered', 'missedDeadline', 'belowDiscount', 'stockShort', 'rejected'] as const;
export type CampaignUrge = (typeof CAMPAIGN_URGE)[number];

export type CampaignMessageKey = keyof typeof campaignMessages;

export interface CampaignRules {
  minDiscountPercent: number;
  /** Campaign stock each SKU must offer at least. */
  requiredStock: number;
  /** The categories open to the campaign; empty: every category. */
  categoryIds: readonly string[];
}

export interface CampaignWindow {
  regStartAt: Date;
  regEndAt: Date;
  startAt: Date;
  endAt: Date;
}

/** One SKU to register, as the rules read it: money in satang; the SKU's figures as the shop has them now. */
export interface CampaignSkuDraft {
  skuId: string;
  /** The campaign price; null when not given. */
  price: number | null;
  /** Units offered at the campaign price; null when not given. */
  stock: number | null;
  salesPrice: number;
  mallStock: number;
  /** The SKU's lowest price of the last 30 days; null when unknown. */
  lowest30: number | null;
  categoryId: string;
}

export interface CampaignIssue {
  /** skus.<i>.price / skus.<i>.stock / skus.<i>.skuId, or skus. */
  field: string;
  key: CampaignMessageKey;
  params?: Record<string, string | number>;
}

/** The price check's keys (validators/activity-price.ts) in a campaign's words. */
const SKU_KEYS = {
  activitySkuAboveSales: 'campaignAboveSales',
  activitySkuDiscountTooSmall: 'campaignDiscountTooSmall',
  activitySkuFree: 'campaignFree',
  activitySkuShallowDiscount: 'campaignShallowDiscount',
  activitySkuDeepDiscount: 'campaignDeepDiscount',
  activitySkuNotBelowLowest: 'campaignNotBelowLowest',
  activitySkuStockNotPositive: 'campaignStockNotPositive',
  activitySkuStockAboveMall: 'campaignStockAboveMall',
  activitySkuStockBelowReserved: 'campaignStockNotPositive',
} as const satisfies Record<string, CampaignMessageKey>;

/** Whether a price takes at least `percent` off the sales price (integer satang, no rounding). */
export function meetsDiscount(price: number, salesPrice: number, percent: number): boolean {
  return price * 100 <= salesPrice * (100 - percent);
}

/**
 * One SKU against the shared price check (not above the sales price, the check's minimum
 * discount, above 0; stock above 0 and not above the product's stock) and the campaign's own
 * rules: its minimum discount, its required stock, its categories.
 */
export function checkCampaignSku(
  s: CampaignSkuDraft,
  i: number,
  rules: CampaignRules,
): { errors: CampaignIssue[]; warnings: CampaignIssue[] } {
  const errors: CampaignIssue[] = [];
  const at = (f: string) => `skus.${i}.${f}`;
  if (rules.categoryIds.length > 0 && !rules.categoryIds.includes(s.categoryId))
    errors.push({ field: at('skuId'), key: 'campaignCategoryClosed', params: { skuId: s.skuId } });
  if (s.price === null || !Number.isSafeInteger(s.price))
    errors.push({ field: at('price'), key: 'campaignPriceMissing', params: { skuId: s.skuId } });
  const check = checkActivitySku({
    skuId: s.skuId,
    activityPrice: s.price ?? s.salesPrice,
    salesPrice: s.salesPrice,
    mallStock: s.mallStock,
    reserved: 0,
    activityStock: s.stock ?? 0,
    lowest30: s.lowest30,
    bolSkipCheck: 'n',
  });
  const mapped = (f: (typeof check.errors)[number], field: string): CampaignIssue => ({
    field,
    key: SKU_KEYS[f.key as keyof typeof SKU_KEYS] ?? 'campaignPriceMissing',
    params: { ...f.params, skuId: s.skuId },
  });
  for (const e of check.errors) {
    const stock = e.key.startsWith('activitySkuStock');
    if (!stock && s.price === null) continue;
    errors.push(mapped(e, at(stock ? 'stock' : 'price')));
  }
  const priceOk = s.price !== null && !errors.some((e) => e.field === at('price'));
  if (priceOk && s.price !== null && !meetsDiscount(s.price, s.salesPrice, rules.minDiscountPercent))
    errors.push({
      field: at('price'),
      key: 'campaignBelowMinDiscount',
      params: { skuId: s.skuId, min: rules.minDiscountPercent },
    });
  const stockOk = !errors.some((e) => e.field === at('stock'));
  if (stockOk && s.stock !== null && s.stock < rules.requiredStock)
    errors.push({
      field: at('stock'),
      key: 'campaignStockShort',
      params: { skuId: s.skuId, required: rules.requiredStock },
    });
  const warnings = s.price === null ? [] : check.warnings.map((w) => mapped(w, at('price')));
  return { errors, warnings };
}

/** Every rule a registration request breaks: at least one SKU, no SKU twice, each SKU's own. */
export function campaignSkuIssues(skus: readonly CampaignSkuDraft[], rules: CampaignRules): CampaignIssue[] {
  const issues: CampaignIssue[] = [];
  if (skus.length < 1) issues.push({ field: 'skus', key: 'campaignSkusRequired' });
  else if (skus.length > CAMPAIGN_SKUS_PER_REQUEST_MAX)
    issues.push({ field: 'skus', key: 'campaignTooManySkus', params: { max: CAMPAIGN_SKUS_PER_REQUEST_MAX } });
  const seen = new Set<string>();
  skus.forEach((s, i) => {
    if (seen.has(s.skuId)) {
      issues.push({ field: `skus.${i}.skuId`, key: 'campaignSkuTwice', params: { skuId: s.skuId } });
      return;
    }
    seen.add(s.skuId);
    issues.push(...checkCampaignSku(s, i, rules).errors);
  });
  return issues;
}

/** The price check's warnings of every SKU: registered, but the merchant is asked to look again. */
export function campaignWarnings(skus: readonly CampaignSkuDraft[], rules: CampaignRules): CampaignIssue[] {
  return skus.flatMap((s, i) => checkCampaignSku(s, i, rules).warnings);
}

/**
 * A campaign's state at `now`: upcoming before registration opens, registering until it closes,
 * closed until the campaign starts, running until it ends, then ended.
 */
export function campaignState(w: CampaignWindow, now: Date): CampaignState {
  if (now < w.regStartAt) return 'upcoming';
  if (now < w.regEndAt) return 'registering';
  if (now < w.startAt) return 'closed';
  return now < w.endAt ? 'running' : 'ended';
}

/** Whether the windows make sense: each start before its end, registration closing by the campaign's end. */
export function campaignWindowOk(w: CampaignWindow): boolean {
  const t = [w.regStartAt, w.regEndAt, w.startAt, w.endAt].map((d) => d.getTime());
  if (t.some(Number.isNaN)) return false;
  return w.regStartAt < w.regEndAt && w.startAt < w.endAt && w.regEndAt <= w.endAt;
}

/** A live registration as the urge table reads it, with its SKU's figures now (satang). */
export interface UrgeReg {
  skuId: string;
  state: CampaignRegState;
  price: number;
  stock: number;
  salesPrice: number;
  mallStock: number;
  reason: string;
}

export interface UrgeItem {
  kind: CampaignUrge;
  skuId: string;
  params: Record<string, string | number>;
}

/**
 * What is missing or failing for one campaign: no registration while registering (before the
 * deadline) or none when it closed; a registered SKU whose sales price moved so its campaign price
 * no longer takes the minimum discount; a SKU whose stock fell below its campaign stock or the
 * required stock; a rejection with its reason, to register again while registering.
 */
export function campaignUrges(c: CampaignWindow & CampaignRules, regs: readonly UrgeReg[], now: Date): UrgeItem[] {
  const state = campaignState(c, now);
  if (state === 'upcoming' || state === 'ended') return [];
  const live = regs.filter((r) => r.state === 'pending' || r.state === 'approved');
  const items: UrgeItem[] = [];
  if (live.length === 0)
    items.push({
      kind: state === 'registering' ? 'notRegistered' : 'missedDeadline',
      skuId: '',
      params: { deadline: c.regEndAt.toISOString() },
    });
  for (const r of live) {
    if (!meetsDiscount(r.price, r.salesPrice, c.minDiscountPercent))
      items.push({ kind: 'belowDiscount', skuId: r.skuId, params: { skuId: r.skuId, min: c.minDiscountPercent } });
    const needed = Math.max(r.stock, c.requiredStock);
    if (r.mallStock < needed)
      items.push({ kind: 'stockShort', skuId: r.skuId, params: { skuId: r.skuId, stock: r.mallStock, needed } });
  }
  if (state === 'registering')
    for (const r of regs)
      if (r.state === 'rejected' && !live.some((l) => l.skuId === r.skuId))
        items.push({ kind: 'rejected', skuId: r.skuId, params: { skuId: r.skuId, reason: r.reason } });
  return items;
}
