import {
  type BillView,
  billDetailInquiry,
  billInvoiceDetail,
  billListInquiry,
  billOrderList,
  billSettleBatch,
  billSettleTrial,
  expressBillList,
  merchantBillAudit,
  merchantTradeList,
  mktBillAdjust,
  mktBillBuild,
} from '@sc/contract/calls/finance.ts';
import { BILL_AUDIT_WORKING_DAYS, BILL_PAYOUT_WORKING_DAYS } from '@sc/contract/finance.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays } from '../src/areas/orders/index.ts';
import { newId } from '../src/db/ids.ts';
import { ledgerLines, receivingAccounts } from '../src/db/schema.ts';
import { audit, expectOk, expectRule, openCase, orderAt, type World, worldOf } from './after-sales-kit.ts';
import { nextMonth } from './finance-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Bills: built from the ledger lines of a closed Bangkok month, the amount the sum of the lines;
// each order's earnings line by line; the audit (confirm or dispute) within 15 working days, a bill
// not audited by then confirmed; settlement after a trial, to the default receiving account, never
// for a bill below 0 (catalogue §8); an adjustment landing on the next bill; another shop's bills
// out of reach; the bills function needed.

let s: TestServer;
let w: World;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  w = await worldOf(s);
});
afterAll(() => s?.close());

async function build() {
  return expectOk(await s.call(mktBillBuild, {}, { cookie: await w.op() }));
}

async function bills(tab: 'to_be_settled' | 'settled' | 'all' = 'all') {
  return billListInquiry.response.parse(expectOk(await s.call(billListInquiry, { tab }, { cookie: await w.owner() })));
}

/** The newest bill of the shop. */
async function newest(): Promise<BillView> {
  const [bill] = (await bills()).list;
  if (!bill) throw new Error('no bill');
  return bill;
}

async function linesSum(billId: string) {
  const r = (await s.db.execute(sql`
    select coalesce(sum(l.amount), 0)::bigint as total, count(*)::int as n
    from ledger_lines l join bill_lines b on b.line_id = l.id where b.bill_id = ${billId}
  `)) as unknown as { rows: { total: string; n: number }[] };
  return { total: Number(r.rows[0]?.total), n: r.rows[0]?.n };
}

async function adjust(direction: 'credit' | 'debit', amount: string, reason = 'ปรับยอดค่าคอมมิชชัน', forBillId?: string) {
  return s.call(
    mktBillAdjust,
    { shopId: w.shopId, direction, amount, reason, ...(forBillId ? { forBillId } : {}) },
    { cookie: await w.op() },
  );
}

async function auditAs(billId: string, action: 'confirm' | 'dispute', reason = '', locale?: 'th-TH' | 'zh-CN') {
  return s.call(
    merchantBillAudit,
    { billId, action, reason },
    { cookie: await w.owner(), ...(locale ? { locale } : {}) },
  );
}

async function setDefaultAccount() {
  await s.db.delete(receivingAccounts).where(eq(receivingAccounts.shopId, w.shopId));
  await s.db.insert(receivingAccounts).values({
    id: newId(),
    shopId: w.shopId,
    holder: 'บริษัท เดโม ช็อป จำกัด',
    bankCode: 'KBANK',
    number: '0123456789',
    isDefault: true,
  });
}

let first: BillView;
let orderId: string;

describe('a month’s bill', () => {
  it('holds the month’s lines on no bill yet, its amount their sum, with the 15 and 20 working-day deadlines', async () => {
    nextMonth(s);
    await build();
    const made = await orderAt(w, 'delivered', { lines: [{ price: 10_000, quantity: 2 }], freight: 40 });
    orderId = made.orderId;
    const caseId = await openCase(w, orderId, 'refund', { lines: [{ lineNo: 1, quantity: 1 }], amount: 50 });
    expectOk(await audit(w, caseId, 'agree'));
    expectOk(await adjust('credit', '12.34'));
    nextMonth(s);
    const builtAt = s.clock.now();
    expect((await build()).built).toBeGreaterThanOrEqual(1);
    first = await newest();
    const { total, n } = await linesSum(first.billId);
    expect(first.amount).toBe(total / 100);
    expect(first.lineCount).toBe(n);
    expect(first.status).toBe('pending_audit');
    expect(first.auditDeadline).toBe(addWorkingDays(builtAt, BILL_AUDIT_WORKING_DAYS).toISOString());
    expect(first.payDeadline).toBe(addWorkingDays(builtAt, BILL_PAYOUT_WORKING_DAYS).toISOString());
    // Built once: a second run builds nothing more.
    expect((await build()).built).toBe(0);
    const detail = expectOk(await s.call(billDetailInquiry, { billId: first.billId }, { cookie: await w.owner() }));
    const kinds = detail.kinds as { kind: string; amount: number }[];
    expect(Math.round(kinds.reduce((t, k) => t + k.amount * 100, 0))).toBe(total);
    expect(kinds.find((k) => k.kind === 'adjustment')?.amount).toBe(12.34);
  });

  it('shows the order’s earnings line by line', async () => {
    const r = expectOk(await s.call(billOrderList, { billId: first.billId, orderId }, { cookie: await w.owner() }));
    const [order] = r.list as { orderId: string; amount: number; lines: { kind: string; amount: number }[] }[];
    expect(order?.orderId).toBe(orderId);
    expect(order?.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['payment', 200],
      ['freight', 40],
      ['commission', -10],
      ['fee', -4.8],
      ['carrier', -35],
      ['refund', -50],
      ['commission', 2.5],
    ]);
    expect(order?.amount).toBe(142.7);
  });

  it('the trade list shows every line with its bill, filtered by order and kind', async () => {
    const r = expectOk(await s.call(merchantTradeList, { orderId, kind: 'commission' }, { cookie: await w.owner() }));
    expect((r.list as { amount: number; billId: string }[]).map((l) => [l.amount, l.billId])).toEqual([
      [2.5, first.billId],
      [-10, first.billId],
    ]);
    expect(r.sum).toBe(-7.5);
  });
});

