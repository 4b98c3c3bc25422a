import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  type CheckoutInput,
  cancelOrder,
  carrierEvent,
  checkout,
  confirmReceipt,
  payOrder,
  shipUnits,
} from '../src/areas/orders/index.ts';
import type { Tx } from '../src/db/client.ts';
import { orders, shipmentTracks } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  eventKinds,
  inTx,
  itemsOf,
  makeBuyer,
  makeSku,
  orderRow,
  type SkuMade,
  shopIdNamed,
  skuRow,
} from './mkt-orders-kit.ts';

let s: TestServer;
let shopId: string;
let otherShopSku: SkuMade;

beforeAll(async () => {
  s = await startTestServer();
  shopId = await shopIdNamed(s.db, 'Demo Shop');
  otherShopSku = await makeSku(s.db, s.other.shopId, { stock: 5 });
});
afterAll(() => s.close());

const now = () => s.clock.now();

async function place(over: Partial<CheckoutInput> & { lines: CheckoutInput['lines'] }) {
  const buyer = await makeBuyer(s.db);
  return inTx(s.db, (tx) => checkout(tx, { shopId, buyerId: buyer.id, payMethod: 'mobile_banking', ...over }, now()));
}

/** Ships every unshipped unit of an order as one J&T parcel. */
async function shipAll(tx: Tx, orderId: number, waybillNo: string) {
  return (await shipUnits(tx, shopId, orderId, { carrierCode: 'jt', waybillNo, actor: 'merchant' }, now())).shipmentId;
}

let waybills = 0;
const nextWaybill = () => `82${String(Date.now()).slice(-6)}${String(++waybills).padStart(4, '0')}`;

