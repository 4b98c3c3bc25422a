import { NO_BRAND_ID } from '@sc/contract/calls/catalog.ts';
import type { itemCreate, itemModify } from '@sc/contract/calls/items.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { freightTemplates, products, skuPriceHistory, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BizError, notFound } from '../../errors.ts';
import { assertBrandUsable, assertLeafCategory } from '../catalog/index.ts';
import { blockedFromSale } from '../compliance/index.ts';
import { recordPrices } from './price-history.ts';
import { findProduct, type ProductRecord } from './product-lookup.ts';
import { checkProductShape, type ProductData, type RuleIssue, refusal, skuLabel, throwIfAny } from './product-rules.ts';

// Creating and changing a product with its SKU matrix (mast/add, modify). Everything happens in the
// call's one transaction; the product's stock, price and low-stock figures follow its SKUs by
// trigger (db/tables/products.ts).

export interface WriteContext {
  shop: ShopScope;
  now: Date;
  locale: Locale;
}

type CreateInput = CallPayload<typeof itemCreate>;
type ModifyInput = CallPayload<typeof itemModify>;
type SkuRecord = typeof skus.$inferSelect;

const CODE_UNIQUE = 'products_shop_code_uq';

const codeTaken = (code: string, locale: Locale) =>
  refusal([{ field: 'code', key: 'itemCodeExists', params: { code }, exists: true }], locale);

/** The product code is unique in the shop, case-insensitive, among products not purged (bin included). */
async function assertCodeFree(c: WriteContext, code: string, self: number | null): Promise<void> {
  const taken = await c.shop.count(
    products,
    and(
      sql`lower(${products.code}) = lower(${code})`,
      isNull(products.purgedAt),
      self === null ? undefined : ne(products.id, self),
    ),
  );
  if (taken > 0) throw codeTaken(code, c.locale);
}

/**
 * The checks that read the database: a leaf category, a brand the shop may use, a free code, and a
 * freight template of the shop's own (another shop's, or none by that id, is refused on its field).
 */
async function checkReferences(c: WriteContext, input: ProductData, self: number | null): Promise<string | null> {
  await assertLeafCategory(c.shop.tx, input.categoryId, c.locale);
  const brandId = await assertBrandUsable(c.shop, input.brandId || NO_BRAND_ID, c.now);
  await assertCodeFree(c, input.code, self);
  // Read here rather than through the shipping face: that face reaches orders, which reach items.
  if (
    input.freightTemplateId &&
    (await c.shop.count(freightTemplates, eq(freightTemplates.id, input.freightTemplateId))) === 0
  ) {
    throw refusal([{ field: 'freightTemplateId', key: 'itemFreightTemplateUnknown' }], c.locale);
  }
  return brandId;
}

/** The columns a product form sets. */
function formColumns(input: ProductData, brandId: string | null, now: Date) {
  return {
    title: input.title,
    code: input.code,
    categoryId: input.categoryId,
    brandId,
    description: input.description,
    keywords: input.keywords,
    specs: input.specs.map((s) => ({ name: s.name, values: s.values })),
    images: input.images,
    videoUrl: input.videoUrl,
    preSale: input.preSale === 'y',
    preSaleShipDays: input.preSale === 'y' ? (input.preSaleShipDays ?? null) : null,
    weightGrams: input.weightGrams,
    freightTemplateId: input.freightTemplateId || null,
    lastEditedAt: now,
    updatedAt: now,
  };
}

type ShelfColumns = Pick<
  typeof products.$inferInsert,
  'status' | 'offShelfReason' | 'onShelfAt' | 'offShelfAt' | 'releaseAt'
>;

/** A form field refusal for the shelf choice (the form shows it under the shelf setting). */
const shelfRefusal = (key: RuleIssue['key'], c: WriteContext) => refusal([{ field: 'shelf', key }], c.locale);

/**
 * Where the product stands after a save with this shelf choice. Going on sale needs stock to
 * sell (pre-sale too: its stock is the quantity offered for pre-order), no platform block, and
 * a product not halted; one already on sale stays on sale, sold out or not.
 */
