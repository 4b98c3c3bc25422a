import type { DepositInput } from '@sc/contract/calls/deposit.ts';
import { type DepositDraft, type DepositIssue, depositIssues } from '@sc/contract/deposit.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { depositMessages } from '@sc/contract/messages/deposit.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';
import type { Dayjs } from 'dayjs';

// The pre-sale form's values and rows, and their rules: the server's own (@sc/contract/deposit.ts,
// depositIssues) in the server's words, checked as the merchant types.

export interface DepositFormValues {
  name?: string;
  depositStart?: Dayjs | null;
  depositEnd?: Dayjs | null;
  balanceEnd?: Dayjs | null;
}

/** One SKU row: the SKU's figures (baht) and the deposit and deduction (decimal text) and stock typed. */
export interface DepositSkuRow {
  skuId: string;
  productId: string;
  title: string;
  specValues: string[];
  imageUrl: string;
  salesPrice: number;
  mallStock: number;
  deposit: string | undefined;
  deduction: string | undefined;
  stock: number | undefined;
}

const instant = (d: Dayjs | null | undefined) => (d?.isValid() ? d.toDate() : null);
const satang = (baht: number) => Math.round(baht * 100);
const amount = (text: string | undefined) => (text === undefined || text === '' ? null : bahtToSatang(text));

export function toDraft(v: DepositFormValues, rows: readonly DepositSkuRow[]): DepositDraft {
  return {
    name: v.name ?? '',
    depositStart: instant(v.depositStart),
    depositEnd: instant(v.depositEnd),
    balanceEnd: instant(v.balanceEnd),
    skus: rows.map((r) => ({
      skuId: r.skuId,
      deposit: amount(r.deposit),
      deduction: amount(r.deduction),
      stock: r.stock ?? null,
      price: satang(r.salesPrice),
      mallStock: r.mallStock,
    })),
  };
}

export function toRequest(v: DepositFormValues, rows: readonly DepositSkuRow[]): DepositInput {
  return {
    name: v.name?.trim() ?? '',
    depositStart: instant(v.depositStart)?.toISOString() ?? '',
    depositEnd: instant(v.depositEnd)?.toISOString() ?? '',
    balanceEnd: instant(v.balanceEnd)?.toISOString() ?? '',
    skus: rows.map((r) => ({
      skuId: r.skuId,
      deposit: r.deposit ?? '',
      deduction: r.deduction ?? '',
      stock: r.stock ?? 0,
    })),
  };
}

export const say = (i: DepositIssue, locale: Locale) => fillParams(depositMessages[i.key][locale], i.params);

/** Every issue of the form now, by field: the fields', the SKU list's and each row's. */
export function formIssues(v: DepositFormValues, rows: readonly DepositSkuRow[], now: Date, locale: Locale) {
  const issues = depositIssues(toDraft(v, rows), now);
  return {
    any: issues.length > 0,
    field: (field: string) => issues.filter((i) => i.field === field).map((i) => say(i, locale)),
    row: (index: number) => issues.filter((i) => i.field.startsWith(`skus.${index}.`)).map((i) => say(i, locale)),
  };
}
