import { mktOrderRiskDecide, mktOrderRiskHold } from '@sc/contract/calls/marketplace-orders.ts';
import {
  orderDelivery,
  orderDetailInquiry,
  orderListInquiry,
  orderRiskList,
  orderStatistics,
} from '@sc/contract/calls/orders.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '../src/bangkok-time.ts';
import { DEMO_RISK_REASON } from '../src/seed/orders.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { eventKinds, orderRow, skuRow } from './mkt-orders-kit.ts';
import { countsBothWays, expectOk, expectRefused, jtWaybill, placeOrder } from './orders-kit.ts';

// Risk review (/oms/order/risk/list), driven through the marketplace simulator: the platform holds
// a paid order waiting to ship; it is frozen (its tab, the risk list, no shipping) until released
// (back to waiting for shipment, shipping works) or cancelled (stock back, the buyer refunded).

let s: TestServer;
let cookie: string;
let shopId: string;
let operator: string;

beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login('demo-owner');
  cookie = login.cookie;
  shopId = String(login.data.shopId);
  operator = (await s.operatorLogin()).cookie;
});
afterAll(() => s.close());

const hold = (orderId: number, reason = 'Ten orders to one address in an hour') =>
  s.call(mktOrderRiskHold, { shopId, orderId: String(orderId), reason }, { cookie: operator });
const decide = (orderId: number, decision: 'release' | 'cancel') =>
  s.call(mktOrderRiskDecide, { shopId, orderId: String(orderId), decision }, { cookie: operator });
const deliver = (orderId: number, locale: 'th-TH' | 'en-US' = 'en-US') =>
  s.call(
    orderDelivery,
    {
      orderId: String(orderId),
      carrierCode: 'jt',
      waybillNo: jtWaybill(),
      estimatedArrival: bangkokDay(new Date(s.clock.now().getTime() + 3 * 86_400_000)),
    },
    { cookie, locale },
  );

async function riskList() {
  const r = await s.call(orderRiskList, {}, { cookie });
  expectOk(r);
  return orderRiskList.response.parse(r.data);
}

async function frozenTab() {
  const r = await s.call(orderListInquiry, { tab: 'frozen' }, { cookie });
  expectOk(r);
  return orderListInquiry.response.parse(r.data);
}

async function detail(orderId: number) {
  const r = await s.call(orderDetailInquiry, { orderId: String(orderId) }, { cookie });
  expectOk(r);
  return orderDetailInquiry.response.parse(r.data);
}

