import {
  depositAdd,
  depositInquiry,
  depositList,
  depositModify,
  mktBalancePay,
  mktDepositPay,
} from '@sc/contract/calls/deposit.ts';
import { mktBuyerCancel, mktOrderPay } from '@sc/contract/calls/marketplace-orders.ts';
import { orderDetailInquiry, orderListInquiry } from '@sc/contract/calls/orders.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { depositPresaleSkus, orders } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { simulateOrders } from '../src/marketplace/order-simulate.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, shopIdNamed, skuRow } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// Deposit pre-sales: the deposit bands at every edge (under 2500 baht 10–20%; from 2500 at least
// 250; from 5000 at least 500; at most 20%; a multiple of 10), the deduction (a whole multiple of
// the deposit, at most 40% of the price), pre-sale stock, the two windows, one pre-sale per SKU at
// a time, change before start; another shop's pre-sales never seen, the promotions function
// needed. Orders through the simulator's calls: a deposit makes a deposit order with its balance
// due, the balance paid in its window moves it to ship, a balance not paid lapses by the clock
// (cancelled, the unit back, the deposit kept); 60 buyers on 15 units make exactly 15 deposits.

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

/** Moves the clock on; the sessions, idle that long, log in again. */
async function advance(ms: number) {
  s.clock.advance(ms);
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
}

const at = (ms: number) => new Date(s.clock.now().getTime() + ms).toISOString();
type Answer = Awaited<ReturnType<TestServer['call']>>;
const fieldErrors = (r: Answer) => (r.status_.fieldErrors ?? []) as { field: string; message: string }[];
const messages = (r: Answer) => fieldErrors(r).map((f) => f.message);

/** A pre-sale of one fresh SKU at `price` satang (100 in stock), its deposit window from now for a day, the balance due a day after. */
async function draft(price: number, sku: Record<string, unknown> = {}, over: Record<string, unknown> = {}) {
  const made = await makeSku(s.db, shopId, { price, stock: 100, title: 'กล้องพรีเซลทดสอบ' });
  return {
    made,
    body: {
      name: 'พรีเซลกล้อง',
      depositStart: at(0),
      depositEnd: at(DAY),
      balanceEnd: at(2 * DAY),
      skus: [{ skuId: String(made.skuId), deposit: '500', deduction: '1000', stock: 10, ...sku }],
      ...over,
    },
  };
}
const add = async (
  price: number,
  sku: Record<string, unknown> = {},
  over: Record<string, unknown> = {},
  locale: 'en-US' | 'th-TH' | 'zh-CN' = 'en-US',
) => s.call(depositAdd, (await draft(price, sku, over)).body, { cookie, locale });

describe('the deposit bands at every edge', () => {
  it.each([
    // price (satang), deposit (baht), accepted
    [249_999, '240', false],
    [249_999, '250', true],
    [249_999, '490', true],
    [249_999, '500', false],
    [100_000, '90', false],
    [100_000, '100', true],
    [100_000, '200', true],
    [100_000, '210', false],
    [250_000, '240', false],
    [250_000, '250', true],
    [250_000, '500', true],
    [250_000, '510', false],
    [499_999, '250', true],
    [499_999, '990', true],
    [499_999, '1000', false],
    [500_000, '490', false],
    [500_000, '500', true],
    [500_000, '1000', true],
    [500_000, '1010', false],
  ])('at %i satang a deposit of %s baht is %s', async (price, deposit, ok) => {
    const r = await add(price, { deposit, deduction: deposit });
    if (ok) expectOk(r);
    else expect(fieldErrors(r).map((f) => f.field)).toEqual(['skus.0.deposit']);
  });

  it('names the band in the user’s words, and wants a multiple of 10 baht', async () => {
    const d = await draft(500_000, { deposit: '490', deduction: '490' });
    const sku = String(d.made.skuId);
    expect(fieldErrors(await s.call(depositAdd, d.body, { cookie, locale: 'th-TH' }))).toEqual([
      { field: 'skus.0.deposit', message: `SKU ${sku}: ราคา 5000.00 บาท เงินมัดจำต้องอยู่ระหว่าง 500.00 ถึง 1000.00 บาท` },
    ]);
    const high = await draft(249_999, { deposit: '500', deduction: '500' });
    expect(messages(await s.call(depositAdd, high.body, { cookie, locale: 'zh-CN' }))).toEqual([
      `SKU ${high.made.skuId}：售价 2499.99 泰铢，定金不能超过 499.99 泰铢（至少 250.00 泰铢）`,
    ]);
    const odd = await draft(500_000, { deposit: '505', deduction: '505' });
    expect(messages(await s.call(depositAdd, odd.body, { cookie }))).toEqual([
      `SKU ${odd.made.skuId}: the deposit is a multiple of 10 baht`,
    ]);
  });
});

