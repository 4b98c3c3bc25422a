import { dashboardActionInquiry } from '@sc/contract/calls/dashboard.ts';
import { orderListInquiry } from '@sc/contract/calls/orders.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { imConversations, orders } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { HOUR, placeOrder } from './order-rules-kit.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function counts(cookie: string) {
  const r = await s.call(dashboardActionInquiry, {}, { cookie });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return dashboardActionInquiry.response.parse(r.data);
}

let seededUnread = 0;

const conversation = (shopId: string, unreadBySeller: number) => ({
  shopId,
  id: newId(),
  buyerId: newId(),
  unreadBySeller,
});

it('shows zero for every count of a new shop, from real queries', async () => {
  // The demo shop is seeded with low stock and violations; the other shop starts empty.
  const { cookie } = await s.login(OTHER.owner);
  const r = await counts(cookie);
  expect(r).toEqual({
    ordersToShip: 0,
    ordersNearDeadline: 0,
    afterSalesWaiting: 0,
    lowStock: 0,
    unreadChats: 0,
    violations: 0,
    generatedAt: expect.any(String),
  });
  expect(Math.abs(Date.parse(r.generatedAt) - s.clock.now().getTime())).toBeLessThan(5000);
});

it('counts the unread chats of its own shop only', async () => {
  const owner = await s.login(DEMO_ACCOUNTS.owner);
  const other = await s.login(OTHER.owner);
  const demoShopId = String(owner.data.shopId);
  // The seed's buyers' chats (seed/chat.ts) come first.
  seededUnread = (await counts(owner.cookie)).unreadChats;
  await s.db
    .insert(imConversations)
    .values([
      conversation(demoShopId, 3),
      conversation(demoShopId, 1),
      conversation(demoShopId, 0),
      conversation(s.other.shopId, 5),
      conversation(s.other.shopId, 2),
      conversation(s.other.shopId, 1),
      conversation(s.other.shopId, 0),
    ]);
  expect((await counts(owner.cookie)).unreadChats).toBe(seededUnread + 2);
  expect((await counts(other.cookie)).unreadChats).toBe(3);
});

it('is open to every account of the shop, sub-accounts too', async () => {
  const { cookie } = await s.login(DEMO_ACCOUNTS.operator);
  expect((await counts(cookie)).unreadChats).toBe(seededUnread + 2);
});

it('counts what the list its card opens shows: the To ship tab, and the orders due to ship within 24 hours', async () => {
  const owner = await s.login(DEMO_ACCOUNTS.owner);
  const shopId = String(owner.data.shopId);
  const now = s.clock.now();
  const soon = await placeOrder(s.db, shopId, now);
  const later = await placeOrder(s.db, shopId, now);
  const deadline = (orderId: number, at: Date) =>
    s.db
      .update(orders)
      .set({ shipDeadline: at })
      .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
  await deadline(soon.orderId, new Date(now.getTime() + 2 * HOUR));
  await deadline(later.orderId, new Date(now.getTime() + 30 * HOUR));

  const r = await counts(owner.cookie);
  const list = async (payload: Record<string, unknown>) => {
    const answer = await s.call(orderListInquiry, payload, { cookie: owner.cookie });
    expect(answer.status_.success, answer.status_.replyText).toBe(true);
    return orderListInquiry.response.parse(answer.data);
  };
  const toShip = await list({ tab: 'to_ship', page: { pageSize: 1 } });
  expect(r.ordersToShip).toBe(toShip.page.count);
  const due = await list({ shipDue: 'soon', page: { pageSize: 100 } });
  expect(r.ordersNearDeadline).toBe(due.page.count);
  const dueIds = due.list.map((o) => o.orderId);
  expect(dueIds).toContain(String(soon.orderId));
  expect(dueIds).not.toContain(String(later.orderId));
});
