import {
  DEFAULT_RECTIFY_DAYS,
  type SubmissionKind,
  type ViolationSeverity,
  type ViolationStatus,
  type ViolationType,
} from '@sc/contract/calls/compliance.ts';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { bangkokMinute } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { violationEvents, violations } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { halt, productOf, refreshOpenViolations, takeDown } from './product-effects.ts';

// The life of a violation (product issue: violations the platform raises). Raised pending → the
// merchant rectifies or appeals before the deadline (appealing) → the platform passes it
// (rectified, or revoked when an appeal shows it was no violation) or fails it (back to pending). A
// deadline that passes while pending climbs one step: a warn becomes a take- down with a fresh
// deadline, a take-down halts the product for good, a halt's appeal window closes.

const DAY_MS = 24 * 60 * 60 * 1000;
export type ViolationRecord = typeof violations.$inferSelect;

async function addEvent(
  shop: ShopScope,
  input: {
    violationId: string;
    kind: 'raised' | 'submitted' | 'passed' | 'failed' | 'escalated' | 'expired';
    actor: 'platform' | 'merchant' | 'system';
    actorId?: string | null;
    submissionKind?: SubmissionKind | null;
    severity?: ViolationSeverity | null;
    text?: string;
    evidenceUrls?: string[];
    at: Date;
  },
) {
  await shop.insert(violationEvents, [
    {
      id: newId(),
      violationId: input.violationId,
      kind: input.kind,
      actor: input.actor,
      actorId: input.actorId ?? null,
      submissionKind: input.submissionKind ?? null,
      severity: input.severity ?? null,
      text: input.text ?? '',
      evidenceUrls: input.evidenceUrls ?? [],
      at: input.at,
    },
  ]);
}

export async function violationOf(shop: ShopScope, violationId: string): Promise<ViolationRecord> {
  const v = await shop.first(violations, eq(violations.id, violationId));
  if (!v) throw notFound();
  return v;
}

/** The platform raises a violation; a take-down or halt acts on the product at once. */
export async function raiseViolation(
  shop: ShopScope,
  input: {
    productId: number;
    type: ViolationType;
    severity: ViolationSeverity;
    reason: string;
    requirement: string;
    rectifyDays: number;
    points: number;
    operatorId: string;
    now: Date;
  },
) {
  const product = await productOf(shop, input.productId);
  if (!product || product.deletedAt) throw notFound();
  if (product.status === 'halted') throw new BizError('RULE_VIOLATED', 'productAlreadyHalted');
  const violationId = newId();
  const deadlineAt = new Date(input.now.getTime() + input.rectifyDays * DAY_MS);
  await shop.insert(violations, [
    {
      id: violationId,
      productId: product.id,
      productTitle: product.title,
      type: input.type,
      severity: input.severity,
      reason: input.reason,
      requirement: input.requirement,
      points: input.points,
      status: 'pending',
      deadlineAt,
      raisedBy: input.operatorId,
      raisedAt: input.now,
      updatedAt: input.now,
    },
  ]);
  await addEvent(shop, {
    violationId,
    kind: 'raised',
    actor: 'platform',
    actorId: input.operatorId,
    severity: input.severity,
    text: input.reason,
    at: input.now,
  });
  if (input.severity === 'take_down') await takeDown(shop, product.id, input.now);
  if (input.severity === 'halt') await halt(shop, product.id, input.now);
  await refreshOpenViolations(shop, [product.id]);
  const after = await productOf(shop, product.id);
  return { violationId, deadlineAt, productStatus: after?.status ?? product.status };
}

/** The merchant rectifies or appeals: only while pending and before the deadline. */
export async function submitViolation(
  shop: ShopScope,
  input: {
    violationId: string;
    kind: SubmissionKind;
    explanation: string;
    evidenceUrls: string[];
    userId: string;
    now: Date;
  },
): Promise<ViolationStatus> {
  const v = await violationOf(shop, input.violationId);
  if (v.status === 'appealing') throw new BizError('RULE_VIOLATED', 'violationUnderReview');
  if (v.status !== 'pending') throw new BizError('RULE_VIOLATED', 'violationClosed');
  if (input.now.getTime() > v.deadlineAt.getTime()) {
    throw new BizError('RULE_VIOLATED', 'violationDeadlinePassed', { deadline: bangkokMinute(v.deadlineAt) });
  }
  if (input.kind === 'rectify' && v.severity === 'halt')
    throw new BizError('RULE_VIOLATED', 'violationHaltedNoRectify');
  // Conditional on the status read above, so two submissions at once make one.
  const changed = await shop
    .update(
      violations,
      { status: 'appealing', submissions: sql`${violations.submissions} + 1`, updatedAt: input.now },
      and(eq(violations.id, v.id), eq(violations.status, 'pending')),
    )
    .returning({ id: violations.id });
  if (changed.length === 0) throw new BizError('RULE_VIOLATED', 'violationUnderReview');
  await addEvent(shop, {
    violationId: v.id,
    kind: 'submitted',
    actor: 'merchant',
    actorId: input.userId,
    submissionKind: input.kind,
    text: input.explanation,
    evidenceUrls: input.evidenceUrls,
    at: input.now,
  });
  return 'appealing';
}

