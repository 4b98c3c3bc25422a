import {
  mktCarrierEvent,
  mktOrderCheckout,
  mktOrderPay,
  mktReceiptConfirm,
} from '@sc/contract/calls/marketplace-orders.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { shipUnits } from '../src/areas/orders/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { eventKinds, inTx, makeBuyer, makeSku, orderRow, shopIdNamed, skuRow } from './mkt-orders-kit.ts';

// The simulator drives one order from checkout to completed, with the clock moving between
// the steps as it would in life.

let s: TestServer;
let op: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s.close());

const HOUR = 3600 * 1000;

it('checkout → pay → ship → picked up → in transit → delivered → signed → confirm → completed', async () => {
  const sku = await makeSku(s.db, shopId, { stock: 6, price: 25_000 });
  const buyer = await makeBuyer(s.db);
  const placed = await s.call(
    mktOrderCheckout,
    { shopId, buyerId: buyer.id, lines: [{ skuId: String(sku.skuId), quantity: 2 }], payMethod: 'mobile_banking' },
    { cookie: op },
  );
  expect(placed.status_.success, placed.status_.replyText).toBe(true);
  const orderId = String(placed.data.orderId);
  expect(await skuRow(s.db, sku.skuId)).toMatchObject({ stock: 6, reserved: 2 });

  s.clock.advance(HOUR);
  const paid = await s.call(mktOrderPay, { shopId, orderId }, { cookie: op });
  expect(paid.data.status).toBe('to_ship');

  s.clock.advance(5 * HOUR);
  const shipped = await inTx(s.db, (tx) =>
    shipUnits(
      tx,
      shopId,
      Number(orderId),
      { carrierCode: 'flash', waybillNo: 'TH0123456789A', actor: 'merchant' },
      s.clock.now(),
    ),
  );
  expect(shipped.order.status).toBe('shipped');
  expect(await skuRow(s.db, sku.skuId)).toMatchObject({ stock: 4, reserved: 0 });

  const steps = [
    ['picked_up', 'shipped'],
    ['in_transit', 'in_transit'],
    ['delivered', 'delivered'],
    ['signed', 'signed'],
  ] as const;
  for (const [event, orderStatus] of steps) {
    s.clock.advance(8 * HOUR);
    // An operator's shift lasts 12 hours: the next one logs in.
    op = (await s.operatorLogin()).cookie;
    // By order: the order's latest shipment.
    const r = await s.call(mktCarrierEvent, { shopId, orderId, event, location: 'ศูนย์คัดแยกบางนา' }, { cookie: op });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    expect([r.data.shipmentStatus, r.data.orderStatus]).toEqual([event, orderStatus]);
  }

  s.clock.advance(24 * HOUR);
  op = (await s.operatorLogin()).cookie;
  const done = await s.call(mktReceiptConfirm, { shopId, orderId }, { cookie: op });
  expect(done.data.status).toBe('completed');

  const order = await orderRow(s.db, shopId, Number(orderId));
  expect(order.payStatus).toBe('success');
  const times = [
    order.createdAt,
    order.paidAt,
    order.shippedAt,
    order.pickedUpAt,
    order.deliveredAt,
    order.signedAt,
    order.completedAt,
  ];
  for (let i = 1; i < times.length; i++) expect(times[i]!.getTime()).toBeGreaterThan(times[i - 1]!.getTime());
  expect(await eventKinds(s.db, Number(orderId))).toEqual([
    'placed',
    'paid',
    'shipped',
    'picked_up',
    'in_transit',
    'delivered',
    'signed',
    'completed',
  ]);
  expect(await skuRow(s.db, sku.skuId)).toMatchObject({ stock: 4, reserved: 0 });
});