describe('risk review', () => {
  it('the demo shop has one frozen order, held with its reason, in the risk list and the frozen tab', async () => {
    const tab = await frozenTab();
    expect(tab.tabCounts.frozen).toBe(1);
    expect(tab.list).toEqual([expect.objectContaining({ status: 'frozen', riskLevel: 'hold' })]);
    const list = await riskList();
    expect(list.list.map((r) => [r.orderId, r.riskReason])).toEqual([[tab.list[0]?.orderId, DEMO_RISK_REASON]]);
  });

  it('held: frozen in the risk list, the frozen tab and the risk counter, and shipping is refused; released: ships', async () => {
    const before = { risk: (await riskList()).page.count, frozen: (await frozenTab()).tabCounts.frozen };
    const stats = async () => orderStatistics.response.parse((await s.call(orderStatistics, {}, { cookie })).data).risk;
    const riskBefore = await stats();
    const o = await placeOrder(s, shopId);

    const held = await hold(o.orderId);
    expectOk(held);
    expect(held.data).toMatchObject({ orderId: String(o.orderId), status: 'frozen' });

    const list = await riskList();
    expect(list.page.count).toBe(before.risk + 1);
    expect(list.list.find((r) => r.orderId === String(o.orderId))).toMatchObject({
      status: 'frozen',
      riskLevel: 'hold',
      riskReason: 'Ten orders to one address in an hour',
    });
    const tab = await frozenTab();
    expect(tab.tabCounts.frozen).toBe(before.frozen + 1);
    expect(tab.list.map((r) => r.orderId)).toContain(String(o.orderId));
    expect(await stats()).toBe(riskBefore + 1);
    const counts = await countsBothWays(s, shopId);
    expect(counts.kept).toEqual(counts.counted);

    expect(await detail(o.orderId)).toMatchObject({
      status: 'frozen',
      riskLevel: 'hold',
      riskReason: 'Ten orders to one address in an hour',
      canShip: 'n',
      canAdvanceShip: 'n',
    });
    expectRefused(await deliver(o.orderId), 'orderRiskHeld', { orderId: String(o.orderId) });
    expectRefused(await deliver(o.orderId, 'th-TH'), 'orderRiskHeld', { orderId: String(o.orderId) }, 'th-TH');
    expect((await orderRow(s.db, shopId, o.orderId))?.status).toBe('frozen');

    const released = await decide(o.orderId, 'release');
    expectOk(released);
    expect(released.data).toMatchObject({ status: 'to_ship' });
    expect((await riskList()).list.map((r) => r.orderId)).not.toContain(String(o.orderId));
    expect((await frozenTab()).tabCounts.frozen).toBe(before.frozen);
    expect(await detail(o.orderId)).toMatchObject({ status: 'to_ship', riskLevel: 'none', canShip: 'y' });
    expect(await eventKinds(s.db, o.orderId)).toEqual(['placed', 'paid', 'risk_held', 'risk_released']);

    const shipped = await deliver(o.orderId);
    expectOk(shipped);
    expect(shipped.data).toMatchObject({ status: 'shipped' });
  });

  it('held, then cancelled: the stock goes back and the buyer is refunded', async () => {
    const o = await placeOrder(s, shopId, { stock: 10, quantity: 3 });
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 10, reserved: 3 });
    expectOk(await hold(o.orderId));
    const cancelled = await decide(o.orderId, 'cancel');
    expectOk(cancelled);
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    expect(await skuRow(s.db, o.skuId)).toMatchObject({ stock: 10, reserved: 0 });
    const row = await orderRow(s.db, shopId, o.orderId);
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'risk', riskLevel: 'none' });
    expect(row?.refundedAmount).toBe(row?.totalAmount);
    expect(row?.totalAmount).toBeGreaterThan(0);
    expect(await eventKinds(s.db, o.orderId)).toEqual(['placed', 'paid', 'risk_held', 'cancelled', 'refunded']);
    expect((await riskList()).list.map((r) => r.orderId)).not.toContain(String(o.orderId));
  });

  it('holds only paid orders waiting to ship, decides only held ones, and finds no other shop’s order', async () => {
    const unpaid = await placeOrder(s, shopId, { paid: false });
    expectRefused(await hold(unpaid.orderId), 'mktRiskNotHoldable', {
      orderId: String(unpaid.orderId),
      status: 'unpaid',
    });
    const paid = await placeOrder(s, shopId);
    expectRefused(await decide(paid.orderId, 'release'), 'mktRiskNotHeld', { orderId: String(paid.orderId) });
    expectOk(await hold(paid.orderId));
    expectRefused(await hold(paid.orderId), 'mktRiskNotHoldable', { orderId: String(paid.orderId), status: 'frozen' });
    const blank = await s.call(
      mktOrderRiskHold,
      { shopId, orderId: String(paid.orderId), reason: '  ' },
      { cookie: operator },
    );
    expect(blank.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    const foreign = await s.foreignId('order');
    const other = await s.call(mktOrderRiskHold, { shopId, orderId: foreign, reason: 'x' }, { cookie: operator });
    expect(other.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    // A merchant session cannot hold or release its own orders.
    const merchant = await s.call(
      mktOrderRiskDecide,
      { shopId, orderId: String(paid.orderId), decision: 'release' },
      { cookie },
    );
    expect(merchant.status_.success).toBe(false);
    expect((await orderRow(s.db, shopId, paid.orderId))?.status).toBe('frozen');
  });
});
