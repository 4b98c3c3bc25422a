import { AFTER_SALE_APPEAL_DAYS } from '@sc/contract/after-sales.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyer,
  caseAt,
  caseRow,
  clockTo,
  DAY,
  detail,
  expectOk,
  expectRule,
  MINUTE,
  orderDetail,
  platform,
  receiptsOf,
  report,
  type World,
  worldOf,
} from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';

// The buyer's appeal of a judgement for the shop, through the marketplace simulator: once, within
// the window the shop has to appeal a judgement for the buyer (AFTER_SALE_APPEAL_DAYS, one constant
// for both), at its edges; the platform's answer refunds the buyer or closes the case.

let s: TestServer;
let w: World;

beforeAll(async () => {
  s = await startTestServer();
  w = await worldOf(s);
});
afterAll(() => s.close());

const WINDOW = AFTER_SALE_APPEAL_DAYS * DAY;

/** A refund case judged for the shop; its appeal deadline. */
async function judgedForShop() {
  const made = await caseAt(w, 'refund', 'intervening');
  expectOk(await platform(w, made.caseId, 'judge_seller', { note: 'The photos show no damage' }));
  const c = await caseRow(w, made.caseId);
  return { ...made, deadline: c.deadlineAt?.getTime() ?? 0, judgedAt: c.judgedAt?.getTime() ?? 0 };
}

describe("the buyer's appeal", () => {
  it('has the window the shop has for its own appeal', async () => {
    const forShop = await judgedForShop();
    expect(forShop.deadline - forShop.judgedAt).toBe(WINDOW);
    const forBuyer = await caseAt(w, 'refund', 'judged');
    const c = await caseRow(w, forBuyer.caseId);
    expect([c.deadlineKind, (c.deadlineAt?.getTime() ?? 0) - (c.judgedAt?.getTime() ?? 0)]).toEqual(['appeal', WINDOW]);
  });

  it('a minute before the window ends: filed once; the platform passes it and the buyer is refunded', async () => {
    const { caseId, orderId, deadline } = await judgedForShop();
    clockTo(s, deadline - MINUTE);
    const blank = await buyer(w, caseId, 'appeal', { note: ' ', locale: 'th-TH' });
    expectRule(blank, 'afterSaleAppealReasonRequired', { max: 200 }, 'th-TH', REPLY.VALIDATION_FAILED.code);
    const filed = expectOk(await buyer(w, caseId, 'appeal', { note: 'The seller sent a used item' }));
    expect(filed).toMatchObject({ status: 'judged', deadlineAt: null, refundedAmount: 0 });
    const d = await detail(w, caseId);
    expect(d.appeal).toMatchObject({ by: 'buyer', status: 'pending', reason: 'The seller sent a used item' });
    expect(d.actions).toEqual(['proof']);
    expect(d.timeline.at(-1)).toMatchObject({ kind: 'appeal', actor: 'buyer' });
    expectRule(
      await buyer(w, caseId, 'appeal', { note: 'Again', locale: 'zh-CN' }),
      'afterSaleAppealFiled',
      {},
      'zh-CN',
    );

    const passed = expectOk(await platform(w, caseId, 'appeal_pass', { note: 'The buyer is right' }));
    expect(passed).toMatchObject({ status: 'appeal_passed', refundedAmount: 199 });
    expect(await receiptsOf(w, caseId)).toHaveLength(1);
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(199);
    // The shop is not compensated for a refund the platform decided it owed.
    expect((await caseRow(w, caseId)).compensatedAmount).toBe(0);
    expect((await detail(w, caseId)).appeal).toMatchObject({ by: 'buyer', status: 'passed' });
  });

  it('not passed: the case ends with no refund', async () => {
    const { caseId, orderId } = await judgedForShop();
    expectOk(await buyer(w, caseId, 'appeal', { note: 'Please look again' }));
    expect(expectOk(await platform(w, caseId, 'appeal_fail'))).toMatchObject({
      status: 'appeal_failed',
      refundedAmount: 0,
    });
    expect(await receiptsOf(w, caseId)).toHaveLength(0);
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(0);
  });

  it('a minute after the window ends: refused with the time it ended, nothing filed', async () => {
    const { caseId, deadline } = await judgedForShop();
    clockTo(s, deadline + MINUTE);
    const late = await buyer(w, caseId, 'appeal', { note: 'Late' });
    expect(late.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(late.status_.replyText).toMatch(/^The time to appeal ended at \d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect((await caseRow(w, caseId)).appealStatus).toBeNull();
    // Then the timer ends the case: the judgement for the shop stands.
    await s.runJobs();
    expect(await caseRow(w, caseId)).toMatchObject({ status: 'closed', refundedAmount: 0, appealStatus: null });
  });

  it('is refused on a judgement for the buyer, which only the shop may appeal', async () => {
    const { caseId } = await caseAt(w, 'refund', 'judged');
    expectRule(await buyer(w, caseId, 'appeal', { note: 'More' }), 'afterSaleStateRefused', { caseId });
    expectOk(await report(w, caseId, 'The buyer sent back another item'));
  });
});
