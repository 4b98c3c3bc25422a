import { loginOut, userInfoInquiry, userUpdate } from '@sc/contract/calls/account.ts';
import { afterSaleList } from '@sc/contract/calls/after-sales.ts';
import { mktChatBuyerSend } from '@sc/contract/calls/chat.ts';
import { itemListInquiry } from '@sc/contract/calls/items.ts';
import { orderListInquiry } from '@sc/contract/calls/orders.ts';
import type { Call } from '@sc/contract/define-call.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRunner } from '../src/areas/downloads/runner.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, shopIdNamed } from './mkt-orders-kit.ts';
import { roundTripsOf } from './round-trips.ts';

// Each statement is a round trip to PostgreSQL, and on a busy server the round trips (a socket
// write and a wake-up on both sides) cost more than the handlers: the envelope resolves the
// session, its member row and function codes in one statement, and the hottest read calls
// hold these budgets.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // The export runner looks for waiting exports once the server is ready (a statement of its
  // own, late on a busy machine): let it be done before anything is counted.
  await exportRunner()?.idle();
});
afterAll(() => s.close());

/** Makes one call and returns the statements it sent; the call must succeed unless told. */
async function measured(c: Call, payload: Record<string, unknown>, cookie: string, succeeds = true) {
  let success = false;
  const sent = await roundTripsOf(s.db, async () => {
    success = (await s.call(c, payload, { cookie })).status_.success;
  });
  expect(success, `${c.path} success`).toBe(succeeds);
  return sent;
}

/**
 * The name a list call's page statement went by: the call's last (the session's may be kept:
 * auth/session-cache.ts).
 */
const pageStatementName = async (c: Call, payload: Record<string, unknown>, cookie: string) =>
  (await measured(c, payload, cookie)).names.at(-1);

const accounts = [DEMO_ACCOUNTS.owner, DEMO_ACCOUNTS.operator, DEMO_ACCOUNTS.service];

