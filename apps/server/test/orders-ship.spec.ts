import {
  orderAdvanceDelivery,
  orderBulkShip,
  orderBulkShipList,
  orderBulkShipResult,
  orderBulkShipTemplate,
  orderDelivery,
  orderDetailInquiry,
  orderWaybillModify,
} from '@sc/contract/calls/orders.ts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipOrder } from '../src/areas/orders/index.ts';
import { bangkokDay } from '../src/bangkok-time.ts';
import { orders, shipments } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx, orderRow, skuRow } from './mkt-orders-kit.ts';
import { bulkFile, expectOk, expectRefused, jtWaybill, placeOrder, text, upload } from './orders-kit.ts';

// Shipping an order (delivery, advance delivery, waybill change, bulk ship from Excel) and what it
// does to stock, with every refusal

let s: TestServer;
let cookie: string;
let shopId: string;
const day = (offsetDays: number) => bangkokDay(new Date(s.clock.now().getTime() + offsetDays * 86_400_000));

beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login('demo-owner');
  cookie = login.cookie;
  shopId = String(login.data.shopId);
});
afterAll(() => s?.app.close());

const deliver = (orderId: number | string, over: Record<string, unknown> = {}, locale?: 'th-TH' | 'en-US' | 'zh-CN') =>
  s.call(
    orderDelivery,
    { orderId: String(orderId), carrierCode: 'jt', waybillNo: jtWaybill(), estimatedArrival: day(3), ...over },
    { cookie, ...(locale ? { locale } : {}) },
  );

