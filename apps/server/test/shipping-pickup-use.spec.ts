import {
  mktCarrierEvent,
  mktInterceptRequest,
  mktInterceptResult,
  mktOrderCheckout,
  mktOrderPay,
} from '@sc/contract/calls/marketplace-orders.ts';
import { orderDelivery } from '@sc/contract/calls/orders.ts';
import {
  deliveryCancel,
  expressReissue,
  PICKUP_CODE_STATUS,
  type PickupCodeStatus,
  pickupCodeImport,
  pickupCodeList,
} from '@sc/contract/calls/shipping.ts';
import { PICKUP_CODE_COLLECT_DAYS, PICKUP_CODE_UNUSED_DAYS } from '@sc/contract/constants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRuleJobs } from '../src/areas/order-rules/index.ts';
import { runNoPickup } from '../src/areas/order-rules/rules.ts';
import { generateWaybill } from '../src/areas/shipping/waybill.ts';
import type { Db } from '../src/db/client.ts';
import { DAY, expectOk, MINUTE, orderDetail, type World, worldOf } from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx, makeBuyer, makeSku } from './mkt-orders-kit.ts';
import { upload } from './orders-kit.ts';

// Pick-up codes in use, driven as the marketplace moves pick-up orders: a buyer checks out for
// collection at a pick-up point and pays (the simulator), the merchant ships (the real call) and the
// order is handed the oldest unused code of its carrier, under a row lock; none left, it ships
// anyway and waits for the next import; the carrier's `signed` (the buyer collected) uses the code;
// a parcel called back, intercepted or an order cancelled before collection puts it back; the
// order rules' expiry takes unused codes PICKUP_CODE_UNUSED_DAYS after import and uncollected ones
// PICKUP_CODE_COLLECT_DAYS after the handout. Each test works with carriers of its own.

let s: TestServer;
let w: World;
let other: World;

beforeAll(async () => {
  s = await startTestServer();
  // The clock holds still: a test's times are the ones it moves to.
  s.clock.stop();
  w = await worldOf(s);
  other = await worldOf(s, 'other');
});
afterAll(() => s.close());

const csv = (rows: [string, string][]) =>
  new TextEncoder().encode(['Pick-up code,Carrier code', ...rows.map((r) => r.join(','))].join('\r\n'));

async function importCodes(rows: [string, string][], world = w) {
  const r = await upload(s, pickupCodeImport.path, csv(rows), await world.owner());
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return pickupCodeImport.response.parse(r.data);
}

async function listed(payload: Record<string, unknown> = {}, world = w) {
  const r = await s.call(pickupCodeList, { page: { pageSize: 100 }, ...payload }, { cookie: await world.owner() });
  return pickupCodeList.response.parse(expectOk(r));
}

async function codeRow(code: string, world = w) {
  const [row] = (await listed({ code }, world)).list.filter((c) => c.code === code);
  if (!row) throw new Error(`no code ${code}`);
  return row;
}

/** A paid order the buyer collects at a pick-up point (or an express one), through the simulator. */
async function placed(deliveryMode: 'pickup' | 'express' = 'pickup'): Promise<string> {
  const sku = await makeSku(s.db, w.shopId, { stock: 10 });
  const buyer = await makeBuyer(s.db);
  const op = await w.op();
  const made = expectOk(
    await s.call(
      mktOrderCheckout,
      {
        shopId: w.shopId,
        buyerId: buyer.id,
        lines: [{ skuId: String(sku.skuId), quantity: 1 }],
        payMethod: 'mobile_banking',
        deliveryMode,
      },
      { cookie: op },
    ),
  );
  const orderId = String(made.orderId);
  expectOk(await s.call(mktOrderPay, { shopId: w.shopId, orderId }, { cookie: op }));
  return orderId;
}

/** The merchant ships the whole order with `carrierCode` (the order page's ship call). */
async function ship(orderId: string, carrierCode: string) {
  return s.call(
    orderDelivery,
    { orderId, carrierCode, waybillNo: generateWaybill(carrierCode) },
    { cookie: await w.owner() },
  );
}

const carrier = async (orderId: string, event: 'picked_up' | 'in_transit' | 'delivered' | 'signed') =>
  expectOk(await s.call(mktCarrierEvent, { shopId: w.shopId, orderId, event }, { cookie: await w.op() }));