describe('the invoice details', () => {
  it('the platform’s charges on the bill net of what was given back, with the VAT they include', async () => {
    const r = expectOk(await s.call(billInvoiceDetail, { billId: first.billId }, { cookie: await w.owner() }));
    const lines = r.lines as { kind: string; amount: number }[];
    const sums = (await s.db.execute(sql`
      select l.kind, sum(l.amount)::bigint as amount from ledger_lines l join bill_lines b on b.line_id = l.id
      where b.bill_id = ${first.billId} and l.kind in ('commission', 'fee', 'ad_spend') group by l.kind order by l.kind
    `)) as unknown as { rows: { kind: string; amount: string }[] };
    expect(lines.map((l) => [l.kind, Math.round(l.amount * 100)])).toEqual(
      sums.rows.map((x) => [x.kind, -Number(x.amount)]),
    );
    const total = Math.round(Number(r.total) * 100);
    expect(total).toBe(sums.rows.reduce((t, x) => t - Number(x.amount), 0));
    expect(Math.round(Number(r.vat) * 100)).toBe(Math.round((total * 7) / 107));
    expect(Math.round((Number(r.net) + Number(r.vat)) * 100)).toBe(total);
    expect(r.shopName).toBe('Demo Shop');
  });
});

describe('the express bill', () => {
  it('each order’s freight on the bill with its carrier and waybill', async () => {
    const r = expectOk(
      await s.call(expressBillList, { billId: first.billId, page: { pageSize: 500 } }, { cookie: await w.owner() }),
    );
    const row = (r.list as { orderId: string; freight: number; carrierCode: string; waybillNo: string }[]).find(
      (x) => x.orderId === orderId,
    );
    expect(row).toMatchObject({ freight: 40, carrierCode: 'jt' });
    expect(row?.waybillNo).toMatch(/^\d{12}$/);
    expect(r.total).toBeGreaterThanOrEqual(40);
  });
});

describe('the audit', () => {
  it('a dispute needs a reason (three languages), then the bill is disputed, then it may be confirmed', async () => {
    expectRule(await auditAs(first.billId, 'dispute'), 'billDisputeReasonRequired', { max: 200 });
    expectRule(await auditAs(first.billId, 'dispute', '', 'th-TH'), 'billDisputeReasonRequired', { max: 200 }, 'th-TH');
    expectRule(await auditAs(first.billId, 'dispute', '', 'zh-CN'), 'billDisputeReasonRequired', { max: 200 }, 'zh-CN');
    expectRule(await auditAs(first.billId, 'dispute', 'x'.repeat(201)), 'billDisputeReasonRequired', { max: 200 });
    const disputed = expectOk(await auditAs(first.billId, 'dispute', 'x'.repeat(200))).bill as BillView;
    expect(disputed.status).toBe('disputed');
    expectRule(await auditAs(first.billId, 'dispute', 'again'), 'billAlreadyDisputed');
    // The platform answers with an adjustment: it lands on the next bill, not this one.
    expectOk(await adjust('credit', '5.00', 'คืนค่าธรรมเนียม', first.billId));
    expect((await newest()).amount).toBe(first.amount);
    const confirmed = expectOk(await auditAs(first.billId, 'confirm')).bill as BillView;
    expect(confirmed.status).toBe('confirmed');
    expectRule(await auditAs(first.billId, 'confirm'), 'billNotAuditable');
  });

  it('up to the last minute before the audit deadline; at the deadline it is confirmed by the timer', async () => {
    nextMonth(s);
    await build();
    const bill = await newest();
    expect(bill.billId).not.toBe(first.billId);
    expect(bill.amount).toBe(5);
    const deadline = new Date(bill.auditDeadline).getTime();
    s.clock.advance(deadline - 60_000 - s.clock.now().getTime());
    expect((await auditAs(bill.billId, 'dispute', 'ยอดไม่ตรง')).status_.success).toBe(true);
    s.clock.advance(60_000);
    expectRule(await auditAs(bill.billId, 'confirm'), 'billAuditWindowClosed', {
      deadline: new Date(deadline + 7 * HOUR).toISOString().slice(0, 16).replace('T', ' '),
    });
    expect((await build()).confirmed).toBeGreaterThanOrEqual(1);
    const after = (await bills()).list.find((b) => b.billId === bill.billId);
    expect(after?.status).toBe('confirmed');
    expect(after?.autoConfirmed).toBe(true);
  });
});

