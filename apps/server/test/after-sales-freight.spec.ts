import { FULL_RETURN_REFUNDS_FREIGHT } from '@sc/contract/after-sales.ts';
import { refundReceiptList } from '@sc/contract/calls/after-sales.ts';
import { mktOrderRiskDecide, mktOrderRiskHold } from '@sc/contract/calls/marketplace-orders.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../src/db/schema.ts';
import {
  addReturnAddress,
  audit,
  buyer,
  detail,
  expectOk,
  openCase,
  orderAt,
  orderDetail,
  receiptsOf,
  type World,
  worldOf,
} from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { orderRow } from './mkt-orders-kit.ts';

// Freight on refunds (FULL_RETURN_REFUNDS_FREIGHT): an order cancelled before it ships refunds its
// freight with the rest; a shipped order's freight comes back only with the return that brings
// its last unit back, once, and the receipt and the case's detail say how much of it was freight.
// A partial return, or a refund without a return, keeps the freight with the shop.

let s: TestServer;
let w: World;

beforeAll(async () => {
  s = await startTestServer();
  w = await worldOf(s);
  await addReturnAddress(w);
});
afterAll(() => s.close());

/** Two lines: 2 × 100.00 and 1 × 50.00, freight 40.00: total 290.00. */
const ORDER = {
  lines: [
    { price: 10_000, quantity: 2 },
    { price: 5_000, quantity: 1 },
  ],
  freight: 40,
};

/** A return of `lines` (all units if none) agreed, shipped back and received: refunded. */
async function returned(orderId: string, lines?: { lineNo: number; quantity: number }[]) {
  const caseId = await openCase(w, orderId, 'return', lines ? { lines } : {});
  expectOk(await audit(w, caseId, 'agree_return'));
  expectOk(await buyer(w, caseId, 'ship_return'));
  expect(expectOk(await audit(w, caseId, 'confirm_receipt'))).toMatchObject({ status: 'success' });
  return caseId;
}

it('the rule refunds freight on a full return', () => {
  expect(FULL_RETURN_REFUNDS_FREIGHT).toBe(true);
});

describe('cancelled before shipping', () => {
  it('the whole total comes back, freight included, and the timeline says so', async () => {
    const { orderId } = await orderAt(w, 'paid', ORDER);
    const op = await w.op();
    expectOk(await s.call(mktOrderRiskHold, { shopId: w.shopId, orderId, reason: 'Odd address' }, { cookie: op }));
    expectOk(await s.call(mktOrderRiskDecide, { shopId: w.shopId, orderId, decision: 'cancel' }, { cookie: op }));
    const order = await orderDetail(w, orderId);
    expect([order.status, order.totalAmount, order.refundedAmount, order.refundedFreight]).toEqual([
      'cancelled',
      290,
      290,
      40,
    ]);
    expect((await orderRow(s.db, w.shopId, Number(orderId))).refundedFreight).toBe(4_000);
    const [refund] = await s.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, Number(orderId)), eq(orderEvents.kind, 'refunded')));
    expect(refund?.detail).toMatchObject({ amount: 29_000, freight: 4_000 });
  });
});

describe('returns of a shipped order', () => {
  it('a full return in one case: its refund carries the freight, on the receipt and the detail', async () => {
    const { orderId } = await orderAt(w, 'delivered', ORDER);
    const caseId = await returned(orderId);
    const d = await detail(w, caseId);
    expect([d.refundedAmount, d.refundedFreight, d.order.freightAmount]).toEqual([250, 40, 40]);
    expect(d.receipts.map((r) => [r.amount, r.freightAmount])).toEqual([[290, 40]]);
    expect(d.timeline.at(-1)).toMatchObject({ status: 'success', amount: 290 });
    const order = await orderDetail(w, orderId);
    expect([order.refundedAmount, order.refundedFreight]).toEqual([290, 40]);
    const list = await s.call(refundReceiptList, { caseId }, { cookie: await w.owner() });
    expect(refundReceiptList.response.parse(expectOk(list)).list.map((r) => r.freightAmount)).toEqual([40]);
  });

  it('a partial return keeps the freight; the return of the last units brings it back, once', async () => {
    const { orderId } = await orderAt(w, 'delivered', ORDER);
    const first = await returned(orderId, [{ lineNo: 1, quantity: 2 }]);
    const firstDetail = await detail(w, first);
    expect([firstDetail.refundedAmount, firstDetail.refundedFreight]).toEqual([200, 0]);
    expect(firstDetail.receipts.map((r) => r.freightAmount)).toEqual([0]);
    const partly = await orderDetail(w, orderId);
    expect([partly.refundedAmount, partly.refundedFreight]).toEqual([200, 0]);

    const last = await returned(orderId, [{ lineNo: 2, quantity: 1 }]);
    const lastDetail = await detail(w, last);
    expect([lastDetail.refundedAmount, lastDetail.refundedFreight]).toEqual([50, 40]);
    expect(lastDetail.receipts.map((r) => [r.amount, r.freightAmount])).toEqual([[90, 40]]);
    const row = await orderRow(s.db, w.shopId, Number(orderId));
    expect([row.refundedAmount, row.refundedFreight]).toEqual([29_000, 4_000]);
  });

  it('all but one unit returned: no freight', async () => {
    const { orderId } = await orderAt(w, 'delivered', ORDER);
    const caseId = await returned(orderId, [
      { lineNo: 1, quantity: 1 },
      { lineNo: 2, quantity: 1 },
    ]);
    expect((await detail(w, caseId)).refundedFreight).toBe(0);
    expect((await receiptsOf(w, caseId)).map((r) => r.freightAmount)).toEqual([0]);
  });

  it('every unit refunded without a return (refund only): no freight', async () => {
    const { orderId } = await orderAt(w, 'delivered', ORDER);
    const caseId = await openCase(w, orderId, 'refund');
    expectOk(await audit(w, caseId, 'agree'));
    const d = await detail(w, caseId);
    expect([d.refundedAmount, d.refundedFreight, d.receipts[0]?.freightAmount]).toEqual([250, 0, 0]);
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(250);
  });
});