describe('delivery', () => {
  it('ships a paid order: takes the stock and the reservation, sets carrier, waybill and arrival, and records it', async () => {
    const o = await placeOrder(s, shopId, { stock: 10, quantity: 3 });
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 10, reserved: 3 });
    const waybillNo = jtWaybill();
    const r = await deliver(o.orderId, { waybillNo, estimatedArrival: day(2) });
    expectOk(r);
    expect(r.data).toMatchObject({
      orderId: String(o.orderId),
      status: 'shipped',
      carrierCode: 'jt',
      waybillNo,
      estimatedArrival: day(2),
    });
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 7, reserved: 0 });
    const d = await s.call(orderDetailInquiry, { orderId: String(o.orderId) }, { cookie });
    expectOk(d);
    expect(d.data).toMatchObject({
      status: 'shipped',
      waybillNo,
      carrierCode: 'jt',
      canShip: 'n',
      canModifyWaybill: 'y',
    });
    const detail = d.data as unknown as {
      shipments: { waybillNo: string; carrierName: string }[];
      events: { kind: string; actor: string }[];
    };
    expect(detail.shipments).toEqual([expect.objectContaining({ waybillNo, carrierName: 'J&T Express' })]);
    expect(detail.events.map((e) => e.kind)).toEqual(['placed', 'paid', 'shipped']);
    expect(detail.events.at(-1)?.actor).toBe('merchant');
  });

  it('refuses an empty carrier or waybill with the spec message, in the user’s language', async () => {
    const o = await placeOrder(s, shopId);
    expectRefused(await deliver(o.orderId, { waybillNo: '' }), 'orderLogisticsEmpty');
    expectRefused(await deliver(o.orderId, { carrierCode: '  ' }), 'orderLogisticsEmpty');
    expectRefused(await deliver(o.orderId, { waybillNo: '' }, 'th-TH'), 'orderLogisticsEmpty', {}, 'th-TH');
    expect((await orderRow(s.db, shopId, o.orderId)).status).toBe('to_ship');
  });

  it('refuses a waybill that does not fit the carrier, and an unknown carrier', async () => {
    const o = await placeOrder(s, shopId);
    expectRefused(await deliver(o.orderId, { carrierCode: 'thaipost', waybillNo: '12345' }), 'orderWaybillInvalid');
    expectRefused(await deliver(o.orderId, { carrierCode: 'pigeon', waybillNo: '12345' }), 'orderCarrierUnknown', {
      carrier: 'pigeon',
    });
    expectOk(await deliver(o.orderId, { carrierCode: 'thaipost', waybillNo: ' ef123456780th ' }));
    expect((await orderRow(s.db, shopId, o.orderId)).waybillNo).toBe('EF123456780TH');
  });

  it('takes an estimated arrival date when the merchant knows one, not before today', async () => {
    const o = await placeOrder(s, shopId);
    expectRefused(await deliver(o.orderId, { estimatedArrival: '2030-02-30' }), 'orderArrivalRequired');
    expectRefused(await deliver(o.orderId, { estimatedArrival: day(-1) }), 'orderArrivalPast');
    expectOk(await deliver(o.orderId, { estimatedArrival: day(0) }));
    const unknown = await placeOrder(s, shopId);
    expectOk(await deliver(unknown.orderId, { estimatedArrival: '' }));
    expect(await orderRow(s.db, shopId, unknown.orderId)).toMatchObject({ status: 'shipped', estimatedArrival: null });
  });

  it('refuses an order already shipped ("the tracking number is wrong") and a waybill another parcel holds', async () => {
    const a = await placeOrder(s, shopId);
    const b = await placeOrder(s, shopId);
    const waybillNo = jtWaybill();
    expectOk(await deliver(a.orderId, { waybillNo }));
    expectRefused(await deliver(a.orderId), 'orderAlreadyShipped', { orderId: String(a.orderId) });
    expectRefused(await deliver(b.orderId, { waybillNo }), 'orderWaybillUsed', { waybillNo });
    expect(await skuRow(s.db, b.skuId)).toMatchObject({ stock: 10, reserved: 1 });
    expect((await orderRow(s.db, shopId, b.orderId)).status).toBe('to_ship');
  });

  it('refuses an unpaid order, a risk-held one, and another shop’s order', async () => {
    const unpaid = await placeOrder(s, shopId, { paid: false });
    expectRefused(await deliver(unpaid.orderId), 'orderNotShippable', { orderId: String(unpaid.orderId) });
    const held = await placeOrder(s, shopId);
    await s.db
      .update(orders)
      .set({ riskLevel: 'hold', riskReason: 'address mismatch' })
      .where(eq(orders.id, held.orderId));
    expectRefused(await deliver(held.orderId), 'orderRiskHeld', { orderId: String(held.orderId) });
    const foreign = await s.foreignId('order');
    const r = await deliver(foreign);
    expect(r.status_.success).toBe(false);
    expect(r.status_.replyText).toBe(text('notFound'));
  });

  it('ships part of the lines as partially shipped, then the rest as shipped', async () => {
    const o = await placeOrder(s, shopId, { stock: 10, quantity: 4 });
    const first = await deliver(o.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expectOk(first);
    expect(first.data.status).toBe('partially_shipped');
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 9, reserved: 3 });
    expectRefused(await deliver(o.orderId, { lines: [{ lineNo: 1, quantity: 4 }] }), 'orderShipLinesInvalid', {
      lineNo: 1,
    });
    expectRefused(await deliver(o.orderId, { lines: [{ lineNo: 2, quantity: 1 }] }), 'orderShipLinesInvalid', {
      lineNo: 2,
    });
    const rest = await deliver(o.orderId);
    expectOk(rest);
    expect(rest.data.status).toBe('shipped');
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 6, reserved: 0 });
    const parcels = await s.db.select().from(shipments).where(eq(shipments.orderId, o.orderId));
    expect(parcels.map((p) => p.lines)).toEqual(
      expect.arrayContaining([[{ lineNo: 1, quantity: 1 }], [{ lineNo: 1, quantity: 3 }]]),
    );
  });

  it('shipOrder (for other areas) gives the same refusals and writes nothing when refused', async () => {
    const o = await placeOrder(s, shopId);
    await expect(
      inTx(s.db, (tx) =>
        shipOrder(
          tx,
          shopId,
          { orderId: o.orderId, carrierCode: 'jt', waybillNo: 'x' },
          { userId: 'u' },
          s.clock.now(),
        ),
      ),
    ).rejects.toMatchObject({ messageKey: 'orderWaybillInvalid' });
    const done = await inTx(s.db, (tx) =>
      shipOrder(
        tx,
        shopId,
        { orderId: o.orderId, carrierCode: 'jt', waybillNo: jtWaybill(), kind: 'merchant' },
        { userId: 'u' },
        s.clock.now(),
      ),
    );
    expect(done.order.status).toBe('shipped');
    const [parcel] = await s.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.shopId, shopId), eq(shipments.id, done.shipmentId)));
    expect(parcel?.kind).toBe('merchant');
  });
});

