import { count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toNumber } from '../../db/numbers.ts';
import { refundReceipts } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';

// Refund receipts (kept one year). Each refund an after-sale pays writes one (money.ts); the
// retention timer removes those past their keep-until time.

const BATCH = 1000;

export async function receiptList(
  shop: ShopScope,
  p: { caseId: string; orderId: string; page: { pageNum: number; pageSize: number } },
) {
  const { pageNum, pageSize } = p.page;
  const where = shop.where(
    refundReceipts,
    p.caseId ? eq(refundReceipts.caseId, Number(p.caseId)) : undefined,
    p.orderId ? eq(refundReceipts.orderId, Number(p.orderId)) : undefined,
  );
  const [total] = await shop.tx.select({ n: count() }).from(refundReceipts).where(where);
  const rows = await shop.tx
    .select()
    .from(refundReceipts)
    .where(where)
    .orderBy(desc(refundReceipts.paidAt), desc(refundReceipts.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return {
    list: rows.map((r) => ({
      receiptNo: r.id,
      caseId: String(r.caseId),
      orderId: String(r.orderId),
      amount: r.amount / 100,
      freightAmount: r.freightAmount / 100,
      paySerial: r.paySerial,
      paidAt: r.paidAt.toISOString(),
      keepUntil: r.keepUntil.toISOString(),
    })),
    page: { pageNum, pageSize, count: toNumber(total?.n) },
  };
}

/** Removes receipts kept their year; a batch per run. */
export async function runReceiptRetention(tx: Db, now: Date): Promise<number> {
  const due = await tx
    .select({ shopId: refundReceipts.shopId, id: refundReceipts.id })
    .from(refundReceipts)
    .where(lte(refundReceipts.keepUntil, now))
    .limit(BATCH);
  for (const r of due) {
    await new ShopScope(tx, r.shopId).delete(refundReceipts, eq(refundReceipts.id, r.id));
  }
  return due.length;
}
