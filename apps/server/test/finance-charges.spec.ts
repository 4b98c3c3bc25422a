import { campaignPublish, campaignRegister, campaignReview } from '@sc/contract/calls/campaign.ts';
import {
  agencyBillInquiry,
  agencyBillList,
  type BillView,
  billInvoiceDetail,
  billListInquiry,
  mktBillBuild,
} from '@sc/contract/calls/finance.ts';
import { mktCarrierEvent, mktOrderCheckout, mktOrderPay } from '@sc/contract/calls/marketplace-orders.ts';
import { CAMPAIGN_PLATFORM_SUBSIDY_BP, CARRIER_PARCEL_CHARGE } from '@sc/contract/finance.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeExport } from '../src/areas/finance/trade-export.ts';
import { shipUnits } from '../src/areas/orders/index.ts';
import { bangkokMonthBounds } from '../src/bangkok-time.ts';
import { newId } from '../src/db/ids.ts';
import { adTransactions, ledgerLines, orders } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { audit, expectOk, openCase, orderAt, type World, worldOf } from './after-sales-kit.ts';
import { nextMonth } from './finance-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx, makeBuyer, makeSku } from './mkt-orders-kit.ts';
import { jtWaybill } from './orders-kit.ts';

// The money around a bill that is not the goods: what carriers charge for the shop's parcels (a
// 'carrier' line when a carrier takes a parcel and again when it carries one back; none for a
// self-delivered order) and the agency bill that lists them by carrier; the platform's part of a
// campaign discount (a 'subsidy' line when the buyer pays, given back in part with a refund); and
// the month's ad spend on the invoice details, read from the prepaid ad account, with its VAT.

let s: TestServer;
let w: World;
const HOUR = 60 * 60 * 1000;
const JT = CARRIER_PARCEL_CHARGE.jt ?? 0;
const KERRY = CARRIER_PARCEL_CHARGE.kerry ?? 0;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  w = await worldOf(s);
});
afterAll(() => s?.close());

async function buildAndTakeNewest(): Promise<BillView> {
  nextMonth(s);
  expectOk(await s.call(mktBillBuild, {}, { cookie: await w.op() }));
  const list = billListInquiry.response.parse(
    expectOk(await s.call(billListInquiry, { tab: 'all' }, { cookie: await w.owner() })),
  );
  const [bill] = list.list;
  if (!bill) throw new Error('no bill');
  return bill;
}

async function linesOf(orderId: string, kind?: string) {
  const rows = await s.db
    .select({ kind: ledgerLines.kind, amount: ledgerLines.amount, note: ledgerLines.note })
    .from(ledgerLines)
    .where(eq(ledgerLines.orderId, Number(orderId)))
    .orderBy(asc(ledgerLines.id));
  return rows.filter((r) => kind === undefined || r.kind === kind);
}

const carrierEvent = async (orderId: string, event: string) =>
  s.call(mktCarrierEvent, { shopId: w.shopId, orderId, event }, { cookie: await w.op() });