const pickupOf = async (orderId: string) => (await orderDetail(w, orderId)).pickupCode;
const kinds = async (orderId: string) => (await orderDetail(w, orderId)).events.map((e) => e.kind);

/** The order rules' pick-up code expiry, as the scheduler runs it, at `at`. */
async function expireAt(at: Date): Promise<number> {
  const job = orderRuleJobs.find((j) => j.name === 'orders.pickup-code-expiry');
  if (!job) throw new Error('no expiry job');
  return inTx(s.db, (tx) => job.run(tx as unknown as Db, at));
}

describe('a pick-up order gets a code when the merchant ships it', () => {
  it('the oldest imported unused code of the carrier it ships with; an express order gets none', async () => {
    await importCodes([['NV-0002', 'ninjavan']]);
    s.clock.advance(MINUTE);
    // Imported later, though its code sorts first: handed out after NV-0002.
    await importCodes([
      ['NV-0001', 'ninjavan'],
      ['NV-0003', 'ninjavan'],
    ]);
    const orderId = await placed();
    expect(await pickupOf(orderId)).toEqual({ state: 'not_shipped', code: null, carrierCode: null, usedAt: null });

    const shipped = expectOk(await ship(orderId, 'ninjavan'));
    expect(shipped.status).toBe('shipped');
    expect(await pickupOf(orderId)).toEqual({
      state: 'assigned',
      code: 'NV-0002',
      carrierCode: 'ninjavan',
      usedAt: null,
    });
    expect(await kinds(orderId)).toContain('pickup_code_assigned');
    expect(await codeRow('NV-0002')).toMatchObject({ status: 'assigned', orderId, usedAt: null });

    const express = await placed('express');
    expectOk(await ship(express, 'ninjavan'));
    expect(await pickupOf(express)).toBeNull();
    expect(await codeRow('NV-0001')).toMatchObject({ status: 'unused', orderId: null });

    // The next pick-up order takes the next oldest.
    const next = await placed();
    expectOk(await ship(next, 'ninjavan'));
    expect((await pickupOf(next))?.code).toBe('NV-0001');
  });

  it('pick-up orders shipped at the same moment never share a code', async () => {
    await importCodes([
      ['DHL-0001', 'dhl'],
      ['DHL-0002', 'dhl'],
      ['DHL-0003', 'dhl'],
    ]);
    const orders = await Promise.all(Array.from({ length: 5 }, () => placed()));
    const replies = await Promise.all(orders.map((id) => ship(id, 'dhl')));
    for (const r of replies) expectOk(r);
    const codes = await Promise.all(orders.map(pickupOf));
    const handed = codes.filter((c) => c?.state === 'assigned').map((c) => c?.code);
    expect(handed.sort()).toEqual(['DHL-0001', 'DHL-0002', 'DHL-0003']);
    expect(codes.filter((c) => c?.state === 'missing')).toHaveLength(2);
    const rows = (await listed({ code: 'DHL-' })).list;
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(3);
    expect(rows.every((r) => r.status === 'assigned' && orders.includes(String(r.orderId)))).toBe(true);
  });

  it('none of the carrier left: the order ships, its page and the list say so, the next import hands it one', async () => {
    const first = await placed();
    s.clock.advance(MINUTE);
    const second = await placed();
    expectOk(await ship(first, 'scg'));
    s.clock.advance(MINUTE);
    expectOk(await ship(second, 'scg'));
    expect(await pickupOf(first)).toEqual({ state: 'missing', code: null, carrierCode: 'scg', usedAt: null });
    expect(await kinds(first)).toContain('pickup_code_missing');
    expect((await listed()).waiting).toContainEqual({ carrierCode: 'scg', carrierName: 'SCG Express', orders: 2 });

    // One code: the order shipped first gets it, the other still waits.
    const one = await importCodes([['SCG-0001', 'scg']]);
    expect(one).toMatchObject({ imported: 1, handedOut: 1 });
    expect(await pickupOf(first)).toMatchObject({ state: 'assigned', code: 'SCG-0001' });
    expect((await pickupOf(second))?.state).toBe('missing');
    expect((await listed()).waiting).toContainEqual({ carrierCode: 'scg', carrierName: 'SCG Express', orders: 1 });

    const more = await importCodes([
      ['SCG-0002', 'scg'],
      ['SCG-0003', 'scg'],
    ]);
    expect(more.handedOut).toBe(1);
    expect(await pickupOf(second)).toMatchObject({ state: 'assigned', code: 'SCG-0002' });
    expect((await listed()).waiting.find((x) => x.carrierCode === 'scg')).toBeUndefined();
    expect(await codeRow('SCG-0003')).toMatchObject({ status: 'unused', orderId: null });
  });

  it('another shop’s codes are never handed out', async () => {
    await importCodes([['OTH-0001', 'jt']], other);
    const orderId = await placed();
    expectOk(await ship(orderId, 'jt'));
    expect((await pickupOf(orderId))?.state).toBe('missing');
    expect(await codeRow('OTH-0001', other)).toMatchObject({ status: 'unused', orderId: null });
    expect((await listed({ code: 'OTH-' })).list).toEqual([]);
  });
});

