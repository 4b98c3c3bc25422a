import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBills, confirmOverdue, raiseAdjustment, settleBatch } from '../src/areas/finance/index.ts';
import { cancelOrder, checkout, payOrder } from '../src/areas/orders/index.ts';
import { bangkokMonthBounds } from '../src/bangkok-time.ts';
import { newId } from '../src/db/ids.ts';
import { bills, receivingAccounts } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { BizError } from '../src/errors.ts';
import { ledgerBalance } from '../src/ledger/ledger.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx, makeBuyer, makeSku } from './mkt-orders-kit.ts';

// Over random sequences of orders paid, refunds (cancels of paid orders), adjustments either way,
// days passing, bills built and settled: every bill equals the sum of its lines, every line of a
// closed month is on exactly one bill (payouts on none), the balance equals the sum of all lines
// and the bills not yet settled plus what is on no bill, and each order's payment, freight and
// refund lines add up to what the buyer paid less what was refunded.

let s: TestServer;
let shopId: string;
const DAY = 24 * 60 * 60 * 1000;
let t: number;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  shopId = s.other.shopId;
  t = s.clock.now().getTime();
  await s.db
    .insert(receivingAccounts)
    .values({ id: newId(), shopId, holder: 'Other Shop Co.', bankCode: 'SCB', number: '1112223334', isDefault: true });
});
afterAll(() => s?.close());

type Step =
  | { kind: 'order'; price: number; quantity: number; freight: number }
  | { kind: 'refund'; pick: number }
  | { kind: 'adjust'; credit: boolean; amount: number }
  | { kind: 'days'; n: number }
  | { kind: 'build'; settle: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    price: fc.integer({ min: 1, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    freight: fc.integer({ min: 0, max: 9_999 }),
  }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('adjust' as const),
    credit: fc.boolean(),
    amount: fc.integer({ min: 1, max: 99_999 }),
  }),
  fc.record({ kind: fc.constant('days' as const), n: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('build' as const), settle: fc.boolean() }),
);

const paidOrders: number[] = [];

async function run(x: Step) {
  const now = new Date(t);
  const shop = (tx: Parameters<Parameters<typeof inTx>[1]>[0]) => new ShopScope(tx, shopId);
  if (x.kind === 'order') {
    const sku = await makeSku(s.db, shopId, { price: x.price, stock: x.quantity });
    const buyer = await makeBuyer(s.db);
    await inTx(s.db, async (tx) => {
      const { orderId } = await checkout(
        tx,
        {
          shopId,
          buyerId: buyer.id,
          lines: [{ skuId: sku.skuId, quantity: x.quantity }],
          payMethod: 'card',
          freightAmount: x.freight,
        },
        now,
      );
      await payOrder(tx, shopId, orderId, now);
      paidOrders.push(orderId);
    });
  } else if (x.kind === 'refund') {
    const orderId = paidOrders[x.pick % Math.max(1, paidOrders.length)];
    if (orderId === undefined) return;
    await inTx(s.db, (tx) => cancelOrder(tx, shopId, orderId, { reason: 'platform', actor: 'platform' }, now)).catch(
      (e: unknown) => {
        if (!(e instanceof BizError)) throw e;
      },
    );
  } else if (x.kind === 'adjust') {
    await inTx(s.db, (tx) =>
      raiseAdjustment(shop(tx), { direction: x.credit ? 'credit' : 'debit', amount: x.amount, reason: 'ปรับยอด' }, now),
    );
  } else if (x.kind === 'days') {
    t += x.n * DAY;
  } else {
    await inTx(s.db, async (tx) => {
      await buildBills(tx, now);
      await confirmOverdue(tx, now);
    });
    if (x.settle) {
      const due = await s.db
        .select({ id: bills.id, amount: bills.amount })
        .from(bills)
        .where(sql`${bills.shopId} = ${shopId} and ${bills.status} = 'confirmed' and ${bills.amount} >= 0`);
      if (due.length > 0)
        await inTx(s.db, (tx) =>
          settleBatch(
            shop(tx),
            due.slice(0, 50).map((b) => b.id),
            now,
          ),
        );
    }
  }
}

async function one(sqlText: ReturnType<typeof sql>) {
  const r = (await s.db.execute(sqlText)) as unknown as { rows: Record<string, unknown>[] };
  return r.rows;
}

async function checkInvariants() {
  const now = new Date(t);
  const wrongBills = await one(sql`
    select b.id from bills b
    left join lateral (
      select coalesce(sum(l.amount), 0) as total, count(l.id) as n
      from bill_lines bl join ledger_lines l on l.id = bl.line_id where bl.bill_id = b.id
    ) x on true
    where b.shop_id = ${shopId} and (b.amount <> x.total or b.line_count <> x.n)`);
  expect(wrongBills).toEqual([]);
  expect(
    await one(sql`
    select l.id from ledger_lines l join bill_lines bl on bl.line_id = l.id
    where l.shop_id = ${shopId} and (l.kind = 'payout' or bl.shop_id <> l.shop_id)`),
  ).toEqual([]);
  const start = bangkokMonthBounds(now).start.toISOString();
  expect(
    await one(sql`
    select l.id from ledger_lines l where l.shop_id = ${shopId} and l.kind <> 'payout' and l.at < ${start}::timestamptz
      and not exists (select 1 from bill_lines bl where bl.line_id = l.id)`),
  ).toEqual([]);
  const [sums] = await one(sql`
    select
      (select coalesce(sum(amount), 0) from ledger_lines where shop_id = ${shopId})::bigint as lines,
      (select coalesce(sum(amount), 0) from bills where shop_id = ${shopId} and status <> 'settled')::bigint as open_bills,
      (select coalesce(sum(amount), 0) from ledger_lines l where shop_id = ${shopId} and kind <> 'payout'
        and not exists (select 1 from bill_lines bl where bl.line_id = l.id))::bigint as unbilled`);
  const balance = await inTx(s.db, (tx) => ledgerBalance(tx, shopId));
  expect(balance).toBe(Number(sums?.lines));
  expect(balance).toBe(Number(sums?.open_bills) + Number(sums?.unbilled));
  const orderMismatch = await one(sql`
    select o.id from orders o where o.shop_id = ${shopId} and o.pay_status = 'success'
      and o.total_amount - o.refunded_amount <> (select coalesce(sum(l.amount), 0) from ledger_lines l
        where l.shop_id = o.shop_id and l.order_id = o.id and l.kind in ('payment', 'freight', 'refund'))`);
  expect(orderMismatch).toEqual([]);
}

describe('the ledger and its bills', () => {
  it('every bill is the sum of its lines and the balance the sum of all lines', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        for (const x of steps) await run(x);
        await run({ kind: 'days', n: 31 });
        await run({ kind: 'build', settle: false });
        await checkInvariants();
      }),
      { numRuns: 15 },
    );
    const built = await s.db.select({ id: bills.id }).from(bills).where(eq(bills.shopId, shopId));
    expect(built.length).toBeGreaterThan(0);
    expect(paidOrders.length).toBeGreaterThan(0);
    const settled = await s.db
      .select({ id: bills.id })
      .from(bills)
      .where(sql`${bills.shopId} = ${shopId} and ${bills.status} = 'settled'`);
    expect(settled.length).toBeGreaterThan(0);
  });
});
