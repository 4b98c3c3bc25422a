import { merchantTradeExport, merchantTradeList } from '@sc/contract/calls/finance.ts';
import { mktOrderCheckout, mktOrderPay, mktReceiptConfirm } from '@sc/contract/calls/marketplace-orders.ts';
import { mktPaylaterCheckout, paylaterAdd } from '@sc/contract/calls/paylater.ts';
import { contractCreate } from '@sc/contract/calls/shell.ts';
import { CARRIER_PARCEL_CHARGE, COMMISSION_BP_BY_CATEGORY, PAYMENT_FEE_BP } from '@sc/contract/finance.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeExport } from '../src/areas/finance/trade-export.ts';
import { cancelOrder } from '../src/areas/orders/index.ts';
import { ledgerLines } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { audit, expectOk, openCase, orderAt, type World, worldOf } from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx, makeBuyer, makeSku } from './mkt-orders-kit.ts';

// The ledger: the lines each money event posts in its own transaction (a buyer paying, cash on
// delivery paid at the door, a cancel's refund, an after-sales refund), the commission by the
// product's category and the payment fee, lines never changed or removed, and a refused event
// posting nothing.

let s: TestServer;
let w: World;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  w = await worldOf(s);
});
afterAll(() => s?.close());

async function linesOf(orderId: string) {
  const rows = await s.db
    .select({ kind: ledgerLines.kind, amount: ledgerLines.amount, shopId: ledgerLines.shopId })
    .from(ledgerLines)
    .where(eq(ledgerLines.orderId, Number(orderId)))
    .orderBy(asc(ledgerLines.id));
  return rows;
}
const kinds = (rows: { kind: string; amount: number }[]) => rows.map((r) => [r.kind, r.amount]);

// makeSku's products are T-shirts (category 110101).
const TSHIRT_BP = COMMISSION_BP_BY_CATEGORY['11'] ?? 0;

describe('a buyer paying posts the order’s money', () => {
  it('payment, freight, commission by category and the payment fee, in the shop of the order', async () => {
    const { orderId } = await orderAt(w, 'paid', { lines: [{ price: 19_900, quantity: 2 }], freight: 40 });
    const rows = await linesOf(orderId);
    expect(kinds(rows)).toEqual([
      ['payment', 39_800],
      ['freight', 4_000],
      ['commission', -Math.round((39_800 * TSHIRT_BP) / 10_000)],
      ['fee', -Math.round((43_800 * PAYMENT_FEE_BP) / 10_000)],
    ]);
    expect(new Set(rows.map((r) => r.shopId))).toEqual(new Set([w.shopId]));
    expect(TSHIRT_BP).toBe(500);
  });

  it('commission is taken on what the buyer paid after the discount', async () => {
    const { orderId } = await orderAt(w, 'paid', { lines: [{ price: 10_000 }], discount: 20 });
    const rows = await linesOf(orderId);
    expect(kinds(rows)).toEqual([
      ['payment', 8_000],
      ['commission', -400],
      ['fee', -160],
    ]);
  });

  it('cash on delivery posts nothing until signed, then its lines', async () => {
    const { orderId } = await orderAt(w, 'delivered', { payMethod: 'cod', lines: [{ price: 5_000 }] });
    // Only the carrier's charge for the parcel it took.
    expect(kinds(await linesOf(orderId))).toEqual([['carrier', -(CARRIER_PARCEL_CHARGE.jt ?? 0)]]);
    const op = await w.op();
    expectOk(await s.call(mktReceiptConfirm, { shopId: w.shopId, orderId }, { cookie: op }));
    expect(kinds(await linesOf(orderId)).slice(1)).toEqual([
      ['payment', 5_000],
      ['commission', -250],
      ['fee', -100],
    ]);
  });

  it('a refused payment posts nothing (the event and its lines roll back together)', async () => {
    const sku = await makeSku(s.db, w.shopId, { price: 5_000 });
    const buyer = await makeBuyer(s.db);
    const op = await w.op();
    const placed = expectOk(
      await s.call(
        mktOrderCheckout,
        { shopId: w.shopId, buyerId: buyer.id, lines: [{ skuId: String(sku.skuId), quantity: 1 }], payMethod: 'cod' },
        { cookie: op },
      ),
    );
    const orderId = String(placed.orderId);
    const r = await s.call(mktOrderPay, { shopId: w.shopId, orderId }, { cookie: op });
    expect(r.status_.success).toBe(false);
    expect(await linesOf(orderId)).toEqual([]);
  });
});

