import { chatNewsList, mktChatBuyerMenuTap, mktChatBuyerNews } from '@sc/contract/calls/chat.ts';
import { richMenuInquiry, richMenuMaintain, richMenuPicks } from '@sc/contract/calls/chat-setup.ts';
import { imageUpload } from '@sc/contract/calls/media.ts';
import { couponAdd } from '@sc/contract/calls/promotions.ts';
import { QUICK_REPLY_MAX, RICH_MENU_ITEMS_MAX, RICH_MENU_LABEL_MAX } from '@sc/contract/chat.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { useChatWorld } from './chat-kit.ts';
import type { Reply } from './harness.ts';
import { makeBuyer, makeSku } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';
import { roundTripsOf } from './round-trips.ts';

// The chat's rich menu (/imMessageSetup/intelligentAssistant): up to 6 tiles with labels of at most
// 30 characters, an optional picture the shop uploaded, one action each (a product on sale, a coupon
// being collected, the buyer's orders, a reply of at most 2000); refusals in three languages, the
// save all or nothing, another shop's product or coupon refused, the setup's code needed. The buyer
// sees the menu only while it is on, with the product as it is now; a reply tile writes the reply
// as an automatic message, a product tile sends the product card from the buyer.

const w = useChatWorld();

type Tile = { label: string; imageUrl?: string; action: string; targetId?: string; reply?: string };
type TileView = Required<Tile> & { tileId: string; target: { title: string; amount: string } | null; live: string };
type Msg = { sender: string; kind: string; content: string; automatic: string; card: { id: string } | null };

const save = (tiles: Tile[], enabled: 'y' | 'n' = 'y', locale?: 'th-TH' | 'en-US' | 'zh-CN') =>
  w.s.call(richMenuMaintain, { enabled, tiles }, { cookie: w.owner, ...(locale ? { locale } : {}) });
const menu = async () =>
  richMenuInquiry.response.parse((await w.s.call(richMenuInquiry, {}, { cookie: w.owner })).data);

let onSale: { productId: string; title: string; amount: string; imageUrl: string };
let offSale: string;
let otherProduct: string;
let granting: string;
let otherCoupon: string;
let notRunning: string;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  const picks = await w.s.call(richMenuPicks, {}, { cookie: w.owner });
  expectOk(picks);
  const list = picks.data.products as (typeof onSale)[];
  const first = list[0];
  const running = (picks.data.coupons as { couponId: string }[])[0];
  if (!first || !running) throw new Error('the demo shop has no product on sale or no coupon being collected');
  onSale = first;
  granting = running.couponId;
  const otherLogin = await w.s.login('other-owner');
  const otherShop = String(otherLogin.data.shopId);
  offSale = String((await makeSku(w.s.db, w.shopId, { status: 'off_shelf' })).productId);
  otherProduct = String((await makeSku(w.s.db, otherShop)).productId);
  const at = (ms: number) => new Date(w.s.clock.now().getTime() + ms).toISOString();
  const coupon = (code: string, grantStart: string) => ({
    name: `คูปอง ${code}`,
    code,
    type: 'amount',
    faceValue: '20.00',
    minSpend: '100.00',
    quantity: 100,
    perPerson: 1,
    grantStart,
    grantEnd: at(10 * DAY),
    validityDays: 30,
    audience: 'all',
  });
  const theirs = await w.s.call(couponAdd, coupon('THEIRS20', at(-HOUR)), { cookie: otherLogin.cookie });
  expectOk(theirs);
  otherCoupon = String(theirs.data.couponId);
  const later = await w.s.call(couponAdd, coupon('LATER20', at(DAY)), { cookie: w.owner });
  expectOk(later);
  notRunning = String(later.data.couponId);
});

const fourTiles = (): Tile[] => [
  { label: 'คำสั่งซื้อของฉัน', action: 'orders' },
  { label: 'เวลาทำการ', action: 'reply', reply: 'เปิดทุกวัน 9:00–18:00 น. ค่ะ' },
  { label: 'สินค้าแนะนำ', action: 'product', targetId: onSale.productId },
  { label: 'รับคูปอง', action: 'coupon', targetId: granting },
];

