import type { plusOfferInput } from '@sc/contract/calls/plusmember.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { plusOfferIssues } from '@sc/contract/plusmember.ts';
import type { z } from 'zod';
import { fieldRefusal } from './activity-rules.ts';

// A T Plus member offer as sent, checked by the rules of @sc/contract/plusmember.ts (the form checks
// with the same ones): name, window and SKU count; the member prices are checked against the SKUs
// (plusmember.ts, createPlusOffer).

export interface PlusData {
  name: string;
  startAt: Date;
  endAt: Date;
  /** One entry per SKU (the last of a SKU named twice wins); member prices in satang. */
  skus: { skuId: number; memberPrice: number | null }[];
}

const time = (s: string) => {
  const ms = Date.parse(s);
  return Number.isNaN(ms) ? null : new Date(ms);
};

export function checkPlusOffer(input: z.output<typeof plusOfferInput>, now: Date, locale: Locale): PlusData {
  const startAt = time(input.startTime);
  const endAt = time(input.endTime);
  const wanted = new Map<number, number | null>();
  for (const s of input.skus) wanted.set(Number(s.skuId), s.memberPrice);
  const issues = plusOfferIssues({ name: input.name, startAt, endAt, skuCount: wanted.size }, now);
  if (issues.length > 0 || !startAt || !endAt) throw fieldRefusal(issues, locale);
  return {
    name: input.name.trim(),
    startAt,
    endAt,
    skus: [...wanted].map(([skuId, memberPrice]) => ({ skuId, memberPrice })),
  };
}