describe('round trips of a call', () => {
  it.each(accounts)('user info as %s: the session statement, then one statement', async (who) => {
    const { cookie } = await s.login(who);
    const sent = await measured(userInfoInquiry, {}, cookie);
    expect(sent.statements, sent.statements.join('\n')).toHaveLength(2);
  });

  it.each([
    ['a tab', { tab: 'to_ship' }],
    ['a search by order numbers', { orderIds: ['2611000000001', '2611000000002'] }],
    ['a page past the end', { page: { pageNum: 999, pageSize: 10 } }],
  ])('the order list (%s): session, then the page with the tab counts and total', async (_, payload) => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.operator);
    const sent = await measured(orderListInquiry, payload, cookie);
    expect(sent.statements, sent.statements.join('\n')).toHaveLength(2);
  });

  it("the order list's statement is built once for its filter's shape: the same name for every member, page past the first and list of numbers", async () => {
    const operator = await s.login(DEMO_ACCOUNTS.operator);
    const owner = await s.login(DEMO_ACCOUNTS.owner);
    const page = (cookie: string, payload: Record<string, unknown>) =>
      pageStatementName(orderListInquiry, payload, cookie);
    const first = await page(operator.cookie, { tab: 'to_ship' });
    expect(first).toMatch(/^sc_t[0-9a-f]{20}$/);
    expect(await page(owner.cookie, { tab: 'to_ship' })).toBe(first);
    // A page further in has an OFFSET (the first has none), the same for every page.
    const second = await page(owner.cookie, { tab: 'to_ship', page: { pageNum: 2, pageSize: 10 } });
    expect(second).not.toBe(first);
    expect(await page(operator.cookie, { tab: 'to_ship', page: { pageNum: 7, pageSize: 10 } })).toBe(second);
    const numbers = await page(owner.cookie, { orderIds: ['2611000000001'] });
    expect(await page(owner.cookie, { orderIds: ['2611000000001', '2611000000002', '2611000000003'] })).toBe(numbers);
  });

  it.each([
    ['no filter', {}],
    ['a title search', { title: 'a' }],
  ])('the product list (%s): session, then the page with its SKUs, names and counts', async (_, payload) => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.operator);
    const sent = await measured(itemListInquiry, payload, cookie);
    expect(sent.statements, sent.statements.join('\n')).toHaveLength(2);
  });

  it('the server’s connections compile no statement with JIT (a list’s statement would wait tens of ms for it)', async () => {
    const shown = (await s.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
    expect(shown.rows[0]?.jit).toBe('off');
  });

  it("the product list's page goes by a name made of its text, the same for every word and shop", async () => {
    const owner = await s.login(DEMO_ACCOUNTS.owner);
    const operator = await s.login(DEMO_ACCOUNTS.operator);
    const page = (cookie: string, title: string) => pageStatementName(itemListInquiry, { title }, cookie);
    const first = await page(operator.cookie, 'เสื้อ');
    expect(first).toMatch(/^sc_t[0-9a-f]{20}$/);
    // Another word, the same shape: the same statement. A count kept since (search-counts.ts)
    // makes another text, the same again for every word whose count is kept.
    await page(owner.cookie, 'กางเกง');
    expect(await page(owner.cookie, 'กางเกง')).toBe(await page(operator.cookie, 'เสื้อ'));
    expect(await page(owner.cookie, 'ถุงเท้า')).not.toBe(await page(owner.cookie, 'ถุงเท้า'));
  });

  it.each([
    ['no filter', {}],
    ['a search reaching past the first run', { buyer: 'a', page: { pageNum: 1, pageSize: 500 } }],
    ['a page past the end', { page: { pageNum: 99, pageSize: 50 } }],
  ])('the after-sale list (%s): session, then the page with its counts and total', async (_, payload) => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.service);
    const sent = await measured(afterSaleList, payload, cookie);
    expect(sent.statements, sent.statements.join('\n')).toHaveLength(2);
  });

  it("the after-sale list's statement is built once for its filter's shape: the same name for every buyer, page and member", async () => {
    const service = await s.login(DEMO_ACCOUNTS.service);
    const owner = await s.login(DEMO_ACCOUNTS.owner);
    const page = (cookie: string, payload: Record<string, unknown>) =>
      pageStatementName(afterSaleList, payload, cookie);
    const first = await page(service.cookie, { buyer: 'a' });
    expect(first).toMatch(/^sc_t[0-9a-f]{20}$/);
    expect(await page(owner.cookie, { buyer: 'ผู้', page: { pageNum: 3, pageSize: 20 } })).toBe(first);
    // Another tab or another field searched: another text.
    expect(await page(owner.cookie, { buyer: 'a', tab: 'pending' })).not.toBe(first);
    expect(await page(owner.cookie, { orderId: '1' })).not.toBe(first);
  });

  it('a call the member may not make is refused after the session statement alone', async () => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.service);
    const sent = await measured(itemListInquiry, {}, cookie, false);
    expect(sent.statements).toHaveLength(1);
  });

  it('a write sends BEGIN, its statements and COMMIT, and nothing else around them', async () => {
    const { cookie, data } = await s.login(DEMO_ACCOUNTS.operator);
    const sent = await measured(userUpdate, { userId: data.userId, userName: 'Somchai' }, cookie);
    const [first, second, ...rest] = sent.statements;
    expect(first).toMatch(/^select .*"sessions"/i);
    expect(second).toMatch(/^begin$/i);
    expect(rest.at(-1)).toMatch(/^commit$/i);
    expect(rest.filter((q) => /^(set|savepoint|release|begin|commit)\b/i.test(q))).toEqual(['commit']);
    // A new name changes no session: no wait for the other processes after the commit either
    // (the one statement on the listening connection is the test harness's, before every call).
    expect(sent.listening).toEqual(['select 1']);
  });

  it('a write that changes a session (a logout) waits after its commit until the processes have heard of it', async () => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.operator);
    const sent = await measured(loginOut, {}, cookie);
    expect(sent.statements.at(-1)).toMatch(/^commit$/i);
    expect(sent.listening.length, sent.listening.join('\n')).toBeGreaterThan(1);
  });

  it("a buyer's chat message: the operator session, then BEGIN, the shop with the buyer and its assistant settings, the conversation locked, the message with all it moves, COMMIT", async () => {
    const { cookie } = await s.operatorLogin();
    const shopId = await shopIdNamed(s.db, 'Demo Shop');
    const buyer = await makeBuyer(s.db);
    const send = { shopId, buyerId: buyer.id, content: 'มีไซส์ L ไหมคะ' };
    await measured(mktChatBuyerSend, send, cookie);
    const sent = await measured(mktChatBuyerSend, { ...send, content: 'ส่งวันนี้ได้ไหม' }, cookie);
    expect(sent.statements, sent.statements.join('\n')).toHaveLength(6);
    const [session, begin, shopAndBuyer, conversation, message, commit] = sent.statements;
    expect(session).toMatch(/"operator_sessions"/);
    expect([begin, commit]).toEqual(['begin', 'commit']);
    expect(shopAndBuyer).toMatch(/^select "shops"\."id", "buyers"\."id"/);
    expect(conversation).toMatch(/^insert into "im_conversations"/);
    expect(message).toMatch(/^with m as \( insert into im_messages/);
  });
});
