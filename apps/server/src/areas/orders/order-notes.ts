import type { addressInput, orderAddressAuditList } from '@sc/contract/calls/orders.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { MEMO_MAX, statusIn, UNSHIPPED_STATUS } from '@sc/contract/orders.ts';
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { toNumber } from '../../db/numbers.ts';
import { type OrderAddress, orderAddressChanges, orderMemos, users } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { orderOf, writeOrder } from './lock-order.ts';
import { recordEvent } from './timeline.ts';

// The seller's memos on an order, and the receiving-address changes with their audit trail.

type MemoRow = typeof orderMemos.$inferSelect;
type ChangeRow = typeof orderAddressChanges.$inferSelect;

/** Orders whose address may still change: not shipped yet. */

export const presentMemo = (m: MemoRow) => ({
  memoId: m.id,
  text: m.text,
  userName: m.userName,
  createdAt: m.createdAt.toISOString(),
});

export const presentAddressChange = (c: ChangeRow) => ({
  changeId: c.id,
  orderId: String(c.orderId),
  before: c.before,
  after: c.after,
  reason: c.reason,
  status: c.status as 'pending' | 'approved' | 'rejected',
  requestedBy: c.requestedBy,
  requestedAt: c.requestedAt.toISOString(),
  decidedAt: c.decidedAt ? c.decidedAt.toISOString() : null,
});

export async function addMemo(shop: ShopScope, input: { orderId: number; text: string }, userId: string, now: Date) {
  const text = input.text.trim();
  if (!text) throw new BizError('VALIDATION_FAILED', 'orderMemoEmpty');
  if ([...text].length > MEMO_MAX) throw new BizError('VALIDATION_FAILED', 'orderMemoTooLong', { max: MEMO_MAX });
  const order = await orderOf(shop.tx, shop.shopId, input.orderId);
  const [user] = await shop.tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
  const memo = { id: newId(), orderId: order.id, userId, userName: user?.nickname ?? '', text, createdAt: now };
  await shop.insert(orderMemos, [memo]);
  await recordEvent(
    shop.tx,
    {
      shopId: shop.shopId,
      orderId: order.id,
      kind: 'memo',
      actor: 'merchant',
      actorId: userId,
      detail: { memoId: memo.id },
    },
    now,
  );
  return presentMemo({ ...memo, shopId: shop.shopId });
}

export async function listMemos(shop: ShopScope, orderId: number) {
  const order = await orderOf(shop.tx, shop.shopId, orderId);
  const rows = await shop.tx
    .select()
    .from(orderMemos)
    .where(shop.where(orderMemos, eq(orderMemos.orderId, order.id)))
    .orderBy(desc(orderMemos.createdAt), desc(orderMemos.id));
  return { list: rows.map(presentMemo) };
}

const sameAddress = (a: OrderAddress, b: OrderAddress) =>
  a.name === b.name &&
  a.phone === b.phone &&
  a.province === b.province &&
  a.district === b.district &&
  a.subDistrict === b.subDistrict &&
  a.zipCode === b.zipCode &&
  a.detail === b.detail;

/**
 * The merchant changes the receiving address of an order not shipped yet. The change is kept
 * with the address before and after (approved at once: the merchant acts for the buyer).
 */
export async function modifyAddress(
  shop: ShopScope,
  input: { orderId: number; address: z.output<typeof addressInput>; reason: string },
  userId: string,
  now: Date,
) {
  const order = await orderOf(shop.tx, shop.shopId, input.orderId, { lock: true });
  if (!statusIn(UNSHIPPED_STATUS, order.status)) throw new BizError('RULE_VIOLATED', 'orderAddressNotModifiable');
  const after: OrderAddress = { ...input.address };
  if (sameAddress(order.address, after)) throw new BizError('RULE_VIOLATED', 'orderAddressUnchanged');
  const change: ChangeRow = {
    shopId: shop.shopId,
    id: newId(),
    orderId: order.id,
    before: order.address,
    after,
    reason: input.reason,
    status: 'approved',
    requestedBy: userId,
    requestedAt: now,
    decidedAt: now,
  };
  await shop.insert(orderAddressChanges, [change]);
  await writeOrder(
    shop.tx,
    shop.shopId,
    order.id,
    { address: after },
    { kind: 'address_changed', actor: 'merchant', actorId: userId, detail: { changeId: change.id } },
    now,
  );
  return presentAddressChange(change);
}

export async function listAddressChanges(shop: ShopScope, input: CallPayload<typeof orderAddressAuditList>) {
  const t = orderAddressChanges;
  let condition: ReturnType<typeof eq> | undefined;
  if (input.orderId !== undefined) {
    const order = await orderOf(shop.tx, shop.shopId, Number(input.orderId));
    condition = eq(t.orderId, order.id);
  }
  const where = shop.where(t, condition);
  const { pageNum, pageSize } = input.page;
  const [rows, total] = await Promise.all([
    shop.tx
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.requestedAt), desc(t.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    shop.tx.select({ n: count() }).from(t).where(where),
  ]);
  return { list: rows.map(presentAddressChange), page: { pageNum, pageSize, count: toNumber(total[0]?.n) } };
}
