import { orderDelivery } from '@sc/contract/calls/orders.ts';
import {
  deliveryCancel,
  deliveryList,
  deliveryOrderDetails,
  expressReissue,
  merchantShipmentOrderCreate,
  merchantShipmentOrderPrint,
  signOrder,
  storeExpressConfigMaintain,
} from '@sc/contract/calls/shipping.ts';
import { SELF_DELIVERY_CONFIRM_DAYS } from '@sc/contract/constants.ts';
import { isValidWaybill } from '@sc/contract/orders.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSelfDeliveryReceipt } from '../src/areas/order-rules/rules.ts';
import { carrierEvent, latestShipment } from '../src/areas/orders/index.ts';
import { pickupDayOf } from '../src/areas/shipping/delivery.ts';
import { generateWaybill } from '../src/areas/shipping/waybill.ts';
import { bangkokDay } from '../src/bangkok-time.ts';
import { logisticsConfigs } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { eventKinds, inTx, itemsOf, orderRow, skuRow } from './mkt-orders-kit.ts';
import { countsBothWays, expectOk, expectRefused, jtWaybill } from './orders-kit.ts';
import { placeOrderFor } from './shipping-kit.ts';

// Merchant shipment orders (book a carrier, print labels), the delivery list and details,
// delivery cancel, express reissue and the merchant's sign of self-delivery orders.

let s: TestServer;
let cookie: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login('demo-owner');
  cookie = login.cookie;
  shopId = String(login.data.shopId);
});
afterAll(() => s?.close());

type Label = { orderId: string; shipmentId: string; carrierCode: string; waybillNo: string; [k: string]: unknown };
const book = async (orderId: number, carrierCode = '', handover: 'pickup' | 'dropoff' = 'pickup') => {
  const r = await s.call(merchantShipmentOrderCreate, { orderId: String(orderId), carrierCode, handover }, { cookie });
  return { r, label: r.data as unknown as Label };
};
const pickUp = (shipmentId: string) =>
  inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, 'picked_up', s.clock.now()));

describe('waybill numbers', () => {
  it('every carrier’s generated number fits its pattern', () => {
    for (const code of ['thaipost', 'kerry', 'flash', 'jt', 'ninjavan', 'best', 'dhl', 'scg']) {
      for (let i = 0; i < 20; i++) expect(isValidWaybill(code, generateWaybill(code))).toBe(true);
    }
  });
});

describe('merchant shipment order', () => {
  it('books the default carrier, ships the order and answers the label', async () => {
    const o = await placeOrderFor(s, shopId, { quantity: 2 });
    const { r, label } = await book(o.orderId);
    expectOk(r);
    expect(label).toMatchObject({ orderId: String(o.orderId), carrierCode: 'kerry', carrierName: 'Kerry Express' });
    expect(isValidWaybill('kerry', label.waybillNo)).toBe(true);
    expect(label.receiver).toMatchObject({ zipCode: '10900' });
    expect(label.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(label.sender).toMatchObject({ shopName: 'Demo Shop' });
    expect(await orderRow(s.db, shopId, o.orderId)).toMatchObject({
      status: 'shipped',
      carrierCode: 'kerry',
      waybillNo: label.waybillNo,
    });
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 8, reserved: 0 });
  });

  it('books a named carrier of the shop; refuses one the shop does not use, an unknown one, a shipped order', async () => {
    const o = await placeOrderFor(s, shopId);
    expectRefused((await book(o.orderId, 'dhl')).r, 'logisticsCarrierNotEnabled', { carrier: 'dhl' });
    expectRefused((await book(o.orderId, 'pigeon')).r, 'orderCarrierUnknown', { carrier: 'pigeon' });
    const { r, label } = await book(o.orderId, 'flash');
    expectOk(r);
    expect(isValidWaybill('flash', label.waybillNo)).toBe(true);
    expectRefused((await book(o.orderId)).r, 'orderAlreadyShipped', { orderId: String(o.orderId) });
  });

  it('a pick-up names the day the courier comes (today before the cutoff, else tomorrow); a drop-off none', async () => {
    const pick = await placeOrderFor(s, shopId);
    const { r, label } = await book(pick.orderId, '', 'pickup');
    expectOk(r);
    expect(label).toMatchObject({ handover: 'pickup', pickupDay: pickupDayOf(s.clock.now()) });
    const drop = await placeOrderFor(s, shopId);
    const dropped = await book(drop.orderId, '', 'dropoff');
    expectOk(dropped.r);
    expect(dropped.label).toMatchObject({ handover: 'dropoff', pickupDay: null });
    expect((await orderRow(s.db, shopId, drop.orderId)).status).toBe('shipped');
  });

  it('the pick-up day turns at the same-day cutoff, Bangkok time', () => {
    // 13:59 and 14:00 in Bangkok are 06:59 and 07:00 UTC.
    expect(pickupDayOf(new Date('2030-03-04T06:59:00Z'))).toBe('2030-03-04');
    expect(pickupDayOf(new Date('2030-03-04T07:00:00Z'))).toBe('2030-03-05');
    expect(pickupDayOf(new Date('2030-03-04T17:30:00Z'))).toBe('2030-03-05');
  });

  it('without a default carrier asks for one', async () => {
    const [saved] = await s.db.select().from(logisticsConfigs).where(eq(logisticsConfigs.shopId, shopId));
    await s.db.update(logisticsConfigs).set({ defaultCarrier: null }).where(eq(logisticsConfigs.shopId, shopId));
    const o = await placeOrderFor(s, shopId);
    expectRefused((await book(o.orderId)).r, 'logisticsNoDefaultCarrier');
    await s.db
      .update(logisticsConfigs)
      .set({ defaultCarrier: saved?.defaultCarrier ?? 'kerry' })
      .where(eq(logisticsConfigs.shopId, shopId));
  });

  it('prints the labels of several orders; an order without a parcel is refused', async () => {
    const a = await placeOrderFor(s, shopId);
    const b = await placeOrderFor(s, shopId, { payMethod: 'cod' });
    const la = (await book(a.orderId)).label;
    const lb = (await book(b.orderId)).label;
    const r = await s.call(
      merchantShipmentOrderPrint,
      { orderIds: [String(a.orderId), String(b.orderId)] },
      { cookie },
    );
    expectOk(r);
    const labels = r.data.labels as Label[];
    expect(labels.map((l) => l.waybillNo)).toEqual([la.waybillNo, lb.waybillNo]);
    expect(labels[0]?.codAmount).toBe(0);
    expect(labels[1]?.codAmount).toBeGreaterThan(0);
    const c = await placeOrderFor(s, shopId);
    expectRefused(
      await s.call(merchantShipmentOrderPrint, { orderIds: [String(c.orderId)] }, { cookie }),
      'deliveryNoLabel',
      { orderId: String(c.orderId) },
    );
  });
});