describe('settlement', () => {
  it('a bill below 0 cannot start settlement (three languages); the trial says so first', async () => {
    nextMonth(s);
    await build();
    expectOk(await adjust('debit', '100000.00', 'ค่าปรับการละเมิด'));
    nextMonth(s);
    await build();
    const negative = await newest();
    expect(negative.amount).toBeLessThan(0);
    expectOk(await auditAs(negative.billId, 'confirm'));
    await setDefaultAccount();
    const trial = expectOk(
      await s.call(billSettleTrial, { billIds: [negative.billId, first.billId] }, { cookie: await w.owner() }),
    );
    expect(trial.settleable).toBe(false);
    const rows = trial.rows as { billId: string; refusal: string | null }[];
    expect(rows.find((r) => r.billId === first.billId)?.refusal).toBeNull();
    expect(rows.find((r) => r.billId === negative.billId)?.refusal).toMatch(/below 0/);
    const bill = negative.periodStart.slice(0, 7);
    for (const locale of ['en-US', 'th-TH', 'zh-CN'] as const) {
      const r = await s.call(
        billSettleBatch,
        { billIds: [first.billId, negative.billId] },
        { cookie: await w.owner(), locale },
      );
      expectRule(r, 'billBelowZero', { bill }, locale);
    }
    // Nothing changed: the first bill is still to be settled, no payout line.
    expect((await bills('to_be_settled')).list.map((b) => b.billId)).toContain(first.billId);
  });

  it('a bill not confirmed is refused; without a default receiving account nothing is paid', async () => {
    nextMonth(s);
    expectOk(await adjust('credit', '1.00'));
    nextMonth(s);
    await build();
    const pending = await newest();
    expectRule(
      await s.call(billSettleBatch, { billIds: [pending.billId] }, { cookie: await w.owner() }),
      'billNotConfirmed',
      { bill: pending.periodStart.slice(0, 7) },
    );
    await s.db.delete(receivingAccounts).where(eq(receivingAccounts.shopId, w.shopId));
    expectRule(
      await s.call(billSettleBatch, { billIds: [first.billId] }, { cookie: await w.owner() }),
      'billNoDefaultAccount',
    );
  });

  it('a confirmed bill is paid out to the default account: settled, a payout line of its amount, the balance down by it', async () => {
    await setDefaultAccount();
    const before = (await bills()).balance;
    const trial = expectOk(await s.call(billSettleTrial, { billIds: [first.billId] }, { cookie: await w.owner() }));
    expect(trial).toMatchObject({
      settleable: true,
      total: first.amount,
      account: 'KBANK ••••6789 บริษัท เดโม ช็อป จำกัด',
    });
    const r = expectOk(await s.call(billSettleBatch, { billIds: [first.billId] }, { cookie: await w.owner() }));
    expect(r.total).toBe(first.amount);
    const settled = (await bills('settled')).list.find((b) => b.billId === first.billId);
    expect(settled?.status).toBe('settled');
    expect(settled?.settledAt).toBe(s.clock.now().toISOString());
    const payout = await s.db
      .select({ amount: ledgerLines.amount })
      .from(ledgerLines)
      .where(and(eq(ledgerLines.kind, 'payout'), eq(ledgerLines.ref, first.billId)));
    expect(payout.map((p) => p.amount)).toEqual([-Math.round(first.amount * 100)]);
    expect(Math.round(((await bills()).balance - (before - first.amount)) * 100)).toBe(0);
    expectRule(
      await s.call(billSettleBatch, { billIds: [first.billId] }, { cookie: await w.owner() }),
      'billAlreadySettled',
      { bill: first.periodStart.slice(0, 7) },
    );
  });
});

describe('reach', () => {
  it('another shop sees none of these bills', async () => {
    const { cookie } = await s.login('other-owner');
    const r = await s.call(billDetailInquiry, { billId: first.billId }, { cookie });
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const list = expectOk(await s.call(billListInquiry, { tab: 'all' }, { cookie }));
    expect((list.list as BillView[]).map((b) => b.billId)).not.toContain(first.billId);
  });

  it('needs the bills function (OMS_FUNC_0022); the trade list needs OMS_FUNC_0082', async () => {
    await s.addMember({ shopId: w.shopId, loginAcct: 'finance-trade-only', funcIds: [FUNC.merchantTransactions] });
    const { cookie } = await s.login('finance-trade-only');
    expect((await s.call(billListInquiry, {}, { cookie })).status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    expect(
      (await s.call(merchantBillAudit, { billId: first.billId, action: 'confirm' }, { cookie })).status_.replyCode,
    ).toBe(REPLY.NO_PERMISSION.code);
    expectOk(await s.call(merchantTradeList, {}, { cookie }));
  });
});
