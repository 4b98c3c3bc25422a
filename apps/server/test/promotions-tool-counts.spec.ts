import { promotionToolsSummary, type ToolCount } from '@sc/contract/calls/results.ts';
import { BROADCASTS_PER_MONTH } from '@sc/contract/constants.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import {
  campaignRegistrations,
  fanBroadcasts,
  paylaterActivities,
  platformCampaigns,
  seckillProgrammes,
  seckillRegistrations,
  seckillSlots,
  shopFollows,
} from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// The hub's counts of flash sales, platform campaigns, pay-later activities and fans marketing
// (/oms/mms/tools/summary): each figure moves by exactly the rows of its kind at its edges of time,
// another shop's rows never count, and a sub-account without a tool's screen code gets no counts
// of it (the hub shows it no card either).

let s: TestServer;
let cookie: string;
let shopId: string;
let userId: string;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
  userId = newId();
});
afterAll(() => s?.close());

const at = (ms: number) => new Date(s.clock.now().getTime() + ms);

async function counts(c = cookie): Promise<Record<string, ToolCount>> {
  const r = await s.call(promotionToolsSummary, {}, { cookie: c });
  expectOk(r);
  const tools = promotionToolsSummary.response.parse(r.data).tools;
  return Object.fromEntries(tools.map((t) => [t.tool, t]));
}

/** A slot of a new programme from `from` to `to` (ms from now). */
async function slot(from: number, to: number) {
  const modeId = newId();
  await s.db.insert(seckillProgrammes).values({ id: modeId, name: 'นับแฟลชเซล', createdBy: userId });
  const slotId = newId();
  await s.db.insert(seckillSlots).values({ id: slotId, modeId, startAt: at(from), endAt: at(to) });
  return { modeId, slotId };
}

async function seckillReg(shop: string, where: { modeId: string; slotId: string }, state: string) {
  await s.db.insert(seckillRegistrations).values({
    shopId: shop,
    id: newId(),
    ...where,
    skuId: Math.floor(Math.random() * 1e9),
    productId: 1,
    price: 9_000,
    stock: 5,
    perBuyer: 1,
    state,
    createdBy: userId,
  });
}

/** A campaign taking registrations over [regFrom, regTo) and running over [from, to) (ms from now). */
async function campaign(regFrom: number, regTo: number, from: number, to: number) {
  const id = newId();
  await s.db.insert(platformCampaigns).values({
    id,
    name: 'นับแคมเปญ',
    regStartAt: at(regFrom),
    regEndAt: at(regTo),
    startAt: at(from),
    endAt: at(to),
    minDiscountPercent: 5,
    requiredStock: 1,
    createdBy: userId,
  });
  return id;
}

async function campaignReg(shop: string, campaignId: string, state: string) {
  await s.db.insert(campaignRegistrations).values({
    shopId: shop,
    id: newId(),
    campaignId,
    skuId: Math.floor(Math.random() * 1e9),
    productId: 1,
    price: 9_000,
    stock: 5,
    state,
    createdBy: userId,
  });
}

describe('flash sales on the hub', () => {
  it('counts approved products on now and to come, and registrations waiting in slots not over', async () => {
    const before = (await counts()).seckill;
    expect(before).toMatchObject({ running: expect.any(Number), upcoming: expect.any(Number) });
    const now = await slot(-HOUR, HOUR);
    const later = await slot(HOUR, 2 * HOUR);
    const over = await slot(-2 * HOUR, -1);
    const edge = await slot(0, HOUR); // starts this very moment: on now
    await seckillReg(shopId, now, 'approved');
    await seckillReg(shopId, edge, 'approved');
    await seckillReg(shopId, later, 'approved');
    await seckillReg(shopId, later, 'pending');
    await seckillReg(shopId, now, 'pending');
    await seckillReg(shopId, over, 'pending'); // its slot is over: nothing to wait for
    await seckillReg(shopId, over, 'approved');
    await seckillReg(shopId, now, 'rejected');
    await seckillReg(shopId, later, 'cancelled');
    await seckillReg(newId(), now, 'approved'); // another shop's
    await seckillReg(newId(), later, 'pending');
    const after = (await counts()).seckill;
    expect(after?.running).toBe((before?.running ?? 0) + 2);
    expect(after?.upcoming).toBe((before?.upcoming ?? 0) + 1);
    expect(after?.pending).toBe((before?.pending ?? 0) + 2);
  });
});

