import type { purchaseLimitInput } from '@sc/contract/calls/purchase-limits.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { purchaseLimitEnd, purchaseLimitIssues } from '@sc/contract/purchase-limits.ts';
import type { z } from 'zod';
import { fieldRefusal } from './activity-rules.ts';

// A purchase limit as sent, checked by the rules of @sc/contract/purchase-limits.ts (the form checks
// with the same ones): each refusal a field error in the request's language, all found at once.

export interface PurchaseLimitData {
  name: string;
  limitQty: number;
  periodDays: number;
  startAt: Date;
  endAt: Date | null;
  skuIds: number[];
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

export function checkPurchaseLimit(
  input: z.output<typeof purchaseLimitInput>,
  now: Date,
  locale: Locale,
): PurchaseLimitData {
  const startAt = time(input.startTime);
  const skuIds = [...new Set(input.skuIds.map(Number))];
  const issues = purchaseLimitIssues({ ...input, startAt, skuCount: skuIds.length }, now);
  if (issues.length > 0 || !startAt) throw fieldRefusal(issues, locale);
  return {
    name: input.name.trim(),
    limitQty: input.limitQty,
    periodDays: input.periodDays,
    startAt,
    endAt: purchaseLimitEnd(startAt, input.periodDays),
    skuIds,
  };
}
