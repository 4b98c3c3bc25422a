import { mktCarrierEvent } from '@sc/contract/calls/marketplace-orders.ts';
import { orderListInquiry } from '@sc/contract/calls/orders.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audit,
  buyer,
  caseAt,
  caseRow,
  clockTo,
  expectOk,
  openCase,
  orderAt,
  orderDetail,
  platform,
  type World,
  worldOf,
} from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { eventKinds, orderRow } from './mkt-orders-kit.ts';

// In dispute: an order whose after-sale case is with the platform shows as in_dispute on the order
// list, its tab count and its detail, until the case is judged (either way), withdrawn by the buyer
// or terminated; then it is back in the state it had, or the one its parcel reached meanwhile.

let s: TestServer;
let w: World;

beforeAll(async () => {
  s = await startTestServer();
  w = await worldOf(s);
});
afterAll(() => s.close());

async function inDisputeTab() {
  const r = await s.call(orderListInquiry, { tab: 'in_dispute', page: { pageSize: 100 } }, { cookie: await w.owner() });
  const list = orderListInquiry.response.parse(expectOk(r));
  return {
    ids: list.list.map((o) => o.orderId),
    count: list.tabCounts.in_dispute,
    delivered: list.tabCounts.delivered,
  };
}

async function statusOf(orderId: string) {
  return (await orderDetail(w, orderId)).status;
}

it('the demo seed leaves an order in dispute, so the tab is not empty for a newcomer', async () => {
  const seeded = await inDisputeTab();
  expect(seeded.count).toBeGreaterThanOrEqual(1);
  expect(seeded.ids).toHaveLength(seeded.count);
});

describe('into dispute and out again', () => {
  it('the buyer disputes a rejection: in dispute on the list, its tab and its page; judged for the buyer: delivered again', async () => {
    const before = await inDisputeTab();
    const { caseId, orderId } = await caseAt(w, 'refund', 'rejected');
    expect(await statusOf(orderId)).toBe('delivered');
    const afterReject = await inDisputeTab();

    expect(expectOk(await buyer(w, caseId, 'dispute'))).toMatchObject({ status: 'intervening' });
    expect(await statusOf(orderId)).toBe('in_dispute');
    const held = await inDisputeTab();
    expect(held.ids).toContain(orderId);
    expect(held.count).toBe(before.count + 1);
    expect(held.delivered).toBe(afterReject.delivered - 1);

    expect(expectOk(await platform(w, caseId, 'judge_buyer'))).toMatchObject({ status: 'judged' });
    expect(await statusOf(orderId)).toBe('delivered');
    const out = await inDisputeTab();
    expect(out.ids).not.toContain(orderId);
    expect([out.count, out.delivered]).toEqual([before.count, afterReject.delivered]);
    const kinds = await eventKinds(s.db, Number(orderId));
    expect(kinds.filter((k) => k.startsWith('dispute_'))).toEqual(['dispute_opened', 'dispute_closed']);
  });

  it('judged for the seller: out of dispute, back to completed', async () => {
    const made = await orderAt(w, 'completed');
    const caseId = await openCase(w, made.orderId, 'return');
    expectOk(await audit(w, caseId, 'reject'));
    expectOk(await buyer(w, caseId, 'dispute'));
    expect(await statusOf(made.orderId)).toBe('in_dispute');
    expectOk(await platform(w, caseId, 'judge_seller'));
    expect(await statusOf(made.orderId)).toBe('completed');
  });

  it('the buyer withdraws a case the platform has: out of dispute, the case revoked', async () => {
    const { caseId, orderId } = await caseAt(w, 'exchange', 'intervening');
    expect(await statusOf(orderId)).toBe('in_dispute');
    expect(expectOk(await buyer(w, caseId, 'revoke'))).toMatchObject({ status: 'revoked' });
    expect(await statusOf(orderId)).toBe('delivered');
    expect((await inDisputeTab()).ids).not.toContain(orderId);
  });

  it('the platform steps in on its own, then terminates the case: in and out of dispute', async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'pending');
    expectOk(await platform(w, caseId, 'intervene'));
    expect(await statusOf(orderId)).toBe('in_dispute');
    expectOk(await platform(w, caseId, 'terminate'));
    expect(await statusOf(orderId)).toBe('delivered');
  });

  it('a case not taken to the platform leaves the order as it is', async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'rejected');
    expectOk(await buyer(w, caseId, 'accept'));
    expect(await statusOf(orderId)).toBe('delivered');
    expect(await eventKinds(s.db, Number(orderId))).not.toContain('dispute_opened');
  });

  it('two cases of one order with the platform: the order stays in dispute until the second is judged', async () => {
    const made = await orderAt(w, 'delivered', { lines: [{}, {}] });
    const first = await openCase(w, made.orderId, 'refund', { lines: [{ lineNo: 1, quantity: 1 }] });
    const second = await openCase(w, made.orderId, 'refund', { lines: [{ lineNo: 2, quantity: 1 }] });
    for (const id of [first, second]) {
      expectOk(await audit(w, id, 'reject'));
      expectOk(await buyer(w, id, 'dispute'));
    }
    expect(await statusOf(made.orderId)).toBe('in_dispute');
    expectOk(await platform(w, first, 'judge_seller'));
    expect(await statusOf(made.orderId)).toBe('in_dispute');
    expectOk(await platform(w, second, 'judge_buyer'));
    expect(await statusOf(made.orderId)).toBe('delivered');
    const kinds = await eventKinds(s.db, Number(made.orderId));
    expect(kinds.filter((k) => k.startsWith('dispute_'))).toEqual(['dispute_opened', 'dispute_closed']);
  });

  it('a parcel delivered while in dispute: the order shows in dispute, then delivered when judged', async () => {
    const made = await orderAt(w, 'shipped');
    const caseId = await openCase(w, made.orderId, 'refund', { reason: 'not_received' });
    expectOk(await audit(w, caseId, 'reject'));
    expectOk(await buyer(w, caseId, 'dispute'));
    expect((await orderRow(s.db, w.shopId, Number(made.orderId))).disputeReturnStatus).toBe('shipped');
    const op = await w.op();
    const moved = await s.call(
      mktCarrierEvent,
      { shopId: w.shopId, orderId: made.orderId, event: 'delivered' },
      { cookie: op },
    );
    expectOk(moved);
    expect(await statusOf(made.orderId)).toBe('in_dispute');
    expect((await orderRow(s.db, w.shopId, Number(made.orderId))).disputeReturnStatus).toBe('delivered');
    expectOk(await platform(w, caseId, 'judge_seller'));
    const row = await orderRow(s.db, w.shopId, Number(made.orderId));
    expect([row.status, row.disputeReturnStatus]).toEqual(['delivered', null]);
  });

  it('the platform does not judge in 48 hours and the shop gave no evidence: judged for the buyer by the timer, out of dispute', async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'intervening');
    expect(await statusOf(orderId)).toBe('in_dispute');
    const c = await caseRow(w, caseId);
    clockTo(s, (c.deadlineAt?.getTime() ?? 0) - 60_000);
    await s.runJobs();
    expect(await statusOf(orderId)).toBe('in_dispute');
    clockTo(s, (c.deadlineAt?.getTime() ?? 0) + 60_000);
    await s.runJobs();
    expect(await statusOf(orderId)).toBe('delivered');
  });
});
