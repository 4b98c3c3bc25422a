import { dashboardActionInquiry } from '@sc/contract/calls/dashboard.ts';
import { EXPORT_BATCH_ROWS } from '@sc/contract/calls/downloads.ts';
import {
  type OrderTab,
  orderAddressAuditList,
  orderAddressModify,
  orderDelivery,
  orderDetailInquiry,
  orderExportExcel,
  orderFilter,
  orderListInquiry,
  orderMemoAddition,
  orderMemoList,
  orderPrint,
  orderReport,
  orderRiskList,
  orderStatistics,
} from '@sc/contract/calls/orders.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRunner } from '../src/areas/downloads/runner.ts';
import { cancelOrder } from '../src/areas/orders/index.ts';
import { orderExport } from '../src/areas/orders/order-export.ts';
import { bangkokDay } from '../src/bangkok-time.ts';
import { downloadTasks, memberFuncs, orderEvents, orders, users } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { inTx, orderRow, shopIdNamed } from './mkt-orders-kit.ts';
import { countsBothWays, expectOk, expectRefused, jtWaybill, placeOrder, text } from './orders-kit.ts';

// The merchant's order calls other than shipping: the list with its tabs and search, the
// detail, memos, address changes and their audit, statistics, report, cover sheets, the risk
// list, the export, and who may make them.

let s: TestServer;
let cookie: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  const login = await s.login('demo-owner');
  cookie = login.cookie;
  shopId = String(login.data.shopId);
});
afterAll(() => s?.app.close());

type ListAnswer = {
  list: { orderId: string; status: string; totalAmount: number; items: { title: string }[] }[];
  page: { count: number };
  tabCounts: Record<OrderTab, number>;
};
const list = async (payload: Record<string, unknown> = {}) => {
  const r = await s.call(orderListInquiry, payload, { cookie });
  expectOk(r);
  return r.data as unknown as ListAnswer;
};
const ship = (orderId: number) =>
  s.call(
    orderDelivery,
    {
      orderId: String(orderId),
      carrierCode: 'jt',
      waybillNo: jtWaybill(),
      estimatedArrival: bangkokDay(s.clock.now()),
    },
    { cookie },
  );

