import {
  CLOSED_VIOLATION_STATUSES,
  VIOLATION_POINTS_WINDOW_DAYS,
  type ViolationEvent,
  type ViolationRow,
  type ViolationSeverity,
  type ViolationStatus,
  type ViolationTab,
  type ViolationType,
  type violationListInquiry,
} from '@sc/contract/calls/compliance.ts';
import { toYN } from '@sc/contract/common.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../db/like.ts';
import { toNumber } from '../../db/numbers.ts';
import { products, violationEvents, violations } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { violationOf } from './violation-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// Events of one instant (a submission decided in the same millisecond) in their natural order.
const EVENT_ORDER = sql`case ${violationEvents.kind} when 'raised' then 0 when 'submitted' then 1 when 'passed' then 2 when 'failed' then 2 else 3 end`;

const TAB_STATUSES: Record<ViolationTab, readonly ViolationStatus[]> = {
  pending: ['pending'],
  appealing: ['appealing'],
  closed: CLOSED_VIOLATION_STATUSES,
};

/** Product title words, or a product id of at least three digits. */
export function productKeyword(keyword: string, idColumn: AnyPgColumn, titles: AnyPgColumn[]): SQL | undefined {
  const words = keyword.trim();
  if (!words) return undefined;
  const byTitle = titles.map((t) => ilike(t, containsPattern(words)));
  return /^\d{3,18}$/.test(words) ? or(eq(idColumn, Number(words)), ...byTitle) : or(...byTitle);
}

const rowColumns = {
  v: violations,
  title: products.title,
  images: products.images,
  status: products.status,
};

type Joined = {
  v: typeof violations.$inferSelect;
  title: string | null;
  images: string[] | null;
  status: string | null;
};

function toRow(r: Joined, now: Date): ViolationRow {
  const v = r.v;
  return {
    violationId: v.id,
    productId: String(v.productId),
    productTitle: r.title ?? v.productTitle,
    productImage: r.images?.[0] ?? '',
    productStatus: r.status ?? 'deleted',
    type: v.type as ViolationType,
    severity: v.severity as ViolationSeverity,
    reason: v.reason,
    points: v.points,
    status: v.status as ViolationStatus,
    raisedAt: v.raisedAt.toISOString(),
    deadlineAt: v.deadlineAt.toISOString(),
    closedAt: v.closedAt?.toISOString() ?? null,
    canSubmit: toYN(v.status === 'pending' && now.getTime() <= v.deadlineAt.getTime()),
    submissions: v.submissions,
  };
}

function joined(shop: ShopScope) {
  return (
    shop.tx
      .select(rowColumns)
      .from(violations)
      // A join: the product is matched on the shop column of the violation `where` scopes.
      .leftJoin(products, and(eq(products.shopId, violations.shopId), eq(products.id, violations.productId)))
  );
}

export async function listViolations(shop: ShopScope, p: CallPayload<typeof violationListInquiry>, now: Date) {
  const filters = [
    p.type ? eq(violations.type, p.type) : undefined,
    p.severity ? eq(violations.severity, p.severity) : undefined,
    p.raisedFrom ? gte(violations.raisedAt, new Date(p.raisedFrom)) : undefined,
    p.raisedTo ? lte(violations.raisedAt, new Date(p.raisedTo)) : undefined,
    productKeyword(p.keyword, violations.productId, [violations.productTitle, products.title]),
  ];
  const inTab = inArray(violations.status, [...TAB_STATUSES[p.tab]]);
  const order =
    p.tab === 'pending'
      ? [asc(violations.deadlineAt)]
      : p.tab === 'appealing'
        ? [desc(violations.updatedAt)]
        : [desc(violations.closedAt)];
  const rows = await joined(shop)
    .where(shop.where(violations, inTab, ...filters))
    .orderBy(...order, desc(violations.raisedAt), asc(violations.id))
    .limit(p.page.pageSize)
    .offset((p.page.pageNum - 1) * p.page.pageSize);
  const byStatus = await shop.tx
    .select({ status: violations.status, n: count() })
    .from(violations)
    // A join, as in joined().
    .leftJoin(products, and(eq(products.shopId, violations.shopId), eq(products.id, violations.productId)))
    .where(shop.where(violations, ...filters))
    .groupBy(violations.status);
  const countOf = (tab: ViolationTab) =>
    byStatus
      .filter((r) => TAB_STATUSES[tab].includes(r.status as ViolationStatus))
      .reduce((a, r) => a + toNumber(r.n), 0);
  const [points] = await shop.tx
    .select({ total: sum(violations.points) })
    .from(violations)
    .where(
      shop.where(
        violations,
        ne(violations.status, 'revoked'),
        gte(violations.raisedAt, new Date(now.getTime() - VIOLATION_POINTS_WINDOW_DAYS * DAY_MS)),
      ),
    );
  return {
    list: rows.map((r) => toRow(r, now)),
    page: { pageNum: p.page.pageNum, pageSize: p.page.pageSize, count: countOf(p.tab) },
    tabCounts: { pending: countOf('pending'), appealing: countOf('appealing'), closed: countOf('closed') },
    pointsInWindow: toNumber(points?.total ?? 0),
  };
}

export async function violationDetail(shop: ShopScope, violationId: string, now: Date) {
  const v = await violationOf(shop, violationId);
  const [r] = await joined(shop)
    .where(shop.where(violations, eq(violations.id, v.id)))
    .limit(1);
  const row = toRow(r ?? { v, title: null, images: null, status: null }, now);
  const events = await shop.tx
    .select()
    .from(violationEvents)
    .where(shop.where(violationEvents, eq(violationEvents.violationId, v.id)))
    .orderBy(asc(violationEvents.at), asc(EVENT_ORDER));
  const halted = row.severity === 'halt' || row.productStatus === 'halted';
  const cleared = row.status === 'rectified' || row.status === 'revoked';
  return {
    ...row,
    requirement: v.requirement,
    canRectify: toYN(row.canSubmit === 'y' && row.severity !== 'halt'),
    canAppeal: row.canSubmit,
    productMayReturn: toYN(!halted && (row.severity === 'warn' || cleared)),
    events: events.map(
      (e): ViolationEvent => ({
        kind: e.kind as ViolationEvent['kind'],
        actor: e.actor as ViolationEvent['actor'],
        submissionKind: (e.submissionKind as ViolationEvent['submissionKind']) ?? null,
        severity: (e.severity as ViolationSeverity | null) ?? null,
        text: e.text,
        evidenceUrls: e.evidenceUrls,
        at: e.at.toISOString(),
      }),
    ),
  };
}

/** Violations that wait for the merchant (the dashboard's action centre). */
export function pendingViolationCount(shop: ShopScope): Promise<number> {
  return shop.count(violations, eq(violations.status, 'pending'));
}
