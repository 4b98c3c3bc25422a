import type { AfterSaleType } from '@sc/contract/after-sales.ts';
import { refundReceiptList } from '@sc/contract/calls/after-sales.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundReceipts } from '../src/db/schema.ts';
import {
  addReturnAddress,
  audit,
  buyer,
  caseAt,
  caseRow,
  clockTo,
  DAY,
  detail,
  eventsOf,
  expectOk,
  expectTabCountsTrue,
  HOUR,
  MINUTE,
  type Point,
  proof,
  receiptsOf,
  uploadProof,
  type World,
  worldOf,
} from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { orderRow } from './mkt-orders-kit.ts';

// Each after-sale timer a minute before its edge (nothing happens) and a minute after (the rule
// acts once): a second run at the same time changes nothing and pays nothing again.

let s: TestServer;
let w: World;
let defaultAddress = '';

beforeAll(async () => {
  s = await startTestServer();
  w = await worldOf(s);
});
afterAll(() => s.close());

const TIMERS = 'after-sales.timers';

/** Runs the jobs a minute before the case's deadline, checks nothing moved, then a minute after. */
async function acrossDeadline(caseId: string, window: number) {
  const c = await caseRow(w, caseId);
  const at = c.deadlineAt?.getTime() ?? 0;
  expect(at - c.updatedAt.getTime()).toBe(window);
  clockTo(s, at - MINUTE);
  await s.runJobs();
  const still = await caseRow(w, caseId);
  expect([still.status, still.refundedAmount, still.deadlineAt]).toEqual([c.status, c.refundedAmount, c.deadlineAt]);
  clockTo(s, at + MINUTE);
  const first = await s.runJobs();
  expect(first[TIMERS]).toBeGreaterThanOrEqual(1);
  const moved = await caseRow(w, caseId);
  const second = await s.runJobs();
  expect(second[TIMERS]).toBe(0);
  expect(await caseRow(w, caseId)).toEqual(moved);
  return moved;
}

async function timedOut(type: AfterSaleType, point: Point, window: number) {
  const made = await caseAt(w, type, point);
  const moved = await acrossDeadline(made.caseId, window);
  const events = await eventsOf(w, made.caseId);
  return { ...made, moved, last: events.at(-1) };
}

async function expectRefundedOnce(caseId: string, orderId: string, satang: number) {
  // acrossDeadline ran the jobs a second time already.
  expect(await receiptsOf(w, caseId)).toHaveLength(1);
  expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount).toBe(satang);
}

describe('the merchant does not answer in 2 days', () => {
  it('a return, in a shop with no return address: refunded at once', async () => {
    const { caseId, orderId, moved } = await timedOut('return', 'pending', 2 * DAY);
    expect(moved).toMatchObject({ status: 'success', refundedAmount: 19_900, deadlineAt: null });
    await expectRefundedOnce(caseId, orderId, 19_900);
    defaultAddress = await addReturnAddress(w);
  });

  it('a refund: refunded in full', async () => {
    const { caseId, orderId, moved, last } = await timedOut('refund', 'pending', 2 * DAY);
    expect(moved).toMatchObject({ status: 'success', refundedAmount: 19_900, deadlineKind: null });
    expect(last).toMatchObject({ kind: 'timeout_respond', actor: 'system', status: 'success', amount: 19_900 });
    await expectRefundedOnce(caseId, orderId, 19_900);
  });

  it('a return: agreed to the default return address, the buyer has 7 days to ship', async () => {
    const { caseId, moved } = await timedOut('return', 'pending', 2 * DAY);
    expect(moved).toMatchObject({ status: 'awaiting_return', deadlineKind: 'return', refundedAmount: 0 });
    expect(moved.deadlineAt?.getTime()).toBe(moved.updatedAt.getTime() + 7 * DAY);
    expect((await detail(w, caseId)).returnAddress?.addressId).toBe(defaultAddress);
  });

  it('an exchange: agreed to the default return address too', async () => {
    const { moved } = await timedOut('exchange', 'pending', 2 * DAY);
    expect(moved).toMatchObject({ status: 'awaiting_return', deadlineKind: 'return' });
    expect(moved.returnAddress?.addressId).toBe(defaultAddress);
  });
});

