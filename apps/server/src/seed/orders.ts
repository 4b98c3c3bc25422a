import type { PayMethod } from '@sc/contract/orders.ts';
import { depositRange } from '@sc/contract/validators/deposit.ts';
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  type CarrierEvent,
  type CheckoutInput,
  cancelOrder,
  carrierEvent,
  checkout,
  confirmReceipt,
  decideIntercept,
  holdForRisk,
  parcelBack,
  payOrder,
  refuseDelivery,
  requestIntercept,
  shipUnits,
} from '../areas/orders/index.ts';
import type { Db, Tx } from '../db/client.ts';
import { buyers, orders, products, skus } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';
import { BizError } from '../errors.ts';
import { type BuyerRow, createBuyer, pick, randomSource, simulatedBuyer } from '../marketplace/buyers.ts';
import { BUYER_REMARKS } from '../marketplace/order-simulate.ts';

// The demo shop's orders (issue 5): placed by the marketplace's buyers over the last 30 days
// through the same lifecycle the simulator uses, and left in every state Orders still to ship are
// recent, so the automatic rules do not cancel them the moment the server starts; the older ones
// are in the carriers' hands or done.
//
// Only SKUs of products on sale that have sold before and have ample stock take orders, so the
// products' tabs, low-stock counts and shelf-rule dates the products seed sets up stay as they are.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const DEMO_BUYER_COUNT = 20;
/** Why the platform holds the demo's frozen order. */
export const DEMO_RISK_REASON = 'Five orders to one address within an hour';

type Stage =
  | 'unpaid'
  | 'to_ship'
  | 'partially_shipped'
  | 'shipped'
  | 'picked_up'
  | 'in_transit'
  | 'delivered'
  | 'signed'
  | 'completed'
  | 'cancelled'
  | 'system_cancelled'
  | 'frozen'
  | 'intercepted'
  | 'intercepted_back'
  | 'returned';

interface Scenario {
  stage: Stage;
  /** Placed this long ago. */
  agoHours: number;
  payMethod?: PayMethod;
  orderType?: CheckoutInput['orderType'];
  deliveryMode?: CheckoutInput['deliveryMode'];
  lines?: number;
}

const h = (days: number, hours = 0) => days * 24 + hours;