describe('delivery list and details', () => {
  it('lists parcels by status, waybill and order, and shows one order’s parcels with tracks', async () => {
    const o = await placeOrderFor(s, shopId);
    const { label } = await book(o.orderId);
    await pickUp(label.shipmentId);
    const byWaybill = await s.call(deliveryList, { waybillNo: label.waybillNo.toLowerCase() }, { cookie });
    expectOk(byWaybill);
    expect(byWaybill.data.list).toEqual([
      expect.objectContaining({ shipmentId: label.shipmentId, status: 'picked_up', orderId: String(o.orderId) }),
    ]);
    const picked = await s.call(deliveryList, { status: 'picked_up', page: { pageSize: 100 } }, { cookie });
    expect((picked.data.list as { status: string }[]).every((p) => p.status === 'picked_up')).toBe(true);
    const byOrder = await s.call(deliveryList, { orderId: String(o.orderId) }, { cookie });
    expect((byOrder.data.page as { count: number }).count).toBe(1);
    const d = await s.call(deliveryOrderDetails, { orderId: String(o.orderId) }, { cookie });
    expectOk(d);
    expect(d.data).toMatchObject({ orderId: String(o.orderId), deliveryMode: 'express', canSign: 'n' });
    expect(d.data.shipments).toEqual([
      expect.objectContaining({
        waybillNo: label.waybillNo,
        tracks: [expect.objectContaining({ event: 'picked_up' })],
      }),
    ]);
  });
});