describe('the buyer collects, or the order will not be collected', () => {
  it('signed for at the pick-up point: the code is used, with the time', async () => {
    await importCodes([['BEST-0001', 'best']]);
    const orderId = await placed();
    expectOk(await ship(orderId, 'best'));
    await carrier(orderId, 'picked_up');
    await carrier(orderId, 'in_transit');
    await carrier(orderId, 'delivered');
    expect((await pickupOf(orderId))?.state).toBe('assigned');
    s.clock.advance(MINUTE);
    await carrier(orderId, 'signed');
    const at = s.clock.now().toISOString();
    expect(await pickupOf(orderId)).toEqual({ state: 'used', code: 'BEST-0001', carrierCode: 'best', usedAt: at });
    expect(await codeRow('BEST-0001')).toMatchObject({ status: 'used', orderId, usedAt: at });
  });

  it('the parcel called back before the carrier took it: the code is unused again, first in line', async () => {
    await importCodes([
      ['BACK-0001', 'best'],
      ['BACK-0002', 'best'],
    ]);
    const orderId = await placed();
    expectOk(await ship(orderId, 'best'));
    expect((await pickupOf(orderId))?.code).toBe('BACK-0001');
    const parcel = (await orderDetail(w, orderId)).shipments[0];
    if (!parcel) throw new Error('no parcel');
    expectOk(await s.call(deliveryCancel, { shipmentId: parcel.shipmentId }, { cookie: await w.owner() }));
    expect(await pickupOf(orderId)).toEqual({ state: 'not_shipped', code: null, carrierCode: null, usedAt: null });
    expect(await codeRow('BACK-0001')).toMatchObject({ status: 'unused', orderId: null });
    expect(await kinds(orderId)).toContain('pickup_code_released');
    // Shipped again: the same code, the oldest unused of the carrier.
    expectOk(await ship(orderId, 'best'));
    expect((await pickupOf(orderId))?.code).toBe('BACK-0001');
  });

  it("re-booked with another carrier before pick-up: the old carrier's code is unused again, the new carrier's is handed out", async () => {
    await importCodes([['POST-0001', 'thaipost']]);
    await importCodes([['MOVE-0001', 'kerry']]);
    const orderId = await placed();
    expectOk(await ship(orderId, 'thaipost'));
    expect(await pickupOf(orderId)).toMatchObject({ state: 'assigned', code: 'POST-0001', carrierCode: 'thaipost' });
    const parcel = (await orderDetail(w, orderId)).shipments[0];
    if (!parcel) throw new Error('no parcel');
    expectOk(
      await s.call(
        expressReissue,
        { shipmentId: parcel.shipmentId, carrierCode: 'kerry', waybillNo: generateWaybill('kerry') },
        { cookie: await w.owner() },
      ),
    );
    // The oldest unused code of the new carrier (the demo's own, imported before this test's).
    const moved = await pickupOf(orderId);
    expect(moved).toMatchObject({ state: 'assigned', carrierCode: 'kerry' });
    expect(await codeRow(moved?.code ?? '')).toMatchObject({ status: 'assigned', orderId, carrierCode: 'kerry' });
    expect(await codeRow('POST-0001')).toMatchObject({ status: 'unused', orderId: null });
    expect(await kinds(orderId)).toContain('pickup_code_released');
  });

  it('intercepted on its way to the pick-up point: the code is unused again', async () => {
    await importCodes([['STOP-0001', 'kerry']]);
    const orderId = await placed();
    expectOk(await ship(orderId, 'kerry'));
    const code = (await pickupOf(orderId))?.code;
    expect(code).toMatch(/^(PK-|STOP-)/);
    await carrier(orderId, 'picked_up');
    await carrier(orderId, 'in_transit');
    const op = await w.op();
    expectOk(await s.call(mktInterceptRequest, { shopId: w.shopId, orderId }, { cookie: op }));
    expectOk(await s.call(mktInterceptResult, { shopId: w.shopId, orderId, outcome: 'success' }, { cookie: op }));
    expect(await pickupOf(orderId)).toBeNull();
    expect(await codeRow(String(code))).toMatchObject({ status: 'unused', orderId: null });
  });

  it('cancelled by the rules before collection (no carrier took it in 7 days): the code is unused again', async () => {
    await importCodes([['GONE-0001', 'thaipost']]);
    const orderId = await placed();
    const shippedAt = s.clock.now();
    expectOk(await ship(orderId, 'thaipost'));
    expect((await pickupOf(orderId))?.code).toBe('GONE-0001');
    await inTx(s.db, (tx) => runNoPickup(tx as unknown as Db, new Date(shippedAt.getTime() + 7 * DAY + MINUTE)));
    expect((await orderDetail(w, orderId)).status).toBe('system_cancelled');
    expect(await pickupOf(orderId)).toBeNull();
    expect(await codeRow('GONE-0001')).toMatchObject({ status: 'unused', orderId: null });
  });
});

