import {
  AFTER_SALE_TAB_STATES,
  AFTER_SALE_TABS,
  AFTER_SALE_WAITING_MERCHANT,
  type AfterSaleStatus,
  type AfterSaleTab,
  isFinalAfterSale,
} from '@sc/contract/after-sales.ts';
import {
  afterSaleAudit,
  afterSaleDetailInquiry,
  afterSaleList,
  refundReceiptList,
} from '@sc/contract/calls/after-sales.ts';
import { itemStockInquiry } from '@sc/contract/calls/items.ts';
import { addressListInquiry } from '@sc/contract/calls/settings.ts';
import type { Locale } from '@sc/contract/locale.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSales, skus } from '../src/db/schema.ts';
import {
  addReturnAddress,
  audit,
  buyer,
  caseAt,
  DAY,
  detail,
  expectOk,
  expectRule,
  openCase,
  orderAt,
  orderDetail,
  platform,
  proof,
  receiptsOf,
  report,
  uploadProof,
  type World,
  worldOf,
} from './after-sales-kit.ts';
import { afterSale as foreignCase } from './fixtures/foreign/after-sale.ts';
import { startTestServer, type TestServer } from './harness.ts';

// Every move of machine.ts through the real calls: the merchant's audit, appeal and evidence
// with the owner's cookie; the buyer's and the platform's through the simulator. Then every
// move tried where it is not legal, the detail's actions by state, the list, another shop's
// cases and the permission.

let s: TestServer;
let w: World;
let mainAddress = '';
let secondAddress = '';

beforeAll(async () => {
  s = await startTestServer();
  w = await worldOf(s);
});
afterAll(() => s.close());

async function stockOf(productId: number) {
  const r = await s.call(itemStockInquiry, { productId: String(productId) }, { cookie: await w.owner() });
  const sku = itemStockInquiry.response.parse(expectOk(r)).skus[0];
  if (!sku) throw new Error('no sku');
  return sku;
}

async function listAll(filter: Record<string, unknown> = {}) {
  const r = await s.call(afterSaleList, { ...filter, page: { pageSize: 500 } }, { cookie: await w.owner() });
  return afterSaleList.response.parse(expectOk(r));
}

describe('a shop with no return address', () => {
  it('cannot agree to a return until it adds one; the case stays pending', async () => {
    const addresses = await s.call(addressListInquiry, {}, { cookie: await w.owner() });
    expect(addressListInquiry.response.parse(expectOk(addresses)).list).toEqual([]);
    const { caseId } = await caseAt(w, 'return', 'pending');
    for (const locale of ['en-US', 'th-TH', 'zh-CN'] as const) {
      expectRule(await audit(w, caseId, 'agree_return', { locale }), 'afterSaleNoReturnAddress', {}, locale);
    }
    expect((await detail(w, caseId)).status).toBe('pending');

    mainAddress = await addReturnAddress(w, { name: 'คลังหลัก' });
    s.clock.advance(1000);
    secondAddress = await addReturnAddress(w, { name: 'คลังสำรอง', detail: '12 ซอยลาดพร้าว 1' });
    const agreed = expectOk(await audit(w, caseId, 'agree_return'));
    expect(agreed.status).toBe('awaiting_return');
    expect((await detail(w, caseId)).returnAddress?.addressId).toBe(mainAddress);
  });
});

describe('refund only', () => {
  it('agree: success, the refund on the order, a receipt kept one year', async () => {
    const made = await orderAt(w, 'shipped', { lines: [{ price: 25_000, quantity: 2 }] });
    const caseId = await openCase(w, made.orderId, 'refund', { reason: 'not_received' });
    const before = await detail(w, caseId);
    expect(before).toMatchObject({
      status: 'pending',
      type: 'refund',
      refundAmount: 500,
      refundedAmount: 0,
      refundableAmount: 500,
      deadlineKind: 'respond',
      waitingMerchant: 'y',
      quantity: 2,
      actions: ['agree', 'reject', 'proof'],
    });
    expect(new Date(before.deadlineAt ?? 0).getTime() - new Date(before.appliedAt).getTime()).toBe(2 * DAY);

    const r = expectOk(await audit(w, caseId, 'agree'));
    expect(r).toMatchObject({ status: 'success', refundedAmount: 500, deadlineKind: null, deadlineAt: null });
    const after = await detail(w, caseId);
    expect(after).toMatchObject({
      status: 'success',
      refundedAmount: 500,
      refundableAmount: 0,
      waitingMerchant: 'n',
      actions: [],
      order: { refundedAmount: 500, totalAmount: 500 },
    });
    expect(after.timeline.map((e) => [e.kind, e.actor, e.status])).toEqual([
      ['applied', 'buyer', 'pending'],
      ['agree', 'merchant', 'success'],
    ]);
    expect(after.timeline[1]?.amount).toBe(500);
    const order = await orderDetail(w, made.orderId);
    expect(order.refundedAmount).toBe(500);
    expect(order.events.filter((e) => e.kind === 'refunded')).toHaveLength(1);

    expect(after.receipts).toHaveLength(1);
    const receipt = after.receipts[0];
    expect(receipt?.amount).toBe(500);
    expect(new Date(receipt?.keepUntil ?? 0).getTime() - new Date(receipt?.paidAt ?? 0).getTime()).toBe(365 * DAY);
    const listed = await s.call(refundReceiptList, { caseId }, { cookie: await w.owner() });
    const rows = refundReceiptList.response.parse(expectOk(listed)).list;
    expect(rows).toEqual([{ ...receipt, caseId, orderId: made.orderId }]);
    const byOrder = await s.call(refundReceiptList, { orderId: made.orderId }, { cookie: await w.owner() });
    expect(refundReceiptList.response.parse(expectOk(byOrder)).list.map((x) => x.caseId)).toEqual([caseId]);
  });
});

