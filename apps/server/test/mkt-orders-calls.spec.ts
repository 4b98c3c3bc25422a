import {
  buyerCreate,
  buyerList,
  marketplaceOrderCalls,
  mktBuyerCancel,
  mktCarrierEvent,
  mktOrderCheckout,
  mktOrderPay,
  mktOrderSimulate,
  mktReceiptConfirm,
} from '@sc/contract/calls/marketplace-orders.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { orders, shops } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, makeSku, orderRow, shopIdNamed, skuRow } from './mkt-orders-kit.ts';

let s: TestServer;
let op: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(() => s.close());

const ok = (r: { status_: { success: boolean; replyText: string } }) =>
  expect(r.status_.success, r.status_.replyText).toBe(true);

describe('operator only', () => {
  it('a merchant session opens none of the simulator’s order calls', async () => {
    const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
    for (const call of marketplaceOrderCalls) {
      const r = await s.call(call, call.example ?? {}, { cookie });
      expect(r.status_.replyCode, call.path).toBe(REPLY.SESSION_EXPIRED.code);
    }
    const none = await s.call(mktOrderSimulate, { shopId, orders: 1 }, {});
    expect(none.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
  });
});

describe('buyers', () => {
  it('creates a buyer and lists it; a bad phone is refused in the user’s language', async () => {
    const r = await s.call(buyerCreate, { nickname: 'กมลวรรณ ศรีสุข', phone: '0961234567' }, { cookie: op });
    ok(r);
    const list = await s.call(buyerList, { keyword: '0961234567' }, { cookie: op });
    ok(list);
    const rows = buyerList.response.parse(list.data).list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ buyerId: r.data.buyerId, nickname: 'กมลวรรณ ศรีสุข', status: 'active' });

    const bad = await s.call(buyerCreate, { nickname: 'x', phone: '0212345678' }, { cookie: op, locale: 'th-TH' });
    expect(bad.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(bad.status_.fieldErrors?.[0]?.field).toBe('phone');
  });

  it('takes % and _ in the search literally', async () => {
    ok(await s.call(buyerCreate, { nickname: 'ส่วนลด 50% พิเศษ', phone: '0961234999' }, { cookie: op }));
    for (const keyword of ['%', '_', '50%']) {
      const list = await s.call(buyerList, { keyword }, { cookie: op });
      const rows = buyerList.response.parse(list.data).list;
      const expected = keyword === '_' ? [] : ['ส่วนลด 50% พิเศษ'];
      expect(rows.map((b) => b.nickname)).toEqual(expected);
    }
  });
});

