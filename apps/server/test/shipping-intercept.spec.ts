import { mktCarrierEvent, mktInterceptRequest, mktInterceptResult } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDelivery, orderListInquiry } from '@sc/contract/calls/orders.ts';
import { deliveryIntercept, deliveryReceiveBack } from '@sc/contract/calls/shipping.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWaybill } from '../src/areas/shipping/waybill.ts';
import { bangkokDay } from '../src/bangkok-time.ts';
import {
  addReturnAddress,
  audit,
  buyer,
  caseAt,
  expectOk,
  expectRule,
  orderAt,
  orderDetail,
  type World,
  worldOf,
} from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { eventKinds, itemsOf, skuRow } from './mkt-orders-kit.ts';

// Parcels coming back: the merchant's (and the buyer's) interception of a parcel in transit, the
// carrier's answer, the parcel back at the shop and its receipt (stock back once); the buyer's
// refusal at the door; an order returned once every unit came back, by refusal or by returns.

let s: TestServer;
let w: World;

beforeAll(async () => {
  s = await startTestServer();
  w = await worldOf(s);
  await addReturnAddress(w);
});
afterAll(() => s.close());

const carrier = async (orderId: string, event: 'picked_up' | 'in_transit' | 'delivered' | 'refused' | 'back_to_shop') =>
  s.call(mktCarrierEvent, { shopId: w.shopId, orderId, event }, { cookie: await w.op() });
const result = async (orderId: string, outcome: 'success' | 'failed') =>
  s.call(mktInterceptResult, { shopId: w.shopId, orderId, outcome }, { cookie: await w.op() });
const intercept = async (shipmentId: string) => s.call(deliveryIntercept, { shipmentId }, { cookie: await w.owner() });
const receive = async (shipmentId: string) => s.call(deliveryReceiveBack, { shipmentId }, { cookie: await w.owner() });
const parcelOf = async (orderId: string) => {
  const parcel = (await orderDetail(w, orderId)).shipments.at(-1);
  if (!parcel) throw new Error('no parcel');
  return parcel;
};
/** A one-line order of `quantity` units (stock 10), shipped whole and picked up by the carrier. */
const inTransit = async (quantity = 2) => {
  const made = await orderAt(w, 'shipped', { lines: [{ quantity }] });
  expectOk(await carrier(made.orderId, 'in_transit'));
  const sku = made.skus[0];
  if (!sku) throw new Error('no sku');
  return { orderId: made.orderId, sku, parcel: await parcelOf(made.orderId) };
};
const stockOf = async (skuId: number) => (await skuRow(s.db, skuId)).stock;

