import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { and, count, countDistinct, eq, gt, inArray, max, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipUnits } from '../src/areas/orders/index.ts';
import { adAccounts, afterSales, imConversations, imMessages, orderItems, orders } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx, shopIdNamed } from './mkt-orders-kit.ts';
import { jtWaybill, placeOrder } from './orders-kit.ts';

// `npm run simulate` end to end: the script runs as a child process against the app listening
// on a free loopback port, logs in as the platform operator and places orders through the
// operator calls.

const SCRIPT = fileURLToPath(new URL('../../../scripts/simulate.mjs', import.meta.url));

let s: TestServer;
let baseUrl: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s.close());

/** Runs the script (asynchronously: the server answers from this process). */
function simulate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { timeout: 45_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

async function orderCount(since: number) {
  const [row] = await s.db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), gt(orders.id, since)));
  return Number(row?.n ?? 0);
}

async function caseCount() {
  const [row] = await s.db.select({ n: count() }).from(afterSales).where(eq(afterSales.shopId, shopId));
  return Number(row?.n ?? 0);
}

async function lastOrderId() {
  const rows = await s.db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, shopId));
  return rows.reduce((max, r) => Math.max(max, r.id), 0);
}

describe('npm run simulate', () => {
  it('places 5 orders at the asked rate, pays a share and prints a summary', async () => {
    const before = await lastOrderId();
    const r = await simulate(['--shop', shopId, '--orders', '5', '--rate', '20', '--pay-ratio', '1', '--url', baseUrl]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/Placed 5 of 5 orders/);
    // At 20 a second the fifth order is due 0.2 s after the first: the pacing never runs ahead.
    const seconds = Number(r.stdout.match(/Placed 5 of 5 orders in ([\d.]+) s/)?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(0.2);
    expect(r.stdout).toMatch(/Refused 0/);
    // Ad traffic runs by default: 100 searches.
    expect(r.stdout).toMatch(/Ad traffic: 100 searches, \d+ impressions, \d+ clicks, [\d.]+ baht spent/);
    expect(await orderCount(before)).toBe(5);
    // The summary's discount and coupons are the placed orders' own: their discounts summed, the
    // coupon claims their lines spent.
    const [given] = await s.db
      .select({ off: sum(orders.discountAmount) })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), gt(orders.id, before)));
    const [spent] = await s.db
      .select({ claims: countDistinct(orderItems.couponClaimId) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.shopId, shopId), gt(orders.id, before)));
    const off = (Number(given?.off ?? 0) / 100).toFixed(2);
    expect(r.stdout).toContain(`Discount given ฿${off} (activities and coupons)`);
    expect(r.stdout).toMatch(
      new RegExp(`Coupons used ${Number(spent?.claims ?? 0)}; \\d+ order lines? took a full-scale tier`),
    );
    const placed = await s.db
      .select({ status: orders.status, payMethod: orders.payMethod })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), gt(orders.id, before)));
    // --pay-ratio 1: every order is paid but cash on delivery, which is paid when signed (and
    // waits to ship at once).
    expect(placed.every((o) => o.status === 'to_ship')).toBe(true);
    const cod = placed.filter((o) => o.payMethod === 'cod').length;
    expect(r.stdout).toContain(`Paid ${5 - cod};`);
  });

  it('with --pay-ratio 0 leaves every prepaid order unpaid; the shop may be named instead of its id', async () => {
    const before = await lastOrderId();
    const r = await simulate([
      '--shop',
      'demo shop',
      '--orders',
      '3',
      '--rate',
      '50',
      '--pay-ratio',
      '0',
      '--ad-searches',
      '0',
      '--url',
      baseUrl,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('Ad traffic');
    const placed = await s.db
      .select({ status: orders.status, payMethod: orders.payMethod })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), gt(orders.id, before)));
    expect(placed).toHaveLength(3);
    expect(placed.filter((o) => o.payMethod !== 'cod').every((o) => o.status === 'unpaid')).toBe(true);
    expect(r.stdout).toContain('Paid 0;');
  });

  it('with --ad-searches has buyers search the shop’s ad keywords: the spend printed is what the ad account paid', async () => {
    const balance = async () => {
      const [row] = await s.db.select({ b: adAccounts.balance }).from(adAccounts).where(eq(adAccounts.shopId, shopId));
      return Number(row?.b ?? 0);
    };
    const before = await balance();
    expect(before).toBeGreaterThan(0);
    const r = await simulate([
      '--shop',
      shopId,
      '--orders',
      '1',
      '--rate',
      '50',
      '--cases',
      '0',
      '--ad-searches',
      '600',
      '--url',
      baseUrl,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const m = r.stdout.match(/Ad traffic: 600 searches, (\d+) impressions, (\d+) clicks, ([\d.]+) baht spent/);
    expect(m, r.stdout).not.toBeNull();
    expect(Number(m?.[1])).toBeGreaterThan(0);
    expect(Number(m?.[2])).toBeGreaterThan(0);
    expect(Math.round(Number(m?.[3]) * 100)).toBe(before - (await balance()));
    expect(r.stdout).toMatch(/brand ads: \d+ impressions, \d+ clicks/);
  });

  it('with --cases has buyers ask for after-sales on shipped orders and prints how many were made', async () => {
    // Orders placed by the run have not shipped yet: the cases land on the shop's shipped ones.
    for (let i = 0; i < 3; i++) {
      const placed = await placeOrder(s, shopId);
      await inTx(s.db, (tx) =>
        shipUnits(
          tx,
          shopId,
          placed.orderId,
          { carrierCode: 'jt', waybillNo: jtWaybill(), actor: 'merchant' },
          s.clock.now(),
        ),
      );
    }
    const before = await caseCount();
    const [last] = await s.db.select({ id: max(afterSales.id) }).from(afterSales);
    const r = await simulate(['--shop', shopId, '--orders', '2', '--rate', '50', '--cases', '3', '--url', baseUrl]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    // A random buyer may meet a purchase limit and go without: the orders are not what is asked here.
    expect(r.stdout).toMatch(/Placed [0-2] of 2 orders/);
    expect(r.stdout).toContain('After-sale cases made 3 of 3');
    expect(await caseCount()).toBe(before + 3);
    const made = await s.db
      .select({ status: afterSales.status, type: afterSales.type, deadlineKind: afterSales.deadlineKind })
      .from(afterSales)
      .where(and(eq(afterSales.shopId, shopId), gt(afterSales.id, last?.id ?? 0)));
    expect(made).toHaveLength(3);
    for (const c of made) {
      expect(c).toMatchObject({ status: 'pending', deadlineKind: 'respond' });
      expect(['refund', 'return', 'exchange']).toContain(c.type);
    }
  });

  it('with --chats has buyers write to the shop’s customer service, every other one about a product', async () => {
    const [last] = await s.db.select({ id: max(imMessages.id) }).from(imMessages);
    const r = await simulate([
      ...['--shop', shopId, '--orders', '1', '--rate', '50', '--ad-searches', '0', '--cases', '0'],
      ...['--chats', '4', '--url', baseUrl],
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(
      /Chats: 4 buyers wrote to the shop \(2 about a product\), \d+ automatic answers, refused 0/,
    );
    const asked = await s.db
      .select({ content: imMessages.content, conversationId: imMessages.conversationId })
      .from(imMessages)
      .where(and(eq(imMessages.shopId, shopId), eq(imMessages.sender, 'buyer'), gt(imMessages.id, last?.id ?? 0)));
    expect(asked).toHaveLength(4);
    expect(asked[0]?.content).toBe('สวัสดีค่ะ สินค้านี้ยังมีของไหมคะ');
    // Four buyers, four conversations; the second and fourth are about a product of the shop now.
    const conversations = await s.db
      .select({ chatType: imConversations.chatType })
      .from(imConversations)
      .where(
        and(
          eq(imConversations.shopId, shopId),
          inArray(
            imConversations.id,
            asked.map((m) => m.conversationId),
          ),
        ),
      );
    expect(conversations).toHaveLength(4);
    expect(conversations.filter((c) => c.chatType === 'product')).toHaveLength(2);
  });

  it('refuses bad arguments, a wrong shop, a wrong password and no server with one line and exit code 1', async () => {
    const before = await lastOrderId();
    const casesBefore = await caseCount();
    const cases: [string[], RegExp][] = [
      [['--shop', shopId, '--orders', '0', '--rate', '5', '--url', baseUrl], /--orders must be a whole number/],
      [['--shop', shopId, '--orders', '2.5', '--rate', '5', '--url', baseUrl], /--orders must be a whole number/],
      [['--shop', shopId, '--orders', '3', '--rate', 'fast', '--url', baseUrl], /--rate must be a number/],
      [['--shop', shopId, '--orders', '3', '--rate', '5', '--pay-ratio', '2', '--url', baseUrl], /--pay-ratio/],
      [
        ['--shop', shopId, '--orders', '3', '--rate', '5', '--cases', '2.5', '--url', baseUrl],
        /--cases must be a whole number from 0 to 1000000, not "2.5"/,
      ],
      [
        ['--shop', shopId, '--orders', '3', '--rate', '5', '--ad-searches', '1.5', '--url', baseUrl],
        /--ad-searches must be a whole number from 0 to 1000000, not "1.5"/,
      ],
      [
        ['--shop', shopId, '--orders', '3', '--rate', '5', '--chats', '101', '--url', baseUrl],
        /--chats must be a whole number from 0 to 100, not "101"/,
      ],
      [['--orders', '3', '--rate', '5', '--url', baseUrl], /--shop is required/],
      [['--shop', shopId, '--orders', '3', '--rate', '5', '--speed', '3'], /Unknown option '--speed'/],
      [['--shop', shopId, '--orders', '3', '--rate', '5', '--url', 'not a url'], /is not a URL/],
      [
        ['--shop', '0123456789abcdef0123456789abcdef', '--orders', '3', '--rate', '5', '--url', baseUrl],
        /no shop with id/,
      ],
      [['--shop', 'Nowhere Mart', '--orders', '3', '--rate', '5', '--url', baseUrl], /no shop with id or name/],
      [['--shop', 'Demo', '--orders', '3', '--rate', '5', '--url', baseUrl], /"Demo" names 2 shops: .*give the id/],
      [['--shop', shopId, '--orders', '3', '--rate', '5', '--url', baseUrl, '--password', 'Wrong2026'], /login/],
      [['--shop', shopId, '--orders', '3', '--rate', '5', '--url', `${baseUrl}/nothing-here`], /not a seller centre/],
    ];
    for (const [args, message] of cases) {
      const r = await simulate(args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr, args.join(' ')).toMatch(message);
    }
    expect(await orderCount(before)).toBe(0);
    expect(await caseCount()).toBe(casesBefore);
  });

  it('stops on Ctrl-C after the call in flight and still prints the summary', async () => {
    const before = await lastOrderId();
    const child = execFile(process.execPath, [
      SCRIPT,
      '--shop',
      shopId,
      '--orders',
      '1000',
      '--rate',
      '2',
      '--url',
      baseUrl,
    ]);
    let stdout = '';
    child.stdout?.on('data', (chunk: string) => {
      stdout += chunk;
    });
    // Interrupted once the first order is in: the summary then has something to show.
    while (!stdout.includes('Placing')) await new Promise((r) => setTimeout(r, 50));
    while ((await orderCount(before)) === 0) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(130);
    expect(stdout).toMatch(/Stopped after \d+ of 1000 orders were asked for/);
    const placed = await orderCount(before);
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThan(20);
    expect(stdout).toContain(`Placed ${placed} of 1000 orders`);
  });

  it('ends with the server’s reason when the shop has nothing to sell', async () => {
    const r = await simulate(['--shop', s.other.shopId, '--orders', '3', '--rate', '5', '--url', baseUrl]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/Refused 1\n {2}- 1: This shop has no product on sale with stock/);
    expect(r.stderr.trim()).toBe(
      'simulate: the server refused to place orders: This shop has no product on sale with stock',
    );
  });

  it('says so when no server answers at the URL', async () => {
    // A port just released by a closed listener: nothing answers there.
    const probe = (await import('node:net')).createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const r = await simulate(['--shop', shopId, '--orders', '1', '--rate', '1', '--url', `http://127.0.0.1:${port}`]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/no server answers at http:\/\/127\.0\.0\.1:\d+ \(connection refused\)/);
  });
});
