import { merchantTradeList, type TradeFilter } from '@sc/contract/calls/finance.ts';
import type { LedgerKind } from '@sc/contract/finance.ts';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_CLOSE_GRACE_MS, totalClosedDays, tradeWhere } from '../src/areas/finance/day-totals.ts';
import { tradeList } from '../src/areas/finance/reads.ts';
import { bangkokDay, bangkokDayStart } from '../src/bangkok-time.ts';
import { toNumber } from '../src/db/numbers.ts';
import { ledgerDayTotals, ledgerLines } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { postLedger } from '../src/ledger/ledger.ts';
import { expectOk, type World, worldOf } from './after-sales-kit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx } from './mkt-orders-kit.ts';

// The trade list's count and sum read the closed days' totals (written by the finance.day-totals
// job) and count the other lines live: they equal a recount of every line of the filter across a
// day boundary, before and after the job, with days the job missed, with a line that arrived late
// for a day already totalled, and for each filter; the job writes a closed day once.

let s: TestServer;
let w: World;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A Bangkok day well after the seed's lines, and the instant `hours` into it. */
let day0: Date;
const at = (days: number, hours: number) => new Date(day0.getTime() + days * DAY + hours * HOUR);
const dayOf = (days: number) => bangkokDay(at(days, 12));

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  w = await worldOf(s, 'other');
  day0 = bangkokDayStart(bangkokDay(new Date(s.clock.now().getTime() + 30 * DAY)));
});
afterAll(() => s?.close());

let orderNo = 8_800_000;
async function post(when: Date, kind: LedgerKind, amount: number, orderId: number | null = null) {
  await inTx(s.db, (tx) => postLedger(tx, w.shopId, [{ kind, amount, orderId }], when));
}

/** The count and sum of every line of the filter, counted one by one. */
async function recount(f: TradeFilter): Promise<{ count: number; sum: number }> {
  const [row] = await s.db
    .select({ n: sql`count(*)`.mapWith(toNumber), sum: sql`coalesce(sum(${ledgerLines.amount}), 0)`.mapWith(toNumber) })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.shopId, w.shopId), tradeWhere(f)));
  return { count: row?.n ?? 0, sum: (row?.sum ?? 0) / 100 };
}

/** What the merchant's trade list says of the filter. */
async function listed(f: TradeFilter) {
  const data = expectOk(
    await s.call(merchantTradeList, { ...f, page: { pageNum: 1, pageSize: 5 } }, { cookie: await w.owner() }),
  ) as {
    page: { count: number };
    sum: number;
  };
  return { count: data.page.count, sum: data.sum };
}

async function totalsOf(day: string) {
  return s.db
    .select({ kind: ledgerDayTotals.kind, lines: ledgerDayTotals.lines, amount: ledgerDayTotals.amount })
    .from(ledgerDayTotals)
    .where(and(eq(ledgerDayTotals.shopId, w.shopId), eq(ledgerDayTotals.day, day)))
    .orderBy(ledgerDayTotals.kind);
}

const filters = (): TradeFilter[] => [
  {},
  { kind: 'payment' },
  { kind: 'commission' },
  { from: dayOf(0), to: dayOf(0) },
  { from: dayOf(1) },
  { to: dayOf(0) },
  { kind: 'payment', from: dayOf(0), to: dayOf(1) },
  { from: dayOf(2), to: dayOf(3) },
  { orderId: String(orderNo) },
];

async function expectAllRecounted() {
  for (const f of filters()) expect(await listed(f), JSON.stringify(f)).toEqual(await recount(f));
}

