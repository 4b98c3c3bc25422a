import {
  cashbackAdd,
  cashbackInquiry,
  cashbackList,
  cashbackModify,
  cashbackRecordList,
  cashbackStop,
} from '@sc/contract/calls/cashback.ts';
import { mktBuyerCancel, mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { CASHBACK_AFTER_RECEIPT_DAYS, settlementAt } from '@sc/contract/cashback.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { cashbackRecords, cashbackRules, orders } from '../src/db/schema.ts';
import { jobs } from '../src/job-registry.ts';
import { Scheduler } from '../src/jobs/scheduler.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// Cashback: the rule's edges (minimum spend, amount below it, 1–50% with a cap, budget, a window of
// at most 90 days, one rule at a time); checkout giving a pending record on the goods after
// discounts; the clock through receipt + CASHBACK_AFTER_RECEIPT_DAYS and the month end with the
// registry's settlement job; a cancel and a refund turning pending into not cashed back with the
// budget given back; the budget raced by buyers at once on PostgreSQL; another shop's rules and
// records never seen or changed.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s?.close());

/** Moves the clock; a long move outlives the login, so both log in again. */
async function advance(ms: number) {
  s.clock.advance(ms);
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
}
/** The settlement job as the registry holds it, run at the clock's time. */
const settlementJob = jobs.find((j) => j.name === 'promotions.cashback-settlement');
const settle = () => new Scheduler(s.db, s.clock, settlementJob ? [settlementJob] : []).runAll();

const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();
type Answer = Awaited<ReturnType<TestServer['call']>>;
const fieldErrors = (r: Answer) => (r.status_.fieldErrors ?? []) as { field: string; message: string }[];

// Each rule gets a window of its own far ahead, so none meets another's.
let slot = 0;
const ownWindow = () => {
  slot += 1;
  const start = 60 * DAY + slot * 2 * DAY;
  return { startTime: at(start), endTime: at(start + DAY) };
};
const draft = (over: Record<string, unknown> = {}) => ({
  name: 'ซื้อครบ 300 รับเงินคืน 30',
  minSpend: 300,
  rewardType: 'amount',
  reward: 30,
  cap: null,
  budget: 1000,
  ...ownWindow(),
  ...over,
});
const add = (over: Record<string, unknown> = {}, locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US') =>
  s.call(cashbackAdd, draft(over), { cookie, locale });

describe('the rules of a cashback rule', () => {
  it('wants a minimum spend above 0 and an amount back below it', async () => {
    expect(fieldErrors(await add({ minSpend: 0 }))).toEqual([
      { field: 'minSpend', message: 'The minimum spend must be more than 0 and at most ฿1000000.00' },
    ]);
    expectOk(await add({ minSpend: 0.02, reward: 0.01 }));
    expect(fieldErrors(await add({ minSpend: 300, reward: 300 }))).toEqual([
      { field: 'reward', message: 'The cashback must be below the minimum spend (฿300.00)' },
    ]);
    expectOk(await add({ minSpend: 300, reward: 299.99 }));
    expect(fieldErrors(await add({ reward: 0 }))).toEqual([
      { field: 'reward', message: 'The cashback must be more than 0' },
    ]);
    expect(fieldErrors(await add({ reward: 1.005 }))[0]?.field).toBe('reward');
  });

  it('takes 1% to 50% with a cap; 0, 51, a fraction or no cap are refused', async () => {
    const percent = (reward: number, cap: number | null) => add({ rewardType: 'percent', reward, cap });
    expectOk(await percent(1, 10));
    expectOk(await percent(50, 10));
    const refused = 'The cashback percent must be a whole number from 1 to 50';
    expect(fieldErrors(await percent(0, 10))).toEqual([{ field: 'reward', message: refused }]);
    expect(fieldErrors(await percent(51, 10))).toEqual([{ field: 'reward', message: refused }]);
    expect(fieldErrors(await percent(2.5, 10))).toEqual([{ field: 'reward', message: refused }]);
    expect(fieldErrors(await percent(10, null))).toEqual([
      { field: 'cap', message: 'The most back per order must be more than 0 and at most ฿1000000.00' },
    ]);
  });

  it('wants a budget above 0 and at most 1,000,000 baht', async () => {
    const msg = 'The budget must be more than 0 and at most ฿1000000.00';
    expect(fieldErrors(await add({ budget: 0 }))).toEqual([{ field: 'budget', message: msg }]);
    expect(fieldErrors(await add({ budget: 1_000_000.01 }))).toEqual([{ field: 'budget', message: msg }]);
    expectOk(await add({ budget: 1_000_000 }));
    expect(fieldErrors(await add({ budget: 0 }, 'th-TH'))[0]?.message).toBe('งบประมาณต้องมากกว่า 0 และไม่เกิน ฿1000000.00');
  });

  it('wants a start not in the past, before the end, at most 90 days; exactly 90 is taken', async () => {
    expect(fieldErrors(await add({ startTime: at(-2 * MINUTE), endTime: at(DAY) }))).toEqual([
      { field: 'startTime', message: 'The start cannot be in the past' },
    ]);
    expect(fieldErrors(await add({ startTime: at(300 * DAY), endTime: at(299 * DAY) }))).toEqual([
      { field: 'endTime', message: 'The start must be before the end' },
    ]);
    expect(fieldErrors(await add({ startTime: at(300 * DAY), endTime: at(390 * DAY + MINUTE) }))).toEqual([
      { field: 'endTime', message: 'A cashback rule lasts at most 90 days' },
    ]);
    const from = s.clock.now().getTime() + 400 * DAY;
    expectOk(await add({ startTime: new Date(from).toISOString(), endTime: new Date(from + 90 * DAY).toISOString() }));
  });

  it('runs one rule at a time: an overlapping window is refused naming the other; one that touches is taken', async () => {
    const first = await add({ name: 'เงินคืนเดือนนี้', startTime: at(500 * DAY), endTime: at(501 * DAY) });
    expectOk(first);
    const clash = await add({ startTime: at(500 * DAY + HOUR), endTime: at(502 * DAY) });
    expect(clash.status_.replyText).toBe('The cashback rule "เงินคืนเดือนนี้" already runs at that time');
    expectOk(await add({ startTime: at(501 * DAY), endTime: at(502 * DAY) }));
    expectOk(await s.call(cashbackStop, { cashbackId: String(first.data.cashbackId) }, { cookie }));
    expectOk(await add({ startTime: at(500 * DAY), endTime: at(500 * DAY + HOUR) }));
  });

  it('changes only before the start; stops while not over', async () => {
    const made = await add({ startTime: at(MINUTE), endTime: at(10 * MINUTE) });
    const cashbackId = String(made.data.cashbackId);
    expectOk(
      await s.call(
        cashbackModify,
        { cashbackId, ...draft({ startTime: at(MINUTE), endTime: at(10 * MINUTE), reward: 40 }) },
        { cookie },
      ),
    );
    expect((await s.call(cashbackInquiry, { cashbackId }, { cookie })).data).toMatchObject({
      reward: 40,
      state: 'not_started',
    });
    await advance(2 * MINUTE);
    const late = await s.call(cashbackModify, { cashbackId, ...draft() }, { cookie });
    expect(late.status_.replyText).toBe('Only a rule that has not started can be changed');
    expectOk(await s.call(cashbackStop, { cashbackId }, { cookie }));
    expect((await s.call(cashbackStop, { cashbackId }, { cookie })).status_.replyText).toBe(
      'This rule has already ended or been stopped',
    );
  });
});

describe('orders under a running rule', () => {
  let current: string | null = null;
  /** A running rule from now for a day (the one before it stopped), then the clock two minutes on. */
  async function running(over: Record<string, unknown> = {}) {
    if (current) await s.call(cashbackStop, { cashbackId: current }, { cookie });
    const r = await add({ startTime: at(MINUTE), endTime: at(DAY), ...over });
    expectOk(r);
    await advance(2 * MINUTE);
    current = String(r.data.cashbackId);
    return current;
  }
  const buy = async (price: number, quantity: number, payMethod = 'cod') => {
    const { skuId } = await makeSku(s.db, shopId, { price, stock: 100 });
    const b = await makeBuyer(s.db);
    return s.call(
      mktOrderCheckout,
      { shopId, buyerId: b.id, lines: [{ skuId: String(skuId), quantity }], payMethod },
      { cookie: op },
    );
  };
  const recordOf = async (orderId: unknown) =>
    (
      await s.db
        .select()
        .from(cashbackRecords)
        .where(eq(cashbackRecords.orderId, Number(orderId)))
    )[0];
  const budgetUsed = async (cashbackId: string) =>
    (await s.call(cashbackInquiry, { cashbackId }, { cookie })).data.budgetUsed as number;
  /** The buyer signs for the order at the clock's time (the carrier's signed event). */
  const signed = async (orderId: unknown) => {
    const now = s.clock.now();
    await s.db
      .update(orders)
      .set({ status: 'signed', signedAt: now })
      .where(and(eq(orders.shopId, shopId), eq(orders.id, Number(orderId))));
    return now.getTime();
  };

  it('gives a pending record to an order reaching the minimum; a satang below gets none; a percent stops at its cap', async () => {
    const cashbackId = await running();
    const reached = await buy(10_000, 3);
    expect(await recordOf(reached.data.orderId)).toMatchObject({
      state: 'pending',
      amount: 3_000,
      spend: 30_000,
      cashbackId,
    });
    const below = await buy(9_999, 3);
    expectOk(below);
    expect(await recordOf(below.data.orderId)).toBeUndefined();
    expect(await budgetUsed(cashbackId)).toBe(30);
    expectOk(await s.call(cashbackStop, { cashbackId }, { cookie }));
    expect(await recordOf((await buy(10_000, 3)).data.orderId)).toBeUndefined();

    const percent = await running({ rewardType: 'percent', reward: 10, cap: 20, minSpend: 100 });
    expect(await recordOf((await buy(10_000, 3)).data.orderId)).toMatchObject({ amount: 2_000 });
    expect(await recordOf((await buy(15_000, 1)).data.orderId)).toMatchObject({ amount: 1_500 });
    expect(percent).toBe(current);
  });

  it("counts a rule's orders on its page and in the list (its own records, not the records' ids)", async () => {
    const cashbackId = await running({ name: 'นับคำสั่งซื้อเงินคืน' });
    expectOk(await buy(10_000, 3));
    expectOk(await buy(10_000, 4));
    expect((await s.call(cashbackInquiry, { cashbackId }, { cookie })).data).toMatchObject({ orders: 2 });
    const listed = await s.call(cashbackList, { keyword: 'นับคำสั่งซื้อเงินคืน' }, { cookie });
    expect(listed.data.list).toMatchObject([{ cashbackId, orders: 2 }]);
  });

  it('is due receipt + 7 days later, and cashed back by the month end after that, not before', async () => {
    const cashbackId = await running();
    const placed = await buy(10_000, 3);
    const orderId = String(placed.data.orderId);
    await settle();
    expect((await recordOf(orderId))?.state).toBe('pending');
    const received = await signed(orderId);
    const due = new Date(received + CASHBACK_AFTER_RECEIPT_DAYS * DAY);
    const monthEnd = settlementAt(due);
    const listed = await s.call(cashbackRecordList, { orderId }, { cookie });
    expect((listed.data.list as unknown[])[0]).toMatchObject({
      orderId,
      state: 'pending',
      amount: 30,
      dueAt: due.toISOString(),
      settlesAt: monthEnd.toISOString(),
    });
    // Due, but its month has not ended.
    await advance(due.getTime() - s.clock.now().getTime() + MINUTE);
    if (s.clock.now() < monthEnd) {
      await settle();
      expect((await recordOf(orderId))?.state).toBe('pending');
      await advance(monthEnd.getTime() - s.clock.now().getTime() - MINUTE);
      await settle();
      expect((await recordOf(orderId))?.state).toBe('pending');
    }
    await advance(monthEnd.getTime() - s.clock.now().getTime() + MINUTE);
    await settle();
    const paid = await recordOf(orderId);
    expect(paid).toMatchObject({ state: 'cashed_back' });
    expect(paid?.settledAt?.getTime()).toBeGreaterThan(monthEnd.getTime());
    // Paid is spent: the budget keeps it; a second run changes nothing.
    expect(await budgetUsed(cashbackId)).toBe(30);
    await settle();
    expect((await recordOf(orderId))?.state).toBe('cashed_back');
    const tab = await s.call(cashbackRecordList, { tab: 'cashed_back', orderId }, { cookie });
    expect(tab.data.list).toHaveLength(1);
  });

  it('a refund before settlement turns pending into not cashed back and gives the budget back; so does a cancel', async () => {
    const cashbackId = await running();
    const refunded = await buy(10_000, 3);
    await signed(refunded.data.orderId);
    expect(await budgetUsed(cashbackId)).toBe(30);
    // An after-sales refund writes the order's refunded amount.
    await s.db
      .update(orders)
      .set({ refundedAmount: 5_000 })
      .where(and(eq(orders.shopId, shopId), eq(orders.id, Number(refunded.data.orderId))));
    await settle();
    expect(await recordOf(refunded.data.orderId)).toMatchObject({ state: 'not_cashed_back' });
    expect(await budgetUsed(cashbackId)).toBe(0);

    const cancelled = await buy(10_000, 3, 'mobile_banking');
    expect(await budgetUsed(cashbackId)).toBe(30);
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId: String(cancelled.data.orderId) }, { cookie: op }));
    expect(await recordOf(cancelled.data.orderId)).toMatchObject({ state: 'not_cashed_back' });
    expect(await budgetUsed(cashbackId)).toBe(0);
    const tab = await s.call(
      cashbackRecordList,
      { tab: 'not_cashed_back', orderId: String(cancelled.data.orderId) },
      { cookie },
    );
    expect(tab.data.list).toHaveLength(1);
  });

  it('never passes the budget when buyers check out at once; an order the budget cannot cover gets none', async () => {
    const cashbackId = await running({ budget: 70 });
    const all = await Promise.all(Array.from({ length: 5 }, () => buy(10_000, 3)));
    for (const r of all) expectOk(r);
    const records = await s.db.select().from(cashbackRecords).where(eq(cashbackRecords.cashbackId, cashbackId));
    expect(records).toHaveLength(2);
    expect(await budgetUsed(cashbackId)).toBe(60);
    const [rule] = await s.db.select().from(cashbackRules).where(eq(cashbackRules.id, cashbackId));
    expect(rule?.budgetUsed).toBeLessThanOrEqual(rule?.budget ?? 0);
  });
});