describe('order list', () => {
  it('lists newest first with tab counts that follow every state change (kept by the trigger)', async () => {
    const before = await list();
    const a = await placeOrder(s, shopId, { paid: false });
    const b = await placeOrder(s, shopId);
    const after = await list();
    expect(after.tabCounts.all).toBe(before.tabCounts.all + 2);
    expect(after.tabCounts.unpaid).toBe(before.tabCounts.unpaid + 1);
    expect(after.tabCounts.to_ship).toBe(before.tabCounts.to_ship + 1);
    expect(after.list.slice(0, 2).map((o) => o.orderId)).toEqual([String(b.orderId), String(a.orderId)]);
    expectOk(await ship(b.orderId));
    await inTx(s.db, (tx) => cancelOrder(tx, shopId, a.orderId, { reason: 'buyer', actor: 'buyer' }, s.clock.now()));
    const moved = await list();
    expect(moved.tabCounts.to_ship).toBe(before.tabCounts.to_ship);
    expect(moved.tabCounts.shipped).toBe(before.tabCounts.shipped + 1);
    expect(moved.tabCounts.cancelled).toBe(before.tabCounts.cancelled + 1);
    const { kept, counted } = await countsBothWays(s, shopId);
    expect(kept).toEqual(counted);
    // A tab without a search answers the tab's count as the page count.
    const tab = await list({ tab: 'shipped', page: { pageSize: 2 } });
    expect(tab.page.count).toBe(moved.tabCounts.shipped);
    expect(tab.list.every((o) => o.status === 'shipped')).toBe(true);
  });

  it('searches by order numbers, buyer, pay method, carrier and waybill; tabs stay the whole shop’s', async () => {
    const a = await placeOrder(s, shopId, { payMethod: 'card' });
    const b = await placeOrder(s, shopId, { payMethod: 'cod' });
    const byIds = await list({ orderIds: [String(a.orderId), String(b.orderId)] });
    expect(byIds.list.map((o) => o.orderId).sort()).toEqual([String(a.orderId), String(b.orderId)].sort());
    expect(byIds.page.count).toBe(2);
    expect(byIds.tabCounts.all).toBeGreaterThan(2);
    const nickname = (await orderRow(s.db, shopId, a.orderId)).buyerNickname;
    expect((await list({ buyer: nickname })).list.map((o) => o.orderId)).toEqual([String(a.orderId)]);
    expect(
      (await list({ orderIds: [String(a.orderId), String(b.orderId)], payMethod: 'cod' })).list.map((o) => o.orderId),
    ).toEqual([String(b.orderId)]);
    const waybillNo = jtWaybill();
    expectOk(
      await s.call(
        orderDelivery,
        { orderId: String(a.orderId), carrierCode: 'jt', waybillNo, estimatedArrival: bangkokDay(s.clock.now()) },
        { cookie },
      ),
    );
    expect((await list({ waybillNo })).list.map((o) => o.orderId)).toEqual([String(a.orderId)]);
    expect((await list({ carrierCode: 'jt', orderIds: [String(a.orderId), String(b.orderId)] })).page.count).toBe(1);
    const future = new Date(s.clock.now().getTime() + 86_400_000).toISOString();
    expect((await list({ createdFrom: future })).page.count).toBe(0);
  });

  it('shows each order on the list as its detail shows it, pages in order, and a page past the end still brings the counts', async () => {
    await placeOrder(s, shopId, { orderType: 'deposit', price: 300_000, deposit: 30_000 });
    const shown = [...(await list({ page: { pageSize: 20 } })).list, ...(await list({ tab: 'deposit' })).list];
    for (const row of shown) {
      const d = await s.call(orderDetailInquiry, { orderId: row.orderId }, { cookie });
      expectOk(d);
      const detail = d.data as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(row)) expect(detail[field], `${row.orderId} ${field}`).toEqual(value);
    }
    const whole = await list({ page: { pageSize: 12 } });
    const paged: string[] = [];
    for (const pageNum of [1, 2, 3]) {
      paged.push(...(await list({ page: { pageNum, pageSize: 4 } })).list.map((o) => o.orderId));
    }
    expect(paged).toEqual(whole.list.map((o) => o.orderId));
    const past = await list({ tab: 'to_ship', page: { pageNum: 9_999, pageSize: 10 } });
    expect(past.list).toEqual([]);
    expect(past.tabCounts).toEqual(whole.tabCounts);
    expect(past.page.count).toBe(whole.tabCounts.to_ship);
    // A search past its end: nothing listed, what it finds still counted.
    const found = await list({ payMethod: 'cod', page: { pageSize: 1 } });
    const searchedPast = await list({ payMethod: 'cod', page: { pageNum: 9_999, pageSize: 1 } });
    expect(searchedPast.list).toEqual([]);
    expect(searchedPast.page.count).toBe(found.page.count);
  });

  it("never lists another shop's order, asked for by its number or not", async () => {
    const other = await shopIdNamed(s.db, 'Demo Shop Global');
    const foreign = await placeOrder(s, other);
    const mine = await placeOrder(s, shopId);
    const byIds = await list({ orderIds: [String(foreign.orderId), String(mine.orderId)] });
    expect(byIds.list.map((o) => o.orderId)).toEqual([String(mine.orderId)]);
    expect(byIds.page.count).toBe(1);
    expect((await list({ page: { pageSize: 50 } })).list.map((o) => o.orderId)).not.toContain(String(foreign.orderId));
  });

  it('refuses more than 100 order numbers and numbers under 3 digits, with a message', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => String(1000 + i));
    const r = await s.call(orderListInquiry, { orderIds: tooMany }, { cookie });
    expect(r.status_.success).toBe(false);
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    const short = await s.call(orderListInquiry, { orderIds: ['12'] }, { cookie });
    expect(short.status_.success).toBe(false);
    expect(short.status_.fieldErrors?.[0]?.field).toBe('orderIds.0');
  });

  it('answers amounts in baht that add up to the satang', async () => {
    const o = await placeOrder(s, shopId, { price: 19_950, quantity: 3 });
    const [row] = (await list({ orderIds: [String(o.orderId)] })).list;
    expect(row?.totalAmount).toBe(598.5);
    const d = await s.call(orderDetailInquiry, { orderId: String(o.orderId) }, { cookie });
    const detail = d.data as unknown as {
      goodsAmount: number;
      freightAmount: number;
      discountAmount: number;
      totalAmount: number;
      items: { unitPrice: number; lineAmount: number }[];
    };
    expect(detail.items[0]).toMatchObject({ unitPrice: 199.5, lineAmount: 598.5 });
    expect(
      Math.round(detail.goodsAmount * 100) +
        Math.round(detail.freightAmount * 100) -
        Math.round(detail.discountAmount * 100),
    ).toBe(Math.round(detail.totalAmount * 100));
  });
});

