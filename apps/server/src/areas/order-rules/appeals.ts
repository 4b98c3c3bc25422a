import type { AbnormalOrderRow, AbnormalReason, AppealRow, AppealStatus } from '@sc/contract/calls/order-rules.ts';
import { APPEAL_STATUSES } from '@sc/contract/calls/order-rules.ts';
import { toYN } from '@sc/contract/common.ts';
import { PLATFORM_REVIEW_BUSINESS_DAYS } from '@sc/contract/constants.ts';
import type { OrderStatus } from '@sc/contract/orders.ts';
import { APPEAL_DESCRIPTION_MAX, APPEAL_EVIDENCE_MAX } from '@sc/contract/orders.ts';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { bangkokMinute } from '../../bangkok-time.ts';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { mediaFiles, orderAppeals, orders, shopPointDeductions } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';
import { publicUrl, shopImagesNamed } from '../media/index.ts';
import { addWorkingDays, orderOf, recordEvent } from '../orders/index.ts';
import { APPEAL_REJECTED, COMPLAINT_EXPIRED, complaintDeadlineOf } from './rules.ts';

// Complaints (appeals) about abnormal orders: the merchant files one per order within the
// complaint window; the platform (the simulator's operator) passes or rejects it. Stored
// states are pending | approved | rejected; the API says passed for approved.

type AppealRecord = typeof orderAppeals.$inferSelect;

const baht = (satang: number) => satang / 100;

const toApi = (stored: string): AppealStatus => (stored === 'approved' ? 'passed' : (stored as AppealStatus));
const toStored = (status: AppealStatus) => (status === 'passed' ? 'approved' : status);

const finalReasons: readonly string[] = [COMPLAINT_EXPIRED, APPEAL_REJECTED];

export function presentAppeal(a: AppealRecord): AppealRow {
  return {
    appealId: a.id,
    orderId: String(a.orderId),
    reason: a.reason,
    description: a.description,
    evidenceCount: a.evidence.length,
    status: toApi(a.status),
    filedAt: a.filedAt.toISOString(),
    reviewDeadline: addWorkingDays(a.filedAt, PLATFORM_REVIEW_BUSINESS_DAYS).toISOString(),
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
    decisionNote: a.decisionNote,
  };
}

// The outer columns are spelt out: in a select list drizzle writes a column bare, and a bare
// "shop_id" inside the subquery would be the item's own.
const firstLine = sql<string | null>`(select json_build_object('title', i.title, 'imageUrl', i.image_url)::text
  from order_items i where i.shop_id = "orders"."shop_id" and i.order_id = "orders"."id" order by i.line_no limit 1)`;

