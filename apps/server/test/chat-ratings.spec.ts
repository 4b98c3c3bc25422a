import {
  chatBlacklist,
  chatNewsList,
  chatReply,
  chatServiceStatistics,
  mktChatBuyerNews,
  mktChatBuyerRate,
  mktChatBuyerSend,
} from '@sc/contract/calls/chat.ts';
import { CHAT_LATE_REPLY_MS, CHAT_RATING_COMMENT_MAX, CHAT_WINDOW_DAYS } from '@sc/contract/chat.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bangkokDay, bangkokDayStart } from '../src/bangkok-time.ts';
import { buyers, imAssistantSettings, shopMembers } from '../src/db/schema.ts';
import { useChatWorld } from './chat-kit.ts';
import { DEMO_ACCOUNTS, OTHER } from './harness.ts';
import { makeBuyer } from './mkt-orders-kit.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// The buyers' ratings of the service (/oms/mkt/im/buyer/rate) and the shop's service figures
// (/oms/cos/im/service/statistics, catalogue §9 late reply 5 minutes, 10 days): the rating rules
// at their edges, and the figures computed exactly for a history built minute by minute in the
// other shop, which starts with none, per staff member, around the 5-minute mark and the window's
// last Bangkok day; the demo shop's figures never take the other shop's, nor the other way round.

const w = useChatWorld();
const MINUTE = 60_000;

type Figures = {
  conversations: number;
  waits: number;
  answered: number;
  responseRate: number | null;
  avgFirstResponseMs: number | null;
  late: number;
  lateAnswered: number;
  lateWaiting: number;
  ratingCount: number;
  ratingAverage: number | null;
  ratingStars: number[];
};
type Statistics = {
  windowStart: string;
  firstDay: string;
  shop: Figures;
  staff: (Figures & { userId: string; name: string })[];
};

async function figures(cookie: string): Promise<Statistics> {
  const r = await w.s.call(chatServiceStatistics, {}, { cookie });
  expectOk(r);
  return r.data as unknown as Statistics;
}

const rate = (shopId: string, buyerId: string, stars: number, comment = '', locale?: 'th-TH' | 'en-US' | 'zh-CN') =>
  w.s.call(mktChatBuyerRate, { shopId, buyerId, stars, comment }, { cookie: w.op, ...(locale ? { locale } : {}) });
const write = (shopId: string, buyerId: string, content: string) =>
  w.s.call(mktChatBuyerSend, { shopId, buyerId, content }, { cookie: w.op });

async function reply(conversationId: string, cookie: string, content = 'ได้ค่ะ') {
  expectOk(await w.s.call(chatReply, { conversationId, content }, { cookie }));
}

beforeAll(() => {
  w.s.clock.stop();
});