describe('interception by the merchant', () => {
  it('succeeds: the order is intercepted, the parcel comes back, its stock returns on receipt and only once', async () => {
    const { orderId, sku, parcel } = await inTransit(2);
    expect(await stockOf(sku.skuId)).toBe(8);

    const asked = expectOk(await intercept(parcel.shipmentId));
    expect(asked).toMatchObject({ interceptStatus: 'requested', orderStatus: 'in_transit', status: 'in_transit' });
    expect((await parcelOf(orderId)).interceptStatus).toBe('requested');
    expectRule(await intercept(parcel.shipmentId), 'interceptAlreadyRequested');

    const stopped = expectOk(await result(orderId, 'success'));
    expect(stopped).toMatchObject({
      interceptStatus: 'intercepted',
      shipmentStatus: 'intercepted',
      orderStatus: 'intercepted',
    });
    const page = await orderDetail(w, orderId);
    expect(page.status).toBe('intercepted');
    expect(page.shipments[0]).toMatchObject({
      status: 'intercepted',
      interceptStatus: 'intercepted',
      interceptBy: 'merchant',
      backAt: null,
    });
    // The carrier cannot deliver a parcel it is bringing back.
    expect((await carrier(orderId, 'delivered')).status_.success).toBe(false);
    // Not back yet: no receipt, no stock.
    expectRule(await receive(parcel.shipmentId), 'receiveBackNotYet');
    expect(await stockOf(sku.skuId)).toBe(8);

    expectOk(await carrier(orderId, 'back_to_shop'));
    expect(await stockOf(sku.skuId)).toBe(8);
    const received = expectOk(await receive(parcel.shipmentId));
    expect(received).toMatchObject({ orderStatus: 'intercepted', status: 'intercepted' });
    expect(await stockOf(sku.skuId)).toBe(10);
    expectRule(await receive(parcel.shipmentId), 'receiveBackAlready');
    expect(await stockOf(sku.skuId)).toBe(10);
    expect((await parcelOf(orderId)).receivedBackAt).not.toBeNull();
    expect(await eventKinds(s.db, Number(orderId))).toEqual(
      expect.arrayContaining(['intercept_requested', 'intercepted', 'parcel_back', 'parcel_received_back']),
    );

    // The list's intercepted tab holds it.
    const list = expectOk(
      await s.call(
        orderListInquiry,
        { tab: 'intercepted', orderIds: [orderId], page: { pageNum: 1, pageSize: 10 } },
        { cookie: await w.owner() },
      ),
    );
    expect((list.list as { orderId: string }[]).map((o) => o.orderId)).toEqual([orderId]);
  });

  it('fails: the parcel goes on and is delivered, the order follows; a failed interception may be asked again', async () => {
    const { orderId, sku, parcel } = await inTransit(1);
    expectOk(await intercept(parcel.shipmentId));
    const failed = expectOk(await result(orderId, 'failed'));
    expect(failed).toMatchObject({
      interceptStatus: 'failed',
      shipmentStatus: 'in_transit',
      orderStatus: 'in_transit',
    });
    expect(await stockOf(sku.skuId)).toBe(9);
    expectRule(await receive(parcel.shipmentId), 'receiveBackNotComing');
    // Asked again, but the carrier delivers first: the answer can only be failed.
    expectOk(await intercept(parcel.shipmentId));
    expectOk(await carrier(orderId, 'delivered'));
    expect(expectOk(await result(orderId, 'success'))).toMatchObject({
      interceptStatus: 'failed',
      orderStatus: 'delivered',
    });
    expect(await stockOf(sku.skuId)).toBe(9);
  });

  it('is refused before the carrier picks the parcel up, after delivery, and without a request to answer', async () => {
    const made = await orderAt(w, 'shipped');
    const booked = await parcelOf(made.orderId);
    expectRule(await intercept(booked.shipmentId), 'interceptNotPickedUp');
    expectRule(await result(made.orderId, 'success'), 'mktInterceptNotRequested');
    const delivered = await orderAt(w, 'delivered');
    expectRule(await intercept((await parcelOf(delivered.orderId)).shipmentId), 'interceptNotInTransit');
    expect((await orderDetail(w, delivered.orderId)).shipments[0]?.interceptStatus).toBeNull();
    // Thai, as a Thai merchant reads it.
    const th = await s.call(
      deliveryIntercept,
      { shipmentId: booked.shipmentId },
      { cookie: await w.owner(), locale: 'th-TH' },
    );
    expectRule(th, 'interceptNotPickedUp', {}, 'th-TH');
  });

  it('another shop’s parcel is not found, to intercept or to receive', async () => {
    const foreign = await s.foreignId('shipment');
    expect((await intercept(foreign)).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await receive(foreign)).status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});

describe('interception by the buyer', () => {
  it('the buyer asks through the simulator; the merchant sees who asked', async () => {
    const { orderId } = await inTransit(1);
    const asked = expectOk(await s.call(mktInterceptRequest, { shopId: w.shopId, orderId }, { cookie: await w.op() }));
    expect(asked).toMatchObject({ interceptStatus: 'requested' });
    expectOk(await result(orderId, 'success'));
    const page = await orderDetail(w, orderId);
    expect(page).toMatchObject({ status: 'intercepted' });
    expect(page.shipments[0]?.interceptBy).toBe('buyer');
    expect(page.events.find((e) => e.kind === 'intercept_requested')?.actor).toBe('buyer');
  });
});

describe('returned', () => {
  it('a parcel refused at the door: the order is returned, its stock back on receipt', async () => {
    const { orderId, sku, parcel } = await inTransit(2);
    const refused = expectOk(await carrier(orderId, 'refused'));
    expect(refused).toMatchObject({ shipmentStatus: 'refused', orderStatus: 'returned' });
    expect((await itemsOf(s.db, Number(orderId)))[0]?.returnedQty).toBe(2);
    expect(await stockOf(sku.skuId)).toBe(8);
    expectOk(await carrier(orderId, 'back_to_shop'));
    expectOk(await receive(parcel.shipmentId));
    expect(await stockOf(sku.skuId)).toBe(10);
    expect((await orderDetail(w, orderId)).items[0]?.returnedQty).toBe(2);
  });

  it('one parcel of two refused: the order stays as it is, with the returned units shown', async () => {
    const made = await orderAt(w, 'paid', { lines: [{ quantity: 2 }] });
    const ship = async () =>
      s.call(
        orderDelivery,
        {
          orderId: made.orderId,
          carrierCode: 'kerry',
          waybillNo: generateWaybill('kerry'),
          estimatedArrival: bangkokDay(s.clock.now()),
          lines: [{ lineNo: 1, quantity: 1 }],
        },
        { cookie: await w.owner() },
      );
    expectOk(await ship());
    s.clock.advance(60_000);
    expectOk(await ship());
    const [first, second] = (await orderDetail(w, made.orderId)).shipments;
    if (!first || !second) throw new Error('two parcels');
    const op = await w.op();
    for (const p of [first, second]) {
      expectOk(
        await s.call(
          mktCarrierEvent,
          { shopId: w.shopId, shipmentId: p.shipmentId, event: 'in_transit' },
          { cookie: op },
        ),
      );
    }
    expectOk(
      await s.call(
        mktCarrierEvent,
        { shopId: w.shopId, shipmentId: first.shipmentId, event: 'refused' },
        { cookie: op },
      ),
    );
    const page = await orderDetail(w, made.orderId);
    expect(page.status).toBe('in_transit');
    expect(page.items[0]).toMatchObject({ quantity: 2, returnedQty: 1 });
    // The other parcel alone now moves the order on.
    expectOk(
      await s.call(
        mktCarrierEvent,
        { shopId: w.shopId, shipmentId: second.shipmentId, event: 'delivered' },
        { cookie: op },
      ),
    );
    expect((await orderDetail(w, made.orderId)).status).toBe('delivered');
  });

  it('every unit returned through after-sales: returned; a partial return stays delivered', async () => {
    const whole = await caseAt(w, 'return', 'awaiting_receipt', { order: { lines: [{ quantity: 2 }] } });
    expectOk(await audit(w, whole.caseId, 'confirm_receipt'));
    const page = await orderDetail(w, whole.orderId);
    expect(page.status).toBe('returned');
    expect(page.items[0]?.returnedQty).toBe(2);

    const part = await caseAt(w, 'return', 'pending', {
      order: { lines: [{ quantity: 3 }] },
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expectOk(await audit(w, part.caseId, 'agree_return'));
    expectOk(await buyer(w, part.caseId, 'ship_return', { waybillNo: '712345678901', carrierCode: 'jt' }));
    expectOk(await audit(w, part.caseId, 'confirm_receipt'));
    const partPage = await orderDetail(w, part.orderId);
    expect(partPage.status).toBe('delivered');
    expect(partPage.items[0]).toMatchObject({ quantity: 3, returnedQty: 1 });
  });
});