describe('advance delivery', () => {
  it('ships a deposit order before its balance is paid, and refuses a normal unpaid order', async () => {
    const deposit = await placeOrder(s, shopId, { orderType: 'deposit', paid: false, price: 100_000, deposit: 15_000 });
    const r = await s.call(
      orderAdvanceDelivery,
      { orderId: String(deposit.orderId), carrierCode: 'flash', waybillNo: 'TH0123456789B', estimatedArrival: day(5) },
      { cookie },
    );
    expectOk(r);
    expect(r.data.status).toBe('shipped');
    expect(await skuRow(s.db, deposit.skuId)).toMatchObject({ stock: 9, reserved: 0 });
    const normal = await placeOrder(s, shopId, { paid: false });
    expectRefused(
      await s.call(
        orderAdvanceDelivery,
        { orderId: String(normal.orderId), carrierCode: 'jt', waybillNo: jtWaybill(), estimatedArrival: day(5) },
        { cookie },
      ),
      'orderNotAdvanceShippable',
      { orderId: String(normal.orderId) },
    );
  });
});

describe('waybill change', () => {
  it('needs a different number, before pick-up only', async () => {
    const o = await placeOrder(s, shopId);
    const old = jtWaybill();
    expectOk(await deliver(o.orderId, { waybillNo: old }));
    const modify = (waybillNo: string, carrierCode = 'jt') =>
      s.call(orderWaybillModify, { orderId: String(o.orderId), carrierCode, waybillNo }, { cookie });
    expectRefused(await modify(old), 'orderWaybillSame');
    expectRefused(await modify(''), 'orderLogisticsEmpty');
    const next = jtWaybill();
    const r = await modify(next);
    expectOk(r);
    expect(r.data.waybillNo).toBe(next);
    expect((await orderRow(s.db, shopId, o.orderId)).waybillNo).toBe(next);
    // The old number is free again for another parcel.
    const other = await placeOrder(s, shopId);
    expectOk(await deliver(other.orderId, { waybillNo: old }));
    await s.db
      .update(shipments)
      .set({ status: 'picked_up', pickedUpAt: s.clock.now() })
      .where(eq(shipments.orderId, o.orderId));
    expectRefused(await modify(jtWaybill()), 'orderWaybillNotModifiable');
  });
});