describe('memos and addresses', () => {
  it('adds memos (not empty, at most 500) and lists them newest first with the writer', async () => {
    const o = await placeOrder(s, shopId);
    const add = (t: string) => s.call(orderMemoAddition, { orderId: String(o.orderId), text: t }, { cookie });
    expectRefused(await add('   '), 'orderMemoEmpty');
    expectRefused(await add('x'.repeat(501)), 'orderMemoTooLong', { max: 500 });
    expectOk(await add('ลูกค้าขอให้ห่อของขวัญ'));
    expectOk(await add('โทรยืนยันแล้ว'));
    const r = await s.call(orderMemoList, { orderId: String(o.orderId) }, { cookie });
    expectOk(r);
    const memos = r.data.list as { text: string; userName: string }[];
    expect(memos.map((m) => m.text)).toEqual(['โทรยืนยันแล้ว', 'ลูกค้าขอให้ห่อของขวัญ']);
    const [owner] = await s.db.select().from(users).where(eq(users.loginAcct, 'demo-owner'));
    expect(memos[0]?.userName).toBe(owner?.nickname);
    const foreign = await s.foreignId('order');
    const f = await s.call(orderMemoAddition, { orderId: foreign, text: 'x' }, { cookie });
    expect(f.status_.replyText).toBe(text('notFound'));
  });

  const address = {
    name: 'สมหญิง รักไทย',
    phone: '0891234567',
    province: 'กรุงเทพมหานคร',
    district: 'จตุจักร',
    subDistrict: 'ลาดยาว',
    zipCode: '10900',
    detail: '88/8 ซอยพหลโยธิน 24',
  };

  it('modifies the address before shipping, keeps before and after, and refuses after shipping', async () => {
    const o = await placeOrder(s, shopId);
    const before = (await orderRow(s.db, shopId, o.orderId)).address;
    const modify = (a: Record<string, unknown>) =>
      s.call(orderAddressModify, { orderId: String(o.orderId), address: a, reason: 'ลูกค้าย้ายบ้าน' }, { cookie });
    const bad = await modify({ ...address, phone: '12345', zipCode: '109' });
    expect(bad.status_.success).toBe(false);
    expect(bad.status_.fieldErrors?.map((f) => f.field).sort()).toEqual(['address.phone', 'address.zipCode']);
    const r = await modify(address);
    expectOk(r);
    expect(r.data).toMatchObject({
      status: 'approved',
      before,
      after: { ...address, phone: expect.stringContaining('0891234567') },
    });
    expect((await orderRow(s.db, shopId, o.orderId)).address.detail).toBe(address.detail);
    expectRefused(
      await modify({ ...address, phone: (r.data.after as { phone: string }).phone }),
      'orderAddressUnchanged',
    );
    const audit = await s.call(orderAddressAuditList, { orderId: String(o.orderId) }, { cookie });
    expectOk(audit);
    expect((audit.data.list as { before: { detail: string } }[])[0]?.before.detail).toBe(before.detail);
    const all = await s.call(orderAddressAuditList, {}, { cookie });
    expect((all.data.page as { count: number }).count).toBeGreaterThanOrEqual(1);
    expectOk(await ship(o.orderId));
    expectRefused(await modify({ ...address, detail: 'ที่อื่น' }), 'orderAddressNotModifiable');
  });
});