describe('checkout and payment', () => {
  it('places an order for a named buyer with amounts in baht, then pays it', async () => {
    const a = await makeSku(s.db, shopId, { price: 19_950, stock: 4 });
    const buyer = await makeBuyer(s.db);
    const r = await s.call(
      mktOrderCheckout,
      {
        shopId,
        buyerId: buyer.id,
        lines: [{ skuId: String(a.skuId), quantity: 2 }],
        payMethod: 'card',
        freight: '45.50',
        discount: 10,
        buyerRemark: 'ห่อของขวัญให้ด้วยค่ะ',
      },
      { cookie: op },
    );
    ok(r);
    const placed = mktOrderCheckout.response.parse(r.data);
    expect(placed).toMatchObject({ buyerId: buyer.id, status: 'unpaid', goodsAmount: '399.00', totalAmount: '434.50' });
    const order = await orderRow(s.db, shopId, Number(placed.orderId));
    expect([order.goodsAmount, order.freightAmount, order.discountAmount, order.totalAmount]).toEqual([
      39_900, 4_550, 1_000, 43_450,
    ]);
    expect(order.buyerRemark).toBe('ห่อของขวัญให้ด้วยค่ะ');

    const pay = await s.call(
      mktOrderPay,
      { shopId, orderId: placed.orderId, paySerial: 'KBANK-778899' },
      { cookie: op },
    );
    ok(pay);
    expect(mktOrderPay.response.parse(pay.data)).toMatchObject({ status: 'to_ship', paySerial: 'KBANK-778899' });
    const again = await s.call(mktOrderPay, { shopId, orderId: placed.orderId }, { cookie: op, locale: 'th-TH' });
    expect(again.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(again.status_.replyText).toContain(placed.orderId);
  });

  it('a random simulated buyer orders when none is named', async () => {
    const a = await makeSku(s.db, shopId);
    const r = await s.call(
      mktOrderCheckout,
      { shopId, lines: [{ skuId: String(a.skuId), quantity: 1 }], payMethod: 'cod' },
      { cookie: op },
    );
    ok(r);
    expect(r.data.status).toBe('to_ship');
    expect(String(r.data.buyerId)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses out of stock with the spec’s message in three languages, and changes nothing', async () => {
    const a = await makeSku(s.db, shopId, { stock: 1, title: 'หมวกกันแดด' });
    const payload = { shopId, lines: [{ skuId: String(a.skuId), quantity: 2 }], payMethod: 'qr' as const };
    const th = await s.call(mktOrderCheckout, payload, { cookie: op, locale: 'th-TH' });
    expect(th.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(th.status_.replyText).toBe('สินค้า “หมวกกันแดด” หมดหรือถูกนำลงจากชั้นวางแล้ว กรุณาเลือกสินค้าอื่น');
    const en = await s.call(mktOrderCheckout, payload, { cookie: op, locale: 'en-US' });
    expect(en.status_.replyText).toBe('“หมวกกันแดด” is out of stock or off shelf, please choose another');
    const zh = await s.call(mktOrderCheckout, payload, { cookie: op, locale: 'zh-CN' });
    expect(zh.status_.replyText).toContain('已售罄或已下架');
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(0);
  });

  it('refuses a banned buyer, an unknown buyer, another shop’s SKU and an unknown shop', async () => {
    const a = await makeSku(s.db, shopId);
    const banned = await makeBuyer(s.db, { status: 'banned' });
    const lines = [{ skuId: String(a.skuId), quantity: 1 }];
    const r1 = await s.call(mktOrderCheckout, { shopId, buyerId: banned.id, lines, payMethod: 'qr' }, { cookie: op });
    expect(r1.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(r1.status_.replyText).toBe('This account is banned and cannot order');
    const r2 = await s.call(mktOrderCheckout, { shopId, buyerId: 'nobody', lines, payMethod: 'qr' }, { cookie: op });
    expect(r2.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const foreignSku = await s.foreignId('sku');
    const r3 = await s.call(
      mktOrderCheckout,
      { shopId, lines: [{ skuId: foreignSku, quantity: 1 }], payMethod: 'qr' },
      { cookie: op },
    );
    expect(r3.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const r4 = await s.call(mktOrderCheckout, { shopId: 'no-such-shop', lines, payMethod: 'qr' }, { cookie: op });
    expect(r4.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(0);
  });

  it('another shop’s order and shipment are not found from this shop', async () => {
    const orderId = await s.foreignId('order');
    const shipmentId = await s.foreignId('shipment');
    const pay = await s.call(mktOrderPay, { shopId, orderId }, { cookie: op });
    expect(pay.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const ev = await s.call(mktCarrierEvent, { shopId, shipmentId, event: 'picked_up' }, { cookie: op });
    expect(ev.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    const byOrder = await s.call(mktCarrierEvent, { shopId, orderId, event: 'picked_up' }, { cookie: op });
    expect(byOrder.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    // In its own shop the same shipment moves.
    const own = await s.call(
      mktCarrierEvent,
      { shopId: s.other.shopId, shipmentId, event: 'picked_up' },
      { cookie: op },
    );
    ok(own);
  });
});

describe('buyer cancel and carrier events', () => {
  it('the buyer cancels an unpaid order and the stock comes back; a paid one is refused', async () => {
    const a = await makeSku(s.db, shopId, { stock: 3 });
    const lines = [{ skuId: String(a.skuId), quantity: 3 }];
    const placed = await s.call(mktOrderCheckout, { shopId, lines, payMethod: 'wallet' }, { cookie: op });
    ok(placed);
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(3);
    const c = await s.call(mktBuyerCancel, { shopId, orderId: String(placed.data.orderId) }, { cookie: op });
    ok(c);
    expect(c.data.status).toBe('cancelled');
    expect((await skuRow(s.db, a.skuId)).reserved).toBe(0);

    const paid = await s.call(mktOrderCheckout, { shopId, lines, payMethod: 'wallet' }, { cookie: op });
    await s.call(mktOrderPay, { shopId, orderId: String(paid.data.orderId) }, { cookie: op });
    const refused = await s.call(mktBuyerCancel, { shopId, orderId: String(paid.data.orderId) }, { cookie: op });
    expect(refused.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(refused.status_.replyText).toBe('A buyer can cancel only an unpaid order');
  });

  it('a carrier event on an order not shipped is refused; confirm before delivery is refused', async () => {
    const a = await makeSku(s.db, shopId);
    const placed = await s.call(
      mktOrderCheckout,
      { shopId, lines: [{ skuId: String(a.skuId), quantity: 1 }], payMethod: 'cod' },
      { cookie: op },
    );
    const orderId = String(placed.data.orderId);
    const ev = await s.call(mktCarrierEvent, { shopId, orderId, event: 'picked_up' }, { cookie: op });
    expect(ev.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(ev.status_.replyText).toBe(`Order ${orderId} has not been shipped`);
    const neither = await s.call(mktCarrierEvent, { shopId, event: 'picked_up' }, { cookie: op });
    expect(neither.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    const confirm = await s.call(mktReceiptConfirm, { shopId, orderId }, { cookie: op });
    expect(confirm.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
  });
});

describe('simulate', () => {
  it('places N orders at on-sale SKUs with random buyers, pay methods and remarks', async () => {
    const r = await s.call(mktOrderSimulate, { shopId, orders: 30, payRatio: 1 }, { cookie: op });
    ok(r);
    const ids = mktOrderSimulate.response.parse(r.data).orderIds.map(Number);
    expect(ids.length).toBeGreaterThan(20);
    const rows = await s.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), inArray(orders.id, ids)));
    expect(rows).toHaveLength(ids.length);
    // payRatio 1: every order is paid or cash on delivery; so every one waits to ship.
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(['to_ship']));
    expect(new Set(rows.map((o) => o.payMethod)).size).toBeGreaterThan(2);
    expect(new Set(rows.map((o) => o.buyerId)).size).toBeGreaterThan(5);
    expect(rows.some((o) => o.buyerRemark !== '')).toBe(true);
    for (const o of rows) expect(o.totalAmount).toBe(o.goodsAmount + o.freightAmount - o.discountAmount);

    const none = await s.call(mktOrderSimulate, { shopId, orders: 5, payRatio: 0 }, { cookie: op });
    ok(none);
    const unpaid = await s.db
      .select({ status: orders.status, payMethod: orders.payMethod })
      .from(orders)
      .where(inArray(orders.id, mktOrderSimulate.response.parse(none.data).orderIds.map(Number)));
    for (const o of unpaid) expect(o.status).toBe(o.payMethod === 'cod' ? 'to_ship' : 'unpaid');
  });

  it('a shop with nothing on sale is told so', async () => {
    const empty = newId();
    await s.db.insert(shops).values({ id: empty, name: 'Empty Shop', shopType: 2, createdAt: s.clock.now() });
    await makeSku(s.db, empty, { status: 'off_shelf' });
    const r = await s.call(mktOrderSimulate, { shopId: empty, orders: 3 }, { cookie: op, locale: 'en-US' });
    expect(r.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(r.status_.replyText).toBe('This shop has no product on sale with stock');
  });
});
