import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Flash sales (/activityreport/seckill/{modeId}). The platform's programmes and their slots are
// the platform's own rows (no shop column): every shop reads the same ones. A shop's registrations
// of SKUs into a slot, and each buyer's units bought at a registration's flash price, are the shop's.

export const seckillProgrammes = pgTable('seckill_programmes', {
  id: id().primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  createdBy: id('created_by').notNull(),
  createdAt: createdAt(),
});

export const seckillSlots = pgTable(
  'seckill_slots',
  {
    id: id().primaryKey(),
    modeId: id('mode_id').notNull(),
    startAt: at('start_at').notNull(),
    endAt: at('end_at').notNull(),
  },
  (t) => [
    index('seckill_slots_mode_idx').on(t.modeId, t.startAt),
    check('seckill_slots_window_ok', sql`${t.startAt} < ${t.endAt}`),
  ],
);

/** The review states: pending, approved, rejected (with a reason), cancelled by the merchant. */
export const seckillRegistrations = pgTable(
  'seckill_registrations',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    modeId: id('mode_id').notNull(),
    slotId: id('slot_id').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** The flash price of one unit, satang. */
    price: satang('price').notNull(),
    /** Units offered at the flash price; sold is taken by one conditional UPDATE, never above it. */
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    perBuyer: smallint('per_buyer').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    reviewedAt: at('reviewed_at'),
    reviewedBy: id('reviewed_by'),
    createdBy: id('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('seckill_registrations_mode_idx').on(t.shopId, t.modeId, t.slotId),
    index('seckill_registrations_sku_idx').on(t.shopId, t.skuId),
    // One live registration of a SKU per slot: a rejected or cancelled one may be made again.
    uniqueIndex('seckill_registrations_live_uq')
      .on(t.shopId, t.slotId, t.skuId)
      .where(sql`${t.state} in ('pending', 'approved')`),
    check(
      'seckill_registrations_counts_ok',
      sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock} and ${t.price} >= 0 and ${t.perBuyer} > 0`,
    ),
    check('seckill_registrations_state_ok', sql`${t.state} in ('pending', 'approved', 'rejected', 'cancelled')`),
  ],
);

/** Units one buyer bought at a registration's flash price (never above its per-buyer limit). */
export const seckillBuys = pgTable(
  'seckill_buys',
  {
    shopId: id('shop_id').notNull(),
    registrationId: id('registration_id').notNull(),
    buyerId: id('buyer_id').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.registrationId, t.buyerId] }),
    check('seckill_buys_units_ok', sql`${t.units} >= 0`),
  ],
);
