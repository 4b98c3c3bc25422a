import {
  mktAppealDecide,
  mktAppealList,
  mktClockAdvance,
  mktClockInquiry,
  mktJobsRun,
} from '@sc/contract/calls/marketplace-rules.ts';
import {
  abnormalOrderList,
  orderAppealCreate,
  orderAppealDetail,
  orderAppealList,
} from '@sc/contract/calls/order-rules.ts';
import { orderListInquiry, orderStatistics } from '@sc/contract/calls/orders.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  APPEAL_REJECTED,
  COMPLAINT_EXPIRED,
  runComplaintWindow,
  runNotShipped,
} from '../src/areas/order-rules/rules.ts';
import { SimulatorClock } from '../src/clock.ts';
import { newId } from '../src/db/ids.ts';
import { mediaFiles, orderItems } from '../src/db/schema.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { DEMO_PLATFORM_OPERATOR } from '../src/seed/marketplace.ts';
import { seedPlatformData } from '../src/seed/platform-data.ts';
import { DEMO_ACCOUNTS, freshDatabase, startTestServer, type TestServer } from './harness.ts';
import { inTx, orderRow } from './mkt-orders-kit.ts';
import { DAY, eventCount, HOUR, placeOrder } from './order-rules-kit.ts';

// Complaints about abnormal orders: the list, filing within the window (once, with evidence),
// the refusals, the platform's decision, and the simulator clock.

let s: TestServer;
let shopId: string;
let owner: string;
let operator: string;
/** Orders marked abnormal at `marked`; the test clock then runs an hour after it. */
let marked: Date;
const orderIds: number[] = [];
beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login(DEMO_ACCOUNTS.owner);
  owner = login.cookie;
  shopId = String(login.data.shopId);
  const base = s.clock.now();
  for (let i = 0; i < 4; i++) orderIds.push((await placeOrder(s.db, shopId, base)).orderId);
  marked = new Date(base.getTime() + 6 * DAY);
  await inTx(s.db, (tx) => runNotShipped(tx, marked));
  s.clock.advance(6 * DAY + HOUR);
  // Operator sessions last a 12-hour shift: log in after the clock moved.
  operator = (await s.operatorLogin()).cookie;
});
afterAll(() => s.close());

const id = (i: number) => String(orderIds[i]);

async function image(): Promise<{ mediaId: string; url: string }> {
  const mediaId = newId();
  const path = `media/${shopId}/${mediaId}.jpg`;
  await s.db.insert(mediaFiles).values({
    shopId,
    id: mediaId,
    usage: 'appealEvidence',
    kind: 'image',
    path,
    name: 'evidence.jpg',
    mime: 'image/jpeg',
    bytes: 1000,
    width: 800,
    height: 600,
    uploadedBy: newId(),
  });
  return { mediaId, url: `/${path}` };
}

describe('the abnormal order list', () => {
  it('shows the orders the rules marked, with reason, deadline and no complaint yet', async () => {
    const r = await s.call(abnormalOrderList, { orderId: id(0) }, { cookie: owner });
    expect(r.status_.success).toBe(true);
    const row = (r.data.list as Record<string, unknown>[])[0];
    expect(row).toMatchObject({
      orderId: id(0),
      status: 'system_cancelled',
      reason: 'not_shipped',
      abnormalAt: marked.toISOString(),
      complaintDeadline: new Date(marked.getTime() + 3 * DAY).toISOString(),
      appealStatus: 'none',
      canAppeal: 'y',
      refundFinal: 'n',
    });
    const all = await s.call(abnormalOrderList, { reason: 'not_shipped', page: { pageSize: 100 } }, { cookie: owner });
    const ids = (all.data.list as { orderId: string }[]).map((o) => o.orderId);
    expect(ids).toEqual(expect.arrayContaining(orderIds.map(String)));
    // Each row shows its own order's item (each order here is of a product of its own).
    const lines = await s.db
      .select({ orderId: orderItems.orderId, title: orderItems.title })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds));
    const titles = new Map(lines.map((l) => [String(l.orderId), l.title]));
    expect(new Set(titles.values()).size).toBe(orderIds.length);
    for (const o of all.data.list as { orderId: string; title: string }[]) {
      if (titles.has(o.orderId)) expect(o.title).toBe(titles.get(o.orderId));
    }
  });

  it('is what the order list’s Abnormal tab lists and counts, and the order statistics count', async () => {
    const marked = abnormalOrderList.response.parse(
      (await s.call(abnormalOrderList, { page: { pageSize: 100 } }, { cookie: owner })).data,
    );
    const tab = orderListInquiry.response.parse(
      (await s.call(orderListInquiry, { tab: 'abnormal', page: { pageSize: 100 } }, { cookie: owner })).data,
    );
    const stats = orderStatistics.response.parse((await s.call(orderStatistics, {}, { cookie: owner })).data);
    const ids = (list: unknown) => (list as { orderId: string }[]).map((o) => o.orderId).sort();
    expect(marked.page.count).toBeGreaterThanOrEqual(orderIds.length);
    expect(ids(tab.list)).toEqual(ids(marked.list));
    expect(tab.page.count).toBe(marked.page.count);
    expect(tab.tabCounts.abnormal).toBe(marked.page.count);
    expect(stats.abnormal).toBe(marked.page.count);
  });
});