export async function lastSubmission(shop: ShopScope, violationId: string) {
  const [row] = await shop.tx
    .select()
    .from(violationEvents)
    .where(
      shop.where(violationEvents, eq(violationEvents.violationId, violationId), eq(violationEvents.kind, 'submitted')),
    )
    .orderBy(desc(violationEvents.at), desc(violationEvents.id))
    .limit(1);
  return row;
}

/**
 * The platform decides a submission. Pass closes it: a rectification as rectified (points
 * kept), an appeal as revoked (points returned); the product may go back on sale, except a
 * halted one, which never does. Fail returns it to the merchant; past the deadline, the
 * deadline's step follows at once.
 */
export async function decideViolation(
  shop: ShopScope,
  input: { violationId: string; decision: 'pass' | 'fail'; remark: string; operatorId: string; now: Date },
) {
  const v = await violationOf(shop, input.violationId);
  if (v.status !== 'appealing') throw new BizError('RULE_VIOLATED', 'violationNotUnderReview');
  const submission = await lastSubmission(shop, v.id);
  const kind: SubmissionKind = submission?.submissionKind === 'appeal' ? 'appeal' : 'rectify';
  let status: ViolationStatus;
  if (input.decision === 'pass') {
    status = kind === 'appeal' ? 'revoked' : 'rectified';
    await shop.update(
      violations,
      { status, closedAt: input.now, updatedAt: input.now },
      and(eq(violations.id, v.id), eq(violations.status, 'appealing')),
    );
  } else {
    status = 'pending';
    await shop.update(
      violations,
      { status, updatedAt: input.now },
      and(eq(violations.id, v.id), eq(violations.status, 'appealing')),
    );
  }
  await addEvent(shop, {
    violationId: v.id,
    kind: input.decision === 'pass' ? 'passed' : 'failed',
    actor: 'platform',
    actorId: input.operatorId,
    submissionKind: kind,
    text: input.remark,
    at: input.now,
  });
  if (status === 'pending' && v.deadlineAt.getTime() <= input.now.getTime()) {
    status = await applyDeadline(shop, { ...v, status: 'pending' }, input.now);
  }
  await refreshOpenViolations(shop, [v.productId]);
  const product = await productOf(shop, v.productId);
  return { status, productStatus: product?.status ?? 'deleted' };
}

/** The step a passed deadline takes on a pending violation; returns its new status. */
async function applyDeadline(shop: ShopScope, v: ViolationRecord, now: Date): Promise<ViolationStatus> {
  const severity = v.severity as ViolationSeverity;
  if (severity === 'warn') {
    const deadlineAt = new Date(now.getTime() + DEFAULT_RECTIFY_DAYS * DAY_MS);
    await shop.update(
      violations,
      { severity: 'take_down', deadlineAt, updatedAt: now },
      and(eq(violations.id, v.id), eq(violations.status, 'pending')),
    );
    await addEvent(shop, { violationId: v.id, kind: 'escalated', actor: 'system', severity: 'take_down', at: now });
    await takeDown(shop, v.productId, now);
    return 'pending';
  }
  await shop.update(
    violations,
    { status: 'expired', closedAt: now, updatedAt: now },
    and(eq(violations.id, v.id), eq(violations.status, 'pending')),
  );
  await addEvent(shop, { violationId: v.id, kind: 'expired', actor: 'system', severity, at: now });
  // A take-down not rectified in time halts the product for good.
  if (severity === 'take_down') await halt(shop, v.productId, now);
  return 'expired';
}

/**
 * The deadline sweep (a job): every pending violation whose deadline has passed takes its step.
 * Idempotent: a step moves the row out of the due set (escalated rows get a later deadline).
 */
export async function sweepDeadlines(tx: Tx, now: Date, batch = 500): Promise<number> {
  const due = await tx
    .select()
    .from(violations)
    .where(and(eq(violations.status, 'pending'), lte(violations.deadlineAt, now)))
    .orderBy(asc(violations.deadlineAt))
    .limit(batch);
  for (const v of due) {
    const shop = new ShopScope(tx, v.shopId);
    await applyDeadline(shop, v, now);
    await refreshOpenViolations(shop, [v.productId]);
  }
  return due.length;
}
