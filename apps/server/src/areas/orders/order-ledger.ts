import {
  CAMPAIGN_PLATFORM_SUBSIDY_BP,
  CARRIER_PARCEL_CHARGE,
  type CarrierLeg,
  commissionBpOf,
  PAYMENT_FEE_BP,
} from '@sc/contract/finance.ts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { basisPoints, postLedger, share } from '../../ledger/ledger.ts';
import { paylaterSubsidyOf } from '../promotions/index.ts';
import type { OrderRow, ShipmentRow } from './lock-order.ts';
import { paidShares } from './refund-shares.ts';

// An order's money in the shop's ledger (docs/architecture.md, the ledger layer), posted in the
// transaction of the event: what the buyer paid (goods and freight), the platform's commission by
// the products' categories (COMMISSION_BP_BY_CATEGORY) and its payment fee (PAYMENT_FEE_BP); and
// what a refund gives back (goods and freight), with the commission on the goods given back. An
// order paid later in instalments also posts the shop's subsidy of it (the pay-later activity's
// percent of the goods, promotions' paylaterSubsidyOf), given back in part with a refund; a line
// sold in a platform campaign is paid the platform's part of its campaign discount
// (CAMPAIGN_PLATFORM_SUBSIDY_BP), taken back in part with a refund, as a 'subsidy' line too. A
// parcel's carrier charges the shop for each leg it carries (CARRIER_PARCEL_CHARGE), which the
// platform collects for it: a 'carrier' line, read by the bill's agency bill.

/** The note of the platform's campaign subsidy lines (the shop's pay-later subsidy has none). */
const PLATFORM_CAMPAIGN_NOTE = 'platform_campaign';

type OrderMoney = Pick<OrderRow, 'id' | 'shopId' | 'goodsAmount' | 'discountAmount' | 'freightAmount' | 'totalAmount'>;

/**
 * From the order's lines: the commission on the whole order's goods, in satang (positive), from
 * each line's category; and the platform's part of the campaign discounts its lines were given
 * (CAMPAIGN_PLATFORM_SUBSIDY_BP of each line's campaignDiscount, which checkout keeps on the line).
 */
async function linesMoneyOf(tx: Tx, order: OrderMoney): Promise<{ commission: number; platformSubsidy: number }> {
  const lines = await new ShopScope(tx, order.shopId).pick(
    orderItems,
    {
      lineNo: orderItems.lineNo,
      quantity: orderItems.quantity,
      lineAmount: orderItems.lineAmount,
      discountAmount: orderItems.discountAmount,
      refundedAmount: orderItems.refundedAmount,
      campaignDiscount: orderItems.campaignDiscount,
      // The product's category: products are matched on the line's shop by hand.
      categoryId: sql<string>`coalesce((select p.category_id from products p where p.shop_id = order_items.shop_id and p.id = order_items.product_id), '')`,
    },
    eq(orderItems.orderId, order.id),
  );
  const paid = paidShares(order, lines);
  return {
    commission: lines.reduce((sum, l) => sum + ((paid.get(l.lineNo) ?? 0) * commissionBpOf(l.categoryId)) / 10_000, 0),
    platformSubsidy: lines.reduce((sum, l) => sum + basisPoints(l.campaignDiscount, CAMPAIGN_PLATFORM_SUBSIDY_BP), 0),
  };
}

/** The commission and the platform's campaign subsidy on `goods` satang of the order's goods. */
async function goodsMoneyOf(tx: Tx, order: OrderMoney, goods: number) {
  const goodsWhole = order.totalAmount - order.freightAmount;
  if (goodsWhole <= 0) return { commission: 0, platformSubsidy: 0 };
  const whole = await linesMoneyOf(tx, order);
  return {
    commission: Math.round((whole.commission * goods) / goodsWhole),
    platformSubsidy: share(whole.platformSubsidy, goods, goodsWhole),
  };
}

/** The shop's pay-later subsidy on `goods` satang of the order (0 unless it was paid later). */
async function subsidyOf(tx: Tx, order: OrderMoney, goods: number): Promise<number> {
  const percent = await paylaterSubsidyOf(new ShopScope(tx, order.shopId), order.id);
  return percent > 0 ? basisPoints(goods, percent * 100) : 0;
}

/** The buyer paid `amount` of the order (all of it, or a deposit or balance): its lines. */
export async function postOrderPaid(tx: Tx, order: OrderMoney, amount: number, ref: string, now: Date) {
  if (amount <= 0 || order.totalAmount <= 0) return;
  const freight = share(order.freightAmount, amount, order.totalAmount);
  const goods = amount - freight;
  const { commission, platformSubsidy } = await goodsMoneyOf(tx, order, goods);
  await postLedger(
    tx,
    order.shopId,
    [
      { kind: 'payment', amount: goods, orderId: order.id, ref },
      { kind: 'freight', amount: freight, orderId: order.id, ref },
      { kind: 'commission', amount: -commission, orderId: order.id, ref },
      { kind: 'fee', amount: -basisPoints(amount, PAYMENT_FEE_BP), orderId: order.id, ref },
      { kind: 'subsidy', amount: -(await subsidyOf(tx, order, goods)), orderId: order.id, ref },
      { kind: 'subsidy', amount: platformSubsidy, orderId: order.id, ref, note: PLATFORM_CAMPAIGN_NOTE },
    ],
    now,
  );
}

/**
 * A refund of `amount` satang was paid to the buyer, `freight` of it freight: the goods and the
 * freight go out, the commission on those goods comes back. The payment fee is not given back.
 */
export async function postOrderRefunded(
  tx: Tx,
  order: OrderMoney,
  amount: number,
  freight: number,
  ref: string,
  now: Date,
) {
  if (amount <= 0) return;
  const goods = amount - freight;
  const { commission, platformSubsidy } = await goodsMoneyOf(tx, order, goods);
  await postLedger(
    tx,
    order.shopId,
    [
      { kind: 'refund', amount: -goods, orderId: order.id, ref },
      { kind: 'freight', amount: -freight, orderId: order.id, ref },
      { kind: 'commission', amount: commission, orderId: order.id, ref },
      { kind: 'subsidy', amount: await subsidyOf(tx, order, goods), orderId: order.id, ref },
      { kind: 'subsidy', amount: -platformSubsidy, orderId: order.id, ref, note: PLATFORM_CAMPAIGN_NOTE },
    ],
    now,
  );
}

/**
 * The carrier took the parcel ('out') or carried it back to the shop ('back'): the carrier's
 * charge for that leg, collected by the platform for it. A self-delivered order pays no carrier.
 */
export async function postCarrierCharge(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'shopId' | 'deliveryMode'>,
  parcel: Pick<ShipmentRow, 'id' | 'carrierCode'>,
  leg: CarrierLeg,
  now: Date,
) {
  if (order.deliveryMode === 'self_delivery') return;
  const charge = CARRIER_PARCEL_CHARGE[parcel.carrierCode] ?? 0;
  await postLedger(
    tx,
    order.shopId,
    [{ kind: 'carrier', amount: -charge, orderId: order.id, ref: parcel.id, note: leg }],
    now,
  );
}
