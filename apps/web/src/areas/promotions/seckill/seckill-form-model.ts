import type { SeckillSkuInput } from '@sc/contract/calls/seckill.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { seckillMessages } from '@sc/contract/messages/seckill.ts';
import { type FlashIssue, type FlashSkuDraft, seckillSkuIssues, seckillWarnings } from '@sc/contract/seckill.ts';
import { bahtToSatang } from '@sc/contract/validators/price.ts';

// The flash-sale registration form's rows and their rules: the server's own
// (@sc/contract/seckill.ts, seckillSkuIssues) in the server's words, checked as the merchant types.

/** One SKU row: the SKU's figures (baht) and the flash price (decimal text), stock and limit typed. */
export interface FlashSkuRow {
  skuId: string;
  productId: string;
  title: string;
  specValues: string[];
  imageUrl: string;
  salesPrice: number;
  mallStock: number;
  lowestPrice30: number;
  price: string | undefined;
  stock: number | undefined;
  perBuyer: number | undefined;
}

const satang = (baht: number) => Math.round(baht * 100);

export function toDrafts(rows: readonly FlashSkuRow[]): FlashSkuDraft[] {
  return rows.map((r) => ({
    skuId: r.skuId,
    price: r.price === undefined || r.price === '' ? null : bahtToSatang(r.price),
    stock: r.stock ?? null,
    perBuyer: r.perBuyer ?? null,
    salesPrice: satang(r.salesPrice),
    mallStock: r.mallStock,
    lowest30: satang(r.lowestPrice30),
  }));
}

export function toSkus(rows: readonly FlashSkuRow[]): SeckillSkuInput[] {
  return rows.map((r) => ({ skuId: r.skuId, price: r.price ?? '', stock: r.stock ?? 0, perBuyer: r.perBuyer ?? 0 }));
}

const say = (i: FlashIssue, locale: Locale) => fillParams(seckillMessages[i.key][locale], i.params);

/** The list's issues and each row's refusals and warnings, in the server's words. */
export function rowIssues(rows: readonly FlashSkuRow[], locale: Locale) {
  const drafts = toDrafts(rows);
  const issues = seckillSkuIssues(drafts);
  const warnings = seckillWarnings(drafts);
  return {
    list: issues.filter((i) => i.field === 'skus').map((i) => say(i, locale)),
    any: issues.length > 0,
    row: (index: number) => ({
      errors: issues.filter((i) => i.field.startsWith(`skus.${index}.`)).map((i) => say(i, locale)),
      warnings: warnings.filter((w) => w.field.startsWith(`skus.${index}.`)).map((w) => say(w, locale)),
    }),
  };
}
