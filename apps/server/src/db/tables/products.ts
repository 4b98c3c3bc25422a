import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Products (product states). A product is the SPU; its SKUs are the cells of the
// specification matrix. SPU and SKU ids are numbers from one sequence each (merchants search them
// by digits, at least 3), carried in the API as digit strings.
//
// Two sets of figures are kept by database triggers (migration 0005_product_triggers.sql),
// so that every writer (items, orders, compliance, the shelf rules) keeps them in step in
// its own transaction without having to remember:
// - products.stock_total, reserved_total, price_min, price_max, low_stock_skus from the
//   product's SKUs (after every statement on skus);
// - product_counts, one row per shop: the tab counts of /shop/index and the low-stock count
//   of the dashboard (after every statement on products).

/** One specification of a product (colour, size …) with its values in matrix order. */
export interface ProductSpec {
  name: string;
  values: string[];
}

/** Products not in the recycle bin and not purged: what /shop/index lists. */
const listed = (t: { deletedAt: unknown; purgedAt: unknown }) => sql`${t.deletedAt} is null and ${t.purgedAt} is null`;

export const products = pgTable(
  'products',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100000001 }),
    shopId: id('shop_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** The merchant's own product code, unique in the shop among products not purged. */
    code: varchar('code', { length: 40 }).notNull(),
    categoryId: varchar('category_id', { length: 32 }).notNull(),
    /** Null: sold without a brand. */
    brandId: varchar('brand_id', { length: 32 }),
    description: text('description').notNull().default(''),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    specs: jsonb('specs').$type<ProductSpec[]>().notNull().default([]),
    /** Main photos in order, as media urls; the first is the cover. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videoUrl: varchar('video_url', { length: 500 }).notNull().default(''),
    /** The shop's freight template the product ships by; null: the shop's default. */
    freightTemplateId: id('freight_template_id'),
    /**
     * on_sale | coming (timed release pending) | off_shelf | halted (permanently, by the
     * platform; never restorable). Sold out, pre-sale and violation are read from the SKUs,
     * the pre-sale flag and open violations; deleted is `deletedAt`.
     */
    status: varchar('status', { length: 16 }).notNull().default('off_shelf'),
    /** merchant | idle_180 | no_sales_360 | violation | timed: why it last left the shelf. */
    offShelfReason: varchar('off_shelf_reason', { length: 16 }),
    preSale: boolean('pre_sale').notNull().default(false),
    /** Days to ship a pre-sale order. */
    preSaleShipDays: integer('pre_sale_ship_days'),
    /** Weight in grams, for freight templates. */
    weightGrams: integer('weight_grams').notNull().default(0),
    releaseAt: at('release_at'),
    onShelfAt: at('on_shelf_at'),
    offShelfAt: at('off_shelf_at'),
    lastEditedAt: at('last_edited_at').notNull().defaultNow(),
    lastSoldAt: at('last_sold_at'),
    lastViewedAt: at('last_viewed_at'),
    salesCount: integer('sales_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    // Kept in step with the SKUs by a trigger on skus (see the top of this file).
    stockTotal: integer('stock_total').notNull().default(0),
    reservedTotal: integer('reserved_total').notNull().default(0),
    priceMin: satang('price_min').notNull().default(0),
    priceMax: satang('price_max').notNull().default(0),
    /** SKUs whose available stock (stock − reserved) is at or below their warning line. */
    lowStockSkus: integer('low_stock_skus').notNull().default(0),
    /** Open platform violations (kept by the compliance area); over 0 lists it under "violation". */
    openViolations: integer('open_violations').notNull().default(0),
    /** In the recycle bin since; null when not deleted. */
    deletedAt: at('deleted_at'),
    /** merchant | purge_off_180 (the shelf rule): who put it in the recycle bin. */
    deleteReason: varchar('delete_reason', { length: 16 }),
    /** Deleted for good by the shelf rules or emptied from the bin: never listed again. */
    purgedAt: at('purged_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // /shop/index: every tab pages by (updated_at desc, id desc) within the shop.
    index('products_shop_list_idx').on(t.shopId, t.updatedAt, t.id).where(listed(t)),
    index('products_shop_status_idx').on(t.shopId, t.status, t.updatedAt, t.id).where(listed(t)),
    index('products_shop_created_idx').on(t.shopId, t.id).where(listed(t)),
    index('products_shop_brand_idx').on(t.shopId, t.brandId, t.updatedAt).where(listed(t)),
    index('products_shop_category_idx').on(t.shopId, t.categoryId, t.updatedAt).where(listed(t)),
    index('products_shop_violation_idx')
      .on(t.shopId, t.updatedAt, t.id)
      .where(sql`${listed(t)} and (${t.status} = 'halted' or ${t.openViolations} > 0)`),
    index('products_shop_deleted_idx')
      .on(t.shopId, t.deletedAt)
      .where(sql`${t.deletedAt} is not null and ${t.purgedAt} is null`),
    // Unique product code, case-insensitive; text_pattern_ops also serves the code search (a
    // prefix) under any collation.
    uniqueIndex('products_shop_code_uq')
      .on(t.shopId, sql`lower(${t.code}) text_pattern_ops`)
      .where(sql`${t.purgedAt} is null`),
    // Title search: contains, case-insensitive, on a trigram index that leads with the shop
    // (btree_gin lets a GIN index hold the shop id; both extensions: migration 0003).
    index('products_shop_title_trgm_idx').using('gin', t.shopId, sql`lower(${t.title}) gin_trgm_ops`),
    // The timed-release sweep looks across shops at the few products waiting for release.
    index('products_release_idx').on(t.releaseAt).where(sql`${t.status} = 'coming'`),
  ],
);

export const skus = pgTable(
  'skus',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 200000001 }),
    shopId: id('shop_id').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** Values of the product's specs, in spec order; empty for a product without specs. */
    specValues: jsonb('spec_values').$type<string[]>().notNull().default([]),
    code: varchar('code', { length: 40 }).notNull().default(''),
    price: satang('price').notNull(),
    marketPrice: satang('market_price').notNull(),
    purchasePrice: satang('purchase_price').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** Held by unpaid and unshipped orders; stock never goes below it. */
    reserved: integer('reserved').notNull().default(0),
    warningLine: integer('warning_line').notNull().default(0),
    imageUrl: varchar('image_url', { length: 500 }).notNull().default(''),
    salesCount: integer('sales_count').notNull().default(0),
    /** Position in the matrix. */
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('skus_shop_product_idx').on(t.shopId, t.productId),
    check('skus_stock_ok', sql`${t.reserved} >= 0 and ${t.stock} >= ${t.reserved}`),
    check('skus_prices_ok', sql`${t.price} >= 0 and ${t.marketPrice} >= 0 and ${t.purchasePrice} >= 0`),
  ],
);

