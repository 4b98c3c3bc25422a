import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeOut } from '../src/areas/after-sales/case-platform.ts';
import { shipUnits } from '../src/areas/orders/index.ts';
import { orderEvents, orderItems, refundReceipts } from '../src/db/schema.ts';
import {
  addReturnAddress,
  apply,
  audit,
  buyer,
  caseAt,
  caseRow,
  clockTo,
  DAY,
  detail,
  expectOk,
  expectRule,
  expectTabCountsTrue,
  openCase,
  orderAt,
  orderDetail,
  platform,
  receiptsOf,
  type World,
  worldOf,
} from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx, orderRow, skuRow } from './mkt-orders-kit.ts';
import { jtWaybill } from './orders-kit.ts';

// The money of after-sales: a refund never exceeds what the buyer paid for the lines (their
// amount less their share of the discount; freight is not in what a request may ask, see
// after-sales-freight.spec.ts), partial cases add up, and units in one case cannot be asked
// for in another. Concurrent answers pay once: the calls race
// on a pool of connections.

let s: TestServer;
let w: World;

beforeAll(async () => {
  s = await startTestServer();
  w = await worldOf(s);
  await addReturnAddress(w);
});
afterAll(() => s.close());

/** Two lines: 2 × 100.00 and 1 × 50.00, discount 25.00, freight 40.00: total 265.00. */
const DISCOUNTED = {
  lines: [
    { price: 10_000, quantity: 2 },
    { price: 5_000, quantity: 1 },
  ],
  discount: 25,
  freight: 40,
};

async function linesRefunded(orderId: string) {
  const rows = await s.db
    .select({ lineNo: orderItems.lineNo, refunded: orderItems.refundedAmount })
    .from(orderItems)
    .where(and(eq(orderItems.shopId, w.shopId), eq(orderItems.orderId, Number(orderId))))
    .orderBy(orderItems.lineNo);
  return rows.map((r) => r.refunded);
}

async function refundEvents(orderId: string) {
  const rows = await s.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, Number(orderId)), eq(orderEvents.kind, 'refunded')));
  return rows.length;
}