describe('the merchant’s rich menu', () => {
  it('saves up to 6 tiles in their order, with the product and coupon as they are now', async () => {
    expectOk(await save(fourTiles()));
    const m = await menu();
    expect(m.enabled).toBe('y');
    expect(m.tiles.map((t) => [t.label, t.action])).toEqual([
      ['คำสั่งซื้อของฉัน', 'orders'],
      ['เวลาทำการ', 'reply'],
      ['สินค้าแนะนำ', 'product'],
      ['รับคูปอง', 'coupon'],
    ]);
    expect(m.tiles[2]?.target).toMatchObject({ title: onSale.title, amount: onSale.amount });
    expect(m.tiles[3]?.target?.title).toBeTruthy();
    expect(m.tiles.every((t) => t.live === 'y')).toBe(true);
    // A reply tile keeps no target, an orders tile neither; the order given is the order kept.
    expect(m.tiles[1]?.targetId).toBe('');
    const reversed = [...fourTiles()].reverse();
    expectOk(await save(reversed));
    expect((await menu()).tiles.map((t) => t.label)).toEqual(reversed.map((t) => t.label));

    const six = Array.from({ length: RICH_MENU_ITEMS_MAX }, (_, i) => ({
      label: i === 0 ? 'ก'.repeat(RICH_MENU_LABEL_MAX) : `ปุ่ม ${i}`,
      action: 'orders',
    }));
    expectOk(await save(six));
    expect((await menu()).tiles).toHaveLength(RICH_MENU_ITEMS_MAX);
  });

  it('refuses a label empty or too long, a 7th tile, a tile without its target, in three languages', async () => {
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
      expectRefused(
        await save(
          [
            { label: 'ok', action: 'orders' },
            { label: '  ', action: 'orders' },
          ],
          'y',
          locale,
        ),
        'richMenuLabel',
        { n: 2, max: RICH_MENU_LABEL_MAX },
        locale,
      );
      expectRefused(
        await save(
          Array.from({ length: RICH_MENU_ITEMS_MAX + 1 }, () => ({ label: 'ปุ่ม', action: 'orders' })),
          'y',
          locale,
        ),
        'richMenuTooMany',
        { max: RICH_MENU_ITEMS_MAX },
        locale,
      );
      expectRefused(
        await save([{ label: 'สินค้า', action: 'product' }], 'y', locale),
        'richMenuTargetMissing',
        { n: 1 },
        locale,
      );
    }
    expectRefused(await save([{ label: 'ก'.repeat(RICH_MENU_LABEL_MAX + 1), action: 'orders' }]), 'richMenuLabel', {
      n: 1,
      max: RICH_MENU_LABEL_MAX,
    });
    expectRefused(await save([{ label: 'คูปอง', action: 'coupon' }]), 'richMenuTargetMissing', { n: 1 });
    expectRefused(await save([{ label: 'ตอบ', action: 'reply', reply: ' ' }]), 'richMenuTargetMissing', { n: 1 });
    expectRefused(
      await save([{ label: 'ตอบ', action: 'reply', reply: 'ก'.repeat(QUICK_REPLY_MAX + 1) }]),
      'richMenuReplyTooLong',
      { n: 1, max: QUICK_REPLY_MAX },
    );
  });

  it('refuses a product of another shop, one not found or off sale, a coupon of another shop or not being collected', async () => {
    const one = (t: Tile) => save([{ label: 'ok', action: 'orders' }, t]);
    expectRefused(
      await one({ label: 'ของร้านอื่น', action: 'product', targetId: otherProduct }),
      'richMenuProductNotFound',
      {
        n: 2,
      },
    );
    expectRefused(await one({ label: 'ไม่มี', action: 'product', targetId: '999999999' }), 'richMenuProductNotFound', {
      n: 2,
    });
    expectRefused(await one({ label: 'ไม่ขาย', action: 'product', targetId: offSale }), 'richMenuProductNotOnSale', {
      n: 2,
    });
    expectRefused(
      await one({ label: 'คูปองร้านอื่น', action: 'coupon', targetId: otherCoupon }),
      'richMenuCouponNotFound',
      {
        n: 2,
      },
    );
    expectRefused(await one({ label: 'คูปองหมด', action: 'coupon', targetId: notRunning }), 'richMenuCouponNotRunning', {
      n: 2,
    });
    expectRefused(await one({ label: 'รูป', action: 'orders', imageUrl: '/media/not-ours.png' }), 'richMenuImage', {
      n: 2,
    });
  });

  it('saves all or nothing: a bad last tile keeps the menu as it was', async () => {
    expectOk(await save(fourTiles()));
    const before = await menu();
    const r = await save(
      [
        { label: 'ใหม่', action: 'orders' },
        { label: 'ผิด', action: 'product', targetId: offSale },
      ],
      'n',
    );
    expectRefused(r, 'richMenuProductNotOnSale', { n: 2 });
    const after = await menu();
    expect(after.enabled).toBe('y');
    expect(after.tiles.map((t) => t.tileId)).toEqual(before.tiles.map((t) => t.tileId));
  });

  it('keeps a picture the shop uploaded at its /media address', async () => {
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 80, b: 20 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('sessionContext', JSON.stringify({ entityCode: 1, channel: 'omsAdmin', locale: 'en-US' }));
    form.append('usage', 'chatImage');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tile.png');
    const res = await w.s.app.inject({
      method: 'POST',
      url: imageUpload.path,
      payload: form,
      headers: { cookie: w.owner },
    });
    const up = (res.json() as Reply).data;
    expect(up.transactionStatus.success).toBe(true);
    expectOk(await save([{ label: 'รูปจากรหัส', action: 'orders', imageUrl: String(up.mediaId) }]));
    expect((await menu()).tiles[0]?.imageUrl).toBe(up.url);
    expectOk(await save([{ label: 'รูปจากที่อยู่', action: 'orders', imageUrl: String(up.url) }]));
    expect((await menu()).tiles[0]?.imageUrl).toBe(up.url);
  });

  it('offers the products on sale found by title and the coupons being collected', async () => {
    const found = await w.s.call(richMenuPicks, { keyword: onSale.title }, { cookie: w.owner });
    expectOk(found);
    expect((found.data.products as { productId: string }[]).map((p) => p.productId)).toContain(onSale.productId);
    expect((found.data.products as { productId: string }[]).map((p) => p.productId)).not.toContain(offSale);
    const ids = (found.data.coupons as { couponId: string }[]).map((c) => c.couponId);
    expect(ids).toContain(granting);
    expect(ids).not.toContain(notRunning);
  });

  it('needs the assistant’s code; another shop sees its own menu only', async () => {
    await w.s.addMember({ shopId: w.shopId, loginAcct: 'menu-none', funcIds: [FUNC.home] });
    const cookie = (await w.s.login('menu-none')).cookie;
    expectRefused(await w.s.call(richMenuInquiry, {}, { cookie }), 'noPermission');
    expectRefused(await w.s.call(richMenuMaintain, { enabled: 'y', tiles: [] }, { cookie }), 'noPermission');
    expectRefused(await w.s.call(richMenuPicks, {}, { cookie }), 'noPermission');
    const other = (await w.s.login('other-owner')).cookie;
    const theirs = await w.s.call(richMenuInquiry, {}, { cookie: other });
    expectOk(theirs);
    expect((theirs.data.tiles as TileView[]).map((t) => t.label)).not.toContain('เวลาทำการ');
  });
});