describe('checkout', () => {
  it('reserves stock, snapshots the lines and adds the amounts up in satang', async () => {
    const a = await makeSku(s.db, shopId, { stock: 10, price: 19_950 });
    const b = await makeSku(s.db, shopId, { stock: 3, price: 5_025 });
    const { orderId } = await place({
      lines: [
        { skuId: a.skuId, quantity: 2 },
        { skuId: b.skuId, quantity: 1 },
        { skuId: a.skuId, quantity: 1 },
      ],
      freightAmount: 4_000,
      discountAmount: 1_075,
      buyerRemark: '  ฝากไว้ที่ป้อมยาม  ',
    });
    const order = await orderRow(s.db, shopId, orderId);
    expect(order.status).toBe('unpaid');
    expect(order.payStatus).toBe('to_pay');
    expect(order.goodsAmount).toBe(3 * 19_950 + 5_025);
    expect(order.totalAmount).toBe(order.goodsAmount + 4_000 - 1_075);
    expect(order.itemCount).toBe(4);
    expect(order.buyerRemark).toBe('ฝากไว้ที่ป้อมยาม');
    expect(order.address.province).toBe('กรุงเทพมหานคร');
    expect(order.shipDeadline).toBeNull();
    const lines = await itemsOf(s.db, orderId);
    expect(lines.map((l) => [l.skuId, l.quantity, l.unitPrice, l.lineAmount])).toEqual([
      [a.skuId, 3, 19_950, 59_850],
      [b.skuId, 1, 5_025, 5_025],
    ]);
    expect(lines.reduce((sum, l) => sum + l.lineAmount, 0)).toBe(order.goodsAmount);
    expect(lines[0]?.specValues).toEqual(['ดำ', 'M']);
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(3);
    expect((await skuRow(s.db, a.skuId)).stock).toBe(10);
    expect((await skuRow(s.db, b.skuId)).reserved).toBe(1);
    expect(await eventKinds(s.db, orderId)).toEqual(['placed']);
  });

  it('a cash-on-delivery order waits for shipping at once, with its ship deadline', async () => {
    const a = await makeSku(s.db, shopId);
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 1 }], payMethod: 'cod' });
    const order = await orderRow(s.db, shopId, orderId);
    expect(order.status).toBe('to_ship');
    expect(order.payStatus).toBe('to_pay');
    expect(order.shipDeadline?.getTime()).toBe(addWorkingDays(order.createdAt, 3).getTime());
  });

  it('takes exactly the available stock and refuses one more unit', async () => {
    const a = await makeSku(s.db, shopId, { stock: 2, title: 'แก้วเซรามิก' });
    await place({ lines: [{ skuId: a.skuId, quantity: 2 }] });
    await expect(place({ lines: [{ skuId: a.skuId, quantity: 1 }] })).rejects.toMatchObject({
      messageKey: 'mktOutOfStock',
      params: { title: 'แก้วเซรามิก' },
    });
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(2);
  });

  it('refuses and changes nothing: one line short refuses the whole order', async () => {
    const a = await makeSku(s.db, shopId, { stock: 5 });
    const b = await makeSku(s.db, shopId, { stock: 1 });
    const before = await s.db.$count(orders);
    await expect(
      place({
        lines: [
          { skuId: a.skuId, quantity: 2 },
          { skuId: b.skuId, quantity: 2 },
        ],
      }),
    ).rejects.toMatchObject({ messageKey: 'mktOutOfStock' });
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(0);
    expect(await s.db.$count(orders)).toBe(before);
  });

  it('refuses a banned buyer', async () => {
    const a = await makeSku(s.db, shopId);
    const banned = await makeBuyer(s.db, { status: 'banned' });
    await expect(
      inTx(s.db, (tx) =>
        checkout(tx, { shopId, buyerId: banned.id, payMethod: 'qr', lines: [{ skuId: a.skuId, quantity: 1 }] }, now()),
      ),
    ).rejects.toMatchObject({ messageKey: 'mktBuyerBanned' });
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(0);
  });

  it('refuses products not on sale: off shelf, halted, coming, deleted', async () => {
    for (const opts of [{ status: 'off_shelf' }, { status: 'halted' }, { status: 'coming' }, { deleted: true }]) {
      const a = await makeSku(s.db, shopId, opts);
      await expect(place({ lines: [{ skuId: a.skuId, quantity: 1 }] })).rejects.toMatchObject({
        messageKey: 'mktOutOfStock',
      });
      expect((await skuRow(s.db, a.skuId)).reserved).toBe(0);
    }
  });

  it('refuses an unknown SKU and another shop’s SKU alike', async () => {
    await expect(place({ lines: [{ skuId: 999_999_999, quantity: 1 }] })).rejects.toMatchObject({
      messageKey: 'mktSkuNotFound',
    });
    await expect(place({ lines: [{ skuId: otherShopSku.skuId, quantity: 1 }] })).rejects.toMatchObject({
      messageKey: 'mktSkuNotFound',
    });
    expect((await skuRow(s.db, otherShopSku.skuId)).reserved).toBe(0);
  });

  it('refuses a discount above goods and freight, and a zero quantity', async () => {
    const a = await makeSku(s.db, shopId, { price: 10_000 });
    await expect(
      place({ lines: [{ skuId: a.skuId, quantity: 1 }], freightAmount: 500, discountAmount: 10_501 }),
    ).rejects.toMatchObject({ messageKey: 'mktAmountsInvalid' });
    await expect(place({ lines: [{ skuId: a.skuId, quantity: 0 }] })).rejects.toMatchObject({
      messageKey: 'mktQuantityInvalid',
    });
    const { orderId } = await place({
      lines: [{ skuId: a.skuId, quantity: 1 }],
      freightAmount: 500,
      discountAmount: 10_500,
    });
    expect((await orderRow(s.db, shopId, orderId)).totalAmount).toBe(0);
  });

  it('deposit orders: the deposit within the bands of checkDeposit (contract validators/deposit.ts)', async () => {
    const a = await makeSku(s.db, shopId, { price: 300_000, stock: 5 }); // 3000 baht: 250 .. 600 baht
    await expect(
      place({ lines: [{ skuId: a.skuId, quantity: 1 }], orderType: 'deposit', depositAmount: 24_999 }),
    ).rejects.toMatchObject({ messageKey: 'mktDepositTooLow', params: { min: '250.00' } });
    await expect(
      place({ lines: [{ skuId: a.skuId, quantity: 1 }], orderType: 'deposit', depositAmount: 60_001 }),
    ).rejects.toMatchObject({ messageKey: 'mktDepositTooHigh', params: { max: '600.00' } });
    await expect(
      place({ lines: [{ skuId: a.skuId, quantity: 1 }], orderType: 'normal', depositAmount: 30_000 }),
    ).rejects.toMatchObject({ messageKey: 'mktDepositOnlyForDeposit' });
    const { orderId } = await place({
      lines: [{ skuId: a.skuId, quantity: 1 }],
      orderType: 'deposit',
      depositAmount: 25_000,
    });
    const order = await orderRow(s.db, shopId, orderId);
    expect([order.orderType, order.depositAmount, order.status]).toEqual(['deposit', 25_000, 'unpaid']);
  });
});