describe('what a request may ask', () => {
  it('the whole order: at most goods less discount, never the freight', async () => {
    const { orderId } = await orderAt(w, 'delivered', DISCOUNTED);
    const order = await orderDetail(w, orderId);
    expect([order.totalAmount, order.discountAmount, order.freightAmount]).toEqual([265, 25, 40]);
    for (const locale of ['en-US', 'th-TH'] as const) {
      expectRule(
        await apply(w, orderId, 'refund', { amount: 225.01, locale }),
        'mktAfterSaleAmountTooHigh',
        { max: '225.00' },
        locale,
        REPLY.VALIDATION_FAILED.code,
      );
    }
    expectRule(
      await apply(w, orderId, 'refund', { amount: 265 }),
      'mktAfterSaleAmountTooHigh',
      { max: '225.00' },
      'en-US',
      REPLY.VALIDATION_FAILED.code,
    );
    // An amount of 0 is refused, not read as "all of it".
    const zero = await apply(w, orderId, 'refund', { amount: 0 });
    expect(zero.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(zero.status_.fieldErrors?.[0]?.field).toBe('amount');
    const caseId = await openCase(w, orderId, 'refund');
    const d = await detail(w, caseId);
    expect([d.refundAmount, d.refundableAmount, d.quantity]).toEqual([225, 225, 3]);
    expect(d.lines.map((l) => [l.lineNo, l.quantity, l.orderedQuantity])).toEqual([
      [1, 2, 2],
      [2, 1, 1],
    ]);
  });

  it('caps per line: each line its paid share, part of a line its units’ part', async () => {
    const { orderId } = await orderAt(w, 'delivered', DISCOUNTED);
    const tooHigh = (lineNo: number, quantity: number, amount: number) =>
      apply(w, orderId, 'refund', { lines: [{ lineNo, quantity }], amount });
    // Line 1 paid 200.00 − 20.00 of the discount; line 2 paid 50.00 − 5.00.
    expectRule(
      await tooHigh(2, 1, 45.01),
      'mktAfterSaleAmountTooHigh',
      { max: '45.00' },
      'en-US',
      REPLY.VALIDATION_FAILED.code,
    );
    expectRule(
      await tooHigh(1, 1, 90.01),
      'mktAfterSaleAmountTooHigh',
      { max: '90.00' },
      'en-US',
      REPLY.VALIDATION_FAILED.code,
    );
    expectRule(
      await tooHigh(1, 2, 180.01),
      'mktAfterSaleAmountTooHigh',
      { max: '180.00' },
      'en-US',
      REPLY.VALIDATION_FAILED.code,
    );
    const c = expectOk(await tooHigh(1, 2, 180));
    expect(c.refundAmount).toBe(180);
  });

  it('units already in another case are refused until that case is revoked', async () => {
    const { orderId } = await orderAt(w, 'delivered', { lines: [{ quantity: 2 }, {}] });
    const first = await openCase(w, orderId, 'return', { lines: [{ lineNo: 1, quantity: 1 }] });
    const taken = await apply(w, orderId, 'refund', { lines: [{ lineNo: 1, quantity: 2 }], locale: 'zh-CN' });
    expectRule(taken, 'mktAfterSaleUnitsTaken', { lineNo: 1, left: 1 }, 'zh-CN');
    await openCase(w, orderId, 'exchange', { lines: [{ lineNo: 1, quantity: 1 }] });
    expectRule(await apply(w, orderId, 'refund', { lines: [{ lineNo: 1, quantity: 1 }] }), 'mktAfterSaleUnitsTaken', {
      lineNo: 1,
      left: 0,
    });
    // With no lines named, the request covers every unit left: here line 2 only.
    const rest = await openCase(w, orderId, 'refund');
    expect((await detail(w, rest)).lines.map((l) => [l.lineNo, l.quantity])).toEqual([[2, 1]]);
    expectRule(await apply(w, orderId, 'refund'), 'afterSaleNothingRefundable', { orderId });
    expectOk(await buyer(w, first, 'revoke'));
    expect(expectOk(await apply(w, orderId, 'refund', { lines: [{ lineNo: 1, quantity: 1 }] })).status).toBe('pending');
  });

  it('a partly shipped order: only the shipped units may be asked for', async () => {
    const { orderId } = await orderAt(w, 'paid', { lines: [{ quantity: 2 }, {}] });
    await inTx(s.db, (tx) =>
      shipUnits(
        tx,
        w.shopId,
        Number(orderId),
        { carrierCode: 'jt', waybillNo: jtWaybill(), actor: 'merchant', lines: [{ lineNo: 1, quantity: 1 }] },
        s.clock.now(),
      ),
    );
    expect((await orderRow(s.db, w.shopId, Number(orderId))).status).toBe('partially_shipped');
    expectRule(await apply(w, orderId, 'refund', { lines: [{ lineNo: 2, quantity: 1 }] }), 'mktAfterSaleUnitsTaken', {
      lineNo: 2,
      left: 0,
    });
    const caseId = await openCase(w, orderId, 'refund', { reason: 'not_received' });
    const d = await detail(w, caseId);
    expect(d.lines.map((l) => [l.lineNo, l.quantity])).toEqual([[1, 1]]);
    expect(d.refundAmount).toBe(199);
  });

  it('a line unknown to the order is refused', async () => {
    const { orderId } = await orderAt(w, 'delivered');
    const r = await apply(w, orderId, 'refund', { lines: [{ lineNo: 2, quantity: 1 }] });
    expectRule(r, 'mktAfterSaleLineUnknown', { orderId, lineNo: 2 }, 'en-US', REPLY.VALIDATION_FAILED.code);
  });

  it('only paid and shipped orders; a return only once delivered; 15 days after completion at most', async () => {
    const paid = await orderAt(w, 'paid');
    for (const type of ['refund', 'return'] as const) {
      const r = await apply(w, paid.orderId, type, { locale: 'th-TH' });
      expectRule(r, 'mktAfterSaleOrderNotEligible', { orderId: paid.orderId }, 'th-TH');
    }
    const shipped = await orderAt(w, 'shipped');
    expectRule(await apply(w, shipped.orderId, 'return'), 'mktAfterSaleNotDelivered', { orderId: shipped.orderId });
    expectRule(await apply(w, shipped.orderId, 'exchange'), 'mktAfterSaleNotDelivered', { orderId: shipped.orderId });
    const done = await orderAt(w, 'completed');
    s.clock.advance(15 * DAY + 60_000);
    expectRule(await apply(w, done.orderId, 'return'), 'mktAfterSaleWindowClosed', { days: 15 });
    const fresh = await orderAt(w, 'completed');
    s.clock.advance(15 * DAY - 60_000);
    expect(expectOk(await apply(w, fresh.orderId, 'return')).status).toBe('pending');
  });
});

describe('partial refunds add up', () => {
  it('cases on different lines of one order refund what each line paid, together at most the total', async () => {
    const { orderId } = await orderAt(w, 'delivered', DISCOUNTED);
    const a = await openCase(w, orderId, 'refund', { lines: [{ lineNo: 1, quantity: 1 }] });
    const b = await openCase(w, orderId, 'return', { lines: [{ lineNo: 1, quantity: 1 }] });
    const c = await openCase(w, orderId, 'refund', { lines: [{ lineNo: 2, quantity: 1 }], amount: 20 });
    expect(expectOk(await audit(w, a, 'agree')).refundedAmount).toBe(90);
    expect(expectOk(await audit(w, c, 'agree')).refundedAmount).toBe(20);
    expectOk(await audit(w, b, 'agree_return'));
    expectOk(await buyer(w, b, 'ship_return'));
    expect(expectOk(await audit(w, b, 'confirm_receipt')).refundedAmount).toBe(90);
    expect(await linesRefunded(orderId)).toEqual([18_000, 2_000]);
    const order = await orderDetail(w, orderId);
    expect(order.refundedAmount).toBe(200);
    expect(order.refundedAmount).toBeLessThanOrEqual(order.totalAmount);
    expect(await refundEvents(orderId)).toBe(3);
    // Every unit is in a case that refunded: nothing more may be asked.
    expectRule(await apply(w, orderId, 'refund'), 'afterSaleNothingRefundable', { orderId });
  });

  it('units of one line refunded case by case add up to what the line paid', async () => {
    // 3 × 33.33 less a 1.00 discount: the line paid 98.99, which 3 does not divide.
    const { orderId } = await orderAt(w, 'delivered', { lines: [{ price: 3_333, quantity: 3 }], discount: 1 });
    let refunded = 0;
    for (let i = 0; i < 3; i++) {
      const caseId = await openCase(w, orderId, 'refund', { lines: [{ lineNo: 1, quantity: 1 }] });
      refunded += Math.round(Number(expectOk(await audit(w, caseId, 'agree')).refundedAmount) * 100);
    }
    expect(await linesRefunded(orderId)).toEqual([refunded]);
    expect(refunded).toBe(9_899);
  });

  it('a judgement for the buyer refunds within the same caps', async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'intervening', {
      order: DISCOUNTED,
      lines: [{ lineNo: 2, quantity: 1 }],
    });
    expect(expectOk(await platform(w, caseId, 'judge_buyer')).refundedAmount).toBe(45);
    expect(await linesRefunded(orderId)).toEqual([0, 4_500]);
  });
});