/** About 45 orders: what each is and how long ago it was placed. */
const SCENARIOS: Scenario[] = [
  // Waiting for the buyer to pay (hours old).
  { stage: 'unpaid', agoHours: 1 },
  { stage: 'unpaid', agoHours: 3, payMethod: 'qr' },
  { stage: 'unpaid', agoHours: 5, payMethod: 'pay_at_store' },
  { stage: 'unpaid', agoHours: 8, orderType: 'deposit' },
  { stage: 'unpaid', agoHours: 10, payMethod: 'card' },
  // Paid or cash on delivery, to ship (within a day).
  { stage: 'to_ship', agoHours: 2, payMethod: 'cod' },
  { stage: 'to_ship', agoHours: 4 },
  { stage: 'to_ship', agoHours: 6, payMethod: 'wallet', lines: 2 },
  { stage: 'to_ship', agoHours: 9, payMethod: 'cod' },
  { stage: 'to_ship', agoHours: 12, deliveryMode: 'pickup' },
  { stage: 'to_ship', agoHours: 14, deliveryMode: 'self_delivery', payMethod: 'cod' },
  { stage: 'to_ship', agoHours: 16, orderType: 'lottery' },
  { stage: 'to_ship', agoHours: 18, orderType: 'deposit' },
  { stage: 'to_ship', agoHours: 20, payMethod: 'card' },
  // Paid, then held by the platform for risk review: frozen, it cannot ship until released.
  { stage: 'frozen', agoHours: 7 },
  // Partly shipped.
  { stage: 'partially_shipped', agoHours: 20, lines: 2 },
  { stage: 'partially_shipped', agoHours: 22, lines: 2, payMethod: 'cod' },
  // Shipped, waiting for the carrier (1 to 2 days).
  { stage: 'shipped', agoHours: h(1, 6) },
  { stage: 'shipped', agoHours: h(1, 12), payMethod: 'cod' },
  { stage: 'shipped', agoHours: h(2), orderType: 'lottery' },
  { stage: 'picked_up', agoHours: h(2, 6) },
  // With the carrier, delivered, signed.
  { stage: 'in_transit', agoHours: h(3) },
  { stage: 'in_transit', agoHours: h(3, 8), payMethod: 'cod' },
  { stage: 'in_transit', agoHours: h(4), deliveryMode: 'pickup' },
  { stage: 'delivered', agoHours: h(5) },
  { stage: 'delivered', agoHours: h(6), payMethod: 'cod' },
  { stage: 'delivered', agoHours: h(22), deliveryMode: 'self_delivery' },
  { stage: 'signed', agoHours: h(6, 6) },
  { stage: 'signed', agoHours: h(7), payMethod: 'cod' },
  { stage: 'signed', agoHours: h(8), lines: 2 },
  // Done.
  { stage: 'completed', agoHours: h(9) },
  { stage: 'completed', agoHours: h(11), payMethod: 'cod' },
  { stage: 'completed', agoHours: h(13), lines: 2 },
  { stage: 'completed', agoHours: h(15), payMethod: 'wallet' },
  { stage: 'completed', agoHours: h(17), orderType: 'deposit' },
  { stage: 'completed', agoHours: h(19), payMethod: 'cod' },
  { stage: 'completed', agoHours: h(21), orderType: 'lottery' },
  { stage: 'completed', agoHours: h(24), deliveryMode: 'pickup' },
  { stage: 'completed', agoHours: h(26), payMethod: 'card' },
  { stage: 'completed', agoHours: h(29) },
  // Cancelled by the buyer, and by the system as abnormal (not shipped in 3 working days).
  { stage: 'cancelled', agoHours: h(2) },
  { stage: 'cancelled', agoHours: h(10), payMethod: 'qr' },
  { stage: 'cancelled', agoHours: h(18) },
  { stage: 'system_cancelled', agoHours: h(6) },
  { stage: 'system_cancelled', agoHours: h(12), payMethod: 'cod' },
  { stage: 'system_cancelled', agoHours: h(25) },
  // Coming back (last, so the orders above draw what they always drew): stopped in transit by the
  // merchant, one still on its way back and one back at the shop to confirm; refused at the door.
  { stage: 'intercepted', agoHours: h(2, 20) },
  { stage: 'intercepted_back', agoHours: h(4, 4) },
  { stage: 'returned', agoHours: h(7, 5) },
];

const CARRIER_WAYBILL: [string, (n: string) => string][] = [
  ['jt', (n) => `82${n.slice(0, 10)}`],
  ['kerry', (n) => `KERD${n.slice(0, 9)}`],
  ['flash', (n) => `TH${n.slice(0, 10)}A`],
  ['thaipost', (n) => `EF${n.slice(0, 9)}TH`],
  ['best', (n) => `66${n.slice(0, 11)}`],
];

const LOCATIONS = ['ศูนย์คัดแยกบางนา', 'ศูนย์กระจายสินค้าลาดกระบัง', 'สาขาจตุจักร', 'ศูนย์คัดแยกเชียงใหม่'];

async function demoBuyers(tx: Tx, random: () => number, now: Date): Promise<BuyerRow[]> {
  const have = await tx
    .select()
    .from(buyers)
    .where(eq(buyers.status, 'active'))
    .orderBy(asc(buyers.createdAt))
    .limit(50);
  const list = [...have];
  while (list.length < DEMO_BUYER_COUNT) list.push(await createBuyer(tx, simulatedBuyer(random), now));
  return list;
}

