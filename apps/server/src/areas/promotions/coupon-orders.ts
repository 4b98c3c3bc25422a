import type { CouponOrderRow } from '@sc/contract/calls/promotions.ts';
import type { OrderStatus } from '@sc/contract/orders.ts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { couponClaims, orderItems, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { couponOf } from './coupons.ts';

// The orders that used a coupon (couponDetails): one per claim spent at checkout, with the
// discount the coupon gave it, the sum of its lines' shares (the engine's, stored on each line).

const baht = (satang: number) => satang / 100;

export async function couponOrders(
  shop: ShopScope,
  input: { couponId: string; pageNum: number; pageSize: number },
  now: Date,
) {
  await couponOf(shop, input.couponId, now);
  const spent = and(eq(couponClaims.couponId, input.couponId), isNotNull(couponClaims.orderId));
  const rows = await shop.tx
    .select({
      orderId: orders.id,
      buyerNickname: orders.buyerNickname,
      goodsAmount: orders.goodsAmount,
      totalAmount: orders.totalAmount,
      status: orders.status,
      usedAt: couponClaims.usedAt,
      // A correlated subquery matching the claim's shop and order by hand: its lines' coupon shares
      // (not what an activity or a full-scale tier took off the same lines).
      discount: sql<number>`(select coalesce(sum(${orderItems.couponDiscount}), 0) from ${orderItems}
        where ${orderItems.shopId} = ${couponClaims.shopId} and ${orderItems.orderId} = ${couponClaims.orderId}
        and ${orderItems.couponClaimId} = ${couponClaims.id})`.mapWith(Number),
    })
    .from(couponClaims)
    // Joined on both shop columns by hand: a claim and its order belong to one shop.
    .innerJoin(orders, and(eq(orders.shopId, couponClaims.shopId), eq(orders.id, couponClaims.orderId)))
    .where(shop.where(couponClaims, spent))
    .orderBy(desc(couponClaims.usedAt), desc(couponClaims.id))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const total = await shop.count(couponClaims, spent);
  const list: CouponOrderRow[] = rows.map((r) => ({
    orderId: String(r.orderId),
    buyerNickname: r.buyerNickname,
    discount: baht(r.discount),
    goodsAmount: baht(r.goodsAmount),
    totalAmount: baht(r.totalAmount),
    status: r.status as OrderStatus,
    usedAt: (r.usedAt ?? now).toISOString(),
  }));
  return { list, page: { pageNum: input.pageNum, pageSize: input.pageSize, count: total } };
}