/** The shop's orders marked abnormal, newest first, with their complaint state. */
export async function abnormalOrders(
  shop: ShopScope,
  now: Date,
  p: { orderId: string; reason?: AbnormalReason | undefined; page: { pageNum: number; pageSize: number } },
): Promise<{ list: AbnormalOrderRow[]; page: { pageNum: number; pageSize: number; count: number } }> {
  const where = shop.where(
    orders,
    isNotNull(orders.abnormalAt),
    p.orderId ? eq(orders.id, Number(p.orderId)) : undefined,
    p.reason ? eq(orders.abnormalReason, p.reason) : undefined,
  );
  const { pageNum, pageSize } = p.page;
  const [total] = await shop.tx.select({ n: count() }).from(orders).where(where);
  const rows = await shop.tx
    .select({ order: orders, appeal: orderAppeals, line: firstLine })
    .from(orders)
    // A join: the appeal's shop column is matched to the order's, which `where` scopes.
    .leftJoin(orderAppeals, and(eq(orderAppeals.shopId, orders.shopId), eq(orderAppeals.orderId, orders.id)))
    .where(where)
    .orderBy(desc(orders.abnormalAt), desc(orders.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const list = rows.map(({ order: o, appeal, line }): AbnormalOrderRow => {
    const abnormalAt = o.abnormalAt ?? now;
    const deadline = complaintDeadlineOf(abnormalAt);
    const first = line ? (JSON.parse(line) as { title: string; imageUrl: string }) : { title: '', imageUrl: '' };
    const final = finalReasons.includes(o.cancelReason ?? '');
    return {
      orderId: String(o.id),
      status: o.status as OrderStatus,
      reason: o.abnormalReason ?? '',
      abnormalAt: abnormalAt.toISOString(),
      complaintDeadline: deadline.toISOString(),
      appealStatus: appeal ? toApi(appeal.status) : 'none',
      appealId: appeal?.id ?? null,
      canAppeal: toYN(!appeal && !final && now.getTime() < deadline.getTime()),
      refundFinal: toYN(final),
      buyerNickname: o.buyerNickname,
      title: first.title,
      imageUrl: first.imageUrl,
      itemCount: o.itemCount,
      totalAmount: baht(o.totalAmount),
      refundedAmount: baht(o.refundedAmount),
    };
  });
  return { list, page: { pageNum, pageSize, count: toNumber(total?.n) } };
}

/** Media ids of the shop's images named by id or by url, in the order given. */
async function evidenceIds(shop: ShopScope, entries: readonly string[]): Promise<string[]> {
  return (await shopImagesNamed(shop, entries, 'appealEvidenceNotFound')).map((f) => f.id);
}

/** The merchant files a complaint about an abnormal order, within its window, once. */
export async function fileAppeal(
  shop: ShopScope,
  userId: string,
  now: Date,
  p: { orderId: string; description: string; evidence: string[] },
) {
  const order = await orderOf(shop.tx, shop.shopId, Number(p.orderId), { lock: true });
  if (p.description.length === 0 || p.description.length > APPEAL_DESCRIPTION_MAX) {
    throw new BizError('VALIDATION_FAILED', 'appealDescriptionRequired', { max: APPEAL_DESCRIPTION_MAX });
  }
  if (p.evidence.length > APPEAL_EVIDENCE_MAX) {
    throw new BizError('VALIDATION_FAILED', 'appealEvidenceTooMany', { max: APPEAL_EVIDENCE_MAX });
  }
  if (!order.abnormalAt) throw new BizError('RULE_VIOLATED', 'appealOrderNotAbnormal', { orderId: p.orderId });
  const filed = await shop.first(orderAppeals, eq(orderAppeals.orderId, order.id));
  if (filed) throw new BizError('RULE_VIOLATED', 'appealAlreadyFiled', { orderId: p.orderId });
  const deadline = complaintDeadlineOf(order.abnormalAt);
  if (now.getTime() >= deadline.getTime() || finalReasons.includes(order.cancelReason ?? '')) {
    throw new BizError('RULE_VIOLATED', 'appealWindowClosed', { deadline: bangkokMinute(deadline) });
  }
  const evidence = [...new Set(await evidenceIds(shop, p.evidence))];
  const id = newId();
  await shop.insert(orderAppeals, [
    {
      id,
      orderId: order.id,
      reason: order.abnormalReason ?? '',
      description: p.description,
      evidence,
      status: 'pending',
      filedBy: userId,
      filedAt: now,
    },
  ]);
  await recordEvent(
    shop.tx,
    {
      shopId: shop.shopId,
      orderId: order.id,
      kind: 'appeal_filed',
      actor: 'merchant',
      actorId: userId,
      detail: { appealId: id },
    },
    now,
  );
  return {
    appealId: id,
    status: 'pending' as const,
    filedAt: now.toISOString(),
    reviewDeadline: addWorkingDays(now, PLATFORM_REVIEW_BUSINESS_DAYS).toISOString(),
  };
}

export async function appealList(
  shop: ShopScope,
  p: { tab: AppealStatus; orderId: string; page: { pageNum: number; pageSize: number } },
) {
  const { pageNum, pageSize } = p.page;
  const where = shop.where(
    orderAppeals,
    eq(orderAppeals.status, toStored(p.tab)),
    p.orderId ? eq(orderAppeals.orderId, Number(p.orderId)) : undefined,
  );
  const [total] = await shop.tx.select({ n: count() }).from(orderAppeals).where(where);
  const rows = await shop.tx
    .select()
    .from(orderAppeals)
    .where(where)
    .orderBy(desc(orderAppeals.filedAt), desc(orderAppeals.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const counted = await shop.tx
    .select({ status: orderAppeals.status, n: count() })
    .from(orderAppeals)
    .where(shop.where(orderAppeals))
    .groupBy(orderAppeals.status);
  const tabCounts = Object.fromEntries(APPEAL_STATUSES.map((s) => [s, 0])) as Record<AppealStatus, number>;
  for (const c of counted) tabCounts[toApi(c.status)] = toNumber(c.n);
  return { list: rows.map(presentAppeal), page: { pageNum, pageSize, count: toNumber(total?.n) }, tabCounts };
}

export async function appealDetail(shop: ShopScope, appealId: string) {
  const appeal = await shop.first(orderAppeals, eq(orderAppeals.id, appealId));
  if (!appeal) throw notFound();
  const order = await orderOf(shop.tx, shop.shopId, appeal.orderId);
  const files =
    appeal.evidence.length > 0
      ? await shop.tx
          .select({ id: mediaFiles.id, path: mediaFiles.path })
          .from(mediaFiles)
          .where(shop.where(mediaFiles, inArray(mediaFiles.id, appeal.evidence)))
      : [];
  const evidence = appeal.evidence.flatMap((id) => {
    const f = files.find((x) => x.id === id);
    return f ? [{ mediaId: f.id, url: publicUrl(f.path) }] : [];
  });
  return {
    ...presentAppeal(appeal),
    evidence,
    orderStatus: order.status as OrderStatus,
    totalAmount: baht(order.totalAmount),
    refundedAmount: baht(order.refundedAmount),
  };
}

/**
 * The platform decides a pending complaint. Pass: the abnormal mark is lifted (and any points
 * the order cost are given back); the cancellation and the refund stand, the buyer keeps the
 * money. Reject: the refund is final.
 */
export async function decideAppeal(
  shop: ShopScope,
  operatorId: string,
  now: Date,
  p: { appealId: string; decision: 'pass' | 'reject'; note: string },
) {
  const [appeal] = await shop.tx
    .select()
    .from(orderAppeals)
    .where(shop.where(orderAppeals, eq(orderAppeals.id, p.appealId)))
    .limit(1)
    .for('update');
  if (!appeal) throw notFound();
  if (appeal.status !== 'pending') throw new BizError('RULE_VIOLATED', 'mktAppealDecided');
  const order = await orderOf(shop.tx, shop.shopId, appeal.orderId, { lock: true });
  const status: AppealStatus = p.decision === 'pass' ? 'passed' : 'rejected';
  await shop.update(
    orderAppeals,
    { status: toStored(status), decidedAt: now, decisionNote: p.note },
    eq(orderAppeals.id, appeal.id),
  );
  const event = { shopId: shop.shopId, orderId: order.id, actor: 'platform' as const, actorId: operatorId };
  await recordEvent(
    shop.tx,
    { ...event, kind: 'appeal_decided', detail: { appealId: appeal.id, decision: status } },
    now,
  );
  if (status === 'passed') {
    await shop.update(orders, { abnormalAt: null, updatedAt: now }, eq(orders.id, order.id));
    const [points] = await shop.tx
      .select({ n: sql<number>`coalesce(sum(${shopPointDeductions.points}), 0)` })
      .from(shopPointDeductions)
      .where(shop.where(shopPointDeductions, eq(shopPointDeductions.orderId, order.id)));
    const owed = toNumber(points?.n);
    if (owed > 0) {
      await shop.insert(shopPointDeductions, [
        { orderId: order.id, points: -owed, reason: 'appeal_passed', note: `Complaint ${appeal.id} passed`, at: now },
      ]);
    }
  } else {
    await shop.update(orders, { cancelReason: APPEAL_REJECTED, updatedAt: now }, eq(orders.id, order.id));
    await recordEvent(
      shop.tx,
      { ...event, kind: 'refunded', detail: { amount: order.refundedAmount, reason: APPEAL_REJECTED, final: true } },
      now,
    );
  }
  return { appealId: appeal.id, orderId: String(order.id), status, decidedAt: now.toISOString() };
}

/** Complaints across shops (or of one) in a state, oldest first: what the platform has to decide. */
export async function operatorAppeals(
  tx: Tx,
  p: { shopId?: string | undefined; status: AppealStatus; page: { pageNum: number; pageSize: number } },
) {
  const { pageNum, pageSize } = p.page;
  const where = and(
    eq(orderAppeals.status, toStored(p.status)),
    // The platform's list spans every shop; the shop here is a search field, not a scope.
    p.shopId ? eq(orderAppeals.shopId, p.shopId) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(orderAppeals).where(where);
  const rows = await tx
    .select()
    .from(orderAppeals)
    .where(where)
    .orderBy(asc(orderAppeals.filedAt), asc(orderAppeals.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return {
    list: rows.map((a) => ({ ...presentAppeal(a), shopId: a.shopId })),
    page: { pageNum, pageSize, count: toNumber(total?.n) },
  };
}