describe('return and refund', () => {
  it('agree_return to the default address, ship_return, confirm_receipt: stock back, refunded', async () => {
    const {
      caseId,
      orderId,
      skus: made,
    } = await caseAt(w, 'return', 'pending', {
      order: { lines: [{ price: 30_000, quantity: 3, stock: 10 }] },
      lines: [{ lineNo: 1, quantity: 2 }],
    });
    const sku = made[0];
    if (!sku) throw new Error('no sku');
    expect((await detail(w, caseId)).actions).toEqual(['agree', 'agree_return', 'reject', 'proof']);

    const agreed = expectOk(await audit(w, caseId, 'agree_return'));
    expect(agreed).toMatchObject({ status: 'awaiting_return', deadlineKind: 'return' });
    const waiting = await detail(w, caseId);
    expect(waiting).toMatchObject({ returnAddress: { addressId: mainAddress, name: 'คลังหลัก' }, actions: ['proof'] });
    expect(waiting.waitingMerchant).toBe('n');

    const shipped = expectOk(await buyer(w, caseId, 'ship_return', { waybillNo: '712345678901', carrierCode: 'jt' }));
    expect(shipped).toMatchObject({ status: 'awaiting_receipt', deadlineKind: 'receive' });
    const inTransit = await detail(w, caseId);
    expect(inTransit.returnParcel).toMatchObject({ carrierCode: 'jt', waybillNo: '712345678901' });
    expect(inTransit.actions).toEqual(['reject', 'confirm_receipt', 'proof']);
    const stockBefore = await stockOf(sku.productId);
    expect(stockBefore.stock).toBe(7);

    const done = expectOk(await audit(w, caseId, 'confirm_receipt'));
    expect(done).toMatchObject({ status: 'success', refundedAmount: 600 });
    expect((await stockOf(sku.productId)).stock).toBe(9);
    const after = await detail(w, caseId);
    expect(after.receivedAt).not.toBeNull();
    expect(after.order.refundedAmount).toBe(600);
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(600);
    expect(await receiptsOf(w, caseId)).toHaveLength(1);
  });

  it('agree_return to an address named by id; an unknown or foreign address is not found', async () => {
    const { caseId } = await caseAt(w, 'return', 'pending');
    const unknown = await audit(w, caseId, 'agree_return', { addressId: '0123456789abcdef0123456789abcdef' });
    expect(unknown.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const foreign = await audit(w, caseId, 'agree_return', { addressId: s.other.addressId });
    expect(foreign.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await detail(w, caseId)).status).toBe('pending');
    expectOk(await audit(w, caseId, 'agree_return', { addressId: secondAddress }));
    const d = await detail(w, caseId);
    expect(d.returnAddress).toMatchObject({ addressId: secondAddress, name: 'คลังสำรอง', detail: '12 ซอยลาดพร้าว 1' });
  });

  it('agree (a refund without return) on a pending return', async () => {
    const { caseId, orderId } = await caseAt(w, 'return', 'pending');
    expect(expectOk(await audit(w, caseId, 'agree'))).toMatchObject({ status: 'success', refundedAmount: 199 });
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(199);
  });

  it('reject a return that came back not as sold: no refund, no stock back', async () => {
    const { caseId, skus: made } = await caseAt(w, 'return', 'awaiting_receipt');
    const stock = (await stockOf(made[0]?.productId ?? 0)).stock;
    const r = expectOk(await audit(w, caseId, 'reject', { rejectReason: 'not_returned_as_sold', note: 'Box empty' }));
    expect(r).toMatchObject({ status: 'rejected', refundedAmount: 0, deadlineKind: 'dispute' });
    expect(await detail(w, caseId)).toMatchObject({ rejectReason: 'not_returned_as_sold', rejectNote: 'Box empty' });
    expect((await stockOf(made[0]?.productId ?? 0)).stock).toBe(stock);
  });
});