describe('a buyer rates the service', () => {
  it('only after a staff member replied, once per reply; the line shows to the staff with who served, not to the buyer', async () => {
    // The shop welcomes a buyer's first message automatically: that is no reply to rate.
    await w.s.db
      .insert(imAssistantSettings)
      .values({ shopId: w.shopId, welcomeOnline: 'ยินดีต้อนรับค่ะ', welcomeOffline: 'ยินดีต้อนรับค่ะ' })
      .onConflictDoNothing();
    const buyer = await makeBuyer(w.s.db);
    const first = await write(w.shopId, buyer.id, 'สวัสดีค่ะ');
    expectOk(first);
    expect((first.data.replies as unknown[]).length).toBeGreaterThan(0);
    const conversationId = String(first.data.conversationId);
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const)
      expectRefused(await rate(w.shopId, buyer.id, 5, '', locale), 'chatRatingNotServed', undefined, locale);

    await reply(conversationId, w.service, 'สวัสดีค่ะ ยินดีให้บริการ');
    const rated = await rate(w.shopId, buyer.id, 4, 'ตอบเร็วดีค่ะ');
    expectOk(rated);
    const [service] = await w.s.db
      .select({ userId: shopMembers.userId })
      .from(shopMembers)
      .where(eq(shopMembers.flgCustService, true));
    expect(rated.data).toMatchObject({ conversationId, staffUserId: service?.userId });
    expectRefused(await rate(w.shopId, buyer.id, 5), 'chatRatingNotServed');
    // The buyer writing again is no reply either; the staff's next one opens another rating.
    expectOk(await write(w.shopId, buyer.id, 'อีกเรื่องค่ะ'));
    expectRefused(await rate(w.shopId, buyer.id, 5), 'chatRatingNotServed');
    await reply(conversationId, w.owner);
    expectOk(await rate(w.shopId, buyer.id, 5));

    const news = await w.s.call(chatNewsList, { conversationId }, { cookie: w.owner });
    const lines = (news.data.list as { sender: string; event: unknown }[]).filter((m) => m.sender === 'system');
    // Served by the service member, who answered first and so holds the conversation.
    expect(lines.map((m) => m.event)).toEqual([
      { type: 'rated', stars: 4, comment: 'ตอบเร็วดีค่ะ', staff: 'บริการลูกค้า Ploy' },
      { type: 'rated', stars: 5, comment: '', staff: 'บริการลูกค้า Ploy' },
    ]);
    const seen = await w.s.call(mktChatBuyerNews, { shopId: w.shopId, buyerId: buyer.id }, { cookie: w.op });
    expect((seen.data.list as { sender: string }[]).some((m) => m.sender === 'system')).toBe(false);
  });

  it('takes 1 to 5 whole stars and a comment of at most 200 characters, writing nothing otherwise', async () => {
    const buyer = await makeBuyer(w.s.db);
    const r = await write(w.shopId, buyer.id, 'มีของไหมคะ');
    await reply(String(r.data.conversationId), w.owner);
    for (const stars of [0, 6, -1])
      expectRefused(await rate(w.shopId, buyer.id, stars), 'chatRatingStars', { min: 1, max: 5 });
    expect((await rate(w.shopId, buyer.id, 2.5)).status_.success).toBe(false);
    expectRefused(
      await rate(w.shopId, buyer.id, 3, 'ก'.repeat(CHAT_RATING_COMMENT_MAX + 1)),
      'chatRatingCommentTooLong',
      { max: CHAT_RATING_COMMENT_MAX },
    );
    // Nothing was stored by the refusals: the one exchange is still open to rate, at both edges.
    expectOk(await rate(w.shopId, buyer.id, 1, 'ก'.repeat(CHAT_RATING_COMMENT_MAX)));
    const other = await makeBuyer(w.s.db);
    const r2 = await write(w.shopId, other.id, 'สวัสดี');
    await reply(String(r2.data.conversationId), w.owner);
    expectOk(await rate(w.shopId, other.id, 5));
  });

  it('refuses a blacklisted, banned or unknown buyer, and a buyer with no chat in that shop', async () => {
    const buyer = await makeBuyer(w.s.db);
    const r = await write(w.shopId, buyer.id, 'สวัสดี');
    const conversationId = String(r.data.conversationId);
    await reply(conversationId, w.owner);
    expectOk(await w.s.call(chatBlacklist, { conversationId, blacklisted: 'y' }, { cookie: w.owner }));
    expectRefused(await rate(w.shopId, buyer.id, 5), 'chatBlocked');
    expectOk(await w.s.call(chatBlacklist, { conversationId, blacklisted: 'n' }, { cookie: w.owner }));
    // Its chat is with Demo Shop: in the other shop there is no conversation to rate.
    expectRefused(await rate(w.s.other.shopId, buyer.id, 5), 'notFound');
    expectRefused(await rate(w.shopId, '0'.repeat(32), 5), 'chatUserNotFound');
    await w.s.db.update(buyers).set({ status: 'banned' }).where(eq(buyers.id, buyer.id));
    expectRefused(await rate(w.shopId, buyer.id, 5), 'chatAccountBanned');
  });
});