/** SKUs that may take the seed's orders, with what they can spare. */
async function sellableSkus(tx: Tx, shopId: string) {
  const rows = await tx
    .select({
      skuId: skus.id,
      spare: sql<number>`${skus.stock} - ${skus.reserved} - ${skus.warningLine} - 5`.mapWith(Number),
    })
    .from(skus)
    // A join: the product is matched on the shop column of the SKU, which `where` scopes.
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(
      new ShopScope(tx, shopId).where(
        skus,
        eq(products.status, 'on_sale'),
        eq(products.preSale, false),
        isNull(products.deletedAt),
        isNotNull(products.lastSoldAt),
        gte(sql`${skus.stock} - ${skus.reserved}`, sql`${skus.warningLine} + 10`),
      ),
    )
    .orderBy(asc(skus.id));
  return rows.map((r) => ({ skuId: r.skuId, spare: r.spare }));
}

/**
 * Seeds the demo orders of a shop once (nothing when it has orders already). `db` may be the
 * demo seed's transaction. Returns how many orders were placed.
 */
export async function seedDemoOrders(db: Db, shopId: string, now: Date): Promise<number> {
  const [existing] = await new ShopScope(db as Tx, shopId).pick(orders, { id: orders.id }).limit(1);
  if (existing) return 0;
  const random = randomSource(20_260_511);
  const tx = db as Tx;
  const crowd = await demoBuyers(tx, random, new Date(now.getTime() - 40 * DAY));
  const pool = await sellableSkus(tx, shopId);
  if (pool.length === 0) return 0;
  let waybillSeq = 0;
  const nextWaybill = (i: number) => {
    const [carrier, make] = CARRIER_WAYBILL[i % CARRIER_WAYBILL.length] ?? ['jt', (n: string) => `82${n}`];
    waybillSeq += 1;
    const digits = `${Math.floor(random() * 1e6)
      .toString()
      .padStart(6, '0')}${String(waybillSeq).padStart(7, '0')}`;
    return { carrierCode: carrier, waybillNo: make(digits) };
  };

  let placed = 0;
  for (const [i, sc] of SCENARIOS.entries()) {
    const at = (hoursAfter: number) => new Date(now.getTime() - sc.agoHours * HOUR + hoursAfter * HOUR);
    const lineCount = sc.lines ?? 1;
    const lines: { skuId: number; quantity: number }[] = [];
    for (let l = 0; l < lineCount; l++) {
      const candidates = pool.filter((p) => p.spare >= 2 && !lines.some((x) => x.skuId === p.skuId));
      if (candidates.length === 0) break;
      const sku = pick(random, candidates);
      const quantity = sc.stage === 'partially_shipped' || random() < 0.8 ? 1 : 2;
      sku.spare -= quantity;
      lines.push({ skuId: sku.skuId, quantity });
    }
    if (lines.length === 0) break;
    const payMethod = sc.payMethod ?? 'mobile_banking';
    const buyer = pick(random, crowd);
    try {
      await db.transaction(async (sp) => {
        const t = sp as unknown as Tx;
        const { orderId } = await checkout(
          t,
          {
            shopId,
            buyerId: buyer.id,
            lines,
            payMethod,
            orderType: sc.orderType,
            deliveryMode: sc.deliveryMode,
            buyerRemark: pick(random, BUYER_REMARKS) || (i % 3 === 0 ? 'กรุณาโทรก่อนส่งนะคะ' : ''),
            freightAmount: pick(random, [0, 3_000, 4_500]),
            discountAmount: i % 5 === 0 ? 2_000 : 0,
            depositAmount: sc.orderType === 'deposit' ? await depositFor(t, shopId, lines) : 0,
          },
          at(0),
        );
        await advance(t, shopId, orderId, sc, payMethod, at, nextWaybill, i);
      });
      placed += 1;
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
    }
  }
  return placed;
}

/** The least deposit band for these lines, in whole 10 baht where it fits. */
async function depositFor(tx: Tx, shopId: string, lines: { skuId: number; quantity: number }[]): Promise<number> {
  let goods = 0;
  for (const line of lines) {
    const [row] = await new ShopScope(tx, shopId).pick(skus, { price: skus.price }, eq(skus.id, line.skuId));
    goods += (row?.price ?? 0) * line.quantity;
  }
  const band = depositRange(goods);
  const rounded = Math.ceil(band.min / 1_000) * 1_000;
  return rounded <= band.max ? rounded : band.min;
}