describe('exchange', () => {
  it('agree_return, ship_return, confirm_receipt → agreed (stock back), reship → success (stock taken)', async () => {
    const {
      caseId,
      orderId,
      skus: made,
    } = await caseAt(w, 'exchange', 'pending', {
      order: { lines: [{ price: 45_000, quantity: 1, stock: 4 }] },
    });
    const productId = made[0]?.productId ?? 0;
    expect((await detail(w, caseId)).actions).toEqual(['agree_return', 'reject', 'proof']);
    expectOk(await audit(w, caseId, 'agree_return'));
    expectOk(await buyer(w, caseId, 'ship_return'));
    expect((await stockOf(productId)).stock).toBe(3);
    const received = expectOk(await audit(w, caseId, 'confirm_receipt'));
    expect(received).toMatchObject({ status: 'agreed', refundedAmount: 0, deadlineKind: 'reship' });
    expect((await stockOf(productId)).stock).toBe(4);
    const agreed = await detail(w, caseId);
    expect(agreed.actions).toEqual(['reship', 'proof']);
    expect(agreed.waitingMerchant).toBe('y');

    const empty = await audit(w, caseId, 'reship', { carrierCode: '', waybillNo: '' });
    expect(empty.status_.success).toBe(false);
    expect((await detail(w, caseId)).status).toBe('agreed');
    const done = expectOk(await audit(w, caseId, 'reship', { carrierCode: 'flash', waybillNo: 'TH0123456789B' }));
    expect(done).toMatchObject({ status: 'success', refundedAmount: 0 });
    expect((await stockOf(productId)).stock).toBe(3);
    const d = await detail(w, caseId);
    expect(d.reshipParcel).toMatchObject({ carrierCode: 'flash', waybillNo: 'TH0123456789B' });
    expect(d.receipts).toEqual([]);
    const order = await orderDetail(w, orderId);
    expect(order.refundedAmount).toBe(0);
    expect(order.events.map((e) => e.kind)).toContain('reshipped');
  });

  it('reship with not enough stock is refused with what is available, and changes nothing', async () => {
    const { caseId, skus: made } = await caseAt(w, 'exchange', 'agreed', {
      order: { lines: [{ price: 10_000, quantity: 2, stock: 2 }] },
    });
    const sku = made[0];
    if (!sku) throw new Error('no sku');
    // The two units came back; someone sold one of them meanwhile.
    await s.db.update(skus).set({ stock: 1 }).where(eq(skus.id, sku.skuId));
    const before = await detail(w, caseId);
    for (const locale of ['th-TH', 'en-US'] as const) {
      expectRule(
        await audit(w, caseId, 'reship', { locale }),
        'afterSaleReshipNoStock',
        { skuId: String(sku.skuId), available: 1 },
        locale,
      );
    }
    expect(await detail(w, caseId)).toEqual(before);
    expect((await stockOf(sku.productId)).stock).toBe(1);
  });
});

