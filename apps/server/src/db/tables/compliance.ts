import { bigint, index, jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from '../columns.ts';

// Violations and inspections the platform raises on a shop's products (areas/compliance).
// Tenant tables: shop_id leads every key and index.

export const violations = pgTable(
  'violations',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    /** The title when raised, for the record; lists show the product's title now. */
    productTitle: varchar('product_title', { length: 100 }).notNull(),
    /** VIOLATION_TYPES of @sc/contract/calls/compliance.ts. */
    type: varchar('type', { length: 24 }).notNull(),
    /** warn | take_down | halt; a warn left past its deadline becomes a take_down. */
    severity: varchar('severity', { length: 16 }).notNull(),
    reason: text('reason').notNull(),
    requirement: text('requirement').notNull().default(''),
    points: smallint('points').notNull().default(0),
    /** pending | appealing | rectified | revoked | expired. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    deadlineAt: at('deadline_at').notNull(),
    raisedBy: id('raised_by').notNull(),
    raisedAt: at('raised_at').notNull(),
    closedAt: at('closed_at'),
    submissions: smallint('submissions').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('violations_shop_status_idx').on(t.shopId, t.status, t.deadlineAt),
    index('violations_shop_product_idx').on(t.shopId, t.productId),
    index('violations_shop_raised_idx').on(t.shopId, t.raisedAt),
  ],
);

/** The history of one violation: raised, submitted, passed, failed, escalated, expired. */
export const violationEvents = pgTable(
  'violation_events',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    violationId: id('violation_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** platform | merchant | system */
    actor: varchar('actor', { length: 16 }).notNull(),
    /** The operator's or the merchant user's id; null for the system. */
    actorId: id('actor_id'),
    /** rectify | appeal, on submissions. */
    submissionKind: varchar('submission_kind', { length: 16 }),
    /** The severity after an escalation, or when raised. */
    severity: varchar('severity', { length: 16 }),
    text: text('text').notNull().default(''),
    evidenceUrls: jsonb('evidence_urls').$type<string[]>().notNull().default([]),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.id] }), index('violation_events_idx').on(t.shopId, t.violationId, t.at)],
);

export interface InspectionItemRecord {
  code: string;
  passed: boolean;
  note: string;
}

/** Commodity compliance figures; score in tenths, discount in hundredths of a percent. */
export interface CommodityMetrics {
  sales90d: number;
  scoreTenths: number;
  discountBasisPoints: number;
}

export const productInspections = pgTable(
  'product_inspections',
  {
    shopId: id('shop_id').notNull(),
    id: id().notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    productTitle: varchar('product_title', { length: 100 }).notNull(),
    /** quality | compliance | commodity */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** passed | failed */
    result: varchar('result', { length: 8 }).notNull(),
    items: jsonb('items').$type<InspectionItemRecord[]>().notNull().default([]),
    metrics: jsonb('metrics').$type<CommodityMetrics>(),
    remark: text('remark').notNull().default(''),
    operatorId: id('operator_id').notNull(),
    inspectedAt: at('inspected_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.id] }),
    index('product_inspections_shop_kind_idx').on(t.shopId, t.kind, t.inspectedAt),
    index('product_inspections_shop_product_idx').on(t.shopId, t.productId, t.kind),
  ],
);