async function shelfAfter(
  c: WriteContext,
  input: ProductData,
  current: ProductRecord | null,
  available: number,
): Promise<ShelfColumns | null> {
  const status = current?.status;
  const off = (): ShelfColumns => ({
    status: 'off_shelf',
    offShelfReason: 'merchant',
    offShelfAt: c.now,
    releaseAt: null,
  });
  switch (input.shelf) {
    case undefined:
      return null;
    case 'off':
      return status === 'off_shelf' || status === 'halted' ? null : off();
    case 'on':
      if (status === 'on_sale') return null;
      if (status === 'halted') throw shelfRefusal('itemHalted', c);
      if (available <= 0) throw shelfRefusal('itemNoStockToSell', c);
      if (current && (await blockedFromSale(c.shop, [current.id])).size > 0) {
        throw shelfRefusal('itemBlockedByViolation', c);
      }
      return { status: 'on_sale', offShelfReason: null, onShelfAt: c.now, releaseAt: null };
    case 'timed': {
      if (status === 'halted') throw shelfRefusal('itemHalted', c);
      if (status === 'on_sale') throw shelfRefusal('itemTimedNeedsOffShelf', c);
      if (available <= 0) throw shelfRefusal('itemNoStockToSell', c);
      if (current && (await blockedFromSale(c.shop, [current.id])).size > 0) {
        throw shelfRefusal('itemBlockedByViolation', c);
      }
      return { status: 'coming', offShelfReason: null, releaseAt: new Date(input.releaseAt ?? '') };
    }
  }
}

function skuColumns(sku: ProductData['skus'][number], specValues: string[], sort: number, now: Date) {
  return {
    specValues,
    code: sku.code,
    price: sku.price,
    marketPrice: sku.marketPrice,
    purchasePrice: sku.purchasePrice,
    stock: sku.stock,
    warningLine: sku.warningLine,
    imageUrl: sku.imageUrl,
    sort,
    updatedAt: now,
  };
}

async function insertProduct(c: WriteContext, values: Omit<typeof products.$inferInsert, 'shopId'>) {
  try {
    const [row] = await c.shop.insert(products, [values]).returning({ id: products.id });
    if (!row) throw new Error('product insert returned nothing');
    return row.id;
  } catch (err) {
    // Two saves of one code at once: the unique index is the judge.
    if (isUniqueViolation(err, CODE_UNIQUE)) throw codeTaken(values.code, c.locale);
    throw err;
  }
}

export async function createProduct(c: WriteContext, input: CreateInput): Promise<{ productId: string }> {
  const { issues, specValues } = checkProductShape(input, c.now);
  throwIfAny(issues, c.locale);
  const brandId = await checkReferences(c, input, null);
  const available = input.skus.reduce((n, s) => n + s.stock, 0);
  const shelf = (await shelfAfter(c, input, null, available)) ?? {
    status: 'off_shelf',
    offShelfReason: 'merchant',
    offShelfAt: c.now,
  };
  const productId = await insertProduct(c, {
    ...formColumns(input, brandId, c.now),
    ...shelf,
    createdAt: c.now,
  });
  const created = await c.shop
    .insert(
      skus,
      input.skus.map((sku, i) => ({ productId, ...skuColumns(sku, specValues[i] ?? [], i, c.now), createdAt: c.now })),
    )
    .returning({ id: skus.id, price: skus.price });
  await recordPrices(
    c.shop,
    created.map((s) => ({ skuId: s.id, price: s.price })),
    c.now,
  );
  return { productId: String(productId) };
}

/** Pairs each submitted SKU with the one it changes: by skuId, else by the same spec values. */
function matchSkus(input: ModifyInput, specValues: string[][], existing: SkuRecord[]): (SkuRecord | undefined)[] {
  const byId = new Map(existing.map((s) => [String(s.id), s]));
  const taken = new Set<number>();
  const matched = input.skus.map((sku) => {
    if (!sku.skuId) return undefined;
    const found = byId.get(String(Number(sku.skuId)));
    // A SKU id of another product (or shop) is not this product's.
    if (!found || taken.has(found.id)) throw notFound();
    taken.add(found.id);
    return found;
  });
  const key = (values: readonly string[]) => values.map((v) => v.toLocaleLowerCase()).join('\u0001');
  const free = new Map(existing.filter((s) => !taken.has(s.id)).map((s) => [key(s.specValues), s]));
  return matched.map((found, i) => {
    if (found) return found;
    const same = free.get(key(specValues[i] ?? []));
    if (same) free.delete(key(same.specValues));
    return same;
  });
}

