import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// After-sales. A case covers some units of some lines of one order; its state machine is in
// areas/after-sales/machine.ts and every move goes through areas/after-sales/cases.ts. Money is
// integer satang: a case never refunds more than its lines' paid share (order_items
// refunded_amount, with a CHECK), and an order never more than its total (orders CHECK).

/** The return address a case was agreed with, as it was then. */
export interface CaseAddress {
  addressId: string;
  name: string;
  contact: string;
  phone: string;
  zipCode: string;
  provinceCode: string;
  province: string;
  districtCode: string;
  district: string;
  subDistrictCode: string;
  subDistrict: string;
  detail: string;
  longitude: string;
  latitude: string;
}

export const afterSales = pgTable(
  'after_sales',
  {
    /** The case number merchants search by. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 8611000000001 }),
    shopId: id('shop_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    buyerId: id('buyer_id').notNull(),
    buyerNickname: varchar('buyer_nickname', { length: 40 }).notNull(),
    /** refund | return | exchange (AFTER_SALE_TYPES). */
    type: varchar('type', { length: 12 }).notNull(),
    /** AFTER_SALE_STATUS. */
    status: varchar('status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 24 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** The first line's product, for the list. */
    title: varchar('title', { length: 100 }).notNull(),
    imageUrl: varchar('image_url', { length: 500 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** What the buyer asks back; what this case has refunded. */
    refundAmount: satang('refund_amount').notNull(),
    refundedAmount: satang('refunded_amount').notNull().default(0),
    /** The order's freight this case gave back besides its units (a full return: money.ts). */
    refundedFreight: satang('refunded_freight').notNull().default(0),
    /** The open timer (AFTER_SALE_DEADLINES) and when it fires; null on a final case. */
    deadlineKind: varchar('deadline_kind', { length: 16 }),
    deadlineAt: at('deadline_at'),
    returnAddress: jsonb('return_address').$type<CaseAddress>(),
    returnCarrier: varchar('return_carrier', { length: 16 }),
    returnWaybill: varchar('return_waybill', { length: 40 }),
    returnShippedAt: at('return_shipped_at'),
    receivedAt: at('received_at'),
    reshipCarrier: varchar('reship_carrier', { length: 16 }),
    reshipWaybill: varchar('reship_waybill', { length: 40 }),
    reshippedAt: at('reshipped_at'),
    rejectReason: varchar('reject_reason', { length: 32 }),
    rejectNote: varchar('reject_note', { length: 200 }).notNull().default(''),
    intervenedAt: at('intervened_at'),
    /** buyer | seller */
    judgedFor: varchar('judged_for', { length: 8 }),
    judgementNote: varchar('judgement_note', { length: 500 }).notNull().default(''),
    judgedAt: at('judged_at'),
    /** pending | passed | failed */
    appealStatus: varchar('appeal_status', { length: 8 }),
    appealReason: varchar('appeal_reason', { length: 200 }).notNull().default(''),
    appealNote: varchar('appeal_note', { length: 500 }).notNull().default(''),
    appealFiledAt: at('appeal_filed_at'),
    appealDecidedAt: at('appeal_decided_at'),
    /** The platform's compensation to the shop when an appeal passes (the buyer keeps the refund). */
    compensatedAmount: satang('compensated_amount').notNull().default(0),
    appliedAt: at('applied_at').notNull(),
    closedAt: at('closed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('after_sales_shop_applied_idx').on(t.shopId, t.appliedAt, t.id),
    index('after_sales_shop_status_idx').on(t.shopId, t.status, t.appliedAt, t.id),
    // Open cases, nearest deadline first (the list's order) and the timers' sweep.
    index('after_sales_shop_deadline_idx').on(t.shopId, t.deadlineAt, t.id).where(sql`deadline_at is not null`),
    index('after_sales_deadline_idx').on(t.deadlineAt, t.id).where(sql`deadline_at is not null`),
    // A tab's open cases with a timer (pending, awaiting return, …), nearest deadline first: the
    // list's first run of a tab, and its count, from the index alone.
    index('after_sales_shop_status_deadline_idx')
      .on(t.shopId, t.status, t.deadlineAt, t.id)
      .where(sql`deadline_at is not null`),
    // Open cases with no timer (waiting on the platform): the list's second run.
    index('after_sales_shop_untimed_idx')
      .on(t.shopId, t.updatedAt, t.id)
      .where(sql`deadline_at is null and closed_at is null`),
    index('after_sales_shop_order_idx').on(t.shopId, t.orderId),
    // The cases of the names a buyer search found in after_sale_buyers; the migration adds the
    // columns the search reads of them as INCLUDE (drizzle/0044_after_sale_buyers.sql).
    index('after_sales_shop_buyer_idx').on(t.shopId, t.buyerNickname),
    check(
      'after_sales_amounts_ok',
      sql`${t.refundAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.refundAmount} and ${t.quantity} > 0`,
    ),
  ],
);

/**
 * Each buyer name the shop's cases carry, once, kept by a trigger on after_sales
 * (drizzle/0044_after_sale_buyers.sql). The list's buyer search is a contains-match (ilike '%…%')
 * read through trigrams: here a name is one entry however many cases it has, so the scan reads
 * posting lists of names, not of cases (every name of a shop may share its common trigrams), and
 * the cases then come by the names found (after_sales_shop_buyer_idx). A name stays when its cases
 * go: a search that finds it then finds no case.
 */
export const afterSaleBuyers = pgTable(
  'after_sale_buyers',
  {
    shopId: id('shop_id').notNull(),
    buyerNickname: varchar('buyer_nickname', { length: 40 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.buyerNickname] }),
    // The shop id in the same GIN index (btree_gin): the scan reads only the shop's names. A new
    // name goes straight into the index (no pending list): a search would read that list whole,
    // and PostgreSQL, counting its pages, would scan the table instead.
    index('after_sale_buyers_trgm_idx')
      .using('gin', t.shopId, sql`${t.buyerNickname} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
  ],
);

/**
 * Per-shop case counts by state and type, kept by a statement trigger on after_sales
 * (drizzle/0007_after_sales.sql): the /order/aftersale tab counts and the list's total.
 */
export const afterSaleCounts = pgTable(
  'after_sale_counts',
  {
    shopId: id('shop_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    type: varchar('type', { length: 12 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.status, t.type] })],
);

/** The units of an order line a case covers. */
export const afterSaleItems = pgTable(
  'after_sale_items',
  {
    shopId: id('shop_id').notNull(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    lineNo: smallint('line_no').notNull(),
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.caseId, t.lineNo] }),
    index('after_sale_items_shop_order_idx').on(t.shopId, t.orderId, t.lineNo),
    check('after_sale_items_qty_ok', sql`${t.quantity} > 0`),
  ],
);

/** Evidence images and notes, from the buyer, the merchant or the platform. */
export const afterSaleProofs = pgTable(
  'after_sale_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: id('shop_id').notNull(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    /** buyer | merchant | platform */
    side: varchar('side', { length: 10 }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    urls: jsonb('urls').$type<string[]>().notNull(),
    userId: varchar('user_id', { length: 32 }),
    at: at('at').notNull(),
  },
  (t) => [index('after_sale_proofs_shop_case_idx').on(t.shopId, t.caseId, t.id)],
);

/** A case's timeline: every move and who made it. */
export const afterSaleEvents = pgTable(
  'after_sale_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: id('shop_id').notNull(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** buyer | merchant | platform | system */
    actor: varchar('actor', { length: 10 }).notNull(),
    actorId: varchar('actor_id', { length: 32 }),
    status: varchar('status', { length: 16 }),
    note: text('note').notNull().default(''),
    amount: satang('amount'),
    at: at('at').notNull(),
  },
  (t) => [index('after_sale_events_shop_case_idx').on(t.shopId, t.caseId, t.id)],
);

/** A refund paid to the buyer (kept one year, then removed by a timer). */
export const refundReceipts = pgTable(
  'refund_receipts',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    caseId: bigint('case_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    amount: satang('amount').notNull(),
    /** Of `amount`, the order's freight. */
    freightAmount: satang('freight_amount').notNull().default(0),
    paySerial: varchar('pay_serial', { length: 40 }).notNull(),
    paidAt: at('paid_at').notNull(),
    keepUntil: at('keep_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('refund_receipts_shop_case_idx').on(t.shopId, t.caseId),
    index('refund_receipts_keep_idx').on(t.keepUntil),
    check('refund_receipts_amount_ok', sql`${t.amount} > 0`),
  ],
);
