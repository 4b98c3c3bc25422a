import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Deposit pre-sales (/promotion/deposit): SKUs sold on a deposit over a deposit window, their
// balance due until the balance due time. The state is read from the clock
// (@sc/contract/deposit.ts, depositState), never stored.

export const depositPresales = pgTable(
  'deposit_presales',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    depositStart: at('deposit_start').notNull(),
    depositEnd: at('deposit_end').notNull(),
    /** The balance is payable from depositEnd until this time, then it lapses. */
    balanceEnd: at('balance_end').notNull(),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('deposit_presales_shop_created_idx').on(t.shopId, t.createdAt),
    check('deposit_presales_window_ok', sql`${t.depositStart} < ${t.depositEnd} and ${t.depositEnd} < ${t.balanceEnd}`),
  ],
);

/** A SKU of a pre-sale: its deposit and deduction per unit, and its pre-sale stock. */
export const depositPresaleSkus = pgTable(
  'deposit_presale_skus',
  {
    shopId: id('shop_id').notNull(),
    presaleId: id('presale_id').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    deposit: satang('deposit').notNull(),
    deduction: satang('deduction').notNull(),
    /** Pre-sale stock; sold is taken by one conditional UPDATE, never above it. */
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.presaleId, t.skuId] }),
    index('deposit_presale_skus_sku_idx').on(t.shopId, t.skuId),
    check('deposit_presale_skus_money_ok', sql`${t.deposit} > 0 and ${t.deduction} >= ${t.deposit}`),
    check('deposit_presale_skus_sold_ok', sql`${t.stock} > 0 and ${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
  ],
);
