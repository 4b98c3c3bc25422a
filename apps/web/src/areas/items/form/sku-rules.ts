import { MAX_STOCK } from '@sc/contract/calls/items.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { bahtToSatang, checkSalePrice } from '@sc/contract/validators/price.ts';
import type { CheckFailure } from '@sc/contract/validators/result.ts';
import { fail } from '@sc/contract/validators/result.ts';
import { checkStock } from '@sc/contract/validators/stock.ts';
import type { SkuDraft } from './sku-matrix.ts';

// The checks of one SKU row, the same the server runs on `skuInput` ("Sale price must not exceed
// market price and must not be below purchase price", two decimals; "Total stock must not be below
// reserved stock. Stock cannot be below 0").

export type SkuField = 'price' | 'marketPrice' | 'purchasePrice' | 'stock' | 'warningLine';

const blank = (v: string | number | undefined | null) => v === undefined || v === null || v === '';

function amount(value: string | undefined, required: boolean): number | CheckFailure | undefined {
  if (blank(value)) return required ? fail('required') : undefined;
  const satang = bahtToSatang(value ?? '');
  return satang === null ? fail('amountInvalid') : satang;
}

const isFailure = (v: unknown): v is CheckFailure =>
  typeof v === 'object' && v !== null && (v as CheckFailure).ok === false;

/** What is wrong with each field of a row, if anything. */
export function checkSkuRow(row: Partial<SkuDraft>): Partial<Record<SkuField, CheckFailure>> {
  const out: Partial<Record<SkuField, CheckFailure>> = {};
  const price = amount(row.price, true);
  const market = amount(row.marketPrice, true);
  const purchase = amount(row.purchasePrice, false);
  if (isFailure(price)) out.price = price;
  if (isFailure(market)) out.marketPrice = market;
  if (isFailure(purchase)) out.purchasePrice = purchase;
  if (typeof price === 'number' && typeof market === 'number' && !isFailure(purchase)) {
    const check = checkSalePrice({ salePrice: price, marketPrice: market, purchasePrice: purchase ?? 0 });
    if (!check.ok) out.price = check;
  }
  if (blank(row.stock)) out.stock = fail('required');
  else {
    const stock = checkStock({ stock: Number(row.stock), reserved: row.reserved ?? 0 });
    if (!stock.ok) out.stock = stock;
    else if (Number(row.stock) > MAX_STOCK) out.stock = fail('stockInvalid');
  }
  if (!blank(row.warningLine) && (!Number.isSafeInteger(Number(row.warningLine)) || Number(row.warningLine) < 0))
    out.warningLine = fail('stockInvalid');
  return out;
}

/** A row's message: the shared text, led by the row's name where the product has specifications. */
export function rowMessage(check: CheckFailure, rowLabel: string, locale: Locale): string {
  const text = formatValidatorMessage(check.key, locale, check.params);
  return rowLabel ? `${rowLabel}: ${text}` : text;
}