describe('reject, accept, dispute, judgement and appeal', () => {
  it('reject needs a reason; with one the case waits on the buyer, who accepts: closed', async () => {
    const { caseId } = await caseAt(w, 'refund', 'pending');
    const before = await detail(w, caseId);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      expectRule(
        await audit(w, caseId, 'reject', { rejectReason: undefined, locale }),
        'afterSaleRejectReasonRequired',
        {},
        locale,
        REPLY.VALIDATION_FAILED.code,
      );
    }
    expect(await detail(w, caseId)).toEqual(before);
    const r = expectOk(await audit(w, caseId, 'reject', { rejectReason: 'outside_policy', note: 'Past 7 days' }));
    expect(r).toMatchObject({ status: 'rejected', deadlineKind: 'dispute' });
    const rejected = await detail(w, caseId);
    expect(rejected).toMatchObject({ actions: ['proof'], waitingMerchant: 'n', rejectReason: 'outside_policy' });
    expect(expectOk(await buyer(w, caseId, 'accept'))).toMatchObject({ status: 'closed', deadlineAt: null });
    expect((await detail(w, caseId)).actions).toEqual([]);
  });

  it('dispute → intervening → judge_buyer (refund) → report → appeal_pass: the refund stands', async () => {
    const { caseId, orderId } = await caseAt(w, 'refund', 'rejected');
    const disputed = expectOk(await buyer(w, caseId, 'dispute'));
    expect(disputed).toMatchObject({ status: 'intervening', deadlineKind: 'intervention' });
    const intervening = await detail(w, caseId);
    expect(new Date(intervening.deadlineAt ?? 0).getTime() - new Date(intervening.updatedAt).getTime()).toBe(
      48 * 60 * 60 * 1000,
    );
    expect(intervening).toMatchObject({ actions: ['proof'], waitingMerchant: 'y' });

    const judged = expectOk(await platform(w, caseId, 'judge_buyer', { note: 'Photos show damage' }));
    expect(judged).toMatchObject({ status: 'judged', refundedAmount: 199, deadlineKind: 'appeal' });
    const j = await detail(w, caseId);
    expect(j.judgement).toMatchObject({ for: 'buyer', note: 'Photos show damage' });
    expect(j.actions).toEqual(['report', 'proof']);
    expect(j.receipts).toHaveLength(1);
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(199);

    const tooLong = await report(w, caseId, 'x'.repeat(201));
    expectRule(tooLong, 'afterSaleAppealReasonRequired', { max: 200 }, 'en-US', REPLY.VALIDATION_FAILED.code);
    const blank = await report(w, caseId, '  ', [], 'th-TH');
    expectRule(blank, 'afterSaleAppealReasonRequired', { max: 200 }, 'th-TH', REPLY.VALIDATION_FAILED.code);
    const photo = await uploadProof(w);
    const filed = expectOk(await report(w, caseId, 'The buyer sent back another item', [photo.mediaId]));
    expect(filed.appealStatus).toBe('pending');
    const appealed = await detail(w, caseId);
    expect(appealed).toMatchObject({
      status: 'judged',
      deadlineAt: null,
      deadlineKind: null,
      actions: ['proof'],
      appeal: { status: 'pending', reason: 'The buyer sent back another item', decidedAt: null },
    });
    expect(appealed.evidence.filter((e) => e.side === 'merchant').flatMap((e) => e.urls)).toEqual([photo.url]);
    expectRule(await report(w, caseId, 'Again', [], 'zh-CN'), 'afterSaleAppealFiled', {}, 'zh-CN');

    const passed = expectOk(await platform(w, caseId, 'appeal_pass', { note: 'Compensated' }));
    expect(passed).toMatchObject({ status: 'appeal_passed', refundedAmount: 199, deadlineAt: null });
    const done = await detail(w, caseId);
    expect(done.appeal).toMatchObject({ status: 'passed', note: 'Compensated' });
    // The platform makes the shop whole; the buyer keeps the refund.
    const [row] = await s.db
      .select()
      .from(afterSales)
      .where(eq(afterSales.id, Number(caseId)));
    expect(row?.compensatedAmount).toBe(19_900);
    expect(done.actions).toEqual([]);
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(199);
    expect(await receiptsOf(w, caseId)).toHaveLength(1);
  });

  it('appeal_fail: appeal failed, the refund stands', async () => {
    const { caseId } = await caseAt(w, 'return', 'appealed');
    expect(expectOk(await platform(w, caseId, 'appeal_fail'))).toMatchObject({
      status: 'appeal_failed',
      refundedAmount: 199,
    });
    expect((await detail(w, caseId)).appeal?.status).toBe('failed');
  });

  it('an appeal after its window is refused with the time it ended', async () => {
    const { caseId } = await caseAt(w, 'refund', 'judged');
    const d = await detail(w, caseId);
    s.clock.advance(3 * DAY + 60_000);
    const closed = await report(w, caseId, 'Late');
    expect(closed.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(closed.status_.replyText).toMatch(/^The time to appeal ended at \d{4}-\d\d-\d\d \d\d:\d\d$/);
    const again = await detail(w, caseId);
    expect(again.actions).toEqual(['proof']);
    expect(again.appeal).toBeNull();
    expect(again.deadlineAt).toBe(d.deadlineAt);
  });

  it('judge_seller: judged with no refund, the buyer’s appeal window open, no appeal for the shop', async () => {
    const { caseId, orderId } = await caseAt(w, 'exchange', 'intervening');
    const r = expectOk(await platform(w, caseId, 'judge_seller', { note: 'No damage shown' }));
    expect(r).toMatchObject({ status: 'judged', refundedAmount: 0, deadlineKind: 'appeal' });
    const d = await detail(w, caseId);
    expect(d.judgement).toMatchObject({ for: 'seller', note: 'No damage shown' });
    expect(d.actions).toEqual(['proof']);
    expectRule(await report(w, caseId, 'Why'), 'afterSaleStateRefused', { caseId });
    expect((await orderDetail(w, orderId)).refundedAmount).toBe(0);
  });

  it('the platform intervenes on its own in pending, awaiting_receipt, agreed and rejected cases', async () => {
    const cases = [
      await caseAt(w, 'refund', 'pending'),
      await caseAt(w, 'return', 'awaiting_receipt'),
      await caseAt(w, 'exchange', 'agreed'),
      await caseAt(w, 'refund', 'rejected'),
    ];
    for (const c of cases) {
      expect(expectOk(await platform(w, c.caseId, 'intervene'))).toMatchObject({
        status: 'intervening',
        deadlineKind: 'intervention',
      });
    }
  });
});