const RANK: Stage[] = ['unpaid', 'to_ship', 'shipped', 'picked_up', 'in_transit', 'delivered', 'signed', 'completed'];
const reaches = (sc: Scenario, stage: Stage) => RANK.indexOf(sc.stage) >= RANK.indexOf(stage);

async function advance(
  tx: Tx,
  shopId: string,
  orderId: number,
  sc: Scenario,
  payMethod: PayMethod,
  at: (hoursAfter: number) => Date,
  nextWaybill: (i: number) => { carrierCode: string; waybillNo: string },
  i: number,
): Promise<void> {
  const cod = payMethod === 'cod';
  if (sc.stage === 'cancelled') {
    await cancelOrder(tx, shopId, orderId, { reason: 'buyer', actor: 'buyer' }, at(1));
    return;
  }
  if (sc.stage === 'system_cancelled') {
    if (!cod) await payOrder(tx, shopId, orderId, at(0.2));
    // Not shipped in 3 working days: cancelled, refunded and abnormal (the complaint window runs).
    const when = at(24 * 5);
    await cancelOrder(
      tx,
      shopId,
      orderId,
      { reason: 'not_shipped', actor: 'system', status: 'system_cancelled' },
      when,
    );
    await new ShopScope(tx, shopId).update(
      orders,
      { abnormalAt: when, abnormalReason: 'not_shipped' },
      eq(orders.id, orderId),
    );
    return;
  }
  if (sc.stage === 'unpaid') return;
  if (!cod) await payOrder(tx, shopId, orderId, at(0.25));
  if (sc.stage === 'to_ship') return;
  if (sc.stage === 'frozen') {
    await holdForRisk(tx, shopId, orderId, { reason: DEMO_RISK_REASON }, at(1));
    return;
  }
  if (sc.stage === 'partially_shipped') {
    await shipUnits(
      tx,
      shopId,
      orderId,
      { ...nextWaybill(i), actor: 'merchant', lines: [{ lineNo: 1, quantity: 1 }] },
      at(1),
    );
    return;
  }
  const { shipmentId } = await shipUnits(tx, shopId, orderId, { ...nextWaybill(i), actor: 'merchant' }, at(6));
  const events: [CarrierEvent, number][] = [
    ['picked_up', 10],
    ['in_transit', 20],
    ['delivered', 40],
    ['signed', 41],
  ];
  for (const [event, hoursAfter] of events) {
    if (!reaches(sc, event)) break;
    await carrierEvent(tx, shopId, shipmentId, event, at(hoursAfter), LOCATIONS[i % LOCATIONS.length]);
  }
  if (reaches(sc, 'completed')) await confirmReceipt(tx, shopId, orderId, at(60));
  if (sc.stage === 'intercepted' || sc.stage === 'intercepted_back') {
    await carrierEvent(tx, shopId, shipmentId, 'picked_up', at(10), LOCATIONS[i % LOCATIONS.length]);
    await carrierEvent(tx, shopId, shipmentId, 'in_transit', at(20), LOCATIONS[i % LOCATIONS.length]);
    await requestIntercept(tx, shopId, shipmentId, { actor: 'buyer' }, at(22));
    await decideIntercept(tx, shopId, shipmentId, 'success', at(26));
    if (sc.stage === 'intercepted_back') await parcelBack(tx, shopId, shipmentId, at(50));
  }
  if (sc.stage === 'returned') {
    await carrierEvent(tx, shopId, shipmentId, 'picked_up', at(10), LOCATIONS[i % LOCATIONS.length]);
    await carrierEvent(tx, shopId, shipmentId, 'in_transit', at(20), LOCATIONS[i % LOCATIONS.length]);
    await refuseDelivery(tx, shopId, shipmentId, at(40), LOCATIONS[i % LOCATIONS.length]);
    await parcelBack(tx, shopId, shipmentId, at(64));
  }
}
