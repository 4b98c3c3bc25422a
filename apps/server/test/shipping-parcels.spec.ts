import {
  type DeliveryRow,
  deliveryCancel,
  deliveryList,
  expressReissue,
  merchantShipmentOrderCreate,
  SHIPMENT_STATUS,
} from '@sc/contract/calls/shipping.ts';
import { isValidWaybill } from '@sc/contract/orders.ts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierEvent } from '../src/areas/orders/index.ts';
import { generateWaybill } from '../src/areas/shipping/waybill.ts';
import { orderEvents } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx, orderRow } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';
import { placeOrderFor } from './shipping-kit.ts';

// The parcels list a merchant works from (/oms/dms/order/list): counts per state under the
// search, what each parcel still allows, and the reissue of a waybill with another carrier.

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

type Label = { orderId: string; shipmentId: string; carrierCode: string; waybillNo: string };
type Listed = { list: DeliveryRow[]; page: { count: number }; statusCounts: Record<string, number> };

const book = async (orderId: number, carrierCode = '') => {
  const r = await s.call(merchantShipmentOrderCreate, { orderId: String(orderId), carrierCode }, { cookie });
  expectOk(r);
  return r.data as unknown as Label;
};
const list = async (payload: Record<string, unknown>) => {
  const r = await s.call(deliveryList, payload, { cookie });
  expectOk(r);
  return r.data as unknown as Listed;
};
const event = (shipmentId: string, e: 'picked_up' | 'in_transit') =>
  inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, e, s.clock.now()));

describe('the parcels list', () => {
  it('counts each state under the search; the state picks the rows; the counts add up to the total', async () => {
    const all = await list({ page: { pageSize: 1 } });
    expect(Object.keys(all.statusCounts).sort()).toEqual([...SHIPMENT_STATUS].sort());
    const sum = Object.values(all.statusCounts).reduce((n, c) => n + c, 0);
    expect(all.page.count).toBe(sum);
    for (const status of ['shipped', 'picked_up', 'cancelled'] as const) {
      const one = await list({ status, page: { pageSize: 100 } });
      expect(one.page.count, status).toBe(all.statusCounts[status]);
      expect(one.list.every((p) => p.status === status)).toBe(true);
      expect(one.statusCounts).toEqual(all.statusCounts);
    }
  });

  it('an order’s parcels: the cancelled one and its rebooking, each in its tab; what each still allows', async () => {
    const o = await placeOrderFor(s, shopId);
    const first = await book(o.orderId);
    const before = await list({ orderId: String(o.orderId) });
    expect(before.list).toEqual([
      expect.objectContaining({
        shipmentId: first.shipmentId,
        status: 'shipped',
        orderStatus: 'shipped',
        canCancel: 'y',
        canReissue: 'y',
        interceptStatus: null,
        backAt: null,
      }),
    ]);
    expect(before.statusCounts).toMatchObject({ shipped: 1, cancelled: 0 });

    expectOk(await s.call(deliveryCancel, { shipmentId: first.shipmentId }, { cookie }));
    s.clock.advance(60_000);
    const second = await book(o.orderId, 'flash');
    await event(second.shipmentId, 'picked_up');
    const after = await list({ orderId: String(o.orderId) });
    expect(after.page.count).toBe(2);
    expect(after.statusCounts).toMatchObject({ shipped: 0, picked_up: 1, cancelled: 1 });
    // Newest first: the picked-up parcel allows nothing more, nor does the cancelled one.
    expect(after.list.map((p) => [p.shipmentId, p.status, p.canCancel, p.canReissue])).toEqual([
      [second.shipmentId, 'picked_up', 'n', 'n'],
      [first.shipmentId, 'cancelled', 'n', 'n'],
    ]);
    expect(after.list[1]?.cancelledAt).toBeTruthy();
    const cancelled = await list({ orderId: String(o.orderId), status: 'cancelled' });
    expect(cancelled.list.map((p) => p.shipmentId)).toEqual([first.shipmentId]);
    expect(cancelled.page.count).toBe(1);
  });

  it('finds a parcel by its waybill typed in lower case; a number of another shop finds nothing', async () => {
    const o = await placeOrderFor(s, shopId);
    const label = await book(o.orderId);
    const found = await list({ waybillNo: ` ${label.waybillNo.toLowerCase()} ` });
    expect(found.list.map((p) => p.orderId)).toEqual([String(o.orderId)]);
    const other = await s.login('other-owner');
    const theirs = await s.call(deliveryList, { waybillNo: label.waybillNo }, { cookie: other.cookie });
    expectOk(theirs);
    expect((theirs.data as unknown as Listed).page.count).toBe(0);
    expect((theirs.data as unknown as Listed).list).toEqual([]);
  });

  it('an order number that cannot be one is refused with a message, not answered', async () => {
    const r = await s.call(deliveryList, { orderId: 'KER123' }, { cookie });
    expect(r.status_.success).toBe(false);
    expect(r.status_.replyText).not.toBe('');
  });
});

