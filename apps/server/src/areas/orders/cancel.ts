import { DEPOSIT_KEPT_ON_LAPSE, DEPOSIT_LAPSE_REASON } from '@sc/contract/deposit.ts';
import { CLOSED_STATUS, type OrderActor, statusIn } from '@sc/contract/orders.ts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { moveStock } from '../items/index.ts';
import {
  giveBackActivityStock,
  giveBackAddonStock,
  giveBackBundleStock,
  giveBackCampaignStock,
  giveBackCoupon,
  giveBackFlashStock,
  giveBackGifts,
  giveBackPresaleUnit,
  voidCashback,
} from '../promotions/index.ts';
import { lockOrder, type OrderRow, writeOrder } from './lock-order.ts';
import { postOrderRefunded } from './order-ledger.ts';
import { releasePickupCode } from './pickup-code.ts';
import { recordEvent } from './timeline.ts';

// Cancel: the buyer, the platform, the merchant or a rule cancels an order not yet over.

export interface CancelOptions {
  /** buyer | unpaid_timeout | not_shipped | no_pickup | complaint_expired | platform | merchant … */
  reason: string;
  actor: OrderActor;
  actorId?: string | null | undefined;
  status?: 'cancelled' | 'system_cancelled' | undefined;
}

/**
 * Cancels an order: the unshipped units' reservations go back, what was paid is refunded
 * (cash on delivery not yet paid refunds nothing), and the timeline says so.
 */
export async function cancelOrder(
  tx: Tx,
  shopId: string,
  orderId: number,
  options: CancelOptions,
  now: Date,
): Promise<OrderRow> {
  const shop = new ShopScope(tx, shopId);
  const order = await lockOrder(tx, shopId, orderId, (o) => !statusIn(CLOSED_STATUS, o.status));
  const lines = await shop.pick(
    orderItems,
    {
      skuId: orderItems.skuId,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      shippedQty: orderItems.shippedQty,
      couponClaimId: orderItems.couponClaimId,
      giftId: orderItems.giftId,
    },
    eq(orderItems.orderId, orderId),
  );
  await moveStock(
    tx,
    shopId,
    'release',
    lines.map((l) => ({ skuId: l.skuId, productId: l.productId, quantity: l.quantity - l.shippedQty })),
    now,
  );
  // Units bought (a gift line is none) and not shipped.
  const bought = lines.filter((l) => !l.giftId).map((l) => ({ skuId: l.skuId, quantity: l.quantity - l.shippedQty }));
  // Units bought at an activity price and not shipped go back to the activity's stock.
  await giveBackActivityStock(shop, orderId, bought);
  // Units bought at an add-on price and not shipped go back to the deal's add-on stock.
  await giveBackAddonStock(shop, orderId, bought);
  // Gift units not shipped go back to their activity's gift stock.
  await giveBackGifts(shop, orderId);
  // Units bought at a flash price and not shipped go back to the registration's flash stock and
  // to the buyer's allowance.
  await giveBackFlashStock(shop, orderId, order.buyerId, bought);
  // Units bought at a campaign price and not shipped go back to the registration's campaign stock.
  await giveBackCampaignStock(shop, orderId, bought);
  // Sets bought at a bundle's package price whose units were not shipped go back to its stock.
  await giveBackBundleStock(shop, orderId, bought);
  // A deposit order's unit goes back to its pre-sale stock.
  const presaleSku = order.presaleId ? bought.find((l) => l.quantity > 0)?.skuId : undefined;
  if (order.presaleId && presaleSku !== undefined) await giveBackPresaleUnit(shop, order.presaleId, presaleSku);
  // The buyer's coupon comes back with the cancel (one claim pays one order).
  const claimId = lines.find((l) => l.couponClaimId)?.couponClaimId;
  if (claimId) await giveBackCoupon(shop, claimId, orderId);
  // Its pending cashback is not cashed back, the amount back in the rule's budget.
  await voidCashback(shop, orderId, now);
  // Paid: the whole total back, freight included (FULL_RETURN_REFUNDS_FREIGHT says why). A deposit
  // order waiting for its balance gets its deposit back, unless the balance lapsed
  // (DEPOSIT_KEPT_ON_LAPSE).
  const refund =
    order.payStatus === 'success'
      ? order.totalAmount
      : order.presaleId && !(DEPOSIT_KEPT_ON_LAPSE && options.reason === DEPOSIT_LAPSE_REASON)
        ? order.depositAmount
        : 0;
  const freight = refund > 0 && order.payStatus === 'success' ? order.freightAmount - order.refundedFreight : 0;
  const status = options.status ?? 'cancelled';
  const cancelled = await writeOrder(
    tx,
    shopId,
    orderId,
    {
      status,
      cancelledAt: now,
      cancelReason: options.reason.slice(0, 24),
      refundedAmount: Math.max(order.refundedAmount, refund),
      refundedFreight: order.refundedFreight + freight,
      // Nothing is left to hold: a cancelled order leaves the risk list.
      riskLevel: 'none',
    },
    { kind: 'cancelled', actor: options.actor, actorId: options.actorId, detail: { reason: options.reason, status } },
    now,
  );
  // Cancelled before the buyer collected: a pick-up code handed out goes back to unused.
  await releasePickupCode(tx, order, now);
  const refunded = refund - order.refundedAmount;
  if (refunded > 0) {
    await recordEvent(
      tx,
      {
        shopId,
        orderId,
        kind: 'refunded',
        actor: 'platform',
        detail: { amount: refunded, freight, reason: options.reason },
      },
      now,
    );
    await postOrderRefunded(tx, order, refunded, Math.min(freight, refunded), `cancel:${options.reason}`, now);
  }
  return cancelled;
}
