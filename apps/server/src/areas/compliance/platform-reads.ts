import type {
  SubmissionKind,
  ViolationSeverity,
  ViolationStatus,
  ViolationType,
} from '@sc/contract/calls/compliance.ts';
import type { operatorViolationList } from '@sc/contract/calls/marketplace.ts';
import type { CallPayload, CallResponse } from '@sc/contract/define-call.ts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { shopNamed } from '../../auth/operator-scope.ts';
import type { Tx } from '../../db/client.ts';
import { toNumber } from '../../db/numbers.ts';
import { violationEvents, violations } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';

// What the platform (the marketplace's operator) reads of compliance: the violations of every shop.

type OperatorViolations = CallResponse<typeof operatorViolationList>;

/**
 * Violations across shops for the platform's review queue. A platform read over every shop:
 * the operator is not a tenant, so this one query filters by the shop only when asked to.
 */
export async function listAllViolations(
  tx: Tx,
  p: CallPayload<typeof operatorViolationList>,
): Promise<OperatorViolations> {
  const status = p.status ? eq(violations.status, p.status) : undefined;
  const where = p.shopId ? (await shopNamed(tx, p.shopId)).where(violations, status) : status;
  const rows = await tx
    .select()
    .from(violations)
    .where(where)
    .orderBy(p.status === 'appealing' ? asc(violations.updatedAt) : desc(violations.raisedAt), asc(violations.id))
    .limit(p.page.pageSize)
    .offset((p.page.pageNum - 1) * p.page.pageSize);
  const [total] = await tx.select({ n: count() }).from(violations).where(where);
  const list: OperatorViolations['list'] = [];
  for (const v of rows) {
    const [submission] = await tx
      .select()
      .from(violationEvents)
      .where(
        new ShopScope(tx, v.shopId).where(
          violationEvents,
          eq(violationEvents.violationId, v.id),
          eq(violationEvents.kind, 'submitted'),
        ),
      )
      .orderBy(desc(violationEvents.at), sql`${violationEvents.id} desc`)
      .limit(1);
    list.push({
      shopId: v.shopId,
      violationId: v.id,
      productId: String(v.productId),
      productTitle: v.productTitle,
      type: v.type as ViolationType,
      severity: v.severity as ViolationSeverity,
      status: v.status as ViolationStatus,
      deadlineAt: v.deadlineAt.toISOString(),
      lastSubmission: submission
        ? {
            kind: (submission.submissionKind ?? 'rectify') as SubmissionKind,
            explanation: submission.text,
            evidenceUrls: submission.evidenceUrls,
            at: submission.at.toISOString(),
          }
        : null,
    });
  }
  return { list, page: { pageNum: p.page.pageNum, pageSize: p.page.pageSize, count: toNumber(total?.n) } };
}