describe('revoke and terminate', () => {
  it('the buyer revokes before the return ships or after a rejection; the units are free again', async () => {
    for (const [type, point] of [
      ['refund', 'pending'],
      ['return', 'awaiting_return'],
      ['exchange', 'rejected'],
    ] as const) {
      const { caseId, orderId } = await caseAt(w, type, point);
      expect(expectOk(await buyer(w, caseId, 'revoke'))).toMatchObject({ status: 'revoked', deadlineAt: null });
      expect((await detail(w, caseId)).actions).toEqual([]);
      await openCase(w, orderId, type);
    }
  });

  it('the platform terminates any open case', async () => {
    for (const [type, point] of [
      ['refund', 'pending'],
      ['return', 'awaiting_return'],
      ['return', 'awaiting_receipt'],
      ['exchange', 'agreed'],
      ['refund', 'rejected'],
      ['refund', 'intervening'],
    ] as const) {
      const { caseId } = await caseAt(w, type, point);
      expect(expectOk(await platform(w, caseId, 'terminate'))).toMatchObject({
        status: 'terminated',
        refundedAmount: 0,
      });
    }
  });
});

describe('merchant evidence', () => {
  it('uploads a photo, then adds it by id and by url; the count and the detail show it', async () => {
    const { caseId } = await caseAt(w, 'refund', 'intervening');
    const a = await uploadProof(w);
    const b = await uploadProof(w);
    const r = expectOk(await proof(w, caseId, [a.mediaId, b.url], 'Packed with care'));
    expect(r.evidenceCount).toBe(2);
    const d = await detail(w, caseId);
    expect(d.evidence).toEqual([
      expect.objectContaining({ side: 'merchant', note: 'Packed with care', urls: [a.url, b.url] }),
    ]);
    expect(d.timeline.at(-1)).toMatchObject({ kind: 'proof', actor: 'merchant', status: null });
    expect(d.status).toBe('intervening');
  });

  it('refuses no image, an unknown image and another shop’s image', async () => {
    const { caseId } = await caseAt(w, 'refund', 'pending');
    expectRule(
      await proof(w, caseId, [], '', 'th-TH'),
      'afterSaleProofRequired',
      {},
      'th-TH',
      REPLY.VALIDATION_FAILED.code,
    );
    const unknown = await proof(w, caseId, ['0123456789abcdef0123456789abcdef']);
    expectRule(unknown, 'afterSaleEvidenceNotFound', {}, 'en-US', REPLY.VALIDATION_FAILED.code);
    const foreign = await proof(w, caseId, [await s.foreignId('media')]);
    expectRule(foreign, 'afterSaleEvidenceNotFound', {}, 'en-US', REPLY.VALIDATION_FAILED.code);
    expect((await detail(w, caseId)).evidence).toEqual([]);
  });
});

// ---- Every move where it is not legal -------------------------------------------------------

type Attempt = {
  move: string;
  at: string;
  key: MessageKey;
  run: (caseId: string, locale: Locale) => ReturnType<typeof audit>;
};

