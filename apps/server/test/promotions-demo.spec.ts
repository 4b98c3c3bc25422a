import { activityInquiry, activityList } from '@sc/contract/calls/activities.ts';
import { addonList } from '@sc/contract/calls/addon.ts';
import { bundleList } from '@sc/contract/calls/bundle.ts';
import { cashbackList } from '@sc/contract/calls/cashback.ts';
import { depositList } from '@sc/contract/calls/deposit.ts';
import { fullscaleList } from '@sc/contract/calls/fullscale.ts';
import { giftList } from '@sc/contract/calls/gift.ts';
import { mktOrderCheckout } from '@sc/contract/calls/marketplace-orders.ts';
import { plusOfferList } from '@sc/contract/calls/plusmember.ts';
import { couponList } from '@sc/contract/calls/promotions.ts';
import { purchaseLimitList } from '@sc/contract/calls/purchase-limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// The demo shop opens with one promotion of each tool, in the states a merchant meets them, and a
// buyer of the simulator pays the running discount's price at checkout.

let s: TestServer;
let cookie: string;
let op: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s?.close());

/** The demo shop's rows of a tool's list: name and state. */
async function listed(call: Parameters<TestServer['call']>[0]) {
  const r = await s.call(call, { tab: 'all', page: { pageNum: 1, pageSize: 50 } }, { cookie });
  expectOk(r);
  return (r.data.list as { name: string; state: string }[]).map(({ name, state }) => ({ name, state }));
}

describe('the demo shop’s promotions', () => {
  it('has one of each tool: running, about to start and ended', async () => {
    expect(await listed(couponList)).toContainEqual({ name: 'คูปองลด 50 บาท ต้อนรับลูกค้าใหม่', state: 'granting' });
    expect(await listed(activityList)).toContainEqual({ name: 'ลดต้อนรับปลายปี 15%', state: 'running' });
    expect(await listed(fullscaleList)).toContainEqual({ name: 'ช้อปครบ 1,000 ลด 100', state: 'not_started' });
    expect(await listed(giftList)).toContainEqual({ name: 'ซื้อวันนี้รับของแถม', state: 'running' });
    expect(await listed(bundleList)).toContainEqual({ name: 'เซ็ตคู่สุดคุ้ม', state: 'ended' });
    expect(await listed(addonList)).toContainEqual({ name: 'ซื้อเพิ่มราคาพิเศษ', state: 'not_started' });
    expect(await listed(cashbackList)).toContainEqual({ name: 'เงินคืน 5% ต้นเดือน', state: 'ended' });
    expect(await listed(purchaseLimitList)).toContainEqual({ name: 'จำกัด 2 ชิ้นต่อคน', state: 'not_started' });
    expect(await listed(plusOfferList)).toContainEqual({ name: 'ราคาพิเศษสมาชิก T Plus', state: 'running' });
    expect(await listed(depositList)).toContainEqual({ name: 'พรีออเดอร์ล็อตใหม่', state: 'not_started' });
  });

  it('a buyer pays the running discount’s price, 15% off the sales price', async () => {
    const list = await s.call(activityList, { tab: 'running', page: { pageNum: 1, pageSize: 50 } }, { cookie });
    const demo = (list.data.list as { activityId: string; name: string }[]).find((a) => a.name === 'ลดต้อนรับปลายปี 15%');
    expect(demo).toBeDefined();
    const detail = await s.call(activityInquiry, { activityId: demo?.activityId }, { cookie });
    expectOk(detail);
    const [sku] = detail.data.skus as { skuId: string; salesPrice: number; activityPrice: number }[];
    const satang = (baht = 0) => Math.round(baht * 100);
    expect(satang(sku?.activityPrice)).toBe(Math.floor((satang(sku?.salesPrice) * 85) / 100));
    const buyer = await makeBuyer(s.db);
    const order = await s.call(
      mktOrderCheckout,
      { shopId, buyerId: buyer.id, lines: [{ skuId: sku?.skuId, quantity: 1 }], payMethod: 'cod' },
      { cookie: op },
    );
    expectOk(order);
    // The goods at their sales price, the order's total at the discount's (no freight on this SKU).
    expect(Number(order.data.goodsAmount)).toBe(sku?.salesPrice);
    expect(Number(order.data.totalAmount)).toBe(sku?.activityPrice);
  });
});
