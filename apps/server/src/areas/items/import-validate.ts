import { NO_BRAND_ID } from '@sc/contract/calls/catalog.ts';
import { productInput } from '@sc/contract/calls/items.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { withMediaLinkPolicy } from '@sc/contract/validators/media-link.ts';
import { formatValidatorMessage, isValidatorMessageKey } from '@sc/contract/validators/messages.ts';
import { splitKeywords } from '@sc/contract/validators/text.ts';
import { inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import en from 'zod/v4/locales/en.js';
import th from 'zod/v4/locales/th.js';
import zhCN from 'zod/v4/locales/zh-CN.js';
import { products } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { mediaLinkPolicy } from '../../envelope/media-links.ts';
import { text } from '../../envelope/reply.ts';
import { BizError } from '../../errors.ts';
import { assertBrandUsable, assertLeafCategory } from '../catalog/index.ts';
import type { ImportColumnKey, ImportRow } from './import-sheet.ts';
import { checkProductShape, skuLabel } from './product-rules.ts';

// Every row of an import file held to the rules of the product form: each product (the rows
// of one product code) goes through the form's schema, its shape rules (product-rules.ts),
// and the database checks of a save (leaf category, usable brand, free code). A product with
// any error is skipped whole; the others are kept, ready to write.

const zodLocale = { 'th-TH': th().localeError, 'en-US': en().localeError, 'zh-CN': zhCN().localeError };

/** A product as the preview keeps it for the commit: checked, money in satang. */
export const storedProduct = z.object({
  rowNos: z.array(z.number().int()),
  title: z.string(),
  code: z.string(),
  categoryId: z.string(),
  brandId: z.string().nullable(),
  description: z.string(),
  keywords: z.array(z.string()),
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  images: z.array(z.string()),
  skus: z.array(
    z.object({
      specValues: z.array(z.string()),
      code: z.string(),
      price: z.number().int(),
      marketPrice: z.number().int(),
      purchasePrice: z.number().int(),
      stock: z.number().int(),
      warningLine: z.number().int(),
    }),
  ),
});
export type StoredProduct = z.infer<typeof storedProduct>;

export interface RowError {
  column: ImportColumnKey;
  message: string;
}

export interface ImportCheck {
  errors: Map<number, RowError[]>;
  products: StoredProduct[];
  productCount: number;
  failedProducts: number;
}

const SPECS = [
  ['spec1Name', 'spec1Value'],
  ['spec2Name', 'spec2Value'],
  ['spec3Name', 'spec3Value'],
] as const;
const PRODUCT_COLUMNS = ['title', 'categoryId', 'brandId', 'images', 'keywords', 'description'] as const;
const REQUIRED_SKU_COLUMNS = ['price', 'marketPrice', 'stock'] as const;
const SKU_FIELD_COLUMNS: Record<string, ImportColumnKey> = {
  code: 'skuCode',
  price: 'price',
  marketPrice: 'marketPrice',
  purchasePrice: 'purchasePrice',
  stock: 'stock',
  warningLine: 'warningLine',
  specValues: 'spec1Value',
};

const fold = (s: string) => s.trim().toLocaleLowerCase();
const INTEGER = /^-?\d+$/;

/** Errors collected per row number; one message per row and column. */
export class RowErrors {
  readonly byRow = new Map<number, RowError[]>();
  add(rowNo: number, column: ImportColumnKey, message: string) {
    const list = this.byRow.get(rowNo) ?? [];
    if (!list.some((e) => e.column === column)) list.push({ column, message });
    this.byRow.set(rowNo, list);
  }
  has(rowNo: number) {
    return (this.byRow.get(rowNo)?.length ?? 0) > 0;
  }
}

function pairsOf(row: ImportRow) {
  const names: string[] = [];
  const values: string[] = [];
  const incomplete: ImportColumnKey[] = [];
  for (const [name, value] of SPECS) {
    if (row[name] && row[value]) {
      names.push(row[name]);
      values.push(row[value]);
    } else if (row[name] || row[value]) incomplete.push(row[name] ? value : name);
  }
  return { names, values, incomplete };
}

/** Where an issue at a payload path of the product's schema belongs in the file. */
function placeOf(path: readonly PropertyKey[], group: ImportRow[], specs: { values: string[] }[]) {
  const [head, index, leaf, valueIndex] = path;
  const first = group[0] as ImportRow;
  if (head === 'skus' && typeof index === 'number') {
    return { row: group[index] ?? first, column: SKU_FIELD_COLUMNS[String(leaf)] ?? ('price' as const) };
  }
  if (head === 'specs' && typeof index === 'number') {
    const pair = SPECS[index] ?? SPECS[0];
    if (leaf === 'values' && typeof valueIndex === 'number') {
      const value = fold(specs[index]?.values[valueIndex] ?? '');
      return { row: group.find((r) => fold(r[pair[1]]) === value) ?? first, column: pair[1] };
    }
    return { row: first, column: pair[0] };
  }
  if (head === 'skus' || head === 'specs') return { row: first, column: 'spec1Name' as const };
  const column = (PRODUCT_COLUMNS as readonly string[]).includes(String(head)) ? (head as ImportColumnKey) : 'code';
  return { row: first, column };
}

function issueText(issue: z.core.$ZodIssue, locale: Locale): string {
  const params = 'params' in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
  if (isValidatorMessageKey(issue.message)) return formatValidatorMessage(issue.message, locale, params);
  if (Object.hasOwn(messages, issue.message)) return text(issue.message as keyof typeof messages, locale, params);
  return issue.message;
}

/** Builds one product's payload from its rows, noting what cannot even be read. */
function payloadOf(group: ImportRow[], errors: RowErrors, locale: Locale) {
  const first = group[0] as ImportRow;
  const required = formatValidatorMessage('required', locale);
  for (const column of ['title', 'categoryId'] as const) if (!first[column]) errors.add(first.rowNo, column, required);
  const names = pairsOf(first).names.map(fold);
  for (const row of group) {
    for (const column of PRODUCT_COLUMNS) {
      if (row !== first && row[column] && row[column] !== first[column]) {
        errors.add(row.rowNo, column, text('itemImportConflict', locale, { row: first.rowNo }));
      }
    }
    const pairs = pairsOf(row);
    for (const column of pairs.incomplete) errors.add(row.rowNo, column, text('itemImportSpecIncomplete', locale));
    if (pairs.names.map(fold).join('\u0001') !== names.join('\u0001')) {
      errors.add(row.rowNo, 'spec1Name', text('itemImportSpecNames', locale));
    }
    for (const column of REQUIRED_SKU_COLUMNS) if (!row[column]) errors.add(row.rowNo, column, required);
    for (const column of ['stock', 'warningLine'] as const) {
      if (row[column] && !INTEGER.test(row[column])) errors.add(row.rowNo, column, text('itemImportNotNumber', locale));
    }
  }
  const specs = pairsOf(first).names.map((name, k) => {
    const values = new Map<string, string>();
    for (const row of group) {
      const value = pairsOf(row).values[k];
      if (value && !values.has(fold(value))) values.set(fold(value), value);
    }
    return { name, values: [...values.values()] };
  });
  const int = (s: string) => (INTEGER.test(s) ? Number(s) : 0);
  return {
    specs,
    payload: {
      title: first.title,
      code: first.code,
      categoryId: first.categoryId,
      brandId: first.brandId,
      description: first.description,
      keywords: first.keywords,
      images: splitKeywords(first.images.replaceAll(',', ' ')),
      specs,
      skus: group.map((row) => ({
        specValues: pairsOf(row).values,
        code: row.skuCode,
        price: row.price,
        marketPrice: row.marketPrice,
        purchasePrice: row.purchasePrice || '0',
        stock: int(row.stock),
        warningLine: int(row.warningLine),
      })),
    },
  };
}

/** The form's schema and shape rules for one product; its checked data, or null. */
function checkGroup(group: ImportRow[], errors: RowErrors, now: Date, locale: Locale): StoredProduct | null {
  const { specs, payload } = payloadOf(group, errors, locale);
  const parsed = productInput.safeParse(payload, { error: zodLocale[locale] });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const { row, column } = placeOf(issue.path, group, specs);
      const sku = skuLabel(group.indexOf(row), pairsOf(row).values);
      const params = 'params' in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
      // The price rule names the SKU, as the form does.
      if (issue.message === 'salePriceAboveMarket' || issue.message === 'salePriceBelowPurchase') {
        const key = issue.message === 'salePriceAboveMarket' ? 'itemSkuAboveMarket' : 'itemSkuBelowPurchase';
        errors.add(row.rowNo, column, text(key, locale, { sku, ...params }));
      } else errors.add(row.rowNo, column, issueText(issue, locale));
    }
    return null;
  }
  const { issues, specValues } = checkProductShape(parsed.data, now);
  for (const issue of issues) {
    const { row, column } = placeOf(
      issue.field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      group,
      specs,
    );
    errors.add(row.rowNo, column, text(issue.key, locale, issue.params));
  }
  if (group.some((r) => errors.has(r.rowNo))) return null;
  const d = parsed.data;
  return {
    rowNos: group.map((r) => r.rowNo),
    title: d.title,
    code: d.code,
    categoryId: d.categoryId,
    brandId: d.brandId || NO_BRAND_ID,
    description: d.description,
    keywords: d.keywords,
    specs: d.specs,
    images: d.images,
    skus: d.skus.map((s, i) => ({
      specValues: specValues[i] ?? [],
      code: s.code,
      price: s.price,
      marketPrice: s.marketPrice,
      purchasePrice: s.purchasePrice,
      stock: s.stock,
      warningLine: s.warningLine,
    })),
  };
}