describe('a move where it is not legal is refused and changes nothing', () => {
  const museum = new Map<string, string>();
  const spots = [
    ['refund', 'pending'],
    ['refund', 'success'],
    ['refund', 'rejected'],
    ['refund', 'intervening'],
    ['refund', 'judged'],
    ['refund', 'appealed'],
    ['return', 'pending'],
    ['return', 'awaiting_return'],
    ['return', 'awaiting_receipt'],
    ['exchange', 'pending'],
    ['exchange', 'awaiting_receipt'],
    ['exchange', 'agreed'],
  ] as const;
  beforeAll(async () => {
    for (const [type, point] of spots) museum.set(`${type} ${point}`, (await caseAt(w, type, point)).caseId);
  });

  const m = (action: Parameters<typeof audit>[2]) => async (id: string, locale: Locale) =>
    audit(w, id, action, { locale });
  const b = (action: Parameters<typeof buyer>[2]) => async (id: string, locale: Locale) =>
    buyer(w, id, action, { locale });
  const p = (action: Parameters<typeof platform>[2]) => async (id: string, locale: Locale) =>
    platform(w, id, action, { locale });
  const STATE: MessageKey = 'afterSaleStateRefused';
  const attempts: Attempt[] = [
    { move: 'agree', at: 'return awaiting_return', key: STATE, run: m('agree') },
    { move: 'agree', at: 'refund success', key: STATE, run: m('agree') },
    { move: 'agree', at: 'exchange pending', key: 'afterSaleExchangeNeedsReturn', run: m('agree') },
    { move: 'agree_return', at: 'return awaiting_receipt', key: STATE, run: m('agree_return') },
    { move: 'agree_return', at: 'refund pending', key: 'afterSaleNothingToReturn', run: m('agree_return') },
    { move: 'reject', at: 'return awaiting_return', key: STATE, run: m('reject') },
    { move: 'reject', at: 'exchange agreed', key: STATE, run: m('reject') },
    { move: 'reject', at: 'refund rejected', key: STATE, run: m('reject') },
    { move: 'confirm_receipt', at: 'return pending', key: STATE, run: m('confirm_receipt') },
    { move: 'confirm_receipt', at: 'exchange agreed', key: STATE, run: m('confirm_receipt') },
    { move: 'reship', at: 'exchange awaiting_receipt', key: STATE, run: m('reship') },
    { move: 'reship', at: 'refund pending', key: STATE, run: m('reship') },
    { move: 'report', at: 'refund intervening', key: STATE, run: async (id, l) => report(w, id, 'Why', [], l) },
    {
      move: 'report',
      at: 'refund appealed',
      key: 'afterSaleAppealFiled',
      run: async (id, l) => report(w, id, 'Why', [], l),
    },
    { move: 'proof', at: 'refund success', key: STATE, run: async (id, l) => proof(w, id, ['x'], '', l) },
    { move: 'ship_return', at: 'return pending', key: STATE, run: b('ship_return') },
    { move: 'ship_return', at: 'exchange awaiting_receipt', key: STATE, run: b('ship_return') },
    { move: 'revoke', at: 'return awaiting_receipt', key: STATE, run: b('revoke') },
    { move: 'revoke', at: 'refund judged', key: STATE, run: b('revoke') },
    { move: 'accept', at: 'refund pending', key: STATE, run: b('accept') },
    { move: 'dispute', at: 'refund intervening', key: STATE, run: b('dispute') },
    { move: 'dispute', at: 'return pending', key: STATE, run: b('dispute') },
    { move: 'appeal', at: 'refund intervening', key: STATE, run: b('appeal') },
    { move: 'intervene', at: 'return awaiting_return', key: STATE, run: p('intervene') },
    { move: 'intervene', at: 'refund judged', key: STATE, run: p('intervene') },
    { move: 'judge_buyer', at: 'refund rejected', key: STATE, run: p('judge_buyer') },
    { move: 'judge_seller', at: 'refund judged', key: STATE, run: p('judge_seller') },
    { move: 'appeal_pass', at: 'refund intervening', key: STATE, run: p('appeal_pass') },
    { move: 'appeal_pass', at: 'refund judged', key: 'mktAfterSaleNoAppeal', run: p('appeal_pass') },
    { move: 'appeal_fail', at: 'refund success', key: STATE, run: p('appeal_fail') },
    { move: 'appeal_fail', at: 'refund judged', key: 'mktAfterSaleNoAppeal', run: p('appeal_fail') },
    { move: 'terminate', at: 'refund success', key: STATE, run: p('terminate') },
    { move: 'terminate', at: 'refund judged', key: STATE, run: p('terminate') },
  ];
  const locales: Locale[] = ['en-US', 'th-TH', 'zh-CN'];

  it.each(attempts.map((a, i) => [`${a.move} on ${a.at}`, a, locales[i % 3] ?? 'en-US'] as const))(
    '%s',
    async (_name, a, locale) => {
      const caseId = museum.get(a.at);
      if (!caseId) throw new Error(`no case ${a.at}`);
      const before = await detail(w, caseId);
      const r = await a.run(caseId, locale);
      expectRule(r, a.key, a.key === STATE ? { caseId } : {}, locale);
      expect(await detail(w, caseId)).toEqual(before);
    },
  );

  it('covers every move of the table', async () => {
    const { MOVES } = await import('../src/areas/after-sales/machine.ts');
    const tried = new Set(attempts.map((a) => a.move));
    for (const move of Object.keys(MOVES)) expect(tried.has(move), move).toBe(true);
  });
});

// ---- The detail's actions, the list -------------------------------------------------------