describe('the trade list’s count and sum with the closed days’ totals', () => {
  it('equal a recount across a day boundary, before and after the job, for each filter', async () => {
    orderNo += 1;
    await post(at(0, 23.5), 'payment', 12_000, orderNo);
    await post(at(0, 23.6), 'commission', -600, orderNo);
    await post(at(1, 0.2), 'payment', 8_000, orderNo);
    await post(at(1, 0.3), 'fee', -250);
    await expectAllRecounted();
    // Within the grace after midnight the day is not closed yet: nothing is totalled.
    await inTx(s.db, (tx) => totalClosedDays(tx, at(1, 0.5)));
    expect(await totalsOf(dayOf(0))).toEqual([]);
    await expectAllRecounted();
    expect(await inTx(s.db, (tx) => totalClosedDays(tx, at(1, 1.5)))).toBeGreaterThan(0);
    expect(await totalsOf(dayOf(0))).toEqual([
      { kind: 'commission', lines: 1, amount: -600 },
      { kind: 'payment', lines: 1, amount: 12_000 },
    ]);
    expect(await totalsOf(dayOf(1))).toEqual([]);
    await expectAllRecounted();
    expect(await listed({ from: dayOf(0), to: dayOf(0) })).toEqual({ count: 2, sum: 114 });
  });

  it('a second run at the same time writes nothing', async () => {
    const before = await totalsOf(dayOf(0));
    expect(await inTx(s.db, (tx) => totalClosedDays(tx, at(1, 1.5)))).toBe(0);
    expect(await totalsOf(dayOf(0))).toEqual(before);
  });

  it('days the job missed are counted live, then caught up in one run', async () => {
    await post(at(2, 10), 'payment', 5_000);
    await post(at(3, 10), 'payment', 7_000);
    await post(at(3, 11), 'refund', -1_000);
    await expectAllRecounted();
    await inTx(s.db, (tx) => totalClosedDays(tx, at(4, 2)));
    expect((await totalsOf(dayOf(1))).length).toBeGreaterThan(0);
    expect(await totalsOf(dayOf(3))).toEqual([
      { kind: 'payment', lines: 1, amount: 7_000 },
      { kind: 'refund', lines: 1, amount: -1_000 },
    ]);
    await expectAllRecounted();
    expect(await listed({ from: dayOf(2), to: dayOf(3) })).toEqual({ count: 3, sum: 110 });
  });

  it('a line that arrives late for a day already totalled is counted live, then taken in', async () => {
    await post(at(0, 9), 'payment', 3_300);
    expect(await listed({ from: dayOf(0), to: dayOf(0) })).toEqual({ count: 3, sum: 147 });
    await expectAllRecounted();
    await inTx(s.db, (tx) => totalClosedDays(tx, at(4, 2)));
    expect(await totalsOf(dayOf(0))).toContainEqual({ kind: 'payment', lines: 2, amount: 15_300 });
    await expectAllRecounted();
  });

  it('the job is one of the timer’s: a run of every job totals the closed days', async () => {
    s.clock.advance(at(6, 3).getTime() - s.clock.now().getTime());
    await post(at(5, 8), 'payment', 1_000);
    const changed = await s.runJobs();
    expect(changed['finance.day-totals']).toBeGreaterThan(0);
    expect(await totalsOf(dayOf(5))).toEqual([{ kind: 'payment', lines: 1, amount: 1_000 }]);
    await expectAllRecounted();
  });

  it('over random lines, job runs at random times and random filters, they equal a recount', async () => {
    const kinds: LedgerKind[] = ['payment', 'commission', 'fee', 'refund'];
    const step = fc.oneof(
      fc.record({
        post: fc.constant(true as const),
        day: fc.integer({ min: 7, max: 12 }),
        hour: fc.double({ min: 0, max: 23.99, noNaN: true }),
        kind: fc.constantFrom(...kinds),
        amount: fc.integer({ min: -50_000, max: 50_000 }).filter((a) => a !== 0),
        order: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
      }),
      fc.record({
        post: fc.constant(false as const),
        day: fc.integer({ min: 7, max: 13 }),
        hour: fc.double({ min: 0, max: 23.99, noNaN: true }),
      }),
    );
    const filter = fc.record(
      {
        kind: fc.constantFrom(...kinds),
        from: fc.integer({ min: 6, max: 13 }).map(dayOf),
        to: fc.integer({ min: 6, max: 13 }).map(dayOf),
        orderId: fc.integer({ min: 0, max: 2 }).map((o) => String(9_900_000 + o)),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 12 }),
        fc.array(filter, { minLength: 3, maxLength: 3 }),
        async (steps, fs) => {
          for (const st of steps) {
            if (st.post)
              await post(at(st.day, st.hour), st.kind, st.amount, st.order === null ? null : 9_900_000 + st.order);
            else await inTx(s.db, (tx) => totalClosedDays(tx, at(st.day, st.hour)));
          }
          for (const f of [...fs, {}]) {
            const page = await inTx(s.db, (tx) =>
              tradeList(new ShopScope(tx, w.shopId), f, { pageNum: 1, pageSize: 1 }),
            );
            expect({ count: page.page.count, sum: page.sum }, JSON.stringify(f)).toEqual(await recount(f));
          }
        },
      ),
      { numRuns: 25 },
    );
    expect(DAY_CLOSE_GRACE_MS).toBe(HOUR);
  });
});