describe('filing a complaint', () => {
  it('refuses bad input in the user’s language and writes nothing', async () => {
    const empty = await s.call(
      orderAppealCreate,
      { orderId: id(0), description: '  ' },
      { cookie: owner, locale: 'th-TH' },
    );
    expect(empty.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(empty.status_.replyText).toContain('กรุณาอธิบาย');
    const many = await s.call(
      orderAppealCreate,
      { orderId: id(0), description: 'x', evidence: Array.from({ length: 10 }, () => newId()) },
      { cookie: owner },
    );
    expect(many.status_.fieldErrors).toEqual([{ field: 'evidence', message: 'At most 9 evidence images' }]);
    const foreignImage = await s.call(
      orderAppealCreate,
      { orderId: id(0), description: 'x', evidence: [await s.foreignId('media')] },
      { cookie: owner, locale: 'zh-CN' },
    );
    expect(foreignImage.status_.replyText).toBe('未找到凭证图片，请重新上传');
    const list = await s.call(orderAppealList, {}, { cookie: owner });
    expect(list.data.tabCounts).toEqual({ pending: 0, passed: 0, rejected: 0 });
  });

  it('refuses an order that is not abnormal', async () => {
    const { orderId } = await placeOrder(s.db, shopId, s.clock.now());
    const r = await s.call(orderAppealCreate, { orderId: String(orderId), description: 'x' }, { cookie: owner });
    expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(r.status_.replyText).toBe(
      `Order ${orderId} is not abnormal; only an abnormal order can be complained about`,
    );
  });

  it('files one complaint per order, with evidence by id or url, pending review', async () => {
    const a = await image();
    const b = await image();
    const r = await s.call(
      orderAppealCreate,
      { orderId: id(0), description: 'Handed to the carrier on time.', evidence: [a.mediaId, b.url] },
      { cookie: owner },
    );
    expect(r.status_.success).toBe(true);
    expect(r.data.status).toBe('pending');
    const appealId = String(r.data.appealId);
    expect(await eventCount(s.db, orderIds[0]!, 'appeal_filed')).toBe(1);

    const again = await s.call(orderAppealCreate, { orderId: id(0), description: 'Again' }, { cookie: owner });
    expect(again.status_.replyText).toBe(`A complaint about order ${id(0)} was already filed; one complaint per order`);

    const list = await s.call(orderAppealList, { tab: 'pending' }, { cookie: owner });
    expect(list.data.tabCounts).toEqual({ pending: 1, passed: 0, rejected: 0 });
    expect((list.data.list as Record<string, unknown>[])[0]).toMatchObject({
      appealId,
      orderId: id(0),
      reason: 'not_shipped',
      evidenceCount: 2,
      status: 'pending',
    });
    const detail = await s.call(orderAppealDetail, { appealId }, { cookie: owner });
    expect(detail.data.evidence).toEqual([a, b]);
    expect(detail.data.orderStatus).toBe('system_cancelled');

    const abnormal = await s.call(abnormalOrderList, { orderId: id(0) }, { cookie: owner });
    expect((abnormal.data.list as Record<string, unknown>[])[0]).toMatchObject({
      appealStatus: 'pending',
      appealId,
      canAppeal: 'n',
    });
  });
});

describe('the platform decides', () => {
  it('pass lifts the abnormal mark; the refund stands', async () => {
    const filed = await s.call(
      orderAppealCreate,
      { orderId: id(1), description: 'Carrier missed the pick-up' },
      { cookie: owner },
    );
    const appealId = String(filed.data.appealId);
    const queue = await s.call(mktAppealList, { shopId, status: 'pending' }, { cookie: operator });
    expect((queue.data.list as { appealId: string }[]).map((a) => a.appealId)).toContain(appealId);

    const r = await s.call(mktAppealDecide, { shopId, appealId, decision: 'pass', note: 'ok' }, { cookie: operator });
    expect(r.status_.success).toBe(true);
    expect(r.data.status).toBe('passed');
    const o = await orderRow(s.db, shopId, orderIds[1]!);
    expect(o.abnormalAt).toBeNull();
    expect(o.refundedAmount).toBe(o.totalAmount);
    const abnormal = await s.call(abnormalOrderList, { orderId: id(1) }, { cookie: owner });
    expect(abnormal.data.list).toEqual([]);
    const passed = await s.call(orderAppealList, { tab: 'passed' }, { cookie: owner });
    expect((passed.data.list as Record<string, unknown>[])[0]).toMatchObject({
      appealId,
      status: 'passed',
      decisionNote: 'ok',
    });

    const twice = await s.call(mktAppealDecide, { shopId, appealId, decision: 'reject' }, { cookie: operator });
    expect(twice.status_.replyText).toBe('This complaint was already decided');
    // Another shop's complaint is not found in this shop.
    const foreign = await s.call(
      mktAppealDecide,
      { shopId, appealId: await s.foreignId('orderAppeal'), decision: 'pass' },
      { cookie: operator },
    );
    expect(foreign.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('reject makes the refund final', async () => {
    const filed = await s.call(orderAppealCreate, { orderId: id(2), description: 'Please check' }, { cookie: owner });
    const appealId = String(filed.data.appealId);
    await s.call(mktAppealDecide, { shopId, appealId, decision: 'reject', note: 'No proof' }, { cookie: operator });
    const o = await orderRow(s.db, shopId, orderIds[2]!);
    expect(o.cancelReason).toBe(APPEAL_REJECTED);
    expect(o.abnormalAt).not.toBeNull();
    const row = (await s.call(abnormalOrderList, { orderId: id(2) }, { cookie: owner })).data.list as Record<
      string,
      unknown
    >[];
    expect(row[0]).toMatchObject({ appealStatus: 'rejected', refundFinal: 'y', canAppeal: 'n' });
  });
});

describe('after the window', () => {
  it('refuses a complaint filed after the deadline, and the rule makes the refund final', async () => {
    s.clock.advance(3 * DAY);
    // Sessions last 7 days and the clock has run 9 days on.
    owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    operator = (await s.operatorLogin()).cookie;
    const late = await s.call(orderAppealCreate, { orderId: id(3), description: 'Too late' }, { cookie: owner });
    expect(late.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(late.status_.replyText).toMatch(/^The time to complain ended at \d{4}-\d{2}-\d{2} \d{2}:\d{2}; the refund/);
    await inTx(s.db, (tx) => runComplaintWindow(tx, s.clock.now()));
    expect((await orderRow(s.db, shopId, orderIds[3]!)).cancelReason).toBe(COMPLAINT_EXPIRED);
    // Orders with a complaint keep their own ending.
    expect((await orderRow(s.db, shopId, orderIds[0]!)).cancelReason).toBe('not_shipped');
    expect((await orderRow(s.db, shopId, orderIds[2]!)).cancelReason).toBe(APPEAL_REJECTED);
  });
});

describe('the simulator clock', () => {
  it('is not available on a server without SIMULATOR_CLOCK', async () => {
    const r = await s.call(mktClockAdvance, { days: 1 }, { cookie: operator });
    expect(r.status_.replyText).toBe('The simulator clock is not available: start the server with SIMULATOR_CLOCK=1');
    const run = await s.call(mktJobsRun, {}, { cookie: operator });
    expect(run.status_.success).toBe(false);
    const state = await s.call(mktClockInquiry, {}, { cookie: operator });
    expect(state.data.adjustable).toBe('n');
  });

  it('moves forward and runs the rules on a SIMULATOR_CLOCK server', async () => {
    const { database, drop } = await freshDatabase();
    const clock = new SimulatorClock();
    await seedPlatformData(database.db);
    await seedDemo(database.db, clock.now());
    const app = await buildApp({ database, clock, checkResponses: true });
    try {
      const post = async (path: string, payload: object, cookie?: string) => {
        const res = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          payload: JSON.stringify({
            ...payload,
            sessionContext: { entityCode: 1, channel: 'omsAdmin', locale: 'en-US' },
          }),
        });
        return {
          res,
          data: (
            res.json() as {
              data: Record<string, unknown> & { transactionStatus: { success: boolean; replyText: string } };
            }
          ).data,
        };
      };
      const login = await post('/oms/mkt/operator/login', {
        loginAcct: DEMO_PLATFORM_OPERATOR.loginAcct,
        password: DEMO_PLATFORM_OPERATOR.password,
      });
      let cookie = String(login.res.headers['set-cookie']).split(';')[0]!;
      const before = Date.now();
      const r = await post(mktClockAdvance.path, { days: 5, hours: 2 }, cookie);
      expect(r.data.transactionStatus.success).toBe(true);
      expect(r.data.adjustable).toBe('y');
      expect(r.data.offsetMs).toBe(5 * DAY + 2 * HOUR);
      expect(new Date(String(r.data.now)).getTime()).toBeGreaterThanOrEqual(before + 5 * DAY + 2 * HOUR);
      expect(Object.keys(r.data.changed as object)).toContain('orders.not-shipped');
      // Replies carry the moved time in their Date header: the web app counts deadlines by it.
      const dated = Date.parse(String(r.res.headers.date));
      expect(dated).toBeGreaterThanOrEqual(before + 5 * DAY + 2 * HOUR - 1000);
      // The operator's 12-hour session ended with the move.
      const again = await post('/oms/mkt/operator/login', {
        loginAcct: DEMO_PLATFORM_OPERATOR.loginAcct,
        password: DEMO_PLATFORM_OPERATOR.password,
      });
      cookie = String(again.res.headers['set-cookie']).split(';')[0]!;
      const none = await post(mktClockAdvance.path, {}, cookie);
      expect(none.data.transactionStatus.replyText).toBe('Move the clock by at least one hour and at most 400 days');
      const run = await post(mktJobsRun.path, {}, cookie);
      expect(run.data.transactionStatus.success).toBe(true);
    } finally {
      await app.close();
      await drop();
    }
  });
});
