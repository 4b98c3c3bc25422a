import { NO_BRAND_ID } from '@sc/contract/calls/catalog.ts';
import { OFF_SHELF_REASONS, type ProductDetail, type ProductRow, type SkuView } from '@sc/contract/calls/items.ts';
import { toYN } from '@sc/contract/common.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { asc, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import {
  brandNameColumn,
  brandNames,
  CATEGORY_PATH_SEPARATOR,
  categoryPath,
  categoryPathColumn,
} from '../catalog/index.ts';
import { type LowestPriceWindow, lowestPrice30 } from './price-history.ts';
import type { ProductRecord } from './product-lookup.ts';
import { presentedStatus } from './product-tabs.ts';
import { shelfRemovalOf } from './shelf-rules.ts';

// Products as the calls answer them: money in baht, ids as digit strings, names in the
// request's language. A list page reads its SKUs (with their 30-day lowest prices) and names as
// columns of its own select; other rows read the SKUs in one query beside the name look-ups.

/**
 * The product columns a list row shows (present): a page of a list reads these alone, not the
 * description, specs, dates of the shelf rules or the rest.
 */
export const rowColumns = {
  id: products.id,
  title: products.title,
  code: products.code,
  images: products.images,
  categoryId: products.categoryId,
  brandId: products.brandId,
  status: products.status,
  offShelfReason: products.offShelfReason,
  preSale: products.preSale,
  openViolations: products.openViolations,
  priceMin: products.priceMin,
  priceMax: products.priceMax,
  stockTotal: products.stockTotal,
  reservedTotal: products.reservedTotal,
  salesCount: products.salesCount,
  viewCount: products.viewCount,
  releaseAt: products.releaseAt,
  deletedAt: products.deletedAt,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};
export type RowRecord = Pick<ProductRecord, keyof typeof rowColumns>;

const baht = (satang: number) => satang / 100;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const brandKeyOf = (brandId: string | null) => brandId ?? NO_BRAND_ID;

function offShelfReasonOf(reason: string | null): ProductRow['offShelfReason'] {
  return (OFF_SHELF_REASONS as readonly string[]).includes(reason ?? '')
    ? (reason as ProductRow['offShelfReason'])
    : null;
}

/** What a SKU view needs: the SKU's figures and its lowest price of 30 days. */
export type SkuFigures = Pick<
  typeof skus.$inferSelect,
  | 'id'
  | 'specValues'
  | 'code'
  | 'price'
  | 'marketPrice'
  | 'purchasePrice'
  | 'stock'
  | 'reserved'
  | 'warningLine'
  | 'imageUrl'
  | 'salesCount'
> & { lowest: number };
type SkuWithLowest = typeof skus.$inferSelect & { lowest: number };

export function skuView(s: SkuFigures): SkuView {
  const available = s.stock - s.reserved;
  return {
    skuId: String(s.id),
    specValues: s.specValues,
    code: s.code,
    price: baht(s.price),
    marketPrice: baht(s.marketPrice),
    purchasePrice: baht(s.purchasePrice),
    lowestPrice30: baht(s.lowest),
    stock: s.stock,
    reserved: s.reserved,
    available,
    warningLine: s.warningLine,
    lowStock: toYN(available <= s.warningLine),
    imageUrl: s.imageUrl,
    salesCount: s.salesCount,
  };
}

/**
 * The SKUs of the product row in scope (`products`) as one JSON list, in matrix order, for a
 * page select: the page and its SKUs come in one query.
 */
export function skusJson(now: Date | LowestPriceWindow): SQL<SkuFigures[]> {
  return sql<SkuFigures[]>`(select coalesce(json_agg(json_build_object(
      'id', s.id, 'specValues', s.spec_values, 'code', s.code, 'price', s.price, 'marketPrice', s.market_price,
      'purchasePrice', s.purchase_price, 'stock', s.stock, 'reserved', s.reserved, 'warningLine', s.warning_line,
      'imageUrl', s.image_url, 'salesCount', s.sales_count, 'lowest', ${lowestPrice30(now, 's')}
    ) order by s.sort, s.id), '[]'::json)
    from ${sql.raw('skus s')} where s.shop_id = "products"."shop_id" and s.product_id = "products"."id")`;
}

