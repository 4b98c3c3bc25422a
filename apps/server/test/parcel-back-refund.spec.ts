import { FULL_RETURN_REFUNDS_FREIGHT } from '@sc/contract/after-sales.ts';
import { mktCarrierEvent } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDelivery } from '@sc/contract/calls/orders.ts';
import { deliveryReceiveBack } from '@sc/contract/calls/shipping.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWaybill } from '../src/areas/shipping/waybill.ts';
import { bangkokDay } from '../src/bangkok-time.ts';
import { orderEvents, refundReceipts } from '../src/db/schema.ts';
import { expectOk, expectRule, orderAt, orderDetail, type World, worldOf } from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { itemsOf, orderRow } from './mkt-orders-kit.ts';

// A paid parcel coming back refunds the buyer when the merchant confirms it received: its units'
// paid amount (their discount share taken off), and the freight once every unit is back
// (FULL_RETURN_REFUNDS_FREIGHT), on the order and a refund receipt, once. Cash on delivery
// refused at the door was never paid: nothing comes back.

let s: TestServer;
let w: World;

beforeAll(async () => {
  s = await startTestServer();
  w = await worldOf(s);
});
afterAll(() => s.close());

/** Two lines: 2 × 100.00 and 1 × 50.00, discount 25.00, freight 40.00: total 265.00. */
const ORDER = {
  lines: [
    { price: 10_000, quantity: 2 },
    { price: 5_000, quantity: 1 },
  ],
  discount: 25,
  freight: 40,
};

const event = async (shipmentId: string, e: 'in_transit' | 'refused' | 'back_to_shop') =>
  expectOk(await s.call(mktCarrierEvent, { shopId: w.shopId, shipmentId, event: e }, { cookie: await w.op() }));
const receive = async (shipmentId: string) => s.call(deliveryReceiveBack, { shipmentId }, { cookie: await w.owner() });
/** The parcel refused at the door and brought back to the shop. */
const refusedBack = async (shipmentId: string) => {
  await event(shipmentId, 'in_transit');
  await event(shipmentId, 'refused');
  await event(shipmentId, 'back_to_shop');
};
const receiptsOfOrder = (orderId: string) =>
  s.db
    .select()
    .from(refundReceipts)
    .where(and(eq(refundReceipts.shopId, w.shopId), eq(refundReceipts.orderId, Number(orderId))));
const refundEvents = (orderId: string) =>
  s.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, Number(orderId)), eq(orderEvents.kind, 'refunded')));

it('the rule refunds freight with a full return', () => {
  expect(FULL_RETURN_REFUNDS_FREIGHT).toBe(true);
});

describe('a refused parcel received back', () => {
  it('a paid order: the buyer gets its goods less discount and the freight back, once', async () => {
    const { orderId } = await orderAt(w, 'shipped', ORDER);
    const parcel = (await orderDetail(w, orderId)).shipments[0];
    if (!parcel) throw new Error('no parcel');
    await refusedBack(parcel.shipmentId);
    // Nothing back before the merchant confirms the parcel received.
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(0);

    expectOk(await receive(parcel.shipmentId));
    const page = await orderDetail(w, orderId);
    expect([page.status, page.totalAmount, page.refundedAmount]).toEqual(['returned', 265, 265]);
    expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedFreight).toBe(4_000);
    expect((await itemsOf(s.db, Number(orderId))).map((l) => l.refundedAmount)).toEqual([18_000, 4_500]);
    expect((await receiptsOfOrder(orderId)).map((r) => [r.amount, r.freightAmount])).toEqual([[26_500, 4_000]]);
    const [refund] = await refundEvents(orderId);
    expect(refund?.detail).toMatchObject({ amount: 26_500, freight: 4_000, reason: 'refused' });

    // Received twice: refused, and nothing is refunded again.
    expectRule(await receive(parcel.shipmentId), 'receiveBackAlready');
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(265);
    expect(await receiptsOfOrder(orderId)).toHaveLength(1);
    expect(await refundEvents(orderId)).toHaveLength(1);
  });

  it('cash on delivery was never paid: nothing is refunded', async () => {
    const { orderId } = await orderAt(w, 'shipped', { ...ORDER, payMethod: 'cod' });
    const parcel = (await orderDetail(w, orderId)).shipments[0];
    if (!parcel) throw new Error('no parcel');
    await refusedBack(parcel.shipmentId);
    expectOk(await receive(parcel.shipmentId));
    const page = await orderDetail(w, orderId);
    expect([page.status, page.refundedAmount]).toEqual(['returned', 0]);
    expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedFreight).toBe(0);
    expect(await receiptsOfOrder(orderId)).toHaveLength(0);
    expect(await refundEvents(orderId)).toHaveLength(0);
  });

  it('one parcel of two: its units without freight; the second brings the rest and the freight', async () => {
    const made = await orderAt(w, 'paid', ORDER);
    const ship = async (lineNo: number, quantity: number) => {
      expectOk(
        await s.call(
          orderDelivery,
          {
            orderId: made.orderId,
            carrierCode: 'kerry',
            waybillNo: generateWaybill('kerry'),
            estimatedArrival: bangkokDay(s.clock.now()),
            lines: [{ lineNo, quantity }],
          },
          { cookie: await w.owner() },
        ),
      );
      s.clock.advance(60_000);
    };
    await ship(1, 2);
    await ship(2, 1);
    const [first, second] = (await orderDetail(w, made.orderId)).shipments;
    if (!first || !second) throw new Error('two parcels');

    await refusedBack(first.shipmentId);
    expectOk(await receive(first.shipmentId));
    expect((await orderDetail(w, made.orderId)).refundedAmount).toBe(180);
    expect((await orderRow(s.db, w.shopId, Number(made.orderId))).refundedFreight).toBe(0);
    expect((await receiptsOfOrder(made.orderId)).map((r) => [r.amount, r.freightAmount])).toEqual([[18_000, 0]]);

    await refusedBack(second.shipmentId);
    expectOk(await receive(second.shipmentId));
    const page = await orderDetail(w, made.orderId);
    expect([page.status, page.refundedAmount]).toEqual(['returned', 265]);
    expect((await orderRow(s.db, w.shopId, Number(made.orderId))).refundedFreight).toBe(4_000);
    const receipts = (await receiptsOfOrder(made.orderId)).map((r) => [r.amount, r.freightAmount]);
    expect(receipts.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual([
      [8_500, 4_000],
      [18_000, 0],
    ]);
  });
});