export async function modifyProduct(c: WriteContext, input: ModifyInput): Promise<{ productId: string }> {
  const current = await findProduct(c.shop, input.productId);
  if (current.deletedAt) throw new BizError('RULE_VIOLATED', 'itemInRecycleBin');
  const { issues, specValues } = checkProductShape(input, c.now);
  throwIfAny(issues, c.locale);
  const brandId = await checkReferences(c, input, current.id);

  // SKUs are locked before the product row (their trigger then updates the product), the
  // same order as any stock write takes, so a save and an order never wait on each other crosswise.
  const existing = await c.shop.tx
    .select()
    .from(skus)
    .where(c.shop.where(skus, eq(skus.productId, current.id)))
    .orderBy(asc(skus.id))
    .for('update');
  const matched = matchSkus(input, specValues, existing);

  const problems: RuleIssue[] = [];
  input.skus.forEach((sku, i) => {
    const was = matched[i];
    if (was && sku.stock < was.reserved) {
      problems.push({
        field: `skus.${i}.stock`,
        key: 'itemSkuStockBelowReserved',
        params: { sku: skuLabel(i, specValues[i] ?? []), reserved: was.reserved },
      });
    }
  });
  const kept = new Set(matched.filter((s): s is SkuRecord => s !== undefined).map((s) => s.id));
  const removed = existing.filter((s) => !kept.has(s.id));
  for (const gone of removed.filter((s) => s.reserved > 0)) {
    problems.push({
      field: 'skus',
      key: 'itemSkuRemovedHasReserved',
      params: { sku: skuLabel(existing.indexOf(gone), gone.specValues), reserved: gone.reserved },
    });
  }
  throwIfAny(problems, c.locale);

  const available = input.skus.reduce((n, sku, i) => n + sku.stock - (matched[i]?.reserved ?? 0), 0);
  const shelf = await shelfAfter(c, input, current, available);

  if (removed.length > 0) {
    const ids = removed.map((s) => s.id);
    await c.shop.delete(skus, inArray(skus.id, ids));
    await c.shop.delete(skuPriceHistory, inArray(skuPriceHistory.skuId, ids));
  }
  const newPrices: { skuId: number; price: number }[] = [];
  const updates = input.skus
    .map((sku, i) => ({ sku, i, was: matched[i] }))
    .filter((u): u is typeof u & { was: SkuRecord } => u.was !== undefined)
    .sort((a, b) => a.was.id - b.was.id);
  for (const { sku, i, was } of updates) {
    await c.shop.update(skus, skuColumns(sku, specValues[i] ?? [], i, c.now), eq(skus.id, was.id));
    if (sku.price !== was.price) newPrices.push({ skuId: was.id, price: sku.price });
  }
  const added = input.skus.map((sku, i) => ({ sku, i })).filter(({ i }) => matched[i] === undefined);
  if (added.length > 0) {
    const rows = await c.shop
      .insert(
        skus,
        added.map(({ sku, i }) => ({
          productId: current.id,
          ...skuColumns(sku, specValues[i] ?? [], i, c.now),
          createdAt: c.now,
        })),
      )
      .returning({ id: skus.id, price: skus.price });
    newPrices.push(...rows.map((r) => ({ skuId: r.id, price: r.price })));
  }
  await recordPrices(c.shop, newPrices, c.now);

  try {
    await c.shop.update(
      products,
      { ...formColumns(input, brandId, c.now), ...(shelf ?? {}) },
      eq(products.id, current.id),
    );
  } catch (err) {
    if (isUniqueViolation(err, CODE_UNIQUE)) throw codeTaken(input.code, c.locale);
    throw err;
  }
  return { productId: String(current.id) };
}