describe('statistics, report, print, risk', () => {
  it('counts today’s orders and amount, orders to ship and those due soon', async () => {
    const get = async () => {
      const r = await s.call(orderStatistics, {}, { cookie });
      expectOk(r);
      return r.data as unknown as {
        todayOrders: number;
        todayAmount: number;
        toShip: number;
        dueWithin24h: number;
        tabCounts: Record<OrderTab, number>;
      };
    };
    const before = await get();
    await placeOrder(s, shopId, { price: 10_000 });
    const after = await get();
    expect(after.todayOrders).toBe(before.todayOrders + 1);
    expect(Math.round((after.todayAmount - before.todayAmount) * 100)).toBe(10_000);
    expect(after.toShip).toBe(before.toShip + 1);
    expect(after.toShip).toBe(after.tabCounts.to_ship + after.tabCounts.partially_shipped);
    // The dashboard's "orders to ship" card opens the to-ship tab, and counts what that tab lists.
    const dash = await s.call(dashboardActionInquiry, {}, { cookie });
    expectOk(dash);
    expect(dash.data.ordersToShip).toBe(after.tabCounts.to_ship);
  });

  it('reports orders and amount per Bangkok day, cancelled apart, within 90 days', async () => {
    const today = bangkokDay(s.clock.now());
    const get = async () => {
      const r = await s.call(orderReport, { from: today, to: today }, { cookie });
      expectOk(r);
      return r.data as unknown as {
        days: { date: string; orders: number; amount: number; cancelled: number }[];
        totalOrders: number;
      };
    };
    const before = await get();
    const o = await placeOrder(s, shopId, { price: 5_000 });
    const c = await placeOrder(s, shopId, { price: 7_000 });
    await inTx(s.db, (tx) => cancelOrder(tx, shopId, c.orderId, { reason: 'buyer', actor: 'buyer' }, s.clock.now()));
    const after = await get();
    expect(after.days).toHaveLength(1);
    expect(after.days[0]?.date).toBe(today);
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    expect(after.days[0]?.cancelled).toBe((before.days[0]?.cancelled ?? 0) + 1);
    expect(Math.round(((after.days[0]?.amount ?? 0) - (before.days[0]?.amount ?? 0)) * 100)).toBe(5_000);
    expect(o.orderId).toBeGreaterThan(0);
    expectRefused(await s.call(orderReport, { from: '2030-02-01', to: '2030-01-01' }, { cookie }), 'orderRangeInvalid');
    expectRefused(
      await s.call(orderReport, { from: '2030-01-01', to: '2030-06-01' }, { cookie }),
      'orderRangeTooLong',
      { max: 90 },
    );
  });

  it('prints cover sheets with the COD amount due and records a printed event', async () => {
    const cod = await placeOrder(s, shopId, { payMethod: 'cod', price: 12_345 });
    const paid = await placeOrder(s, shopId);
    expectOk(await ship(paid.orderId));
    const r = await s.call(orderPrint, { orderIds: [String(cod.orderId), String(paid.orderId)] }, { cookie });
    expectOk(r);
    const sheets = r.data.sheets as {
      orderId: string;
      codAmount: number;
      waybillNo: string | null;
      shopName: string;
      items: unknown[];
    }[];
    expect(sheets.map((x) => x.orderId)).toEqual([String(cod.orderId), String(paid.orderId)]);
    expect(sheets[0]?.codAmount).toBe(123.45);
    expect(sheets[1]?.codAmount).toBe(0);
    expect(sheets[1]?.waybillNo).toMatch(/^\d{12}$/);
    expect(sheets[0]?.shopName).not.toBe('');
    const events = await s.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, cod.orderId), eq(orderEvents.kind, 'printed')));
    expect(events).toHaveLength(1);
    const foreign = await s.foreignId('order');
    const f = await s.call(orderPrint, { orderIds: [String(cod.orderId), foreign] }, { cookie });
    expect(f.status_.replyText).toBe(text('notFound'));
  });

  it('lists orders under risk control', async () => {
    const o = await placeOrder(s, shopId);
    await s.db
      .update(orders)
      .set({ riskLevel: 'review', riskReason: 'new buyer, large amount' })
      .where(eq(orders.id, o.orderId));
    const r = await s.call(orderRiskList, { riskLevel: 'review' }, { cookie });
    expectOk(r);
    const rows = r.data.list as { orderId: string; riskReason: string; riskLevel: string }[];
    expect(rows.find((x) => x.orderId === String(o.orderId))).toMatchObject({
      riskLevel: 'review',
      riskReason: 'new buyer, large amount',
    });
    const held = await s.call(orderRiskList, { riskLevel: 'hold' }, { cookie });
    expect((held.data.list as { orderId: string }[]).some((x) => x.orderId === String(o.orderId))).toBe(false);
  });
});