describe('concurrent answers pay once', () => {
  const N = 12;

  it(`the same case agreed ${N} times at once: one refund, one receipt`, async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'pending', { order: DISCOUNTED });
    await w.owner();
    const replies = await Promise.all(Array.from({ length: N }, () => audit(w, caseId, 'agree')));
    const won = replies.filter((r) => r.status_.success);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => !x.status_.success)) expectRule(r, 'afterSaleStateRefused', { caseId });
    expect(await receiptsOf(w, caseId)).toHaveLength(1);
    expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount).toBe(22_500);
    expect(await linesRefunded(orderId)).toEqual([18_000, 4_500]);
    expect(await refundEvents(orderId)).toBe(1);
  });

  it('the cases of one order agreed at once: their refunds add up, within the total', async () => {
    const lines = Array.from({ length: 6 }, (_, i) => ({ price: 10_000 + i * 1_111, quantity: 2 }));
    const { orderId } = await orderAt(w, 'delivered', { lines, discount: 33.33, freight: 40 });
    const ids: string[] = [];
    for (let i = 1; i <= lines.length; i++) {
      ids.push(await openCase(w, orderId, 'refund', { lines: [{ lineNo: i, quantity: 1 }] }));
      ids.push(await openCase(w, orderId, 'refund', { lines: [{ lineNo: i, quantity: 1 }] }));
    }
    const asked = (await Promise.all(ids.map((id) => caseRow(w, id)))).reduce((n, c) => n + c.refundAmount, 0);
    const replies = await Promise.all(ids.flatMap((id) => [audit(w, id, 'agree'), audit(w, id, 'agree')]));
    expect(replies.filter((r) => r.status_.success)).toHaveLength(ids.length);
    const order = await orderRow(s.db, w.shopId, Number(orderId));
    expect(order.refundedAmount).toBe(asked);
    expect(order.refundedAmount).toBeLessThanOrEqual(order.totalAmount - order.freightAmount);
    const perLine = await linesRefunded(orderId);
    expect(perLine.reduce((n, x) => n + x, 0)).toBe(asked);
    const receipts = await s.db
      .select()
      .from(refundReceipts)
      .where(and(eq(refundReceipts.shopId, w.shopId), eq(refundReceipts.orderId, Number(orderId))));
    expect(receipts).toHaveLength(ids.length);
    expect(receipts.reduce((n, r) => n + r.amount, 0)).toBe(asked);
  });

  it('the merchant’s agree racing the response timer pays once', async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'pending');
    const c = await caseRow(w, caseId);
    clockTo(s, (c.deadlineAt?.getTime() ?? 0) + 60_000);
    const [answer] = await Promise.all([audit(w, caseId, 'agree'), s.runJobs()]);
    const after = await caseRow(w, caseId);
    expect(after.status).toBe('success');
    expect(after.refundedAmount).toBe(19_900);
    expect(await receiptsOf(w, caseId)).toHaveLength(1);
    expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount).toBe(19_900);
    if (!answer.status_.success) expectRule(answer, 'afterSaleStateRefused', { caseId });
  });

  it('the timer sweep and the merchant on two overdue cases of one order: no deadlock, each paid once', async () => {
    // The sweep (jobs.ts runCaseTimers) times cases out one after the other in one transaction:
    // here it has taken the first case (its row lock, then the order's) when the merchant agrees
    // to the second (its row lock, then waits for the order's); then the sweep reaches the second.
    const { orderId } = await orderAt(w, 'delivered', { lines: [{ quantity: 2 }] });
    const unit = { lines: [{ lineNo: 1, quantity: 1 }] };
    const first = await openCase(w, orderId, 'refund', unit);
    const second = await openCase(w, orderId, 'refund', unit);
    const due = await caseRow(w, second);
    clockTo(s, (due.deadlineAt?.getTime() ?? 0) + 60_000);
    await w.owner();
    let merchant: ReturnType<typeof audit> | undefined;
    const sweep = inTx(s.db, async (tx) => {
      const now = s.clock.now();
      await timeOut(tx, w.shopId, Number(first), now);
      merchant = audit(w, second, 'agree');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await timeOut(tx, w.shopId, Number(second), now);
    });
    const swept = await sweep.then(
      () => 'committed',
      (e: unknown) => `failed: ${String(e)}`,
    );
    const answer = await merchant;
    expect(swept).toBe('committed');
    expect(answer?.status_.replyCode, 'the merchant’s call ended in a system error').not.toBe(REPLY.SYSTEM_ERROR.code);
    if (answer && !answer.status_.success) expectRule(answer, 'afterSaleStateRefused', { caseId: second });
    for (const id of [first, second]) expect((await caseRow(w, id)).status).toBe('success');
    expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount).toBe(2 * 19_900);
    expect((await receiptsOf(w, first)).length + (await receiptsOf(w, second)).length).toBe(2);
  });

  it(`${N} buyers asking at once for the same unit: one case, the others refused`, async () => {
    const { orderId } = await orderAt(w, 'delivered', { lines: [{ quantity: 2 }] });
    await w.op();
    const replies = await Promise.all(
      Array.from({ length: N }, () => apply(w, orderId, 'refund', { lines: [{ lineNo: 1, quantity: 2 }] })),
    );
    expect(replies.filter((r) => r.status_.success)).toHaveLength(1);
    for (const r of replies.filter((x) => !x.status_.success)) {
      expectRule(r, 'mktAfterSaleUnitsTaken', { lineNo: 1, left: 0 });
    }
  });

  it('the merchant’s agree racing the buyer’s revoke: one wins, a refund only if the agree did', async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'pending');
    await Promise.all([w.owner(), w.op()]);
    const [agreed, revoked] = await Promise.all([audit(w, caseId, 'agree'), buyer(w, caseId, 'revoke')]);
    expect([agreed.status_.success, revoked.status_.success].filter(Boolean)).toHaveLength(1);
    const refunded = (await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount;
    expect(refunded).toBe(agreed.status_.success ? 19_900 : 0);
    expect(await receiptsOf(w, caseId)).toHaveLength(agreed.status_.success ? 1 : 0);
  });

  it('a return confirmed twice at once: the stock comes back once, refunded once', async () => {
    const {
      caseId,
      orderId,
      skus: made,
    } = await caseAt(w, 'return', 'awaiting_receipt', {
      order: { lines: [{ quantity: 2, stock: 5 }] },
    });
    const skuId = made[0]?.skuId ?? 0;
    const before = await skuRow(s.db, skuId);
    await w.owner();
    const replies = await Promise.all([audit(w, caseId, 'confirm_receipt'), audit(w, caseId, 'confirm_receipt')]);
    expect(replies.filter((r) => r.status_.success)).toHaveLength(1);
    expect((await skuRow(s.db, skuId)).stock).toBe(before.stock + 2);
    expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount).toBe(2 * 19_900);
  });

  it('an exchange reshipped twice at once: the stock is taken once', async () => {
    const { caseId, skus: made } = await caseAt(w, 'exchange', 'agreed', { order: { lines: [{ stock: 5 }] } });
    const skuId = made[0]?.skuId ?? 0;
    const before = await skuRow(s.db, skuId);
    await w.owner();
    const replies = await Promise.all([audit(w, caseId, 'reship'), audit(w, caseId, 'reship')]);
    expect(replies.filter((r) => r.status_.success)).toHaveLength(1);
    expect((await skuRow(s.db, skuId)).stock).toBe(before.stock - 1);
  });

  it('a judgement racing the buyer’s acceptance: one of them wins, paid at most once', async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'rejected');
    const replies = await Promise.all([platform(w, caseId, 'intervene'), buyer(w, caseId, 'accept')]);
    expect(replies.filter((r) => r.status_.success)).toHaveLength(1);
    const status = (await caseRow(w, caseId)).status;
    expect(['intervening', 'closed']).toContain(status);
    if (status === 'intervening') {
      await Promise.all([platform(w, caseId, 'judge_buyer'), platform(w, caseId, 'judge_buyer')]);
      expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount).toBe(19_900);
      expect(await receiptsOf(w, caseId)).toHaveLength(1);
    } else {
      expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount).toBe(0);
    }
  });
});

it('the list’s tab counts still agree with the cases, state by state', async () => {
  await expectTabCountsTrue(w);
});