describe('the list', () => {
  async function expectedCounts(where: (c: { status: string; type: string }) => boolean = () => true) {
    const rows = (await s.db.select().from(afterSales).where(eq(afterSales.shopId, w.shopId))).filter(where);
    const counts = Object.fromEntries(AFTER_SALE_TABS.map((t) => [t, 0])) as Record<AfterSaleTab, number>;
    for (const r of rows) {
      for (const tab of AFTER_SALE_TABS) {
        const states = AFTER_SALE_TAB_STATES[tab];
        if (!states || states.includes(r.status as AfterSaleStatus)) counts[tab] += 1;
      }
    }
    return { rows, counts };
  }

  it('lists every product a case covers, in line order, with the units asked for', async () => {
    const made = await orderAt(w, 'shipped', {
      lines: [
        { price: 10_000, quantity: 2 },
        { price: 20_000, quantity: 1 },
        { price: 30_000, quantity: 3 },
      ],
    });
    const caseId = await openCase(w, made.orderId, 'refund', {
      reason: 'not_received',
      lines: [
        { lineNo: 3, quantity: 2 },
        { lineNo: 1, quantity: 1 },
      ],
    });
    const row = (await listAll({ caseId })).list.find((c) => c.caseId === caseId);
    const order = await orderDetail(w, made.orderId);
    const title = (lineNo: number) => order.items.find((l) => l.lineNo === lineNo)?.title;
    expect(row?.lines.map((l) => ({ lineNo: l.lineNo, title: l.title, quantity: l.quantity }))).toEqual([
      { lineNo: 1, title: title(1), quantity: 1 },
      { lineNo: 3, title: title(3), quantity: 2 },
    ]);
    expect(row?.quantity).toBe(3);
  });

  it('counts every tab; each tab lists its states only', async () => {
    const { rows, counts } = await expectedCounts();
    const all = await listAll();
    expect(all.tabCounts).toEqual(counts);
    expect(all.page.count).toBe(rows.length);
    expect(counts.closed).toBeGreaterThan(0);
    expect(counts.platform).toBeGreaterThan(0);
    for (const tab of AFTER_SALE_TABS) {
      const r = await listAll({ tab });
      expect(r.list, tab).toHaveLength(counts[tab]);
      const states = AFTER_SALE_TAB_STATES[tab];
      if (states) for (const row of r.list) expect(states).toContain(row.status);
      expect(r.tabCounts).toEqual(counts);
    }
  });

  it('filters by type, and the tab counts follow the filter', async () => {
    for (const type of ['refund', 'return', 'exchange'] as const) {
      const { rows, counts } = await expectedCounts((c) => c.type === type);
      const r = await listAll({ type });
      expect(r.list).toHaveLength(rows.length);
      expect(r.list.every((x) => x.type === type)).toBe(true);
      expect(r.tabCounts).toEqual(counts);
    }
  });

  it('finds a case by its number and by its order number', async () => {
    const made = await orderAt(w, 'delivered', { lines: [{}, {}] });
    const first = await openCase(w, made.orderId, 'refund', { lines: [{ lineNo: 1, quantity: 1 }] });
    const second = await openCase(w, made.orderId, 'return', { lines: [{ lineNo: 2, quantity: 1 }] });
    // A search narrows the list and its count, not the tabs (as on the order list).
    const { counts } = await expectedCounts();
    const byCase = await listAll({ caseId: second });
    expect(byCase.list.map((x) => x.caseId)).toEqual([second]);
    expect(byCase.page.count).toBe(1);
    expect(byCase.tabCounts).toEqual(counts);
    const byOrder = await listAll({ orderId: made.orderId });
    expect(byOrder.list.map((x) => x.caseId).sort()).toEqual([first, second].sort());
    expect(byOrder.page.count).toBe(2);
    expect(byOrder.list[0]).toMatchObject({ orderId: made.orderId, quantity: 1, refundAmount: 199 });
    const inTab = await listAll({ orderId: made.orderId, tab: 'done' });
    expect([inTab.list, inTab.page.count]).toEqual([[], 0]);
    const none = await listAll({ caseId: '999999999999' });
    expect([none.list, none.page.count]).toEqual([[], 0]);
  });

  it('finds cases by any part of the buyer’s name, in any letter case; % and _ are taken literally', async () => {
    const { rows } = await expectedCounts();
    const name = rows.map((r) => r.buyerNickname).find((n) => n.length >= 4);
    if (!name) throw new Error('no buyer name of four letters in the seed');
    const part = name.slice(1, -1);
    const expected = rows.filter((r) => r.buyerNickname.toLowerCase().includes(part.toLowerCase())).map((r) => r.id);
    const found = await listAll({ buyer: part.toUpperCase() });
    expect(found.list.map((x) => x.caseId).sort()).toEqual(expected.map(String).sort());
    expect(found.page.count).toBe(expected.length);
    expect((await listAll({ buyer: '%' })).list).toEqual([]);
    expect((await listAll({ buyer: '_' })).list).toEqual([]);
  });

  it('a buyer search goes through the list’s order page by page, finds a name given later, and no other shop’s case', async () => {
    const foreign = await foreignCase(s.db, s.other, s.clock.now());
    const [theirs] = await s.db
      .select({ name: afterSales.buyerNickname })
      .from(afterSales)
      .where(eq(afterSales.id, Number(foreign)));
    if (!theirs) throw new Error('the other shop’s case is not there');
    const all = (await listAll()).list;
    // Three of the shop's cases, from the top, the middle and the end of the list, take the other
    // shop's buyer's name, written straight in the database as another process would.
    const renamed = [all[0], all[Math.floor(all.length / 2)], all.at(-1)].map((x) => Number(x?.caseId));
    for (const id of renamed) {
      await s.db.update(afterSales).set({ buyerNickname: theirs.name }).where(eq(afterSales.id, id));
    }
    const part = theirs.name.slice(1);
    const { rows } = await expectedCounts();
    const holding = new Set(
      rows.filter((r) => r.buyerNickname.toLowerCase().includes(part.toLowerCase())).map((r) => String(r.id)),
    );
    const expected = all.map((x) => x.caseId).filter((id) => holding.has(id));
    expect(expected).toEqual(expect.arrayContaining(renamed.map(String)));
    const found = await listAll({ buyer: part });
    expect(found.list.map((x) => x.caseId)).toEqual(expected);
    expect(found.list.map((x) => x.caseId)).not.toContain(foreign);
    expect(found.page.count).toBe(expected.length);
    const paged: string[] = [];
    for (let pageNum = 1; pageNum <= expected.length; pageNum++) {
      const r = await s.call(
        afterSaleList,
        { buyer: part, page: { pageNum, pageSize: 2 } },
        { cookie: await w.owner() },
      );
      const page = afterSaleList.response.parse(expectOk(r));
      expect(page.page.count).toBe(expected.length);
      paged.push(...page.list.map((x) => x.caseId));
    }
    expect(paged).toEqual(expected);
    // In a tab, the search keeps to the tab's cases.
    const done = await listAll({ buyer: part, tab: 'done' });
    const inDone = AFTER_SALE_TAB_STATES.done ?? [];
    expect(done.list.map((x) => x.caseId)).toEqual(
      found.list.filter((x) => inDone.includes(x.status)).map((x) => x.caseId),
    );
  });

  it('waitingMerchant lists the cases whose next step is the merchant’s', async () => {
    const { rows, counts } = await expectedCounts((c) =>
      AFTER_SALE_WAITING_MERCHANT.includes(c.status as AfterSaleStatus),
    );
    const r = await listAll({ waitingMerchant: 'y' });
    expect(r.list).toHaveLength(rows.length);
    expect(r.page.count).toBe(rows.length);
    expect(r.tabCounts).toEqual(counts);
    expect(r.list.every((x) => x.waitingMerchant === 'y')).toBe(true);
    expect(new Set(r.list.map((x) => x.status))).toEqual(
      new Set(['pending', 'awaiting_receipt', 'agreed', 'intervening']),
    );
  });

  it('puts open cases first by nearest deadline, then those waiting on the platform, then the rest newest first; pages agree', async () => {
    // An appeal under review: open, but no timer of the shop's runs.
    const { caseId: appealed } = await caseAt(w, 'refund', 'appealed');
    const all = (await listAll()).list;
    const open = all.filter((x) => x.deadlineAt !== null);
    const waiting = all.filter((x) => x.deadlineAt === null && !isFinalAfterSale(x.status));
    const rest = all.filter((x) => x.deadlineAt === null && isFinalAfterSale(x.status));
    expect(waiting.map((x) => x.caseId)).toContain(appealed);
    expect(all).toEqual([...open, ...waiting, ...rest]);
    const deadlines = open.map((x) => new Date(x.deadlineAt ?? 0).getTime());
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    const moved = waiting.map((x) => new Date(x.updatedAt).getTime());
    expect(moved).toEqual([...moved].sort((a, b) => b - a));
    const applied = rest.map((x) => new Date(x.appliedAt).getTime());
    expect(applied).toEqual([...applied].sort((a, b) => b - a));
    const paged: string[] = [];
    for (let pageNum = 1; paged.length < all.length; pageNum++) {
      const r = await s.call(afterSaleList, { page: { pageNum, pageSize: 7 } }, { cookie: await w.owner() });
      const list = afterSaleList.response.parse(expectOk(r)).list;
      if (list.length === 0) break;
      paged.push(...list.map((x) => x.caseId));
    }
    expect(paged).toEqual(all.map((x) => x.caseId));
  });
});