describe('export and permissions', () => {
  it('exports the filtered orders through the download centre, one row per line', async () => {
    const a = await placeOrder(s, shopId, { quantity: 2 });
    const b = await placeOrder(s, shopId);
    const filter = { orderIds: [String(a.orderId), String(b.orderId)] };
    const r = await s.call(orderExportExcel, filter, { cookie, locale: 'th-TH' });
    expectOk(r);
    await exportRunner()?.idle();
    const [task] = await s.db
      .select()
      .from(downloadTasks)
      .where(eq(downloadTasks.id, String(r.data.taskId)));
    expect([task?.status, task?.rowCount]).toEqual(['done', 2]);
    expect(task?.fileName).toMatch(/^คำสั่งซื้อ_.*\.xlsx$/);
    const scope = new ShopScope(s.db, shopId);
    const rows = [];
    for await (const batch of orderExport.batches(scope, orderFilter.parse(filter), 'en-US')) rows.push(...batch);
    expect(rows.map((x) => x.orderId)).toEqual([String(b.orderId), String(a.orderId)]);
    expect(rows[1]).toMatchObject({ quantity: 2, status: 'To ship', lineAmount: 398 });
  });

  it("exports past one batch in the list's order: every line once, an order's lines together, orders of one time by number", async () => {
    // More orders than a batch reads (EXPORT_BATCH_ROWS), three to each minute and every other
    // one of two lines, in the other shop so the rest of the file's orders stay as they are.
    const other = await shopIdNamed(s.db, 'Demo Shop Global');
    const orderCount = EXPORT_BATCH_ROWS + 300;
    await s.db.execute(sql`insert into orders (shop_id, buyer_id, buyer_nickname, status, pay_status, pay_method,
        goods_amount, total_amount, address, item_count, created_at)
      select ${other}, 'bulk-buyer', 'ส่งออก ' || g, 'to_ship', 'success', 'qr', 500 * (1 + g % 2), 500 * (1 + g % 2),
        '{"name":"ผู้รับ","phone":"0800000000","province":"กรุงเทพมหานคร","district":"","subDistrict":"","zipCode":"10110","detail":"1"}'::jsonb,
        1 + g % 2, timestamptz '2026-11-01 10:00+07' - (g / 3) * interval '1 minute'
      from generate_series(1, ${orderCount}::int) g`);
    await s.db.execute(sql`insert into order_items (shop_id, order_id, line_no, product_id, sku_id, title, unit_price,
        quantity, line_amount)
      select o.shop_id, o.id, l, 1, l, 'สินค้า ' || l, 500, 1, 500
      from orders o cross join generate_series(1, 2) l
      where o.shop_id = ${other} and o.buyer_nickname like 'ส่งออก %' and l <= o.item_count`);
    const expected = (await s.db.execute(sql`select o.id::text as id, i.line_no as line from orders o
        join order_items i on i.shop_id = o.shop_id and i.order_id = o.id
      where o.shop_id = ${other} and o.buyer_nickname like 'ส่งออก %'
      order by o.created_at desc, o.id desc, i.line_no`)) as unknown as { rows: { id: string; line: number }[] };
    const rows: Record<string, unknown>[] = [];
    let batches = 0;
    const filter = orderFilter.parse({ buyer: 'ส่งออก' });
    for await (const batch of orderExport.batches(new ShopScope(s.db, other), filter, 'th-TH')) {
      batches++;
      rows.push(...batch);
    }
    expect(batches).toBeGreaterThan(1);
    expect(rows).toHaveLength(orderCount + Math.floor(orderCount / 2));
    expect(rows.map((r) => `${r.orderId}:${r.lineNo}`)).toEqual(expected.rows.map((r) => `${r.id}:${r.line}`));
    expect(rows[0]).toMatchObject({ status: 'รอจัดส่ง', buyer: expect.stringMatching(/^ส่งออก /), unitPrice: 5 });
  });

  it('refuses a sub-account without the order list permission', async () => {
    const op = await s.login('demo-operator');
    expectOk(await s.call(orderStatistics, {}, { cookie: op.cookie }));
    await s.db
      .delete(memberFuncs)
      .where(
        and(
          eq(memberFuncs.shopId, shopId),
          eq(memberFuncs.userId, op.data.userId),
          eq(memberFuncs.funcId, 'OMS_FUNC_0005'),
        ),
      );
    const r = await s.call(orderListInquiry, {}, { cookie: op.cookie });
    expect(r.status_.success).toBe(false);
    expect(r.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
  });
});