/** A refusal's text, for a row instead of a reply. */
async function refusalText(work: () => Promise<unknown>, locale: Locale): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (err) {
    if (err instanceof BizError) return text(err.messageKey, locale, err.params);
    throw err;
  }
}

/**
 * The database checks of a save, for many products at once: codes free in the shop (one
 * query), leaf categories and usable brands (once per distinct id). Answers the products that
 * pass, with the brand as stored (null for no brand); the others get their errors.
 */
export async function checkAgainstShop(
  shop: ShopScope,
  candidates: StoredProduct[],
  errors: RowErrors | null,
  now: Date,
  locale: Locale,
): Promise<StoredProduct[]> {
  if (candidates.length === 0) return [];
  const codes = [...new Set(candidates.map((c) => fold(c.code)))];
  const taken = new Set(
    (
      await shop.tx
        .select({ code: sql<string>`lower(${products.code})` })
        .from(products)
        .where(shop.where(products, inArray(sql`lower(${products.code})`, codes), isNull(products.purgedAt)))
    ).map((r) => r.code),
  );
  const categoryRefusals = new Map<string, string | null>();
  for (const id of new Set(candidates.map((c) => c.categoryId))) {
    categoryRefusals.set(id, await refusalText(() => assertLeafCategory(shop.tx, id, locale), locale));
  }
  const brands = new Map<string, { stored: string | null } | { refused: string }>();
  for (const id of new Set(candidates.map((c) => c.brandId ?? NO_BRAND_ID))) {
    try {
      brands.set(id, { stored: await assertBrandUsable(shop, id, now) });
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
      brands.set(id, { refused: text(err.messageKey, locale, err.params) });
    }
  }
  const passed: StoredProduct[] = [];
  for (const c of candidates) {
    const first = c.rowNos[0] ?? 0;
    const problems: RowError[] = [];
    if (taken.has(fold(c.code)))
      problems.push({ column: 'code', message: text('itemCodeExists', locale, { code: c.code }) });
    const category = categoryRefusals.get(c.categoryId);
    if (category) problems.push({ column: 'categoryId', message: category });
    const brand = brands.get(c.brandId ?? NO_BRAND_ID);
    if (brand && 'refused' in brand) problems.push({ column: 'brandId', message: brand.refused });
    for (const problem of problems) errors?.add(first, problem.column, problem.message);
    if (problems.length === 0) passed.push({ ...c, brandId: brand && 'stored' in brand ? brand.stored : null });
  }
  return passed;
}

