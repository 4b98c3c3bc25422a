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

/** What one unit costs a T Plus member and anyone else (satang): the engine's unit-price step for one SKU. */
export function unitPrices(
  row: PlusSkuRow,
): { member: number; others: number; percent: number; belowPurchase: boolean } | null {
  const list = bahtToSatang(row.salesPrice) ?? 0;
  const member = satang(row.memberPrice);
  if (member === null || member <= 0 || member >= list) return null;
  const cost = satang(row.purchasePrice ?? null) ?? 0;
  return {
    member,
    others: list,
    percent: Math.round(((list - member) * 1000) / list) / 10,
    belowPurchase: cost > 0 && member < cost,
  };
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