describe('delivery cancel', () => {
  it('cancels a parcel not picked up: units and stock back to reserved, order to ship again, event recorded', async () => {
    const o = await placeOrderFor(s, shopId, { quantity: 3 });
    const { label } = await book(o.orderId);
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 7, reserved: 0 });
    const r = await s.call(deliveryCancel, { shipmentId: label.shipmentId }, { cookie });
    expectOk(r);
    expect(r.data).toMatchObject({ status: 'cancelled', orderStatus: 'to_ship', waybillNo: label.waybillNo });
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 10, reserved: 3 });
    expect((await itemsOf(s.db, o.orderId))[0]?.shippedQty).toBe(0);
    expect(await orderRow(s.db, shopId, o.orderId)).toMatchObject({
      status: 'to_ship',
      waybillNo: null,
      shippedAt: null,
    });
    expect(await eventKinds(s.db, o.orderId)).toEqual(['placed', 'paid', 'shipped', 'shipment_cancelled']);
    const counts = await countsBothWays(s, shopId);
    expect(counts.kept).toEqual(counts.counted);
    expectRefused(await s.call(deliveryCancel, { shipmentId: label.shipmentId }, { cookie }), 'deliveryNotCancellable');
    // It can ship again, even with the cancelled parcel's number.
    const again = await s.call(
      orderDelivery,
      {
        orderId: String(o.orderId),
        carrierCode: 'kerry',
        waybillNo: label.waybillNo,
        estimatedArrival: bangkokDay(s.clock.now()),
      },
      { cookie },
    );
    expectOk(again);
  });

  it('cancels one parcel of two: the order stays partially shipped with the other parcel’s carrier and waybill', async () => {
    const o = await placeOrderFor(s, shopId, { quantity: 2 });
    const deliver = (waybillNo: string) =>
      s.call(
        orderDelivery,
        {
          orderId: String(o.orderId),
          carrierCode: 'kerry',
          waybillNo,
          estimatedArrival: bangkokDay(s.clock.now()),
          lines: [{ lineNo: 1, quantity: 1 }],
        },
        { cookie },
      );
    const first = generateWaybill('kerry');
    expectOk(await deliver(first));
    s.clock.advance(60_000);
    expectOk(await deliver(generateWaybill('kerry')));
    const latest = await inTx(s.db, (tx) => latestShipment(tx, shopId, o.orderId));
    const r = await s.call(deliveryCancel, { shipmentId: String(latest?.id) }, { cookie });
    expectOk(r);
    expect(r.data).toMatchObject({ status: 'cancelled', orderStatus: 'partially_shipped' });
    expect(await orderRow(s.db, shopId, o.orderId)).toMatchObject({
      status: 'partially_shipped',
      carrierCode: 'kerry',
      waybillNo: first,
    });
    expect((await itemsOf(s.db, o.orderId))[0]?.shippedQty).toBe(1);
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 9, reserved: 1 });
  });

  it('refuses a parcel the carrier has picked up', async () => {
    const o = await placeOrderFor(s, shopId);
    const { label } = await book(o.orderId);
    await pickUp(label.shipmentId);
    expectRefused(await s.call(deliveryCancel, { shipmentId: label.shipmentId }, { cookie }), 'deliveryNotCancellable');
    expect((await orderRow(s.db, shopId, o.orderId)).status).toBe('shipped');
  });

  it('does not find another shop’s parcel', async () => {
    const r = await s.call(deliveryCancel, { shipmentId: await s.foreignId('shipment') }, { cookie });
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });
});

describe('express reissue', () => {
  it('draws a new number of the carrier, different from the old', async () => {
    const o = await placeOrderFor(s, shopId);
    const { label } = await book(o.orderId);
    const r = await s.call(expressReissue, { shipmentId: label.shipmentId }, { cookie });
    expectOk(r);
    const fresh = String(r.data.waybillNo);
    expect(fresh).not.toBe(label.waybillNo);
    expect(isValidWaybill('kerry', fresh)).toBe(true);
    expect((await orderRow(s.db, shopId, o.orderId)).waybillNo).toBe(fresh);
    expect(await eventKinds(s.db, o.orderId)).toContain('waybill_changed');
  });

  it('takes a given number: it must fit the carrier and differ from the old', async () => {
    const o = await placeOrderFor(s, shopId);
    const { label } = await book(o.orderId);
    expectRefused(
      await s.call(expressReissue, { shipmentId: label.shipmentId, waybillNo: label.waybillNo }, { cookie }),
      'orderWaybillSame',
    );
    expectRefused(
      await s.call(
        expressReissue,
        { shipmentId: label.shipmentId, waybillNo: label.waybillNo },
        { cookie, locale: 'th-TH' },
      ),
      'orderWaybillSame',
      {},
      'th-TH',
    );
    expectRefused(
      await s.call(expressReissue, { shipmentId: label.shipmentId, waybillNo: '123' }, { cookie }),
      'orderWaybillInvalid',
    );
    const given = generateWaybill('kerry');
    const r = await s.call(
      expressReissue,
      { shipmentId: label.shipmentId, waybillNo: given.toLowerCase() },
      { cookie },
    );
    expectOk(r);
    expect(r.data.waybillNo).toBe(given);
  });

  it('refuses a parcel picked up or cancelled', async () => {
    const o = await placeOrderFor(s, shopId);
    const { label } = await book(o.orderId);
    await pickUp(label.shipmentId);
    expectRefused(
      await s.call(expressReissue, { shipmentId: label.shipmentId }, { cookie }),
      'orderWaybillNotModifiable',
    );
    const p = await placeOrderFor(s, shopId);
    const booked = (await book(p.orderId)).label;
    expectOk(await s.call(deliveryCancel, { shipmentId: booked.shipmentId }, { cookie }));
    expectRefused(
      await s.call(expressReissue, { shipmentId: booked.shipmentId }, { cookie }),
      'orderWaybillNotModifiable',
    );
  });
});