describe('working days', () => {
  it('skips Saturday and Sunday in Bangkok time', () => {
    // Thursday 2026-03-05 10:00 Bangkok (03:00Z) + 3 working days = Tuesday 2026-03-10 10:00.
    expect(addWorkingDays(new Date('2026-03-05T03:00:00Z'), 3).toISOString()).toBe('2026-03-10T03:00:00.000Z');
    // Friday 23:30 Bangkok is still Friday (16:30Z): + 1 = Monday 23:30.
    expect(addWorkingDays(new Date('2026-03-06T16:30:00Z'), 1).toISOString()).toBe('2026-03-09T16:30:00.000Z');
    // Saturday 00:30 Bangkok (Friday 17:30Z) + 1 = Monday 00:30 Bangkok.
    expect(addWorkingDays(new Date('2026-03-06T17:30:00Z'), 1).toISOString()).toBe('2026-03-08T17:30:00.000Z');
    expect(addWorkingDays(new Date('2026-03-05T03:00:00Z'), 0).toISOString()).toBe('2026-03-05T03:00:00.000Z');
  });
});

describe('payment', () => {
  it('moves unpaid to to_ship with serial, time and a 3-working-day deadline; once only', async () => {
    const a = await makeSku(s.db, shopId);
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 1 }] });
    const paid = await inTx(s.db, (tx) => payOrder(tx, shopId, orderId, now(), 'SERIAL-001'));
    expect([paid.status, paid.payStatus, paid.paySerial]).toEqual(['to_ship', 'success', 'SERIAL-001']);
    expect(paid.paidAt).not.toBeNull();
    expect(paid.shipDeadline?.getTime()).toBe(addWorkingDays(paid.paidAt ?? new Date(0), 3).getTime());
    await expect(inTx(s.db, (tx) => payOrder(tx, shopId, orderId, now()))).rejects.toMatchObject({
      messageKey: 'mktOrderStateRefused',
    });
    expect(await eventKinds(s.db, orderId)).toEqual(['placed', 'paid']);
  });

  it('lottery orders ship within 15 calendar days of payment', async () => {
    const a = await makeSku(s.db, shopId);
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 1 }], orderType: 'lottery' });
    const paid = await inTx(s.db, (tx) => payOrder(tx, shopId, orderId, now()));
    expect((paid.shipDeadline?.getTime() ?? 0) - (paid.paidAt?.getTime() ?? 0)).toBe(15 * 24 * 3600 * 1000);
  });

  it('refuses to pay a cash-on-delivery order and another shop’s order', async () => {
    const a = await makeSku(s.db, shopId);
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 1 }], payMethod: 'cod' });
    await expect(inTx(s.db, (tx) => payOrder(tx, shopId, orderId, now()))).rejects.toMatchObject({
      messageKey: 'mktCodPaidOnSigning',
    });
    await expect(inTx(s.db, (tx) => payOrder(tx, s.other.shopId, orderId, now()))).rejects.toMatchObject({
      messageKey: 'notFound',
    });
  });
});

