import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Bundles, or set meals (/promotion/setmeal): SKUs in quantities sold together at a package price
// over a window of time. The state is read from the clock (areas/promotions/bundle.ts,
// bundleState), never stored.

export const bundles = pgTable(
  'bundles',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** The package price of one set, satang. */
    packagePrice: satang('package_price').notNull(),
    /** Sets offered at the package price; sold is taken by one conditional UPDATE, never above it. */
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
    stoppedAt: at('stopped_at'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('bundles_shop_created_idx').on(t.shopId, t.createdAt),
    check('bundles_window_ok', sql`${t.startAt} < ${t.endAt}`),
    check(
      'bundles_counts_ok',
      sql`${t.packagePrice} > 0 and ${t.stock} > 0 and ${t.sold} >= 0 and ${t.sold} <= ${t.stock}`,
    ),
  ],
);

/** A member of a bundle: a SKU, main or add-on, in its units per set. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    shopId: id('shop_id').notNull(),
    bundleId: id('bundle_id').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** main | addon (BUNDLE_ROLE). */
    role: varchar('role', { length: 8 }).notNull(),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.bundleId, t.skuId] }),
    index('bundle_items_sku_idx').on(t.shopId, t.skuId),
    check('bundle_items_quantity_ok', sql`${t.quantity} > 0`),
    check('bundle_items_role_ok', sql`${t.role} in ('main', 'addon')`),
  ],
);