const kerryWaybill = () => `KERD${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe('carrier charges', () => {
  it('a parcel is charged its carrier’s rate once when taken, and once more when carried back to the shop', async () => {
    const { orderId } = await orderAt(w, 'delivered');
    expect((await linesOf(orderId, 'carrier')).map((l) => [l.amount, l.note])).toEqual([[-JT, 'out']]);
    // Later events of the same parcel charge nothing more.
    expectOk(await carrierEvent(orderId, 'signed'));
    expect(await linesOf(orderId, 'carrier')).toHaveLength(1);

    const back = await orderAt(w, 'shipped');
    expect(await linesOf(back.orderId, 'carrier')).toEqual([]);
    expectOk(await carrierEvent(back.orderId, 'picked_up'));
    expectOk(await carrierEvent(back.orderId, 'refused'));
    expect(await linesOf(back.orderId, 'carrier')).toHaveLength(1);
    expectOk(await carrierEvent(back.orderId, 'back_to_shop'));
    expect((await linesOf(back.orderId, 'carrier')).map((l) => [l.amount, l.note])).toEqual([
      [-JT, 'out'],
      [-JT, 'back'],
    ]);
    // A refused event posts nothing: a second back_to_shop is refused and charges nothing.
    expect((await carrierEvent(back.orderId, 'back_to_shop')).status_.success).toBe(false);
    expect(await linesOf(back.orderId, 'carrier')).toHaveLength(2);
    // The sheet of the trade list names the kind and the leg in the requester's language.
    const sheet = await inTx(s.db, async (tx) => {
      const out: Record<string, unknown>[] = [];
      const filter = { orderId: back.orderId, kind: 'carrier' as const };
      for await (const batch of tradeExport.batches(new ShopScope(tx, w.shopId), filter, 'en-US')) out.push(...batch);
      return out;
    });
    expect(sheet.map((r) => [r.kind, r.note, r.amount])).toEqual([
      ['Carrier charge', 'Carried back to the shop', -JT / 100],
      ['Carrier charge', 'Carried to the buyer', -JT / 100],
    ]);
  });

  it('a self-delivered order pays no carrier', async () => {
    const { orderId } = await orderAt(w, 'shipped');
    await s.db
      .update(orders)
      .set({ deliveryMode: 'self_delivery' })
      .where(eq(orders.id, Number(orderId)));
    expectOk(await carrierEvent(orderId, 'delivered'));
    expect(await linesOf(orderId, 'carrier')).toEqual([]);
  });
});

let bill: BillView;

describe('the agency bill', () => {
  it('by carrier: parcels taken, parcels carried back and what they charged, equal to the bill’s carrier lines', async () => {
    await buildAndTakeNewest();
    await orderAt(w, 'delivered');
    const back = await orderAt(w, 'shipped');
    expectOk(await carrierEvent(back.orderId, 'picked_up'));
    expectOk(await carrierEvent(back.orderId, 'refused'));
    expectOk(await carrierEvent(back.orderId, 'back_to_shop'));
    const kerry = await orderAt(w, 'paid');
    await inTx(s.db, (tx) =>
      shipUnits(
        tx,
        w.shopId,
        Number(kerry.orderId),
        { carrierCode: 'kerry', waybillNo: kerryWaybill(), actor: 'merchant' },
        s.clock.now(),
      ),
    );
    expectOk(await carrierEvent(kerry.orderId, 'in_transit'));
    bill = await buildAndTakeNewest();

    const r = agencyBillInquiry.response.parse(
      expectOk(await s.call(agencyBillInquiry, { billId: bill.billId }, { cookie: await w.owner() })),
    );
    expect(r.period).toBe(bill.periodStart.slice(0, 7));
    expect(r.carriers).toEqual([
      { carrierCode: 'jt', parcels: 2, returns: 1, charged: (3 * JT) / 100 },
      { carrierCode: 'kerry', parcels: 1, returns: 0, charged: KERRY / 100 },
    ]);
    expect([r.parcels, r.returns, r.charged]).toEqual([3, 1, (3 * JT + KERRY) / 100]);
    const sum = (await s.db.execute(sql`
      select coalesce(sum(l.amount), 0)::bigint as total from ledger_lines l
      join bill_lines b on b.line_id = l.id where b.bill_id = ${bill.billId} and l.kind = 'carrier'
    `)) as unknown as { rows: { total: string }[] };
    expect(Math.round(r.charged * 100)).toBe(-Number(sum.rows[0]?.total));
    // The carriers' charges are collected for them: not on the platform's invoice.
    const invoice = expectOk(await s.call(billInvoiceDetail, { billId: bill.billId }, { cookie: await w.owner() }));
    expect((invoice.lines as { kind: string }[]).map((l) => l.kind)).not.toContain('carrier');
  });

  it('lists each charge oldest first with its order, waybill and leg; of one carrier when chosen; paged', async () => {
    const all = agencyBillList.response.parse(
      expectOk(await s.call(agencyBillList, { billId: bill.billId }, { cookie: await w.owner() })),
    );
    expect(all.page.count).toBe(4);
    expect(all.list.map((l) => [l.carrierCode, l.leg, l.charged])).toEqual([
      ['jt', 'out', JT / 100],
      ['jt', 'out', JT / 100],
      ['jt', 'back', JT / 100],
      ['kerry', 'out', KERRY / 100],
    ]);
    expect(all.list[3]?.waybillNo).toMatch(/^KERD\d{9}$/);
    const kerry = agencyBillList.response.parse(
      expectOk(
        await s.call(agencyBillList, { billId: bill.billId, carrierCode: 'kerry' }, { cookie: await w.owner() }),
      ),
    );
    expect(kerry.list.map((l) => l.carrierCode)).toEqual(['kerry']);
    const page2 = agencyBillList.response.parse(
      expectOk(
        await s.call(
          agencyBillList,
          { billId: bill.billId, page: { pageNum: 2, pageSize: 3 } },
          { cookie: await w.owner() },
        ),
      ),
    );
    expect([page2.page.count, page2.list.map((l) => l.lineId)]).toEqual([4, [all.list[3]?.lineId]]);
  });

  it('refuses a carrier that is not one of the marketplace’s, in the user’s language, and another shop’s bill', async () => {
    const bad = await s.call(
      agencyBillList,
      { billId: bill.billId, carrierCode: 'nocarrier' },
      { cookie: await w.owner(), locale: 'th-TH' },
    );
    expect(bad.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    // The refusal reads in Thai.
    expect(bad.status_.replyText).toMatch(/[\u0E00-\u0E7F]/);
    const { cookie } = await s.login('other-owner');
    expect((await s.call(agencyBillInquiry, { billId: bill.billId }, { cookie })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
    expect((await s.call(agencyBillList, { billId: bill.billId }, { cookie })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
  });

  it('needs the bills function', async () => {
    await s.addMember({ shopId: w.shopId, loginAcct: 'agency-trade-only', funcIds: [FUNC.merchantTransactions] });
    const { cookie } = await s.login('agency-trade-only');
    expect((await s.call(agencyBillInquiry, { billId: bill.billId }, { cookie })).status_.replyCode).toBe(
      REPLY.NO_PERMISSION.code,
    );
  });
});

describe('the platform’s part of a campaign discount', () => {
  it('is paid to the shop when the buyer pays and taken back in part with a refund; a line sold outside a campaign has none', async () => {
    const op = await w.op();
    const now = s.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const published = expectOk(
      await s.call(
        campaignPublish,
        {
          name: 'แคมเปญบัญชี',
          regStart: at(-60_000),
          regEnd: at(HOUR),
          startTime: at(2 * HOUR),
          endTime: at(3 * HOUR),
          minDiscountPercent: 10,
          requiredStock: 1,
          categoryIds: [],
        },
        { cookie: op },
      ),
    );
    const sku = await makeSku(s.db, w.shopId, { price: 10_000, stock: 20 });
    const reg = expectOk(
      await s.call(
        campaignRegister,
        { campaignId: published.campaignId, skus: [{ skuId: String(sku.skuId), price: '70.00', stock: 5 }] },
        { cookie: await w.owner() },
      ),
    );
    const [registrationId = ''] = reg.registrationIds as string[];
    expectOk(
      await s.call(
        campaignReview,
        { shopId: w.shopId, registrationId, decision: 'approve', reason: '' },
        { cookie: op },
      ),
    );
    s.clock.advance(2 * HOUR);
    const buyer = await makeBuyer(s.db);
    const placed = expectOk(
      await s.call(
        mktOrderCheckout,
        {
          shopId: w.shopId,
          buyerId: buyer.id,
          lines: [{ skuId: String(sku.skuId), quantity: 2 }],
          payMethod: 'mobile_banking',
        },
        { cookie: op },
      ),
    );
    const orderId = String(placed.orderId);
    expect(placed.totalAmount).toBe('140.00');
    // Not paid yet: no line.
    expect(await linesOf(orderId)).toEqual([]);
    expectOk(await s.call(mktOrderPay, { shopId: w.shopId, orderId }, { cookie: op }));
    const discount = 2 * (10_000 - 7_000);
    const platformPart = Math.round((discount * CAMPAIGN_PLATFORM_SUBSIDY_BP) / 10_000);
    expect(CAMPAIGN_PLATFORM_SUBSIDY_BP).toBe(5_000);
    expect((await linesOf(orderId)).map((l) => [l.kind, l.amount, l.note])).toEqual([
      ['payment', 14_000, ''],
      ['commission', -700, ''],
      ['fee', -280, ''],
      ['subsidy', platformPart, 'platform_campaign'],
    ]);
    // One of the two units refunded: half the platform's part goes back.
    await inTx(s.db, (tx) =>
      shipUnits(
        tx,
        w.shopId,
        Number(orderId),
        { carrierCode: 'jt', waybillNo: jtWaybill(), actor: 'merchant' },
        s.clock.now(),
      ),
    );
    expectOk(await carrierEvent(orderId, 'delivered'));
    const caseId = await openCase(w, orderId, 'refund', { lines: [{ lineNo: 1, quantity: 1 }], amount: 70 });
    expectOk(await audit(w, caseId, 'agree'));
    expect((await linesOf(orderId, 'subsidy')).map((l) => l.amount)).toEqual([platformPart, -platformPart / 2]);

    const plain = await orderAt(w, 'paid', { lines: [{ price: 10_000 }], discount: 20 });
    expect(await linesOf(plain.orderId, 'subsidy')).toEqual([]);
  });
});

describe('ad spend on the invoice details', () => {
  it('reads the bill month’s clicks and brand ads from the ad account, edges included and excluded, with the VAT they include', async () => {
    const start = bangkokMonthBounds(s.clock.now());
    const click = (shopId: string, amount: number, at: Date) => ({
      shopId,
      id: newId(),
      kind: 'click',
      amount: -amount,
      balanceAfter: 0,
      at,
    });
    await s.db.insert(adTransactions).values([
      // The month's first instant and its last millisecond count; the instant before and the next month's first do not.
      click(w.shopId, 1_070, start.start),
      click(w.shopId, 2_140, new Date(start.next.getTime() - 1)),
      click(w.shopId, 50_000, new Date(start.start.getTime() - 1)),
      click(w.shopId, 50_000, start.next),
      // A recharge is no spend; another shop's click is not this shop's.
      { ...click(w.shopId, -90_000, start.start), kind: 'recharge' },
      click(s.other.shopId, 7_777, start.start),
      // Brand ads' days paid from the account, less a rejected one's days given back.
      { ...click(w.shopId, 30_000, start.start), kind: 'brand' },
      { ...click(w.shopId, -15_000, new Date(start.next.getTime() - 1)), kind: 'brandRefund' },
      { ...click(w.shopId, 60_000, start.next), kind: 'brand' },
    ]);
    // A line of the month, so the month has a bill.
    await orderAt(w, 'paid');
    const month = await buildAndTakeNewest();
    expect(month.periodStart).toBe(new Date(start.start.getTime() + 7 * HOUR).toISOString().slice(0, 10));
    const r = billInvoiceDetail.response.parse(
      expectOk(await s.call(billInvoiceDetail, { billId: month.billId }, { cookie: await w.owner() })),
    );
    // ฿32.10 of clicks and ฿150.00 of brand ads (฿300 paid, ฿150 given back): ฿182.10, VAT ฿11.91.
    expect(r.adSpend).toEqual({ clicks: 2, amount: 32.1, brandAmount: 150, vat: 11.91 });
    // The total covers the bill's charges and the ad spend; its VAT is the sum of both parts'.
    const charges = r.lines.reduce((t, l) => t + Math.round(l.amount * 100), 0);
    expect(Math.round(r.total * 100)).toBe(charges + 18_210);
    expect(Math.round(r.vat * 100)).toBe(Math.round((charges * 700) / 10_700) + 1_191);
    expect(Math.round((r.net + r.vat) * 100)).toBe(Math.round(r.total * 100));
    // Ad spend is never a money line of the shop.
    const spend = await s.db.select().from(ledgerLines).where(eq(ledgerLines.kind, 'ad_spend'));
    expect(spend).toEqual([]);
  });
});