describe('the later timers', () => {
  it('the buyer does not ship the return in 7 days: cancelled, no refund', async () => {
    const { caseId, orderId, moved } = await timedOut('return', 'awaiting_return', 7 * DAY);
    expect(moved).toMatchObject({ status: 'cancelled', refundedAmount: 0, deadlineAt: null });
    expect(await receiptsOf(w, caseId)).toEqual([]);
    expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount).toBe(0);
  });

  it('the merchant does not confirm a shipped return in 7 days: refunded', async () => {
    const { caseId, orderId, moved } = await timedOut('return', 'awaiting_receipt', 7 * DAY);
    expect(moved).toMatchObject({ status: 'success', refundedAmount: 19_900, deadlineAt: null });
    await expectRefundedOnce(caseId, orderId, 19_900);
  });

  it('the merchant does not reship an exchange in 3 days: refunded', async () => {
    const { caseId, orderId, moved, last } = await timedOut('exchange', 'agreed', 3 * DAY);
    expect(moved).toMatchObject({ status: 'success', refundedAmount: 19_900 });
    expect(last).toMatchObject({ kind: 'timeout_reship', actor: 'system' });
    await expectRefundedOnce(caseId, orderId, 19_900);
  });

  it('the buyer does not dispute a rejection in 3 days: closed, no refund', async () => {
    const { caseId, moved } = await timedOut('refund', 'rejected', 3 * DAY);
    expect(moved).toMatchObject({ status: 'closed', refundedAmount: 0, deadlineAt: null });
    expect(await receiptsOf(w, caseId)).toEqual([]);
  });

  it('48 hours of intervention without merchant evidence: judged for the buyer, refunded, appeal open 3 days', async () => {
    const { caseId, orderId, moved } = await timedOut('refund', 'intervening', 48 * HOUR);
    expect(moved).toMatchObject({
      status: 'judged',
      judgedFor: 'buyer',
      refundedAmount: 19_900,
      deadlineKind: 'appeal',
    });
    expect(moved.deadlineAt?.getTime()).toBe(moved.updatedAt.getTime() + 3 * DAY);
    expect((await detail(w, caseId)).actions).toEqual(['report', 'proof']);
    await expectRefundedOnce(caseId, orderId, 19_900);
  });

  it('48 hours of intervention with merchant evidence: still intervening, waiting on the platform', async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'intervening');
    const photo = await uploadProof(w);
    expectOk(await proof(w, caseId, [photo.mediaId], 'Parcel photo'));
    const moved = await acrossDeadline(caseId, 48 * HOUR);
    expect(moved).toMatchObject({ status: 'intervening', deadlineAt: null, deadlineKind: null, refundedAmount: 0 });
    expect((await eventsOf(w, caseId)).at(-1)).toMatchObject({ kind: 'awaiting_platform', actor: 'system' });
    expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedAmount).toBe(0);
    s.clock.advance(10 * DAY);
    await s.runJobs();
    expect((await caseRow(w, caseId)).status).toBe('intervening');
  });

  it('evidence given before the platform stepped in does not hold off the judgement', async () => {
    const { caseId } = await caseAt(w, 'refund', 'rejected');
    const photo = await uploadProof(w);
    expectOk(await proof(w, caseId, [photo.mediaId]));
    s.clock.advance(MINUTE);
    expectOk(await buyer(w, caseId, 'dispute'));
    const moved = await acrossDeadline(caseId, 48 * HOUR);
    expect(moved).toMatchObject({ status: 'judged', refundedAmount: 19_900 });
  });

  it('no appeal in 3 days after a judgement for the buyer: success, the refund paid once', async () => {
    const { caseId, orderId, moved } = await timedOut('return', 'judged', 3 * DAY);
    expect(moved).toMatchObject({ status: 'success', refundedAmount: 19_900, deadlineAt: null });
    await expectRefundedOnce(caseId, orderId, 19_900);
  });

  it('an appeal filed: no timer, the case waits for the platform', async () => {
    const { caseId } = await caseAt(w, 'refund', 'appealed');
    const c = await caseRow(w, caseId);
    expect([c.status, c.deadlineAt, c.appealStatus]).toEqual(['judged', null, 'pending']);
    s.clock.advance(10 * DAY);
    await s.runJobs();
    expect((await caseRow(w, caseId)).status).toBe('judged');
  });
});

it('the list’s tab counts still agree with the cases, state by state', async () => {
  await expectTabCountsTrue(w);
});

describe('refund receipts', () => {
  it('are removed 365 days after payment, not a minute before', async () => {
    const { caseId } = await caseAt(w, 'refund', 'success');
    const [receipt] = await receiptsOf(w, caseId);
    if (!receipt) throw new Error('no receipt');
    expect(receipt.keepUntil.getTime() - receipt.paidAt.getTime()).toBe(365 * DAY);
    clockTo(s, receipt.keepUntil.getTime() - MINUTE);
    await s.runJobs();
    expect(await receiptsOf(w, caseId)).toHaveLength(1);
    const listed = await s.call(refundReceiptList, { caseId }, { cookie: await w.owner() });
    expect(refundReceiptList.response.parse(expectOk(listed)).list).toHaveLength(1);
    clockTo(s, receipt.keepUntil.getTime() + MINUTE);
    const first = await s.runJobs();
    expect(first['after-sales.receipt-retention']).toBeGreaterThanOrEqual(1);
    expect(await receiptsOf(w, caseId)).toEqual([]);
    const second = await s.runJobs();
    expect(second['after-sales.receipt-retention']).toBe(0);
    const left = await s.db.select().from(refundReceipts).where(eq(refundReceipts.shopId, w.shopId));
    for (const r of left) expect(r.keepUntil.getTime()).toBeGreaterThan(s.clock.now().getTime());
    // The case keeps what it refunded.
    expect((await detail(w, caseId)).refundedAmount).toBe(199);
    expect(await audit(w, caseId, 'agree')).toMatchObject({ status_: { success: false } });
  });
});