/**
 * Every price a SKU has had, from the time it took effect, for the lowest price in 30 days: written
 * on create, on every price change and by the import.
 */
export const skuPriceHistory = pgTable(
  'sku_price_history',
  {
    shopId: id('shop_id').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    price: satang('price').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('sku_price_history_idx').on(t.shopId, t.skuId, t.at)],
);

/**
 * The tab counts of /shop/index and the low-stock count of the dashboard, one row per shop,
 * kept by a trigger on products (see the top of this file): reading them costs one row,
 * whatever the size of the shop. Only products not in the recycle bin count, except `recycled`.
 */
export const productCounts = pgTable('product_counts', {
  shopId: id('shop_id').primaryKey(),
  listed: integer('listed').notNull().default(0),
  onSale: integer('on_sale').notNull().default(0),
  soldOut: integer('sold_out').notNull().default(0),
  coming: integer('coming').notNull().default(0),
  offShelf: integer('off_shelf').notNull().default(0),
  preSale: integer('pre_sale').notNull().default(0),
  violation: integer('violation').notNull().default(0),
  lowStockSkus: integer('low_stock_skus').notNull().default(0),
  recycled: integer('recycled').notNull().default(0),
  /**
   * Moves whenever a product of the shop is added or removed, or changes in anything the list's
   * filters read (title, code, brand, category, status, stock against reserved, violations, the
   * recycle bin): a search count read at one version holds for as long as the version does
   * (migration 0043, items/search-counts.ts).
   */
  listingVersion: bigint('listing_version', { mode: 'number' }).notNull().default(0),
});

/** A product import file read by the preview, waiting for its one commit. */
export const importBatches = pgTable(
  'import_batches',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    userId: id('user_id').notNull(),
    fileId: varchar('file_id', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** previewed | committed */
    status: varchar('status', { length: 16 }).notNull().default('previewed'),
    rowCount: integer('row_count').notNull(),
    productCount: integer('product_count').notNull(),
    validRows: integer('valid_rows').notNull(),
    invalidRows: integer('invalid_rows').notNull(),
    /** The products whose rows all passed, ready to write (satang, parsed specs and SKUs). */
    products: jsonb('products').$type<unknown[]>().notNull(),
    /** Rows of products that failed the preview, counted again at commit. */
    failedProducts: integer('failed_products').notNull().default(0),
    result: jsonb('result').$type<Record<string, number>>(),
    createdAt: createdAt(),
    committedAt: at('committed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('import_batches_shop_created_idx').on(t.shopId, t.createdAt),
  ],
);
