import type { PurchaseLimitInput } from '@sc/contract/calls/purchase-limits.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { purchaseLimitMessages } from '@sc/contract/messages/purchase-limits.ts';
import { type PurchaseLimitDraft, purchaseLimitIssues } from '@sc/contract/purchase-limits.ts';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

// The purchase-limit form's values and its rules: the server's own
// (@sc/contract/purchase-limits.ts, purchaseLimitIssues) in the server's words, checked as typed.

export interface LimitFormValues {
  name?: string;
  limitQty?: number | null;
  startTime?: Dayjs | null;
  periodDays?: number | null;
}

/** A chosen SKU as the form lists it. */
export interface ChosenSku {
  skuId: string;
  productId: string;
  title: string;
  specValues: string[];
}

const whole = (n: number | null | undefined) => (n === null || n === undefined || !Number.isInteger(n) ? null : n);

export function toDraft(v: LimitFormValues, skuCount: number): PurchaseLimitDraft {
  return {
    name: v.name ?? '',
    limitQty: whole(v.limitQty),
    startAt: v.startTime?.isValid() ? v.startTime.toDate() : null,
    periodDays: whole(v.periodDays),
    skuCount,
  };
}

export function toRequest(v: LimitFormValues, chosen: readonly ChosenSku[]): PurchaseLimitInput {
  return {
    name: v.name?.trim() ?? '',
    limitQty: v.limitQty ?? 0,
    startTime: v.startTime?.isValid() ? v.startTime.toDate().toISOString() : '',
    periodDays: v.periodDays ?? 0,
    skuIds: chosen.map((s) => s.skuId),
  };
}

/** The rule of one field: the first issue the shared rules find with it, in the server's words. */
export function limitRule(field: string, locale: () => Locale, now: () => Date, skuCount: () => number): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as LimitFormValues;
      const issue = purchaseLimitIssues(toDraft(values, skuCount()), now()).find((i) => i.field === field);
      if (issue) throw new Error(fillParams(purchaseLimitMessages[issue.key][locale()], issue.params));
    },
  });
}

/** The issues not tied to one input (the SKUs), in the server's words. */
export function skuIssues(v: LimitFormValues, skuCount: number, now: Date, locale: Locale): string[] {
  return purchaseLimitIssues(toDraft(v, skuCount), now)
    .filter((i) => i.field === 'skuIds')
    .map((i) => fillParams(purchaseLimitMessages[i.key][locale], i.params));
}
