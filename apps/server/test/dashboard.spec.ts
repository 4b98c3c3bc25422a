import { dashboardActionInquiry } from '@sc/contract/calls/dashboard.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { imConversations } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';

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
  expect((await counts(owner.cookie)).unreadChats).toBe(2);
  expect((await counts(other.cookie)).unreadChats).toBe(3);
});

it('is open to every account of the shop, sub-accounts too', async () => {
  const { cookie } = await s.login(DEMO_ACCOUNTS.operator);
  expect((await counts(cookie)).unreadChats).toBe(2);
});