describe('reissue with another carrier', () => {
  it('re-books with a carrier the shop ships with: a number of its pattern, on the parcel and the order', async () => {
    const o = await placeOrderFor(s, shopId);
    const label = await book(o.orderId);
    expect(label.carrierCode).toBe('kerry');
    const r = await s.call(expressReissue, { shipmentId: label.shipmentId, carrierCode: 'flash' }, { cookie });
    expectOk(r);
    expect(r.data).toMatchObject({ carrierCode: 'flash', status: 'shipped', orderStatus: 'shipped' });
    expect(isValidWaybill('flash', String(r.data.waybillNo))).toBe(true);
    expect(await orderRow(s.db, shopId, o.orderId)).toMatchObject({
      carrierCode: 'flash',
      waybillNo: r.data.waybillNo,
    });
    const listed = await list({ orderId: String(o.orderId) });
    expect(listed.list[0]).toMatchObject({ carrierCode: 'flash', waybillNo: r.data.waybillNo, canReissue: 'y' });
    const [changed] = await s.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, o.orderId))
      .orderBy(desc(orderEvents.at), desc(orderEvents.id))
      .limit(1);
    expect(changed).toMatchObject({ kind: 'waybill_changed' });
    expect(changed?.detail).toMatchObject({
      oldCarrierCode: 'kerry',
      oldWaybillNo: label.waybillNo,
      carrierCode: 'flash',
      waybillNo: r.data.waybillNo,
    });
  });

  it('takes a number the merchant typed for another carrier, checked against that carrier’s pattern', async () => {
    const o = await placeOrderFor(s, shopId);
    const label = await book(o.orderId);
    // A Kerry number is not a J&T one.
    expectRefused(
      await s.call(
        expressReissue,
        { shipmentId: label.shipmentId, carrierCode: 'jt', waybillNo: generateWaybill('kerry') },
        { cookie, locale: 'th-TH' },
      ),
      'orderWaybillInvalid',
      {},
      'th-TH',
    );
    expect(await orderRow(s.db, shopId, o.orderId)).toMatchObject({ carrierCode: 'kerry', waybillNo: label.waybillNo });
    const jt = generateWaybill('jt');
    const r = await s.call(
      expressReissue,
      { shipmentId: label.shipmentId, carrierCode: 'jt', waybillNo: jt },
      { cookie, locale: 'zh-CN' },
    );
    expectOk(r);
    expect(r.data).toMatchObject({ carrierCode: 'jt', waybillNo: jt });
  });

  it('refuses to re-book with a carrier the shop does not ship with, or one it does not know; nothing changes', async () => {
    const o = await placeOrderFor(s, shopId);
    const label = await book(o.orderId);
    const dhl = await s.call(expressReissue, { shipmentId: label.shipmentId, carrierCode: 'dhl' }, { cookie });
    expectRefused(dhl, 'logisticsCarrierNotEnabled', { carrier: 'dhl' });
    expect(dhl.data.field).toBe('carrierCode');
    expectRefused(
      await s.call(expressReissue, { shipmentId: label.shipmentId, carrierCode: 'pigeon' }, { cookie }),
      'orderCarrierUnknown',
      { carrier: 'pigeon' },
    );
    expect(await orderRow(s.db, shopId, o.orderId)).toMatchObject({ carrierCode: 'kerry', waybillNo: label.waybillNo });
    const listed = await list({ orderId: String(o.orderId) });
    expect(listed.list[0]).toMatchObject({ carrierCode: 'kerry', waybillNo: label.waybillNo });
  });

  it('refuses a parcel in transit whatever carrier is named', async () => {
    const o = await placeOrderFor(s, shopId);
    const label = await book(o.orderId);
    await event(label.shipmentId, 'picked_up');
    await event(label.shipmentId, 'in_transit');
    expectRefused(
      await s.call(expressReissue, { shipmentId: label.shipmentId, carrierCode: 'flash' }, { cookie }),
      'orderWaybillNotModifiable',
    );
    const listed = await list({ orderId: String(o.orderId) });
    expect(listed.list[0]).toMatchObject({ status: 'in_transit', canCancel: 'n', canReissue: 'n' });
  });
});