describe('the deduction, the stock and the windows', () => {
  it('takes a deduction of the deposit or a whole multiple of it up to 40% of the price', async () => {
    // 5000 baht: deposit 500, deduction at most 2000.
    expectOk(await add(500_000, { deposit: '500', deduction: '500' }));
    expectOk(await add(500_000, { deposit: '500', deduction: '2000' }));
    const over = await draft(500_000, { deposit: '500', deduction: '2500' });
    expect(fieldErrors(await s.call(depositAdd, over.body, { cookie }))).toEqual([
      {
        field: 'skus.0.deduction',
        message: `SKU ${over.made.skuId}: the deduction is at most 40% of the price (2000.00 baht)`,
      },
    ]);
    const part = await draft(500_000, { deposit: '500', deduction: '750' });
    expect(messages(await s.call(depositAdd, part.body, { cookie }))).toEqual([
      `SKU ${part.made.skuId}: the deduction is a whole multiple of the deposit (500.00 baht)`,
    ]);
    const none = await draft(500_000, { deposit: '500', deduction: '0' });
    expect(messages(await s.call(depositAdd, none.body, { cookie }))).toEqual([
      `SKU ${none.made.skuId}: enter what the deposit is worth`,
    ]);
  });

  it('wants pre-sale stock above 0 and not above the product stock', async () => {
    expect(fieldErrors(await add(500_000, { stock: 0 })).map((f) => f.field)).toEqual(['skus.0.stock']);
    const above = await draft(500_000, { stock: 101 });
    expect(messages(await s.call(depositAdd, above.body, { cookie }))).toEqual([
      `SKU ${above.made.skuId}: the pre-sale stock cannot exceed the product stock (100)`,
    ]);
    expectOk(await add(500_000, { stock: 100 }));
  });

  it('wants a deposit window not in the past, and the balance due 1 hour to 7 days after it', async () => {
    expect(fieldErrors(await add(500_000, {}, { depositStart: at(-2 * MINUTE) }))).toEqual([
      { field: 'depositStart', message: 'Deposits cannot start in the past' },
    ]);
    const from = s.clock.now().getTime() + HOUR;
    const windows = (balanceAfter: number) => ({
      depositStart: new Date(from).toISOString(),
      depositEnd: new Date(from + DAY).toISOString(),
      balanceEnd: new Date(from + DAY + balanceAfter).toISOString(),
    });
    const short = await add(500_000, {}, windows(HOUR - MINUTE));
    expect(fieldErrors(short)).toEqual([
      { field: 'balanceEnd', message: 'The balance is due 1 hour to 7 days after deposits close' },
    ]);
    expectOk(await add(500_000, {}, windows(HOUR)));
    expectOk(await add(500_000, {}, windows(7 * DAY)));
    expect(fieldErrors(await add(500_000, {}, windows(7 * DAY + MINUTE))).map((f) => f.field)).toEqual(['balanceEnd']);
  });

  it('refuses a SKU of another pre-sale at an overlapping time, and changes one before its start', async () => {
    const first = await draft(500_000);
    const made = await s.call(depositAdd, first.body, { cookie });
    expectOk(made);
    const again = await s.call(depositAdd, { ...first.body, name: 'อีกรอบ' }, { cookie });
    expect(messages(again)).toEqual([
      `SKU ${first.made.skuId} is already in the pre-sale พรีเซลกล้อง at an overlapping time`,
    ]);
    // Started (its window opened now): no change.
    const started = await s.call(depositModify, { depositId: made.data.depositId, ...first.body }, { cookie });
    expectRefused(started, 'depositNotEditable');
    const later = await draft(500_000, {}, { depositStart: at(HOUR), depositEnd: at(DAY), balanceEnd: at(2 * DAY) });
    const soon = await s.call(depositAdd, later.body, { cookie });
    expectOk(soon);
    const changed = await s.call(
      depositModify,
      { depositId: soon.data.depositId, ...later.body, skus: [{ ...later.body.skus[0], stock: 20 }] },
      { cookie },
    );
    expectOk(changed);
    const one = await s.call(depositInquiry, { depositId: soon.data.depositId }, { cookie });
    expect(one.data).toMatchObject({
      state: 'not_started',
      skus: [{ stock: 20, deposit: 500, deduction: 1000, balance: 4000 }],
    });
  });

  it('never shows nor changes another shop’s pre-sale, and needs the promotions function (OMS_FUNC_0019)', async () => {
    const foreign = await s.foreignId('deposit');
    for (const r of [
      await s.call(depositInquiry, { depositId: foreign }, { cookie }),
      await s.call(depositModify, { depositId: foreign, ...(await draft(500_000)).body }, { cookie }),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    const listed = await s.call(depositList, { keyword: 'Other shop', page: { pageSize: 50 } }, { cookie });
    expect(listed.data.list).toEqual([]);
    await s.addMember({ shopId, loginAcct: 'deposit-gifts-only', funcIds: [FUNC.gifts] });
    const { cookie: giftsOnly } = await s.login('deposit-gifts-only');
    expect((await s.call(depositList, {}, { cookie: giftsOnly })).status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    expect((await s.call(depositAdd, (await draft(500_000)).body, { cookie: giftsOnly })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
  });
});

describe('deposit orders', () => {
  /** A pre-sale taking deposits now on a fresh SKU of 5000 baht: deposit 500, worth 1000. */
  async function taking(stock = 10, mall = 100) {
    const made = await makeSku(s.db, shopId, { price: 500_000, stock: mall, title: 'กล้องพรีเซล' });
    const r = await s.call(
      depositAdd,
      {
        name: 'พรีเซลกล้องรุ่นใหม่',
        depositStart: at(0),
        depositEnd: at(DAY),
        balanceEnd: at(3 * DAY),
        skus: [{ skuId: String(made.skuId), deposit: '500', deduction: '1000', stock }],
      },
      { cookie },
    );
    expectOk(r);
    return { presaleId: String(r.data.depositId), ...made };
  }
  const sold = async (presaleId: string) => {
    const [row] = await s.db
      .select({ sold: depositPresaleSkus.sold })
      .from(depositPresaleSkus)
      .where(eq(depositPresaleSkus.presaleId, presaleId));
    return row?.sold;
  };
  const pay = (skuId: number, buyerId: string) =>
    s.call(mktDepositPay, { shopId, buyerId, skuId: String(skuId) }, { cookie: op });

  it('a deposit makes a deposit order with its balance due; the balance paid in its window moves it to ship', async () => {
    const { presaleId, skuId } = await taking();
    const buyer = await makeBuyer(s.db);
    const paid = await pay(skuId, buyer.id);
    expectOk(paid);
    expect(paid.data).toMatchObject({ status: 'unpaid', deposit: '500.00', deduction: '1000.00', balance: '4000.00' });
    expect(await sold(presaleId)).toBe(1);
    expect((await skuRow(s.db, skuId)).reserved).toBe(1);
    const orderId = String(paid.data.orderId);
    const detail = await s.call(orderDetailInquiry, { orderId }, { cookie });
    expect(detail.data).toMatchObject({
      orderType: 'deposit',
      status: 'unpaid',
      payStatus: 'handling',
      goodsAmount: 5000,
      discountAmount: 500,
      totalAmount: 4500,
      depositAmount: 500,
      presale: { presaleId, stage: 'balance_due', deduction: 1000, balance: 4000 },
    });
    const tab = await s.call(orderListInquiry, { tab: 'deposit', page: { pageSize: 50 } }, { cookie });
    const listed = orderListInquiry.response.parse(tab.data);
    expect(listed.list.map((o) => o.orderId)).toContain(orderId);
    expect(listed.tabCounts.deposit).toBeGreaterThanOrEqual(1);

    // Not a full payment; not before the deposit window ends.
    expectRefused(await s.call(mktOrderPay, { shopId, orderId }, { cookie: op }), 'depositPayBalanceOnly');
    const early = await s.call(mktBalancePay, { shopId, orderId }, { cookie: op });
    expect(early.status_.success).toBe(false);
    expect(early.status_.replyText).toMatch(/^The balance can be paid from /);

    await advance(DAY + MINUTE);
    const balance = await s.call(mktBalancePay, { shopId, orderId }, { cookie: op });
    expectOk(balance);
    expect(balance.data).toMatchObject({ status: 'to_ship', totalAmount: '4500.00' });
    const after = await s.call(orderDetailInquiry, { orderId }, { cookie });
    expect(after.data).toMatchObject({ status: 'to_ship', payStatus: 'success', presale: { stage: 'balance_paid' } });
    expect(orderDetailInquiry.response.parse(after.data).events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['deposit_paid', 'balance_paid']),
    );
    // Deposits close with the window.
    expectRefused(await pay(skuId, buyer.id), 'depositNotOpen', { skuId: String(skuId) });
  });

  it('a balance not paid by its due time lapses: cancelled, the unit back, the deposit kept', async () => {
    const { presaleId, skuId } = await taking();
    const paid = await pay(skuId, (await makeBuyer(s.db)).id);
    expectOk(paid);
    const orderId = Number(paid.data.orderId);
    await advance(3 * DAY + MINUTE);
    expectRefused(
      await s.call(mktBalancePay, { shopId, orderId: String(orderId) }, { cookie: op }),
      'depositBalanceLapsed',
    );
    await s.runJobs();
    const [row] = await s.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
    expect(row).toMatchObject({ status: 'system_cancelled', cancelReason: 'balance_unpaid', refundedAmount: 0 });
    expect(await sold(presaleId)).toBe(0);
    expect((await skuRow(s.db, skuId)).reserved).toBe(0);
    const detail = await s.call(orderDetailInquiry, { orderId: String(orderId) }, { cookie });
    expect(orderDetailInquiry.response.parse(detail.data).presale?.stage).toBe('lapsed');
    // Run again: nothing more changes.
    await s.runJobs();
    expect(await sold(presaleId)).toBe(0);
  });

  it('a buyer who cancels while the balance is due gets the deposit back and the unit goes back', async () => {
    const { presaleId, skuId } = await taking();
    const paid = await pay(skuId, (await makeBuyer(s.db)).id);
    expectOk(paid);
    const orderId = String(paid.data.orderId);
    expectOk(await s.call(mktBuyerCancel, { shopId, orderId }, { cookie: op }));
    const detail = await s.call(orderDetailInquiry, { orderId }, { cookie });
    expect(detail.data).toMatchObject({ status: 'cancelled', refundedAmount: 500, presale: { stage: 'cancelled' } });
    expect(await sold(presaleId)).toBe(0);
  });

  it('refuses a SKU in no pre-sale, and a balance of an order of another shop', async () => {
    const plain = await makeSku(s.db, shopId, { price: 500_000, stock: 5 });
    expectRefused(await pay(plain.skuId, (await makeBuyer(s.db)).id), 'depositNotOpen', { skuId: String(plain.skuId) });
    const foreign = await s.foreignId('order');
    const r = await s.call(mktBalancePay, { shopId, orderId: foreign }, { cookie: op });
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('the simulator’s buyers pay deposits, then some balances in their window; the rest lapse', async () => {
    const { presaleId } = await taking(50, 1000);
    let seed = 11;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const simulate = (orders: number) =>
      s.db.transaction((tx) =>
        simulateOrders(new ShopScope(tx as unknown as Tx, shopId), { orders, payRatio: 0, now: s.clock.now(), random }),
      );
    const ofPresale = () =>
      s.db
        .select({ status: orders.status, cancelReason: orders.cancelReason })
        .from(orders)
        .where(and(eq(orders.shopId, shopId), eq(orders.presaleId, presaleId)));
    await simulate(60);
    const deposits = await ofPresale();
    expect(deposits.length).toBeGreaterThan(1);
    expect(deposits.every((o) => o.status === 'unpaid')).toBe(true);
    expect(await sold(presaleId)).toBe(deposits.length);

    // In the balance window the next run pays some balances (BALANCE_PAY_RATIO of them).
    await advance(DAY + MINUTE);
    await simulate(1);
    const paid = (await ofPresale()).filter((o) => o.status === 'to_ship').length;
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThan(deposits.length);

    // Past the due time the others lapse; the paid ones stand.
    await advance(2 * DAY + MINUTE);
    await s.runJobs();
    const after = await ofPresale();
    expect(after.filter((o) => o.status === 'to_ship')).toHaveLength(paid);
    expect(after.filter((o) => o.status === 'system_cancelled' && o.cancelReason === 'balance_unpaid')).toHaveLength(
      deposits.length - paid,
    );
  }, 120_000);

  it('60 buyers at once on 15 pre-sale units: exactly 15 deposits, the rest refused sold out', async () => {
    const { presaleId, skuId } = await taking(15, 1000);
    const crowd = await Promise.all(Array.from({ length: 60 }, () => makeBuyer(s.db)));
    const replies = await Promise.all(crowd.map((b) => pay(skuId, b.id)));
    expect(replies.filter((r) => r.status_.success)).toHaveLength(15);
    for (const r of replies.filter((x) => !x.status_.success)) {
      expect(r.status_.replyText).toBe(`The pre-sale stock of SKU ${skuId} is sold out`);
    }
    expect(await sold(presaleId)).toBe(15);
    expect(await s.db.$count(orders, and(eq(orders.shopId, shopId), eq(orders.presaleId, presaleId)))).toBe(15);
    expect((await skuRow(s.db, skuId)).reserved).toBe(15);
  }, 180_000);
});