describe('another shop', () => {
  it("never lists, reads, changes or stops another shop's rules, nor shows its records; the promotions code is needed", async () => {
    const foreign = await s.foreignId('cashback');
    expect((await s.call(cashbackList, { keyword: 'Other shop' }, { cookie })).data.list).toEqual([]);
    for (const r of [
      await s.call(cashbackInquiry, { cashbackId: foreign }, { cookie }),
      await s.call(cashbackStop, { cashbackId: foreign }, { cookie }),
      await s.call(cashbackModify, { cashbackId: foreign, ...draft() }, { cookie }),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    const foreignOrder = await s.foreignId('order');
    await s.db.insert(cashbackRecords).values({
      shopId: s.other.shopId,
      id: newId(),
      cashbackId: foreign,
      orderId: Number(foreignOrder),
      buyerId: newId(),
      spend: 60_000,
      amount: 5_000,
      createdAt: s.clock.now(),
    });
    expect((await s.call(cashbackRecordList, { orderId: foreignOrder }, { cookie })).data.list).toEqual([]);
    await s.addMember({ shopId, loginAcct: 'cashback-coupons-only', funcIds: [FUNC.coupons] });
    const { cookie: couponsOnly } = await s.login('cashback-coupons-only');
    expect((await s.call(cashbackRecordList, {}, { cookie: couponsOnly })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
    expect((await s.call(cashbackAdd, draft(), { cookie: couponsOnly })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
  });
});
