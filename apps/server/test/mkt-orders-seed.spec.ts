import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buyers, orderEvents, orderItems, orders, skus } from '../src/db/schema.ts';
import { seedDemoOrders } from '../src/seed/orders.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { shopIdNamed } from './mkt-orders-kit.ts';

let s: TestServer;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s.close());

it('gives the demo shop orders in every state over the last 30 days, with buyer remarks', async () => {
  const rows = await s.db.select().from(orders).where(eq(orders.shopId, shopId));
  expect(rows.length).toBeGreaterThanOrEqual(40);
  const states = new Set(rows.map((o) => o.status));
  for (const state of [
    'unpaid',
    'to_ship',
    'partially_shipped',
    'shipped',
    'in_transit',
    'delivered',
    'signed',
    'completed',
    'cancelled',
    'system_cancelled',
    'frozen',
    'intercepted',
    'returned',
  ]) {
    expect(states, state).toContain(state);
  }
  expect(new Set(rows.map((o) => o.orderType))).toEqual(new Set(['normal', 'deposit', 'lottery']));
  expect(new Set(rows.map((o) => o.deliveryMode))).toEqual(new Set(['express', 'self_delivery', 'pickup']));
  expect(rows.some((o) => o.payMethod === 'cod')).toBe(true);
  expect(rows.filter((o) => o.buyerRemark !== '').length).toBeGreaterThan(5);
  expect(rows.filter((o) => o.abnormalAt !== null).length).toBeGreaterThanOrEqual(2);
  const now = s.clock.now().getTime();
  for (const o of rows) {
    expect(o.createdAt.getTime()).toBeLessThanOrEqual(now);
    expect(o.createdAt.getTime()).toBeGreaterThan(now - 31 * 24 * 3600 * 1000);
    expect(o.totalAmount).toBe(o.goodsAmount + o.freightAmount - o.discountAmount);
    // Orders still to ship are not already past their deadline.
    if (o.status === 'to_ship') expect(o.shipDeadline?.getTime()).toBeGreaterThan(now);
  }
  for (const o of rows.filter((r) => r.orderType === 'deposit')) expect(o.depositAmount).toBeGreaterThan(0);
  // Every order has its timeline from `placed`.
  const [placed] = await s.db
    .select({ n: sql<number>`count(distinct ${orderEvents.orderId})`.mapWith(Number) })
    .from(orderEvents)
    .where(and(eq(orderEvents.shopId, shopId), eq(orderEvents.kind, 'placed')));
  expect(placed?.n).toBe(rows.length);
});

it('keeps every SKU’s reservation equal to the units of open orders not yet shipped', async () => {
  const open = await s.db
    .select({
      skuId: orderItems.skuId,
      units: sql<number>`sum(${orderItems.quantity} - ${orderItems.shippedQty})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.shopId, orderItems.shopId), eq(orders.id, orderItems.orderId)))
    .where(and(eq(orderItems.shopId, shopId), sql`${orders.status} not in ('cancelled', 'system_cancelled')`))
    .groupBy(orderItems.skuId);
  expect(open.length).toBeGreaterThan(0);
  for (const row of open) {
    const [sku] = await s.db.select().from(skus).where(eq(skus.id, row.skuId));
    expect(sku?.reserved, `sku ${row.skuId}`).toBe(row.units);
    expect((sku?.stock ?? 0) - (sku?.reserved ?? 0)).toBeGreaterThan(sku?.warningLine ?? 0);
  }
});

it('seeds 20 Thai buyers with 0[689] mobile numbers in Bangkok and Chiang Mai; runs once', async () => {
  const all = await s.db.select().from(buyers);
  expect(all.length).toBeGreaterThanOrEqual(20);
  for (const b of all.slice(0, 20)) {
    expect(b.phone).toMatch(/^0[689]\d{8}$/);
    expect(['กรุงเทพมหานคร', 'เชียงใหม่']).toContain(b.address.province);
    expect(b.nickname).toMatch(/[\u0E00-\u0E7F]/);
  }
  const before = await s.db.$count(orders, eq(orders.shopId, shopId));
  expect(await seedDemoOrders(s.db, shopId, s.clock.now())).toBe(0);
  expect(await s.db.$count(orders, eq(orders.shopId, shopId))).toBe(before);
});
