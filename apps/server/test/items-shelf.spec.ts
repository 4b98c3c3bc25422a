import {
  itemBatchPublish,
  itemCreate,
  itemDelete,
  itemDetailsInquiry,
  itemDiscard,
  itemPublish,
  itemRecover,
  itemRecycleList,
  itemShelfRemovalList,
  itemTimedRelease,
} from '@sc/contract/calls/items.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { create, detail, list, matrix, nextCode, productPayload, reserve, setProduct } from './items-kit.ts';

// On and off shelf, the recycle bin, timed release and the automatic shelf rules, on the moving
// test clock.

let s: TestServer;
let owner: string;
beforeAll(async () => {
  s = await startTestServer();
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
});
afterAll(() => s.close());

const DAY = 24 * 60 * 60 * 1000;

/** Moves the clock (sessions last 7 days, so the owner logs in again). */
async function advance(ms: number) {
  s.clock.advance(ms);
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
}

const onSale = (over = {}) => create(s, owner, { shelf: 'on', specs: [], skus: matrix([], { stock: 5 }), ...over });
const offShelf = (stock = 5) => create(s, owner, { specs: [], skus: matrix([], { stock }) });

describe('on and off shelf', () => {
  it('puts a product on sale only with stock to sell, and takes it off', async () => {
    const empty = await offShelf(0);
    const refused = await s.call(itemPublish, { productId: empty, onShelf: 'y' }, { cookie: owner, locale: 'th-TH' });
    expect(refused.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    expect(refused.status_.replyText).toBe('ไม่มีสต็อกที่ขายได้ กรุณาเพิ่มสต็อกก่อนวางขาย');

    const id = await offShelf();
    const on = await s.call(itemPublish, { productId: id, onShelf: 'y' }, { cookie: owner });
    expect(on.data.status).toBe('on_sale');
    expect((await detail(s, owner, id)).onShelfAt).not.toBeNull();
    const off = await s.call(itemPublish, { productId: id, onShelf: 'n' }, { cookie: owner });
    expect(off.data.status).toBe('off_shelf');
    const d = await detail(s, owner, id);
    expect([d.status, d.offShelfReason]).toEqual(['off_shelf', 'merchant']);
  });

  it('answers a batch row by row, in the user’s language', async () => {
    const ok = await offShelf();
    const empty = await offShelf(0);
    const halted = await offShelf();
    await setProduct(s, halted, { status: 'halted', offShelfReason: 'violation' });
    const binned = await offShelf();
    await s.call(itemDelete, { productIds: [binned] }, { cookie: owner });
    const already = await onSale();
    const r = await s.call(
      itemBatchPublish,
      { productIds: [ok, empty, halted, binned, already], onShelf: 'y' },
      { cookie: owner, locale: 'zh-CN' },
    );
    expect(r.status_.success).toBe(true);
    const answer = itemBatchPublish.response.parse(r.data);
    expect(answer.results).toEqual([
      { productId: ok, ok: 'y', reason: '' },
      { productId: empty, ok: 'n', reason: '没有可售库存，请先补充库存再上架' },
      { productId: halted, ok: 'n', reason: '该商品已被平台永久停售，无法上架或恢复' },
      { productId: binned, ok: 'n', reason: '该商品在回收站中，请先恢复' },
      { productId: already, ok: 'y', reason: '' },
    ]);
    expect([answer.succeeded, answer.failed]).toEqual([2, 3]);
    expect((await detail(s, owner, halted)).status).toBe('halted');

    const off = itemBatchPublish.response.parse(
      (await s.call(itemBatchPublish, { productIds: [ok, halted], onShelf: 'n' }, { cookie: owner })).data,
    );
    expect(off.succeeded).toBe(2);
    expect((await detail(s, owner, halted)).status).toBe('halted');
  });

  it('refuses the whole batch when one id is not the shop’s', async () => {
    const mine = await offShelf();
    const r = await s.call(itemBatchPublish, { productIds: [mine, '999999999'], onShelf: 'y' }, { cookie: owner });
    expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    expect((await detail(s, owner, mine)).status).toBe('off_shelf');
  });
});

describe('recycle bin', () => {
  it('deleting takes a product off the shelf and out of the list; restoring brings it back off shelf', async () => {
    const id = await onSale();
    const r = itemDelete.response.parse((await s.call(itemDelete, { productIds: [id] }, { cookie: owner })).data);
    expect(r.results[0]?.ok).toBe('y');
    const d = await detail(s, owner, id);
    expect([d.status, d.offShelfReason, d.deletedAt !== null]).toEqual(['deleted', 'merchant', true]);
    expect((await list(s, owner, { spuIds: [id] })).list).toEqual([]);
    const bin = itemRecycleList.response.parse((await s.call(itemRecycleList, {}, { cookie: owner })).data);
    expect(bin.list.find((row) => row.productId === id)?.restorable).toBe('y');

    s.clock.advance(1000);
    const back = itemRecover.response.parse((await s.call(itemRecover, { productIds: [id] }, { cookie: owner })).data);
    expect(back.results[0]?.ok).toBe('y');
    const after = await detail(s, owner, id);
    expect([after.status, after.offShelfReason, after.deletedAt]).toEqual(['off_shelf', 'merchant', null]);
    expect((await list(s, owner, { spuIds: [id] })).list.map((row) => row.productId)).toEqual([id]);
    const again = itemRecover.response.parse((await s.call(itemRecover, { productIds: [id] }, { cookie: owner })).data);
    expect(again.results[0]).toEqual({ productId: id, ok: 'n', reason: 'This product is not in the recycle bin' });
  });

  it('never restores a halted product', async () => {
    const id = await offShelf();
    await setProduct(s, id, { status: 'halted' });
    await s.call(itemDelete, { productIds: [id] }, { cookie: owner });
    const bin = itemRecycleList.response.parse((await s.call(itemRecycleList, {}, { cookie: owner })).data);
    expect(bin.list.find((row) => row.productId === id)?.restorable).toBe('n');
    const r = itemRecover.response.parse((await s.call(itemRecover, { productIds: [id] }, { cookie: owner })).data);
    expect(r.results[0]?.ok).toBe('n');
    expect((await detail(s, owner, id)).deletedAt).not.toBeNull();
  });

  it('discards for good only from the bin and without reserved stock; the code is free again', async () => {
    const code = nextCode('DISC');
    const id = await create(s, owner, { code, specs: [], skus: matrix([], { stock: 5 }) });
    const notInBin = itemDiscard.response.parse(
      (await s.call(itemDiscard, { productIds: [id] }, { cookie: owner })).data,
    );
    expect(notInBin.results[0]?.ok).toBe('n');
    await s.call(itemDelete, { productIds: [id] }, { cookie: owner });
    // In the bin the code is still taken.
    const taken = await s.call(itemCreate, productPayload({ code }), { cookie: owner });
    expect(taken.status_.replyCode).toBe(REPLY.ALREADY_EXISTS.code);
    const skuId = (await detail(s, owner, id)).skus[0]!.skuId;
    await reserve(s, skuId, 2);
    const held = itemDiscard.response.parse((await s.call(itemDiscard, { productIds: [id] }, { cookie: owner })).data);
    expect(held.results[0]).toEqual({
      productId: id,
      ok: 'n',
      reason: 'It cannot be deleted for good: orders hold 2 of its stock',
    });
    await reserve(s, skuId, 0);
    const gone = itemDiscard.response.parse((await s.call(itemDiscard, { productIds: [id] }, { cookie: owner })).data);
    expect(gone.results[0]?.ok).toBe('y');
    expect((await s.call(itemDetailsInquiry, { productId: id }, { cookie: owner })).status_.replyCode).toBe(
      REPLY.NOT_FOUND.code,
    );
    expect((await s.call(itemCreate, productPayload({ code }), { cookie: owner })).status_.success).toBe(true);
  });
});

describe('timed release', () => {
  it('schedules, cancels, and the job releases on time, once', async () => {
    const id = await offShelf();
    const past = await s.call(
      itemTimedRelease,
      { productId: id, releaseAt: new Date(s.clock.now().getTime() - 1).toISOString() },
      { cookie: owner },
    );
    expect(past.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
    const at = new Date(s.clock.now().getTime() + 2 * 3600_000);
    const scheduled = await s.call(itemTimedRelease, { productId: id, releaseAt: at.toISOString() }, { cookie: owner });
    expect(scheduled.data).toMatchObject({ status: 'coming', releaseAt: at.toISOString() });
    const cancelled = await s.call(itemTimedRelease, { productId: id, releaseAt: null }, { cookie: owner });
    expect(cancelled.data).toMatchObject({ status: 'off_shelf', releaseAt: null });
    await s.call(itemTimedRelease, { productId: id, releaseAt: at.toISOString() }, { cookie: owner });

    await advance(2 * 3600_000 - 60_000);
    await s.runJobs();
    expect((await detail(s, owner, id)).status).toBe('coming');
    await advance(60_000);
    expect((await s.runJobs())['items.timed-release']).toBeGreaterThanOrEqual(1);
    expect((await s.runJobs())['items.timed-release']).toBe(0);
    const d = await detail(s, owner, id);
    expect([d.status, d.releaseAt]).toEqual(['on_sale', null]);
    const onSaleNow = await s.call(
      itemTimedRelease,
      { productId: id, releaseAt: new Date(s.clock.now().getTime() + DAY).toISOString() },
      { cookie: owner },
    );
    expect(onSaleNow.status_.replyCode).toBe(REPLY.RULE_VIOLATED.code);
  });
});

describe('shelf rules', () => {
  it('idle 180 days: nothing at 179, off shelf at 180; a view restarts the clock', async () => {
    const idle = await onSale();
    const viewed = await onSale();
    await advance(100 * DAY);
    await setProduct(s, viewed, { lastViewedAt: s.clock.now() });
    await advance(79 * DAY);
    await s.runJobs();
    expect((await detail(s, owner, idle)).status).toBe('on_sale');
    await advance(DAY);
    await s.runJobs();
    expect((await s.runJobs())['items.shelf-rules']).toBe(0);
    const d = await detail(s, owner, idle);
    expect([d.status, d.offShelfReason]).toEqual(['off_shelf', 'idle_180']);
    expect((await detail(s, owner, viewed)).status).toBe('on_sale');
    // Put back on sale, it has a fresh 180 days.
    await s.call(itemPublish, { productId: idle, onShelf: 'y' }, { cookie: owner });
    await s.runJobs();
    expect((await detail(s, owner, idle)).status).toBe('on_sale');
  });

  it('no sales 360 days: off shelf at 360 even when viewed and edited', async () => {
    const id = await onSale();
    // Views every 150 days keep the idle rule away.
    for (const days of [150, 150]) {
      await advance(days * DAY);
      await setProduct(s, id, { lastViewedAt: s.clock.now() });
      await s.runJobs();
    }
    await advance(59 * DAY);
    await s.runJobs();
    expect((await detail(s, owner, id)).status).toBe('on_sale');
    await advance(DAY);
    await s.runJobs();
    const d = await detail(s, owner, id);
    expect([d.status, d.offShelfReason]).toEqual(['off_shelf', 'no_sales_360']);
  });

  it('off shelf 180 days without stock or sales: into the recycle bin, once', async () => {
    const empty = await offShelf(0);
    const stocked = await offShelf(3);
    await advance(179 * DAY);
    await s.runJobs();
    expect((await detail(s, owner, empty)).deletedAt).toBeNull();
    await advance(DAY);
    await s.runJobs();
    expect((await s.runJobs())['items.shelf-rules']).toBe(0);
    const d = await detail(s, owner, empty);
    expect(d.status).toBe('deleted');
    const bin = itemRecycleList.response.parse((await s.call(itemRecycleList, {}, { cookie: owner })).data);
    expect(bin.list.some((row) => row.productId === empty)).toBe(true);
    expect((await detail(s, owner, stocked)).deletedAt).toBeNull();
  });

  it('shows what the rules will do and when', async () => {
    const id = await onSale();
    const empty = await offShelf(0);
    const now = s.clock.now().getTime();
    const r = await s.call(itemShelfRemovalList, { withinDays: 180, page: { pageSize: 500 } }, { cookie: owner });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    const rows = itemShelfRemovalList.response.parse(r.data).list;
    const mine = rows.find((row) => row.productId === id);
    expect(mine?.rule).toBe('idle_180');
    expect(Math.abs(Date.parse(mine?.removalAt ?? '') - (now + 180 * DAY))).toBeLessThan(60_000);
    expect(rows.find((row) => row.productId === empty)?.rule).toBe('purge_off_180');
    const soonest = rows.map((row) => Date.parse(row.removalAt));
    expect(soonest).toEqual([...soonest].sort((a, b) => a - b));
    const d = await detail(s, owner, id);
    expect(d.shelfRemoval?.rule).toBe('idle_180');
    const near = await s.call(itemShelfRemovalList, { withinDays: 10 }, { cookie: owner });
    expect(itemShelfRemovalList.response.parse(near.data).list.some((row) => row.productId === id)).toBe(false);
  });
});