describe('cancel', () => {
  it('unpaid: releases the reservation and refunds nothing', async () => {
    const a = await makeSku(s.db, shopId, { stock: 4 });
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 3 }] });
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(3);
    const c = await inTx(s.db, (tx) => cancelOrder(tx, shopId, orderId, { reason: 'buyer', actor: 'buyer' }, now()));
    expect([c.status, c.refundedAmount, c.cancelReason]).toEqual(['cancelled', 0, 'buyer']);
    expect(c.cancelledAt).not.toBeNull();
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(0);
    expect(await eventKinds(s.db, orderId)).toEqual(['placed', 'cancelled']);
    await expect(
      inTx(s.db, (tx) => cancelOrder(tx, shopId, orderId, { reason: 'buyer', actor: 'buyer' }, now())),
    ).rejects.toMatchObject({ messageKey: 'mktOrderStateRefused' });
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(0);
  });

  it('paid: refunds the total; system cancel keeps its status', async () => {
    const a = await makeSku(s.db, shopId, { price: 12_345 });
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 2 }], freightAmount: 3_000 });
    await inTx(s.db, (tx) => payOrder(tx, shopId, orderId, now()));
    const c = await inTx(s.db, (tx) =>
      cancelOrder(tx, shopId, orderId, { reason: 'not_shipped', actor: 'system', status: 'system_cancelled' }, now()),
    );
    expect([c.status, c.refundedAmount]).toEqual(['system_cancelled', 2 * 12_345 + 3_000]);
    expect(await eventKinds(s.db, orderId)).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(0);
  });

  it('cash on delivery not yet paid refunds nothing', async () => {
    const a = await makeSku(s.db, shopId);
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 1 }], payMethod: 'cod' });
    const c = await inTx(s.db, (tx) =>
      cancelOrder(tx, shopId, orderId, { reason: 'platform', actor: 'platform' }, now()),
    );
    expect(c.refundedAmount).toBe(0);
  });
});