describe('the service figures', () => {
  it('are the main account’s and the customer-service staff’s only', async () => {
    const cookie = (await w.s.login(DEMO_ACCOUNTS.operator)).cookie;
    expectRefused(await w.s.call(chatServiceStatistics, {}, { cookie }), 'chatNotStaff');
    const mine = await figures(w.service);
    expect(mine.shop.waits).toBeGreaterThan(0);
  });

  it('computes a constructed history exactly, per staff member, at the 5-minute edge and the window’s edge, shop by shop', async () => {
    const other = w.s.other.shopId;
    const owner = (await w.s.login(OTHER.owner, OTHER.password)).cookie;
    const agentId = await w.s.addMember({ shopId: other, loginAcct: 'agent-of-other' });
    await w.s.db
      .update(shopMembers)
      .set({ flgCustService: true, csScope: 'both' })
      .where(eq(shopMembers.userId, agentId));
    const agent = (await w.s.login('agent-of-other')).cookie;
    const ownerId = String((await w.s.login(OTHER.owner, OTHER.password)).data.userId);
    // The welcome message answers at once, automatically: it ends no wait.
    await w.s.db.insert(imAssistantSettings).values({ shopId: other, welcomeOnline: 'สวัสดี', welcomeOffline: 'สวัสดี' });

    // Clear of Bangkok midnight, so the whole history falls on one Bangkok day.
    const dayEnd = bangkokDayStart(bangkokDay(w.s.clock.now())).getTime() + 24 * 3600_000;
    if (dayEnd - w.s.clock.now().getTime() < 60 * MINUTE) w.s.clock.advance(dayEnd - w.s.clock.now().getTime());

    const empty = await figures(owner);
    expect(empty.shop).toMatchObject({ waits: 0, responseRate: null, avgFirstResponseMs: null, ratingCount: 0 });
    const demoBefore = (await figures(w.owner)).shop;

    const b = await Promise.all([1, 2, 3, 4].map(() => makeBuyer(w.s.db)));
    const conv: string[] = [];
    for (const x of b) {
      const r = await write(other, x.id, 'สวัสดีค่ะ');
      expectOk(r);
      conv.push(String(r.data.conversationId));
    }
    const [c1, c2, , c4] = conv as [string, string, string, string];
    w.s.clock.advance(MINUTE);
    expectOk(await write(other, b[0]!.id, 'ยังอยู่ไหมคะ'));
    await reply(c4, owner);
    w.s.clock.advance(CHAT_LATE_REPLY_MS - MINUTE - 1);
    await reply(c1, owner);
    // 4:59.999 into the open waits: none is late yet.
    const f = (await figures(owner)).shop;
    expect(f).toMatchObject({ waits: 4, answered: 2, responseRate: 50, lateAnswered: 0, lateWaiting: 0, late: 0 });
    w.s.clock.advance(1);
    expect((await figures(owner)).shop).toMatchObject({ lateWaiting: 2, late: 2 });
    await reply(c2, agent);
    expectOk(await write(other, b[3]!.id, 'ขอเปลี่ยนสีค่ะ'));
    w.s.clock.advance(10 * MINUTE);
    await reply(c4, owner);

    expectOk(await rate(other, b[0]!.id, 5));
    expectOk(await rate(other, b[1]!.id, 2, 'ช้าไปหน่อย'));
    expectOk(await rate(other, b[3]!.id, 4));

    const all = await figures(owner);
    // Waits: c1 299 999 ms (owner), c2 300 000 ms (agent, late), c3 open 15 minutes (late),
    // c4 60 000 ms and 600 000 ms (owner, the second late).
    expect(all.shop).toEqual({
      conversations: 3,
      waits: 5,
      answered: 4,
      responseRate: 80,
      avgFirstResponseMs: Math.round((299_999 + 300_000 + 60_000 + 600_000) / 4),
      late: 3,
      lateAnswered: 2,
      lateWaiting: 1,
      ratingCount: 3,
      ratingAverage: 3.67,
      ratingStars: [0, 1, 0, 1, 1],
    });
    const byId = new Map(all.staff.map((x) => [x.userId, x]));
    expect(byId.get(ownerId)).toMatchObject({
      name: 'Other owner',
      conversations: 2,
      waits: 3,
      answered: 3,
      responseRate: 100,
      avgFirstResponseMs: Math.round((299_999 + 60_000 + 600_000) / 3),
      late: 1,
      ratingCount: 2,
      ratingAverage: 4.5,
      ratingStars: [0, 0, 0, 1, 1],
    });
    expect(byId.get(agentId)).toMatchObject({
      name: 'agent-of-other',
      conversations: 1,
      waits: 1,
      answered: 1,
      avgFirstResponseMs: 300_000,
      late: 1,
      lateAnswered: 1,
      ratingCount: 1,
      ratingAverage: 2,
      ratingStars: [0, 1, 0, 0, 0],
    });

    // The demo shop counted none of it, and the other shop none of the demo shop's.
    const demoAfter = (await figures(w.owner)).shop;
    expect([demoAfter.waits, demoAfter.answered, demoAfter.ratingCount]).toEqual([
      demoBefore.waits,
      demoBefore.answered,
      demoBefore.ratingCount,
    ]);
    expect(all.staff.map((x) => x.name)).toEqual(['Other owner', 'agent-of-other']);

    // The last moment of the window's last Bangkok day keeps it all; the next day's start drops it.
    const today = bangkokDayStart(bangkokDay(w.s.clock.now())).getTime();
    const lastMoment = today + CHAT_WINDOW_DAYS * 24 * 3600_000 - 1;
    w.s.clock.advance(lastMoment - w.s.clock.now().getTime());
    // Ten days on, the session has lapsed: signed in again.
    const later = (await w.s.login(OTHER.owner, OTHER.password)).cookie;
    const kept = await figures(later);
    expect(Date.parse(kept.windowStart)).toBe(today);
    expect(kept.firstDay).toBe(bangkokDay(new Date(today)));
    expect(kept.shop).toMatchObject({ waits: 5, answered: 4, ratingCount: 3, late: 3 });
    w.s.clock.advance(1);
    const gone = await figures(later);
    expect(gone.shop).toMatchObject({ waits: 0, answered: 0, responseRate: null, ratingCount: 0, late: 0 });
    expect(byIdOf(gone).get(ownerId)).toMatchObject({ waits: 0, ratingCount: 0, ratingStars: [0, 0, 0, 0, 0] });
  });
});

const byIdOf = (x: Statistics) => new Map(x.staff.map((y) => [y.userId, y]));
