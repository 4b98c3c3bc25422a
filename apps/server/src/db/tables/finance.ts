import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, satang } from '../columns.ts';

// Finance: the ledger of money lines (written by the ledger layer, apps/server/src/ledger/, in the
// transaction of the money event), the bills built from it, and the receiving accounts.

/**
 * One money line of a shop. Immutable: a trigger (migration) refuses UPDATE and DELETE; a line
 * posted wrong is undone by a new 'reversal' line. Amount in satang, the merchant's sign.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: id('shop_id').notNull(),
    /** LEDGER_KIND of @sc/contract/finance.ts. */
    kind: varchar('kind', { length: 24 }).notNull(),
    amount: satang('amount').notNull(),
    /** The order the line belongs to; null for a line of the shop (adjustment, payout). */
    orderId: bigint('order_id', { mode: 'number' }),
    /** What the line came from: a pay serial, a case, a bill, an adjustment. */
    ref: varchar('ref', { length: 64 }).notNull().default(''),
    note: varchar('note', { length: 200 }).notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [
    // kind and amount in the key too: the trade list counts and sums the lines of the days not
    // totalled yet from this index alone (areas/finance/day-totals.ts).
    index('ledger_lines_shop_at_idx').on(t.shopId, t.at, t.id, t.kind, t.amount),
    index('ledger_lines_shop_order_idx').on(t.shopId, t.orderId),
    index('ledger_lines_shop_kind_idx').on(t.shopId, t.kind, t.at),
  ],
);

/**
 * The count and sum of a shop's lines of one closed Bangkok day and one kind, written by the
 * finance area's day-totals job (never on insert), so the trade list's totals read a few rows per
 * day instead of every line. Lines are immutable, so a closed day's totals never change.
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    shopId: id('shop_id').notNull(),
    /** The Bangkok calendar day of the lines. */
    day: date('day', { mode: 'string' }).notNull(),
    /** LEDGER_KIND of @sc/contract/finance.ts. */
    kind: varchar('kind', { length: 24 }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
    amount: satang('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.kind] })],
);

/**
 * How far a shop's day totals reach: they hold exactly the shop's lines posted before
 * `totalledBefore` (the start of a Bangkok day) whose id is at most `maxLineId`; every other line
 * is counted live.
 */
export const ledgerTotalsMarks = pgTable('ledger_totals_marks', {
  shopId: id('shop_id').primaryKey(),
  totalledBefore: at('totalled_before').notNull(),
  maxLineId: bigint('max_line_id', { mode: 'number' }).notNull(),
});

/** A bill: one shop's lines of one bill cycle; its amount is the sum of its lines. */
export const bills = pgTable(
  'bills',
  {
    id: id().primaryKey(),
    shopId: id('shop_id').notNull(),
    /** The cycle's first Bangkok day ('2026-10-01') and the day after its last. */
    periodStart: varchar('period_start', { length: 10 }).notNull(),
    periodEnd: varchar('period_end', { length: 10 }).notNull(),
    /** BILL_STATUS of @sc/contract/finance.ts. */
    status: varchar('status', { length: 16 }).notNull(),
    amount: satang('amount').notNull(),
    lineCount: bigint('line_count', { mode: 'number' }).notNull(),
    builtAt: at('built_at').notNull(),
    auditDeadline: at('audit_deadline').notNull(),
    payDeadline: at('pay_deadline').notNull(),
    auditedAt: at('audited_at'),
    /** True when the audit deadline passed without the merchant's word. */
    autoConfirmed: boolean('auto_confirmed').notNull().default(false),
    disputeReason: text('dispute_reason'),
    disputedAt: at('disputed_at'),
    settledAt: at('settled_at'),
    /** The receiving account paid, as it was at payout. */
    payoutAccount: varchar('payout_account', { length: 120 }),
    payoutLineId: bigint('payout_line_id', { mode: 'number' }),
  },
  (t) => [
    index('bills_shop_status_idx').on(t.shopId, t.status, t.periodStart),
    index('bills_shop_period_idx').on(t.shopId, t.periodStart),
  ],
);

/** Which ledger lines a bill holds: written once when the bill is built; a line is on one bill at most. */
export const billLines = pgTable(
  'bill_lines',
  {
    shopId: id('shop_id').notNull(),
    billId: id('bill_id').notNull(),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lineId] }), index('bill_lines_bill_idx').on(t.shopId, t.billId)],
);

/** Adjustments the platform's operator raised on a shop, each posted as an 'adjustment' line. */
export const billAdjustments = pgTable(
  'bill_adjustments',
  {
    id: id().primaryKey(),
    shopId: id('shop_id').notNull(),
    amount: satang('amount').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** The bill the merchant disputed, when the adjustment answers a dispute. */
    forBillId: id('for_bill_id'),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bill_adjustments_shop_idx').on(t.shopId, t.createdAt)],
);

/** The shop's bank accounts a bill may be paid to; one is the default. */
export const receivingAccounts = pgTable(
  'receiving_accounts',
  {
    id: id().primaryKey(),
    shopId: id('shop_id').notNull(),
    holder: varchar('holder', { length: 100 }).notNull(),
    /** THAI_BANKS code of @sc/contract/finance.ts. */
    bankCode: varchar('bank_code', { length: 8 }).notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    branch: varchar('branch', { length: 100 }).notNull().default(''),
    groupName: varchar('group_name', { length: 40 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('receiving_accounts_shop_idx').on(t.shopId, t.createdAt),
    uniqueIndex('receiving_accounts_one_default').on(t.shopId).where(sql`${t.isDefault}`),
    check('receiving_accounts_number_digits', sql`${t.number} ~ '^[0-9]+$'`),
  ],
);