/** The SKUs of some products, in matrix order, with their lowest price of 30 days. */
export async function skusOf(shop: ShopScope, productIds: number[], now: Date): Promise<Map<number, SkuWithLowest[]>> {
  const out = new Map<number, SkuWithLowest[]>();
  if (productIds.length === 0) return out;
  const rows = await shop.tx
    .select({ ...getTableColumns(skus), lowest: lowestPrice30(now) })
    .from(skus)
    .where(shop.where(skus, inArray(skus.productId, productIds)))
    .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id));
  for (const r of rows) {
    const list = out.get(r.productId) ?? [];
    list.push(r);
    out.set(r.productId, list);
  }
  return out;
}

async function namesOf(tx: Tx, rows: readonly RowRecord[], locale: Locale) {
  const [paths, brands] = await Promise.all([
    categoryPath(
      tx,
      rows.map((r) => r.categoryId),
      locale,
    ),
    brandNames(
      tx,
      rows.map((r) => brandKeyOf(r.brandId)),
      locale,
    ),
  ]);
  return { paths, brands };
}

/** A product's category path (top level first) and brand name in the request's language. */
interface RowNames {
  categoryPath: string[];
  brandName: string;
}

function namesFrom(r: RowRecord, names: Awaited<ReturnType<typeof namesOf>>): RowNames {
  const path = names.paths.get(r.categoryId);
  return {
    categoryPath: path ? path.split(CATEGORY_PATH_SEPARATOR) : [],
    brandName: names.brands.get(brandKeyOf(r.brandId)) ?? '',
  };
}

function present(r: RowRecord, skuRows: readonly SkuFigures[], names: RowNames): ProductRow {
  const views = skuRows.map(skuView);
  return {
    productId: String(r.id),
    title: r.title,
    code: r.code,
    coverUrl: r.images[0] ?? '',
    categoryId: r.categoryId,
    categoryPath: names.categoryPath,
    brandId: brandKeyOf(r.brandId),
    brandName: names.brandName,
    status: presentedStatus(r),
    offShelfReason: offShelfReasonOf(r.offShelfReason),
    preSale: toYN(r.preSale),
    openViolations: r.openViolations,
    priceMin: baht(r.priceMin),
    priceMax: baht(r.priceMax),
    lowestPrice30: skuRows.length > 0 ? baht(Math.min(...skuRows.map((s) => s.lowest))) : baht(r.priceMin),
    stockTotal: r.stockTotal,
    reservedTotal: r.reservedTotal,
    salesCount: r.salesCount,
    viewCount: r.viewCount,
    skus: views,
    releaseAt: iso(r.releaseAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The category path and brand name of the product row in scope (`products`), as columns of a page select. */
export const namesColumns = (locale: Locale) => ({
  categoryPath: categoryPathColumn(products.categoryId, locale),
  brandName: brandNameColumn(products.brandId, locale),
});

/** List rows for products read with their SKUs (skusJson) and names (namesColumns), in their order. */
export function presentPage(
  rows: readonly (RowRecord & { skus: SkuFigures[]; categoryPath: string[] | null; brandName: string })[],
): ProductRow[] {
  return rows.map((r) => present(r, r.skus, { categoryPath: r.categoryPath ?? [], brandName: r.brandName }));
}

/** List rows for products already read, in their order. */
export async function presentRows(
  shop: ShopScope,
  rows: readonly RowRecord[],
  now: Date,
  locale: Locale,
): Promise<ProductRow[]> {
  const [skuMap, names] = await Promise.all([
    skusOf(
      shop,
      rows.map((r) => r.id),
      now,
    ),
    namesOf(shop.tx, rows, locale),
  ]);
  return rows.map((r) => present(r, skuMap.get(r.id) ?? [], namesFrom(r, names)));
}

export async function presentDetail(
  shop: ShopScope,
  row: ProductRecord,
  now: Date,
  locale: Locale,
): Promise<ProductDetail> {
  const [base] = await presentRows(shop, [row], now, locale);
  if (!base) throw new Error('no row presented');
  const removal = shelfRemovalOf(row);
  return {
    ...base,
    description: row.description,
    keywords: row.keywords,
    specs: row.specs,
    images: row.images,
    videoUrl: row.videoUrl,
    preSaleShipDays: row.preSaleShipDays,
    weightGrams: row.weightGrams,
    freightTemplateId: row.freightTemplateId ?? '',
    onShelfAt: iso(row.onShelfAt),
    offShelfAt: iso(row.offShelfAt),
    lastEditedAt: row.lastEditedAt.toISOString(),
    lastSoldAt: iso(row.lastSoldAt),
    deletedAt: iso(row.deletedAt),
    shelfRemoval: removal ? { at: removal.at.toISOString(), rule: removal.rule } : null,
  };
}
