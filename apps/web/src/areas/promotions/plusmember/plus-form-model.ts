import type { PlusOfferInput } from '@sc/contract/calls/plusmember.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { plusMemberMessages } from '@sc/contract/messages/plusmember.ts';
import { checkMemberPrice, plusOfferIssues } from '@sc/contract/plusmember.ts';
import { bahtToSatang, satangToBaht } from '@sc/contract/validators/price.ts';
import type { Dayjs } from 'dayjs';

// The member offer form's values, and its checks: the server's own (plusOfferIssues and
// checkMemberPrice of @sc/contract/plusmember.ts) in the server's words.

export interface PlusFormValues {
  name?: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
}

/** One chosen SKU; prices in baht as the picker gives them. */
export interface PlusSkuRow {
  skuId: string;
  productId: string;
  title: string;
  specText: string;
  salesPrice: number;
  lowestPrice30: number;
  /** What the shop paid, baht; null or absent when not recorded (a saved offer's rows). */
  purchasePrice?: number | null;
  /** Baht as typed; null while empty. */
  memberPrice: number | null;
}

const instant = (d: Dayjs | null | undefined) => (d?.isValid() ? d.toDate() : null);
const satang = (baht: number | null) => (baht === null ? null : bahtToSatang(baht));

/** The first problem of a field (name, startTime, endTime, skus), in the user's language. */
export function fieldIssue(field: string, v: PlusFormValues, skuCount: number, now: Date, locale: Locale) {
  const issue = plusOfferIssues(
    { name: v.name ?? '', startAt: instant(v.startTime), endAt: instant(v.endTime), skuCount },
    now,
  ).find((i) => i.field === field);
  return issue ? fillParams(plusMemberMessages[issue.key][locale], issue.params) : undefined;
}

/** A row's member price check: its errors and warnings in the user's language. */
export function rowCheck(row: PlusSkuRow, locale: Locale) {
  const salesPrice = bahtToSatang(row.salesPrice) ?? 0;
  const check = checkMemberPrice({
    skuId: row.skuId,
    memberPrice: satang(row.memberPrice),
    salesPrice,
    lowest30: bahtToSatang(row.lowestPrice30),
  });
  const say = (i: { key: keyof typeof plusMemberMessages; params: Record<string, string | number> }) =>
    fillParams(plusMemberMessages[i.key][locale], i.params);
  return { errors: check.errors.map(say), warnings: check.warnings.map(say) };
}

/** The member price's share off the sales price, in whole tenths of a percent; null while it is no offer. */
export function percentOff(row: PlusSkuRow): number | null {
  const list = bahtToSatang(row.salesPrice) ?? 0;
  const member = satang(row.memberPrice);
  if (member === null || member <= 0 || member >= list) return null;
  return Math.round(((list - member) * 1000) / list) / 10;
}

/** What the final price preview prices: the first rows whose member price is an offer, at most `max`. */
export function previewSkus(rows: readonly PlusSkuRow[], max: number): { skuId: string; memberPrice: string }[] {
  return rows
    .filter((r) => percentOff(r) !== null)
    .slice(0, max)
    .map((r) => ({ skuId: r.skuId, memberPrice: satangToBaht(bahtToSatang(r.memberPrice ?? 0) ?? 0) }));
}

export function toRequest(v: PlusFormValues, rows: readonly PlusSkuRow[]): PlusOfferInput {
  return {
    name: v.name?.trim() ?? '',
    startTime: instant(v.startTime)?.toISOString() ?? '',
    endTime: instant(v.endTime)?.toISOString() ?? '',
    skus: rows.map((r) => ({
      skuId: r.skuId,
      memberPrice: r.memberPrice === null ? null : satangToBaht(bahtToSatang(r.memberPrice) ?? 0),
    })),
  };
}