describe('carriers and receipt', () => {
  it('ship takes the stock; picked up → in transit → delivered → signed → completed, forward only', async () => {
    const a = await makeSku(s.db, shopId, { stock: 5 });
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 2 }] });
    await inTx(s.db, (tx) => payOrder(tx, shopId, orderId, now()));
    const shipmentId = await inTx(s.db, (tx) => shipAll(tx, orderId, nextWaybill()));
    expect(await skuRow(s.db, a.skuId)).toMatchObject({ stock: 3, reserved: 0 });

    await expect(inTx(s.db, (tx) => confirmReceipt(tx, shopId, orderId, now()))).rejects.toMatchObject({
      messageKey: 'mktOrderStateRefused',
    });
    let r = await inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, 'picked_up', now(), 'Bangkok hub'));
    expect([r.shipment.status, r.order.status]).toEqual(['picked_up', 'shipped']);
    expect(r.order.pickedUpAt).not.toBeNull();
    await expect(inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, 'picked_up', now()))).rejects.toMatchObject({
      messageKey: 'mktCarrierEventRefused',
    });
    r = await inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, 'in_transit', now()));
    expect(r.order.status).toBe('in_transit');
    r = await inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, 'delivered', now()));
    expect(r.order.status).toBe('delivered');
    expect(r.order.deliveredAt).not.toBeNull();
    await expect(inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, 'in_transit', now()))).rejects.toMatchObject({
      messageKey: 'mktCarrierEventRefused',
    });
    r = await inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, 'signed', now()));
    expect([r.shipment.status, r.order.status]).toEqual(['signed', 'signed']);
    const done = await inTx(s.db, (tx) => confirmReceipt(tx, shopId, orderId, now()));
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    const tracks = await s.db.select().from(shipmentTracks).where(eq(shipmentTracks.shipmentId, shipmentId));
    expect(tracks.map((t) => t.event)).toEqual(['picked_up', 'in_transit', 'delivered', 'signed']);
    expect(await eventKinds(s.db, orderId)).toEqual([
      'placed',
      'paid',
      'shipped',
      'picked_up',
      'in_transit',
      'delivered',
      'signed',
      'completed',
    ]);
    // A completed order is not cancelled.
    await expect(
      inTx(s.db, (tx) => cancelOrder(tx, shopId, orderId, { reason: 'buyer', actor: 'buyer' }, now())),
    ).rejects.toMatchObject({ messageKey: 'mktOrderStateRefused' });
  });

  it('cash on delivery is paid when signed; a skipped stage is allowed', async () => {
    const a = await makeSku(s.db, shopId);
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 1 }], payMethod: 'cod' });
    const shipmentId = await inTx(s.db, (tx) => shipAll(tx, orderId, nextWaybill()));
    const r = await inTx(s.db, (tx) => carrierEvent(tx, shopId, shipmentId, 'signed', now()));
    expect([r.order.status, r.order.payStatus]).toEqual(['signed', 'success']);
    expect(r.order.paidAt).not.toBeNull();
    expect(r.order.pickedUpAt).not.toBeNull();
    expect(r.order.paySerial).toMatch(/^PAY\d{8}/);
  });

  it('partial shipping: the order is partially shipped until its last unit ships; carriers wait for it', async () => {
    const a = await makeSku(s.db, shopId, { stock: 5 });
    const b = await makeSku(s.db, shopId, { stock: 5 });
    const { orderId } = await place({
      lines: [
        { skuId: a.skuId, quantity: 2 },
        { skuId: b.skuId, quantity: 1 },
      ],
      payMethod: 'cod',
    });
    const first = await inTx(s.db, (tx) =>
      shipUnits(
        tx,
        shopId,
        orderId,
        { carrierCode: 'jt', waybillNo: nextWaybill(), actor: 'merchant', lines: [{ lineNo: 1, quantity: 1 }] },
        now(),
      ),
    );
    expect(first.order.status).toBe('partially_shipped');
    expect(await skuRow(s.db, a.skuId)).toMatchObject({ stock: 4, reserved: 1 });
    const r = await inTx(s.db, (tx) => carrierEvent(tx, shopId, first.shipmentId, 'in_transit', now()));
    expect([r.shipment.status, r.order.status]).toEqual(['in_transit', 'partially_shipped']);
    // More than is left on a line is refused.
    await expect(
      inTx(s.db, (tx) =>
        shipUnits(
          tx,
          shopId,
          orderId,
          { carrierCode: 'jt', waybillNo: nextWaybill(), actor: 'merchant', lines: [{ lineNo: 1, quantity: 2 }] },
          now(),
        ),
      ),
    ).rejects.toMatchObject({ messageKey: 'mktOrderStateRefused' });
    const rest = await inTx(s.db, (tx) => shipAll(tx, orderId, nextWaybill()));
    expect((await orderRow(s.db, shopId, orderId)).status).toBe('shipped');
    expect(await skuRow(s.db, a.skuId)).toMatchObject({ stock: 3, reserved: 0 });
    expect(await skuRow(s.db, b.skuId)).toMatchObject({ stock: 4, reserved: 0 });
    // The order follows its least advanced parcel.
    const moved = await inTx(s.db, (tx) => carrierEvent(tx, shopId, rest, 'picked_up', now()));
    expect(moved.order.status).toBe('shipped');
    const transit = await inTx(s.db, (tx) => carrierEvent(tx, shopId, rest, 'in_transit', now()));
    expect(transit.order.status).toBe('in_transit');
    // Cancel after partial shipping releases only what was not shipped (here: nothing left).
    const lines = await itemsOf(s.db, orderId);
    expect(lines.map((l) => l.shippedQty)).toEqual([2, 1]);
  });

  it('an unpaid order ships only as an advance delivery', async () => {
    const a = await makeSku(s.db, shopId);
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 1 }] });
    await expect(inTx(s.db, (tx) => shipAll(tx, orderId, nextWaybill()))).rejects.toMatchObject({
      messageKey: 'mktOrderStateRefused',
    });
    const r = await inTx(s.db, (tx) =>
      shipUnits(
        tx,
        shopId,
        orderId,
        { carrierCode: 'jt', waybillNo: nextWaybill(), actor: 'merchant', kind: 'advance' },
        now(),
      ),
    );
    expect(r.order.status).toBe('shipped');
  });

  it('another shop’s shipment is not found', async () => {
    const a = await makeSku(s.db, shopId);
    const { orderId } = await place({ lines: [{ skuId: a.skuId, quantity: 1 }], payMethod: 'cod' });
    const shipmentId = await inTx(s.db, (tx) => shipAll(tx, orderId, nextWaybill()));
    await expect(
      inTx(s.db, (tx) => carrierEvent(tx, s.other.shopId, shipmentId, 'picked_up', now())),
    ).rejects.toMatchObject({ messageKey: 'notFound' });
  });
});