/** Checks every row of a file: each product whole, then all of them against the shop. */
export async function checkImport(shop: ShopScope, rows: ImportRow[], now: Date, locale: Locale): Promise<ImportCheck> {
  const errors = new RowErrors();
  const groups = new Map<string, ImportRow[]>();
  for (const row of rows) {
    if (!row.code) {
      errors.add(row.rowNo, 'code', formatValidatorMessage('required', locale));
      continue;
    }
    const key = fold(row.code);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  // Picture links are checked as the form's are: this shop's uploads or https on the allowed hosts.
  const candidates = withMediaLinkPolicy(mediaLinkPolicy(shop.shopId), () =>
    [...groups.values()].map((group) => checkGroup(group, errors, now, locale)),
  ).filter((p): p is StoredProduct => p !== null);
  const passed = await checkAgainstShop(shop, candidates, errors, now, locale);
  // A product is skipped whole: its clean rows say which of its rows failed.
  for (const group of groups.values()) {
    const failing = group.filter((r) => errors.has(r.rowNo)).map((r) => r.rowNo);
    if (failing.length === 0) continue;
    for (const row of group) {
      if (!errors.has(row.rowNo))
        errors.add(row.rowNo, 'code', text('itemImportOtherRow', locale, { rows: failing.join(', ') }));
    }
  }
  return {
    errors: errors.byRow,
    products: passed,
    productCount: groups.size,
    failedProducts: groups.size - passed.length,
  };
}