describe('a refund paid posts the money going back', () => {
  it('a cancel of a paid order gives back goods and freight, the commission comes back, the fee stays', async () => {
    const { orderId } = await orderAt(w, 'paid', { lines: [{ price: 10_000 }], freight: 30 });
    await inTx(s.db, (tx) =>
      cancelOrder(tx, w.shopId, Number(orderId), { reason: 'platform', actor: 'platform' }, s.clock.now()),
    );
    const rows = await linesOf(orderId);
    expect(kinds(rows).slice(4)).toEqual([
      ['refund', -10_000],
      ['freight', -3_000],
      ['commission', 500],
    ]);
    const sum = rows.reduce((t, r) => t + r.amount, 0);
    expect(sum).toBe(-Math.round((13_000 * PAYMENT_FEE_BP) / 10_000));
  });

  it('an after-sales refund posts its part of the goods and of the commission', async () => {
    const { orderId } = await orderAt(w, 'delivered', { lines: [{ price: 10_000, quantity: 2 }] });
    const caseId = await openCase(w, orderId, 'refund', { lines: [{ lineNo: 1, quantity: 1 }], amount: 60 });
    expect(expectOk(await audit(w, caseId, 'agree')).refundedAmount).toBe(60);
    // After the payment's three lines and the carrier's charge for taking the parcel.
    expect(kinds(await linesOf(orderId)).slice(3)).toEqual([
      ['carrier', -(CARRIER_PARCEL_CHARGE.jt ?? 0)],
      ['refund', -6_000],
      ['commission', 300],
    ]);
  });
});

describe('lines are immutable', () => {
  it('an UPDATE or DELETE of a line is refused by the database', async () => {
    const { orderId } = await orderAt(w, 'paid', { lines: [{ price: 1_000 }] });
    const where = and(eq(ledgerLines.orderId, Number(orderId)), eq(ledgerLines.kind, 'payment'));
    await expect(s.db.update(ledgerLines).set({ amount: 1 }).where(where)).rejects.toThrow();
    await expect(s.db.delete(ledgerLines).where(where)).rejects.toThrow();
    const [row] = await s.db.select({ n: sql<number>`count(*)::int` }).from(ledgerLines).where(where);
    expect(row?.n).toBe(1);
    expect(kinds(await linesOf(orderId))[0]).toEqual(['payment', 1_000]);
  });
});

describe('the money lines exported', () => {
  it('the sheet holds the lines the list shows for the filter, newest first, in the requester’s language', async () => {
    const { orderId } = await orderAt(w, 'paid', { lines: [{ price: 3_000 }] });
    const cookie = await w.owner();
    const listed = expectOk(await s.call(merchantTradeList, { orderId }, { cookie }));
    const started = expectOk(await s.call(merchantTradeExport, { orderId }, { cookie }));
    expect(String(started.taskId)).toMatch(/\S/);
    const rows = await inTx(s.db, async (tx) => {
      const shop = new ShopScope(tx, w.shopId);
      expect(await tradeExport.count(shop, { orderId })).toBe(3);
      const out: Record<string, unknown>[] = [];
      for await (const batch of tradeExport.batches(shop, { orderId }, 'th-TH')) out.push(...batch);
      return out;
    });
    expect(rows.map((r) => [r.lineId, r.kind, r.amount])).toEqual(
      (listed.list as { lineId: string; kind: string; amount: number }[]).map((l) => [
        l.lineId,
        { payment: 'ยอดชำระ', commission: 'ค่าคอมมิชชัน', fee: 'ค่าธรรมเนียมชำระเงิน' }[l.kind],
        l.amount,
      ]),
    );
  });
});

describe('the shop’s pay-later subsidy', () => {
  it('an order paid later posts the activity’s percent of the goods as a subsidy, given back in part with a refund', async () => {
    const { productId, skuId } = await makeSku(s.db, w.shopId, { stock: 5, price: 20_000 });
    // The pay-later merchant agreement (010) comes after 009.
    for (const contractBusinessType of ['009', '010']) {
      await s.call(contractCreate, { contractBusinessType, contractSignChannel: 'local' }, { cookie: await w.owner() });
    }
    const now = s.clock.now().getTime();
    const made = expectOk(
      await s.call(
        paylaterAdd,
        {
          name: 'ผ่อน 0% ทดสอบบัญชี',
          startTime: new Date(now + 60_000).toISOString(),
          endTime: new Date(now + 86_400_000).toISOString(),
          productIds: [String(productId)],
          plans: [3],
          subsidyPercent: 4,
        },
        { cookie: await w.owner() },
      ),
    );
    expect(made.activityId).toBeTruthy();
    s.clock.advance(2 * 60_000);
    const buyer = await makeBuyer(s.db);
    const op = await w.op();
    const bought = expectOk(
      await s.call(
        mktPaylaterCheckout,
        { shopId: w.shopId, buyerId: buyer.id, lines: [{ skuId: String(skuId), quantity: 1 }], months: 3 },
        { cookie: op },
      ),
    );
    const orderId = String(bought.orderId);
    expect(await linesOf(orderId)).toEqual([]);
    expectOk(await s.call(mktOrderPay, { shopId: w.shopId, orderId }, { cookie: op }));
    expect(kinds(await linesOf(orderId))).toEqual([
      ['payment', 20_000],
      ['commission', -1_000],
      ['fee', -400],
      ['subsidy', -800],
    ]);
    await inTx(s.db, (tx) =>
      cancelOrder(tx, w.shopId, Number(orderId), { reason: 'platform', actor: 'platform' }, s.clock.now()),
    );
    expect(kinds(await linesOf(orderId)).slice(4)).toEqual([
      ['refund', -20_000],
      ['commission', 1_000],
      ['subsidy', 800],
    ]);
  });
});