describe('the list', () => {
  it('counts each status as its tab lists it, and shows the order of every code in use', async () => {
    const all = await listed();
    let sum = 0;
    for (const status of PICKUP_CODE_STATUS) {
      const tab = await listed({ status });
      expect(tab.list.length, status).toBe(tab.page.count);
      expect(tab.statusCounts[status as PickupCodeStatus], status).toBe(tab.page.count);
      expect(tab.list.every((r) => r.status === status)).toBe(true);
      if (status === 'assigned' || status === 'used') expect(tab.list.every((r) => r.orderId !== null)).toBe(true);
      if (status === 'unused') expect(tab.list.every((r) => r.orderId === null)).toBe(true);
      sum += tab.page.count;
    }
    expect(all.page.count).toBe(sum);
    expect(Object.values(all.statusCounts).every((n) => n > 0)).toBe(true);
  });
});

describe('expiry', () => {
  it(`a code handed out and not collected expires ${PICKUP_CODE_COLLECT_DAYS} days later, to the minute`, async () => {
    s.clock.advance(30 * DAY);
    await importCodes([['LATE-0001', 'ninjavan']]);
    const orderId = await placed();
    const handedAt = s.clock.now();
    expectOk(await ship(orderId, 'ninjavan'));
    // One of the first test's codes, imported earlier, or this one.
    const code = String((await pickupOf(orderId))?.code);
    expect(code).toMatch(/^(NV|LATE)-/);
    const edge = handedAt.getTime() + PICKUP_CODE_COLLECT_DAYS * DAY;
    await expireAt(new Date(edge - MINUTE));
    expect((await pickupOf(orderId))?.state).toBe('assigned');
    await expireAt(new Date(edge));
    expect(await pickupOf(orderId)).toMatchObject({ state: 'expired', code });
    expect(await kinds(orderId)).toContain('pickup_code_expired');
    // Collected after all: a code past its time stays expired.
    await carrier(orderId, 'signed');
    expect((await codeRow(code)).status).toBe('expired');
  });

  it(`an unused code expires ${PICKUP_CODE_UNUSED_DAYS} days after its import and is no longer handed out`, async () => {
    s.clock.advance(DAY);
    const importedAt = s.clock.now();
    await importCodes([['OLD-0001', 'flash']]);
    const edge = importedAt.getTime() + PICKUP_CODE_UNUSED_DAYS * DAY;
    await expireAt(new Date(edge - MINUTE));
    expect((await codeRow('OLD-0001')).status).toBe('unused');
    // At the edge it is not handed out, even before the sweep came by.
    s.clock.advance(edge - s.clock.now().getTime());
    const orderId = await placed();
    expectOk(await ship(orderId, 'flash'));
    expect((await pickupOf(orderId))?.state).toBe('missing');
    await expireAt(new Date(edge));
    expect((await codeRow('OLD-0001')).status).toBe('expired');
    // A second run at the same time changes nothing.
    expect(await expireAt(new Date(edge))).toBe(0);
  });
});