describe('another shop and permissions', () => {
  it('another shop’s case is not found by any merchant call, nor listed', async () => {
    const foreign = await foreignCase(s.db, s.other, s.clock.now());
    const cookie = await w.owner();
    const d = await s.call(afterSaleDetailInquiry, { caseId: foreign }, { cookie });
    expect(d.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    for (const r of [
      await audit(w, foreign, 'agree'),
      await audit(w, foreign, 'reject'),
      await report(w, foreign, 'Why'),
      await proof(w, foreign, ['x']),
    ]) {
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    expect((await listAll({ caseId: foreign })).list).toEqual([]);
    const receipts = await s.call(refundReceiptList, { caseId: foreign }, { cookie });
    expect(refundReceiptList.response.parse(expectOk(receipts)).list).toEqual([]);
  });

  it('a sub-account holding other functions but not after-sales is refused; with it, allowed', async () => {
    const { caseId } = await caseAt(w, 'refund', 'pending');
    await s.addMember({ shopId: w.shopId, loginAcct: 'orders-only', funcIds: ['OMS_FUNC_0002'] });
    await s.addMember({ shopId: w.shopId, loginAcct: 'after-sales-clerk', funcIds: ['OMS_FUNC_0006'] });
    const ordersOnly = (await s.login('orders-only')).cookie;
    const clerk = (await s.login('after-sales-clerk')).cookie;
    const denied = await s.call(afterSaleAudit, { caseId, action: 'agree' }, { cookie: ordersOnly });
    expect(denied.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    const list = await s.call(afterSaleList, {}, { cookie: ordersOnly });
    expect(list.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    expect((await detail(w, caseId)).status).toBe('pending');
    const allowed = await s.call(afterSaleAudit, { caseId, action: 'agree' }, { cookie: clerk });
    expect(allowed.status_.success, allowed.status_.replyText).toBe(true);
  });
});
