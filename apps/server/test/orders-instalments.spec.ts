import { depositAdd } from '@sc/contract/calls/deposit.ts';
import { orderDetailInquiry, orderListInquiry } from '@sc/contract/calls/orders.ts';
import { mktPaylaterCheckout, paylaterAdd } from '@sc/contract/calls/paylater.ts';
import { contractCreate } from '@sc/contract/calls/shell.ts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { orderItems, orders, paylaterOrders } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { simulateOrders } from '../src/marketplace/order-simulate.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Pay later and deposits reaching the merchant: the order page and the order list carry a
// pay-later order's plan (months; null for any other order), and the simulator's buyers now and
// then pay later on a running pay-later activity's goods (only those, only in one of its plans) or
// pay a deposit on a pre-sale taking deposits, then pay some balances once their window opens and
// let the others lapse by the clock.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
  for (const contractBusinessType of ['009', '010']) {
    expectOk(await s.call(contractCreate, { contractBusinessType, contractSignChannel: 'local' }, { cookie }));
  }
});
afterAll(() => s?.close());

const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();

/** A fixed sequence of draws, so a run is the same every time. */
function draws(start: number) {
  let seed = start;
  return () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
}

/** The pay-later activities made here: their products and plans. */
const offered = new Map<string, { productIds: Set<number>; plans: number[] }>();

/** A pay-later activity running from now for a day over `n` fresh products, with these plans. */
async function runningPaylater(n: number, plans: number[]) {
  const made = await Promise.all(Array.from({ length: n }, () => makeSku(s.db, shopId, { stock: 200 })));
  const r = await s.call(
    paylaterAdd,
    {
      name: 'ผ่อนสบาย',
      startTime: at(MINUTE),
      endTime: at(DAY),
      productIds: made.map((m) => String(m.productId)),
      plans,
      subsidyPercent: 2,
    },
    { cookie },
  );
  expectOk(r);
  s.clock.advance(2 * MINUTE);
  const activityId = String(r.data.activityId);
  offered.set(activityId, { productIds: new Set(made.map((m) => m.productId)), plans });
  return { activityId, made };
}

const simulate = (n: number, random: () => number) =>
  s.db.transaction((tx) =>
    simulateOrders(new ShopScope(tx as unknown as Tx, shopId), {
      orders: n,
      payRatio: 0.5,
      now: s.clock.now(),
      random,
    }),
  );

describe('the plan on the order page and the order list', () => {
  it('shows the months of a pay-later order and null for any other', async () => {
    const { made } = await runningPaylater(1, [3, 6]);
    const buyerId = (await makeBuyer(s.db)).id;
    const skuId = String(made[0]?.skuId);
    const paid = await s.call(
      mktPaylaterCheckout,
      { shopId, buyerId, lines: [{ skuId, quantity: 1 }], months: 6 },
      { cookie: op },
    );
    expectOk(paid);
    const orderId = String(paid.data.orderId);
    const detail = orderDetailInquiry.response.parse((await s.call(orderDetailInquiry, { orderId }, { cookie })).data);
    expect(detail).toMatchObject({ payMethod: 'pay_later', paylaterMonths: 6 });
    const list = orderListInquiry.response.parse(
      (await s.call(orderListInquiry, { tab: 'all', page: { pageSize: 50 } }, { cookie })).data,
    ).list;
    expect(list.find((o) => o.orderId === orderId)).toMatchObject({ payMethod: 'pay_later', paylaterMonths: 6 });
    const others = list.filter((o) => o.orderId !== orderId);
    expect(others.length).toBeGreaterThan(0);
    for (const o of others) expect(o.paylaterMonths).toBeNull();
  });
});

describe('the simulator’s buyers', () => {
  it('now and then pay later on a running activity’s goods alone, in one of its plans', async () => {
    const { activityId } = await runningPaylater(3, [3, 10]);
    const ids = await simulate(60, draws(7));
    const plans = await s.db
      .select()
      .from(paylaterOrders)
      .where(and(eq(paylaterOrders.shopId, shopId), inArray(paylaterOrders.orderId, ids)));
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.length).toBeLessThan(ids.length);
    // The activity of the first test runs too: each order is of one of them, on its goods alone.
    expect(plans.some((p) => p.activityId === activityId)).toBe(true);
    for (const p of plans) {
      const offer = offered.get(p.activityId);
      expect(offer).toBeDefined();
      expect(offer?.plans).toContain(p.months);
      const lines = await s.db
        .select({ productId: orderItems.productId })
        .from(orderItems)
        .where(and(eq(orderItems.shopId, shopId), eq(orderItems.orderId, p.orderId)));
      for (const l of lines) expect(offer?.productIds.has(l.productId)).toBe(true);
      const [order] = await s.db.select().from(orders).where(eq(orders.id, p.orderId));
      expect(order?.payMethod).toBe('pay_later');
    }
    // Every order paid later has its plan, and no plan without the pay method.
    const later = await s.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.payMethod, 'pay_later')));
    expect(later.map((o) => o.id).sort()).toEqual(plans.map((p) => p.orderId).sort());
  }, 120_000);

  it('now and then pay a deposit, pay some balances in their window and let the others lapse', async () => {
    const made = await makeSku(s.db, shopId, { price: 500_000, stock: 100, title: 'กล้องพรีเซลจำลอง' });
    const r = await s.call(
      depositAdd,
      {
        name: 'พรีเซลจำลอง',
        depositStart: at(0),
        depositEnd: at(DAY),
        balanceEnd: at(2 * DAY),
        skus: [{ skuId: String(made.skuId), deposit: '500', deduction: '1000', stock: 30 }],
      },
      { cookie },
    );
    expectOk(r);
    s.clock.advance(MINUTE);
    const ids = await simulate(40, draws(23));
    const deposits = await s.db
      .select()
      .from(orders)
      .where(and(inArray(orders.id, ids), isNotNull(orders.presaleId)));
    expect(deposits.length).toBeGreaterThan(1);
    expect(deposits.length).toBeLessThan(ids.length);
    for (const d of deposits)
      expect(d).toMatchObject({ status: 'unpaid', orderType: 'deposit', depositAmount: 50_000 });
    // Before the balance window nothing is paid; once it opens some are, the others lapse at its end.
    s.clock.advance(DAY);
    await simulate(1, draws(5));
    const after = await s.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          deposits.map((d) => d.id),
        ),
      );
    const paid = after.filter((o) => o.balancePaidAt !== null);
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThan(deposits.length);
    for (const o of paid) expect(o.status).toBe('to_ship');
    s.clock.advance(DAY);
    await s.runJobs();
    const lapsed = await s.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          deposits.map((d) => d.id),
        ),
      );
    const gone = lapsed.filter((o) => o.status === 'system_cancelled');
    expect(gone.length).toBe(deposits.length - paid.length);
    for (const o of gone) expect(o.cancelReason).toBe('balance_unpaid');
  }, 120_000);
});
