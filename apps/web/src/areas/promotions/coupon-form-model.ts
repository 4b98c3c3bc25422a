import type { CouponInput, CouponView } from '@sc/contract/calls/promotions.ts';
import { type CouponDraft, type CouponField, couponIssues } from '@sc/contract/coupon-rules.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { promotionsMessages } from '@sc/contract/messages/promotions.ts';
import type { Audience, CouponThreshold, CouponType } from '@sc/contract/promotions.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

// The coupon form's values, its rules and its warnings. The rules are the server's own
// (@sc/contract/coupon-rules.ts) in the server's words; the warnings never block.

export interface CouponFormValues {
  name?: string;
  code?: string;
  audience?: Audience;
  type?: CouponType;
  /** Baht as typed ('50.00'). */
  faceValue?: string;
  percentOff?: number | null;
  /** Type percent: the most it takes off, baht as typed; empty means no cap. */
  maxDiscount?: string;
  /** Baht as typed; empty or 0 means none. */
  minSpend?: string;
  /** COUPON_THRESHOLD: a minimum spend or the count rule's units. */
  threshold?: CouponThreshold;
  minUnits?: number | null;
  quantity?: number | null;
  perPerson?: number | null;
  grantStart?: Dayjs | null;
  grantEnd?: Dayjs | null;
  validityDays?: number | null;
  /** The coupon's picture; '' or absent for none. */
  imageUrl?: string;
}

/** Fields a 4101 or 107003 reply can name, each shown on its own field. */
export const SERVER_FIELDS: readonly CouponField[] = [
  'name',
  'code',
  'faceValue',
  'percentOff',
  'maxDiscount',
  'minSpend',
  'minUnits',
  'quantity',
  'perPerson',
  'grantStart',
  'grantEnd',
  'validityDays',
];

/** The grant window a new coupon starts with: from this minute, for a week. */
export const DEFAULT_GRANT_DAYS = 7;
export const DEFAULT_VALIDITY_DAYS = 7;

/**
 * Spec §5: "A coupon with no minimum spend (0 baht) or 100 baht or more triggers a warning". Read
 * here as a coupon worth 100 baht or more off (the minimum spend has its own warning at 0).
 */
export const LARGE_DISCOUNT_BAHT = 100;
/** Spec §5: "a discount under 50% prompts a caution": more than half off is cautioned. */
export const DEEP_DISCOUNT_PERCENT = 50;

const satang = (baht: string | undefined): number | null =>
  baht === undefined || baht.trim() === '' ? null : bahtToSatang(baht);
const instant = (d: Dayjs | null | undefined) => (d?.isValid() ? d.toDate() : null);

/** A new coupon's values; `from` is the coupon it copies (all but its code and times). */
export function initialValues(now: Date, from?: CouponView): CouponFormValues {
  const start = dayjs(now).second(0).millisecond(0);
  const times = { grantStart: start, grantEnd: start.add(DEFAULT_GRANT_DAYS, 'day') };
  if (!from) {
    return {
      type: 'amount',
      threshold: 'spend',
      audience: 'all',
      perPerson: 1,
      validityDays: DEFAULT_VALIDITY_DAYS,
      ...times,
    };
  }
  return {
    name: from.name,
    code: '',
    audience: from.audience,
    type: from.type,
    ...(from.faceValue !== null ? { faceValue: from.faceValue.toFixed(2) } : {}),
    percentOff: from.percentOff,
    ...(from.maxDiscount !== null ? { maxDiscount: from.maxDiscount.toFixed(2) } : {}),
    minSpend: from.minSpend.toFixed(2),
    threshold: from.threshold,
    ...(from.threshold === 'units' ? { minUnits: from.minUnits } : {}),
    quantity: from.quantity,
    perPerson: from.perPerson,
    validityDays: from.validityDays,
    imageUrl: from.imageUrl,
    ...times,
  };
}

/** The values as the shared rules read them: money in satang, times as instants. */
export function toDraft(v: CouponFormValues): CouponDraft {
  return {
    name: v.name ?? '',
    code: v.code ?? '',
    type: v.type ?? 'amount',
    faceValue: satang(v.faceValue),
    percentOff: v.percentOff ?? null,
    maxDiscount: (v.type ?? 'amount') === 'percent' ? satang(v.maxDiscount) : null,
    minSpend: v.threshold === 'units' ? 0 : (satang(v.minSpend) ?? 0),
    threshold: v.threshold ?? 'spend',
    minUnits: v.threshold === 'units' ? (v.minUnits ?? null) : null,
    quantity: v.quantity ?? null,
    perPerson: v.perPerson ?? null,
    grantStart: instant(v.grantStart),
    grantEnd: instant(v.grantEnd),
    validityDays: v.validityDays ?? null,
  };
}

/** The values as the add call takes them. */
export function toRequest(v: CouponFormValues): CouponInput {
  const type = v.type ?? 'amount';
  return {
    name: v.name?.trim() ?? '',
    code: v.code?.trim() ?? '',
    type,
    faceValue: type === 'amount' ? (v.faceValue ?? null) : null,
    percentOff: type === 'percent' ? (v.percentOff ?? null) : null,
    maxDiscount: type === 'percent' && v.maxDiscount?.trim() ? v.maxDiscount : null,
    minSpend: v.threshold !== 'units' && v.minSpend?.trim() ? v.minSpend : 0,
    threshold: v.threshold ?? 'spend',
    minUnits: v.threshold === 'units' ? (v.minUnits ?? null) : null,
    quantity: v.quantity ?? 0,
    perPerson: v.perPerson ?? 0,
    grantStart: instant(v.grantStart)?.toISOString() ?? '',
    grantEnd: instant(v.grantEnd)?.toISOString() ?? '',
    validityDays: v.validityDays ?? null,
    audience: v.audience ?? 'all',
    imageUrl: v.imageUrl ?? '',
  };
}

/** The rule of one field: the first issue the shared rules find with it, in the server's words. */
export function couponRule(field: CouponField, locale: () => Locale, now: () => Date): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as CouponFormValues;
      const issue = couponIssues(toDraft(values), now()).find((i) => i.field === field);
      if (issue) throw new Error(fillParams(promotionsMessages[issue.key][locale()], issue.params));
    },
  });
}

export interface CouponWarning {
  key: 'noMinSpend' | 'largeDiscount' | 'deepAmount' | 'deepPercent';
  /** Baht (largeDiscount). */
  amount?: number;
  /** Whole percent (deepAmount, deepPercent). */
  percent?: number;
}

/** What the merchant should look at twice before creating (spec §5's warnings); none blocks. */
export function couponWarnings(d: CouponDraft): CouponWarning[] {
  const out: CouponWarning[] = [];
  const amount = d.type === 'amount' ? (d.faceValue ?? 0) : 0;
  const percent = d.type === 'percent' ? (d.percentOff ?? 0) : 0;
  if (amount <= 0 && percent <= 0) return out;
  if (d.minSpend <= 0 && d.threshold !== 'units') out.push({ key: 'noMinSpend' });
  if (amount >= LARGE_DISCOUNT_BAHT * 100) {
    out.push({ key: 'largeDiscount', amount: LARGE_DISCOUNT_BAHT });
  }
  if (amount > 0 && d.minSpend > amount && amount * 100 > d.minSpend * DEEP_DISCOUNT_PERCENT) {
    out.push({ key: 'deepAmount', percent: DEEP_DISCOUNT_PERCENT });
  }
  if (percent > DEEP_DISCOUNT_PERCENT) out.push({ key: 'deepPercent', percent: DEEP_DISCOUNT_PERCENT });
  return out;
}