describe('sign order', () => {
  const ship = async (orderId: number) =>
    expectOk(
      await s.call(
        orderDelivery,
        {
          orderId: String(orderId),
          carrierCode: 'jt',
          waybillNo: jtWaybill(),
          estimatedArrival: bangkokDay(s.clock.now()),
        },
        { cookie },
      ),
    );

  it('signs a shipped self-delivery order: its parcel and the order become signed', async () => {
    const o = await placeOrderFor(s, shopId, { deliveryMode: 'self_delivery' });
    await ship(o.orderId);
    const d = await s.call(deliveryOrderDetails, { orderId: String(o.orderId) }, { cookie });
    expect(d.data.canSign).toBe('y');
    const r = await s.call(signOrder, { orderId: String(o.orderId) }, { cookie });
    expectOk(r);
    expect(r.data).toMatchObject({ orderId: String(o.orderId), status: 'signed' });
    expect(r.data.signedAt).toBeTruthy();
    const parcel = await inTx(s.db, (tx) => latestShipment(tx, shopId, o.orderId));
    expect(parcel.status).toBe('signed');
    expect(await eventKinds(s.db, o.orderId)).toEqual(['placed', 'paid', 'shipped', 'signed', 'sign_confirmed']);
    expectRefused(await s.call(signOrder, { orderId: String(o.orderId) }, { cookie }), 'signNotInTransit', {
      orderId: String(o.orderId),
    });
  });

  it('signs one in transit or delivered too', async () => {
    const o = await placeOrderFor(s, shopId, { deliveryMode: 'self_delivery' });
    await ship(o.orderId);
    const parcel = await inTx(s.db, (tx) => latestShipment(tx, shopId, o.orderId));
    await inTx(s.db, (tx) => carrierEvent(tx, shopId, parcel.id, 'in_transit', s.clock.now()));
    expectOk(await s.call(signOrder, { orderId: String(o.orderId) }, { cookie }));
    expect((await orderRow(s.db, shopId, o.orderId)).status).toBe('signed');
  });

  it('confirms one the rules asked about after 20 days unsigned: awaiting confirmation, then signed', async () => {
    const o = await placeOrderFor(s, shopId, { deliveryMode: 'self_delivery' });
    await ship(o.orderId);
    const later = new Date(s.clock.now().getTime() + (SELF_DELIVERY_CONFIRM_DAYS * 24 + 1) * 3_600_000);
    expect(await inTx(s.db, (tx) => runSelfDeliveryReceipt(tx, later))).toBeGreaterThanOrEqual(1);
    expect((await orderRow(s.db, shopId, o.orderId)).status).toBe('awaiting_confirmation');
    const d = await s.call(deliveryOrderDetails, { orderId: String(o.orderId) }, { cookie });
    expect(d.data.canSign).toBe('y');
    const r = await s.call(signOrder, { orderId: String(o.orderId) }, { cookie });
    expectOk(r);
    expect(r.data).toMatchObject({ orderId: String(o.orderId), status: 'signed' });
    const row = await orderRow(s.db, shopId, o.orderId);
    expect(row.status).toBe('signed');
    expect(row.signedAt).toBeTruthy();
  });

  it('refuses an express order, and a self-delivery order not shipped', async () => {
    const e = await placeOrderFor(s, shopId);
    await ship(e.orderId);
    expectRefused(await s.call(signOrder, { orderId: String(e.orderId) }, { cookie }), 'signNotSelfDelivery');
    const o = await placeOrderFor(s, shopId, { deliveryMode: 'self_delivery' });
    expectRefused(await s.call(signOrder, { orderId: String(o.orderId) }, { cookie }), 'signNotInTransit', {
      orderId: String(o.orderId),
    });
  });
});

it('the configuration save is the only way to change the default carrier the booking uses', async () => {
  // A sanity check tying the two areas: save a new default, the next booking uses it.
  await s.db.delete(logisticsConfigs).where(eq(logisticsConfigs.shopId, shopId));
  const r = await s.call(
    storeExpressConfigMaintain,
    { carriers: ['thaipost'], defaultCarrier: 'thaipost', shipMode: 'ship_by_self', shipWithinDays: 3 },
    { cookie },
  );
  expectOk(r);
  const o = await placeOrderFor(s, shopId);
  const { label } = await book(o.orderId);
  expect(label.carrierCode).toBe('thaipost');
  expect(isValidWaybill('thaipost', label.waybillNo)).toBe(true);
});
