import { chatForward, chatList, chatReply, mktChatBuyerSend } from '@sc/contract/calls/chat.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { openChatWorld } from './chat-kit.ts';
import { DEMO_ACCOUNTS, OTHER, type TestServer } from './harness.ts';
import { makeBuyer, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// The workbench's search over history: a keyword finds the conversations whose messages hold it
// (the buyer's or the staff's, any case), each with the newest message that matched, beside those
// found by nickname or remark; system lines and other shops' chats are not searched.

let s: TestServer;
let owner: string;
let op: string;
let shopId: string;

beforeAll(async () => {
  ({ s, owner, op, shopId } = await openChatWorld());
});
afterAll(() => s?.close());

type Found = {
  list: { conversationId: string; buyerNickname: string }[];
  matches: { conversationId: string; messageId: number; content: string }[];
};

async function search(keyword: string, cookie = owner): Promise<Found> {
  const r = await s.call(chatList, { keyword, page: { pageSize: 100 } }, { cookie });
  expectOk(r);
  return r.data as unknown as Found;
}

async function chat(shop: string, ...contents: string[]) {
  const buyer = await makeBuyer(s.db);
  let conversationId = '';
  for (const content of contents) {
    const r = await s.call(mktChatBuyerSend, { shopId: shop, buyerId: buyer.id, content }, { cookie: op });
    expectOk(r);
    conversationId = String(r.data.conversationId);
  }
  return { conversationId, nickname: buyer.nickname };
}

describe('searching the history', () => {
  it('lists the conversations whose messages hold the keyword, with the newest message that matched', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const asked = await chat(shopId, `ขอเลขพัสดุ TRK${stamp} ค่ะ`, 'ขอบคุณค่ะ', `ยังไม่ได้ TRK${stamp} เลย`);
    const other = await chat(shopId, 'มีสินค้าไหม');
    const found = await search(`trk${stamp}`);
    expect(found.list.map((c) => c.conversationId)).toEqual([asked.conversationId]);
    expect(found.matches).toEqual([
      expect.objectContaining({ conversationId: asked.conversationId, content: `ยังไม่ได้ TRK${stamp} เลย` }),
    ]);
    // The staff's answers are history too.
    expectOk(
      await s.call(
        chatReply,
        { conversationId: other.conversationId, content: `ส่งแล้ว RET${stamp}` },
        { cookie: owner },
      ),
    );
    expect((await search(`RET${stamp}`)).list.map((c) => c.conversationId)).toEqual([other.conversationId]);
    // A nickname still finds its conversation, with no message to show.
    const byName = await search(asked.nickname);
    expect(byName.list.map((c) => c.conversationId)).toContain(asked.conversationId);
    expect(byName.matches.find((m) => m.conversationId === asked.conversationId)).toBeUndefined();
  });

  it('does not look in system lines or in other shops’ chats', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const { conversationId } = await chat(shopId, 'สวัสดีค่ะ');
    const [service] = await s.db.select().from(users).where(eq(users.loginAcct, DEMO_ACCOUNTS.service));
    expectOk(await s.call(chatForward, { conversationId, toUserId: service!.id }, { cookie: owner }));
    expect((await search(`Forwarded to ${service!.nickname}`)).list).toEqual([]);

    await chat(await shopIdNamed(s.db, 'Other Shop'), `ของร้านอื่น OTH${stamp}`);
    expect((await search(`OTH${stamp}`)).list).toEqual([]);
    const theirs = (await s.login(OTHER.owner)).cookie;
    expect((await search(`OTH${stamp}`, theirs)).list).toHaveLength(1);
  });

  it('is backed by a trigram index on the messages’ text', async () => {
    const found = (await s.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'im_messages_shop_content_trgm_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    expect(found.rows[0]?.indexdef).toContain('gin_trgm_ops');
  });
});