describe('platform campaigns on the hub', () => {
  it('counts approved products of campaigns on now and to come, pending ones, and campaigns open to register', async () => {
    const before = (await counts()).campaign;
    const running = await campaign(-2 * DAY, -DAY, -HOUR, DAY);
    const open = await campaign(-HOUR, HOUR, 2 * HOUR, DAY);
    const opensLater = await campaign(HOUR, 2 * HOUR, 3 * HOUR, DAY);
    const closesNow = await campaign(-HOUR, 0, HOUR, DAY); // registration closed this very moment
    const ended = await campaign(-3 * DAY, -2 * DAY, -2 * DAY, -1);
    await campaignReg(shopId, running, 'approved');
    await campaignReg(shopId, open, 'approved');
    await campaignReg(shopId, open, 'pending');
    await campaignReg(shopId, opensLater, 'revoked');
    await campaignReg(shopId, closesNow, 'pending');
    await campaignReg(shopId, ended, 'approved');
    await campaignReg(shopId, ended, 'pending');
    await campaignReg(newId(), running, 'approved');
    const after = (await counts()).campaign;
    expect(after?.running).toBe((before?.running ?? 0) + 1);
    expect(after?.upcoming).toBe((before?.upcoming ?? 0) + 1);
    expect(after?.pending).toBe((before?.pending ?? 0) + 2);
    expect(after?.open).toBe((before?.open ?? 0) + 1);
  });
});

describe('pay later and fans marketing on the hub', () => {
  it('counts running and upcoming pay-later activities of the shop alone, a stopped one not', async () => {
    const before = (await counts()).paylater;
    const row = (shop: string, from: number, to: number, stoppedAt: Date | null = null) => ({
      shopId: shop,
      id: newId(),
      name: 'ผ่อนนับ',
      startAt: at(from),
      endAt: at(to),
      plans: [3, 6],
      subsidyPercent: 0,
      stoppedAt,
      createdBy: userId,
    });
    await s.db
      .insert(paylaterActivities)
      .values([
        row(shopId, -HOUR, HOUR),
        row(shopId, HOUR, DAY),
        row(shopId, -DAY, -1),
        row(shopId, -HOUR, HOUR, at(-MINUTE)),
        row(newId(), -HOUR, HOUR),
      ]);
    const after = (await counts()).paylater;
    expect(after?.running).toBe((before?.running ?? 0) + 1);
    expect(after?.upcoming).toBe((before?.upcoming ?? 0) + 1);
  });

  it('counts the followers and the broadcasts left this month, never below zero', async () => {
    const before = (await counts()).fans;
    expect(before?.running).toBeUndefined();
    await s.db.insert(shopFollows).values([
      { shopId, buyerId: newId(), since: at(-DAY) },
      { shopId, buyerId: newId(), since: at(-HOUR) },
      { shopId: newId(), buyerId: newId(), since: at(-HOUR) },
    ]);
    const broadcast = (shop: string, sentAt: Date) => ({
      shopId: shop,
      id: newId(),
      text: 'ข่าวจากร้าน',
      attachment: 'products',
      productIds: [1],
      delivered: 2,
      sentBy: userId,
      sentAt,
    });
    await s.db.insert(fanBroadcasts).values([broadcast(newId(), at(0))]);
    const mid = (await counts()).fans;
    expect(mid?.followers).toBe((before?.followers ?? 0) + 2);
    expect(mid?.broadcastsLeft).toBe(before?.broadcastsLeft);
    const left = before?.broadcastsLeft ?? 0;
    await s.db.insert(fanBroadcasts).values(Array.from({ length: left + 1 }, () => broadcast(shopId, at(-MINUTE))));
    expect((await counts()).fans?.broadcastsLeft).toBe(0);
    expect(BROADCASTS_PER_MONTH).toBeGreaterThan(0);
  });
});

describe('counts of a screen the user may not open', () => {
  it('are not given: a marketing-tools sub-account sees no campaign or fans counts', async () => {
    await s.addMember({
      shopId,
      loginAcct: 'tool-counts-tools-only',
      funcIds: [FUNC.marketing, FUNC.marketingTools, FUNC.promotions],
    });
    const { cookie: c } = await s.login('tool-counts-tools-only');
    const seen = await counts(c);
    expect(seen.campaign).toBeUndefined();
    expect(seen.fans).toBeUndefined();
    expect(seen.seckill).toBeDefined();
    expect(seen.paylater).toBeDefined();
    await s.addMember({
      shopId,
      loginAcct: 'tool-counts-fans',
      funcIds: [FUNC.marketing, FUNC.marketingTools, FUNC.fansMarketing, FUNC.activityReporting],
    });
    const all = await counts((await s.login('tool-counts-fans')).cookie);
    expect(all.campaign).toBeDefined();
    expect(all.fans).toBeDefined();
  });
});