describe('bulk ship from Excel', () => {
  it('downloads a template whose headers follow the language', async () => {
    const r = await s.call(orderBulkShipTemplate, {}, { cookie, locale: 'th-TH' });
    expectOk(r);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(String(r.data.contentBase64), 'base64') as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.getRow(1).values).toEqual([undefined, 'เลขที่คำสั่งซื้อ', 'รหัสบริษัทขนส่ง', 'หมายเลขพัสดุ']);
  });

  it('ships the good rows, reports each bad one, and never ships a row twice when the file is sent again', async () => {
    const good = await Promise.all([placeOrder(s, shopId), placeOrder(s, shopId), placeOrder(s, shopId)]);
    const unpaid = await placeOrder(s, shopId, { paid: false });
    const foreign = await s.foreignId('order');
    const w = good.map(() => jtWaybill());
    const rows = [
      [String(good[0]?.orderId), 'jt', w[0] ?? ''],
      [String(good[1]?.orderId), 'jt', w[1] ?? ''],
      ['abc', 'jt', jtWaybill()],
      [String(unpaid.orderId), 'jt', jtWaybill()],
      [String(good[2]?.orderId), 'kerry', 'not-a-waybill'],
      [foreign, 'jt', jtWaybill()],
      [String(good[0]?.orderId), 'jt', jtWaybill()],
      [String(good[2]?.orderId), 'jt', ''],
    ];
    const first = await upload(s, orderBulkShip.path, await bulkFile(rows), cookie);
    expectOk(first);
    expect(first.data).toMatchObject({ total: 8, shipped: 2, failed: 6 });
    const results = first.data.rows as { row: number; ok: string; message: string }[];
    expect(results.map((r) => [r.row, r.ok, r.message])).toEqual([
      [2, 'y', text('orderBulkShipped')],
      [3, 'y', text('orderBulkShipped')],
      [4, 'n', text('orderBulkOrderIdInvalid')],
      [5, 'n', text('orderNotShippable', { orderId: String(unpaid.orderId) })],
      [6, 'n', text('orderWaybillInvalid')],
      [7, 'n', text('orderBulkOrderNotFound', { orderId: foreign })],
      [8, 'n', text('orderBulkDuplicateRow', { row: 2 })],
      [9, 'n', text('orderLogisticsEmpty')],
    ]);
    for (const g of good.slice(0, 2)) expect((await orderRow(s.db, shopId, g.orderId)).status).toBe('shipped');
    expect((await orderRow(s.db, shopId, good[2]?.orderId ?? 0)).status).toBe('to_ship');

    // The same file again: nothing ships twice, the shipped rows say so.
    const again = await upload(s, orderBulkShip.path, await bulkFile(rows), cookie);
    expectOk(again);
    expect(again.data).toMatchObject({ total: 8, shipped: 0, failed: 8 });
    const second = again.data.rows as { ok: string; message: string }[];
    expect(second[0]?.message).toBe(text('orderAlreadyShipped', { orderId: String(good[0]?.orderId) }));
    for (const g of good.slice(0, 2)) {
      expect(await s.db.select().from(shipments).where(eq(shipments.orderId, g.orderId))).toHaveLength(1);
      expect(await skuRow(s.db, g.skuId)).toMatchObject({ stock: 9, reserved: 0 });
    }

    const list = await s.call(orderBulkShipList, {}, { cookie });
    expectOk(list);
    const batches = list.data.list as { batchId: string; shipped: number }[];
    expect(batches.slice(0, 2).map((b) => b.shipped)).toEqual([0, 2]);
    const result = await s.call(orderBulkShipResult, { batchId: batches[1]?.batchId ?? '' }, { cookie });
    expectOk(result);
    expect((result.data.rows as unknown[]).length).toBe(8);
  });

  it('refuses a file that is not the template, an empty one, and bad bytes, in the user’s language', async () => {
    expectRefused(
      await upload(s, orderBulkShip.path, await bulkFile([['1', 'jt', '1']], ['a', 'b', 'c']), cookie),
      'orderBulkFileInvalid',
    );
    expectRefused(await upload(s, orderBulkShip.path, await bulkFile([]), cookie), 'orderBulkEmpty');
    expectRefused(
      await upload(s, orderBulkShip.path, new TextEncoder().encode('not a workbook'), cookie, 'zh-CN'),
      'orderBulkFileInvalid',
      {},
      'zh-CN',
    );
  });

  it('refuses a file of more than 1000 rows', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => [String(1000 + i), 'jt', '820012345678']);
    expectRefused(await upload(s, orderBulkShip.path, await bulkFile(rows), cookie), 'orderBulkTooMany', {
      count: 1001,
      max: 1000,
    });
  });

  it('reads a template downloaded in Thai under an English session', async () => {
    const o = await placeOrder(s, shopId);
    const file = await bulkFile([[String(o.orderId), 'jt', jtWaybill()]], ['เลขที่คำสั่งซื้อ', 'รหัสบริษัทขนส่ง', 'หมายเลขพัสดุ']);
    const r = await upload(s, orderBulkShip.path, file, cookie);
    expectOk(r);
    expect(r.data.shipped).toBe(1);
  });
});