describe('the buyer’s rich menu', () => {
  const news = (buyerId: string) => w.s.call(mktChatBuyerNews, { shopId: w.shopId, buyerId }, { cookie: w.op });
  const tap = (buyerId: string, tileId: string) =>
    w.s.call(mktChatBuyerMenuTap, { shopId: w.shopId, buyerId, tileId }, { cookie: w.op });

  it('reads what its tiles open in as many statements for six tiles as for two', async () => {
    const buyer = await makeBuyer(w.s.db);
    const product = { label: 'สินค้าแนะนำ', action: 'product', targetId: onSale.productId };
    const coupon = { label: 'รับคูปอง', action: 'coupon', targetId: granting };
    const sent = async (tiles: Tile[]) => {
      expectOk(await save(tiles));
      const seen: { tiles: TileView[] }[] = [];
      const trips = await roundTripsOf(w.s.db, async () => {
        seen.push((await news(buyer.id)).data.richMenu as { tiles: TileView[] });
      });
      expect(seen[0]?.tiles).toHaveLength(tiles.length);
      return trips.statements;
    };
    const two = await sent([product, coupon]);
    const six = await sent([product, coupon, product, coupon, product, coupon]);
    expect(six.length, six.join('\n')).toBe(two.length);
  });

  it('is seen only while on, with the product’s title, price and picture read now', async () => {
    const buyer = await makeBuyer(w.s.db);
    expectOk(await save(fourTiles(), 'n'));
    expect((await news(buyer.id)).data.richMenu).toBeNull();
    expectOk(await save(fourTiles(), 'y'));
    const seen = (await news(buyer.id)).data.richMenu as { tiles: (TileView & { target: { imageUrl: string } })[] };
    expect(seen.tiles.map((t) => t.label)).toEqual(fourTiles().map((t) => t.label));
    expect(seen.tiles.map((t) => 'reply' in t)).toEqual([false, false, false, false]);
    const product = seen.tiles[2];
    expect(product?.target).toEqual({ title: onSale.title, amount: onSale.amount, imageUrl: onSale.imageUrl });
    expect(onSale.imageUrl).not.toBe('');
    // Read when the menu is read: a new title shows at once.
    await w.s.db
      .update(products)
      .set({ title: `${onSale.title} ใหม่` })
      .where(and(eq(products.shopId, w.shopId), eq(products.id, Number(onSale.productId))));
    const again = (await news(buyer.id)).data.richMenu as { tiles: TileView[] };
    expect(again.tiles[2]?.target?.title).toBe(`${onSale.title} ใหม่`);
    await w.s.db
      .update(products)
      .set({ title: onSale.title })
      .where(and(eq(products.shopId, w.shopId), eq(products.id, Number(onSale.productId))));
  });

  it('a reply tile writes the buyer’s tap and the automatic reply the shop’s /im shows', async () => {
    expectOk(await save(fourTiles()));
    const buyer = await makeBuyer(w.s.db);
    const tiles = ((await news(buyer.id)).data.richMenu as { tiles: TileView[] }).tiles;
    const replyTile = tiles.find((t) => t.action === 'reply');
    if (!replyTile) throw new Error('no reply tile');
    const r = await tap(buyer.id, replyTile.tileId);
    expectOk(r);
    expect((r.data.messages as Msg[]).map((m) => [m.sender, m.content, m.automatic])).toEqual([
      ['buyer', 'เวลาทำการ', 'n'],
      ['seller', 'เปิดทุกวัน 9:00–18:00 น. ค่ะ', 'y'],
    ]);
    const pane = await w.s.call(chatNewsList, { conversationId: String(r.data.conversationId) }, { cookie: w.owner });
    expectOk(pane);
    const last = (pane.data.list as Msg[]).at(-1);
    expect(last).toMatchObject({ sender: 'seller', automatic: 'y', content: 'เปิดทุกวัน 9:00–18:00 น. ค่ะ' });
  });

  it('a product or coupon tile sends that card from the buyer; an orders tile writes nothing', async () => {
    expectOk(await save(fourTiles()));
    const buyer = await makeBuyer(w.s.db);
    const tiles = ((await news(buyer.id)).data.richMenu as { tiles: TileView[] }).tiles;
    const productTile = tiles.find((t) => t.action === 'product');
    const ordersTile = tiles.find((t) => t.action === 'orders');
    if (!productTile || !ordersTile) throw new Error('no product or orders tile');
    const r = await tap(buyer.id, productTile.tileId);
    expectOk(r);
    expect(r.data.opens).toBe(onSale.productId);
    const [card] = r.data.messages as Msg[];
    expect(card).toMatchObject({ sender: 'buyer', kind: 'product', automatic: 'n' });
    expect(card?.card?.id).toBe(onSale.productId);
    const orders = await tap(buyer.id, ordersTile.tileId);
    expectOk(orders);
    expect(orders.data).toMatchObject({ action: 'orders', messages: [] });
    const couponTile = tiles.find((t) => t.action === 'coupon');
    if (!couponTile) throw new Error('no coupon tile');
    const c = await tap(buyer.id, couponTile.tileId);
    expectOk(c);
    expect((c.data.messages as Msg[]).map((m) => [m.sender, m.kind, m.card?.id])).toEqual([
      ['buyer', 'coupon', granting],
    ]);
    const seen = (await news(buyer.id)).data.list as Msg[];
    expect(seen.map((m) => m.kind)).toEqual(['product', 'coupon']);
  });

  it('refuses a tap while the menu is off or on a tile no longer in it', async () => {
    expectOk(await save(fourTiles()));
    const buyer = await makeBuyer(w.s.db);
    const [first] = ((await news(buyer.id)).data.richMenu as { tiles: TileView[] }).tiles;
    if (!first) throw new Error('no tile');
    expectOk(await save(fourTiles()));
    expectRefused(await tap(buyer.id, first.tileId), 'richMenuTileGone');
    expectOk(await save(fourTiles(), 'n'));
    expectRefused(await tap(buyer.id, first.tileId), 'richMenuOff');
    expect((await news(buyer.id)).data.list).toEqual([]);
  });
});
