import type { GiftInput } from '@sc/contract/calls/gift.ts';
import { type GiftDraft, type GiftIssue, giftIssues } from '@sc/contract/gift.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { giftMessages } from '@sc/contract/messages/gift.ts';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

// The gift form's values and its rules: the server's own (@sc/contract/gift.ts, giftIssues) in the
// server's words, checked as the merchant types.

export interface GiftFormValues {
  name?: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  threshold?: number | null;
  perOrder?: number | null;
  giftStock?: number | null;
}

export interface MainProduct {
  productId: string;
  title: string;
  imageUrl: string;
}

/** The gift SKU picked, with its figures (baht). */
export interface GiftSku {
  skuId: string;
  productId: string;
  title: string;
  specValues: string[];
  imageUrl: string;
  salesPrice: number;
  mallStock: number;
}

const instant = (d: Dayjs | null | undefined) => (d?.isValid() ? d.toDate() : null);

/** The values as the shared rules read them. */
export function toDraft(v: GiftFormValues, mains: readonly MainProduct[], gift: GiftSku | null): GiftDraft {
  return {
    name: v.name ?? '',
    startAt: instant(v.startTime),
    endAt: instant(v.endTime),
    threshold: v.threshold ?? null,
    perOrder: v.perOrder ?? null,
    mainProductIds: mains.map((m) => m.productId),
    gift: gift ? { skuId: gift.skuId, stock: v.giftStock ?? null, mallStock: gift.mallStock } : null,
  };
}

/** The values as the add and modify calls take them. */
export function toRequest(v: GiftFormValues, mains: readonly MainProduct[], gift: GiftSku | null): GiftInput {
  return {
    name: v.name?.trim() ?? '',
    startTime: instant(v.startTime)?.toISOString() ?? '',
    endTime: instant(v.endTime)?.toISOString() ?? '',
    threshold: v.threshold ?? 0,
    perOrder: v.perOrder ?? 0,
    mainProductIds: mains.map((m) => m.productId),
    giftSkuId: gift?.skuId ?? '',
    giftStock: v.giftStock ?? 0,
  };
}

export const say = (i: GiftIssue, locale: Locale) => fillParams(giftMessages[i.key][locale], i.params);

/** The rule of one field ('name', 'giftStock', …): the first issue the shared rules find with it. */
export function giftRule(
  field: string,
  locale: () => Locale,
  now: () => Date,
  parts: () => { mains: readonly MainProduct[]; gift: GiftSku | null },
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as GiftFormValues;
      const { mains, gift } = parts();
      const issue = giftIssues(toDraft(values, mains, gift), now()).find((i) => i.field === field);
      if (issue) throw new Error(say(issue, locale()));
    },
  });
}

/** The issues of the main goods and of the gift SKU choice, in the server's words. */
export function partIssues(
  v: GiftFormValues,
  mains: readonly MainProduct[],
  gift: GiftSku | null,
  now: Date,
  locale: Locale,
) {
  const issues = giftIssues(toDraft(v, mains, gift), now);
  const of = (field: string) => issues.filter((i) => i.field === field).map((i) => say(i, locale));
  return { main: of('mainProductIds'), gift: of('giftSkuId') };
}
