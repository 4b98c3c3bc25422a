import { chatForward, chatList, chatReply, mktChatBuyerSend } from '@sc/contract/calls/chat.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { useChatWorld } from './chat-kit.ts';
import { DEMO_ACCOUNTS, OTHER } from './harness.ts';
import { makeBuyer, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// The workbench's search over history: a keyword finds the conversations whose messages hold it
// (the buyer's or the staff's, any case), each with the newest message that matched, beside those
// found by nickname or remark; system lines and other shops' chats are not searched.

const w = useChatWorld();

type Found = {
  list: { conversationId: string; buyerNickname: string }[];
  matches: { conversationId: string; messageId: number; content: string }[];
};

async function search(keyword: string, cookie = w.owner): Promise<Found> {
  const r = await w.s.call(chatList, { keyword, page: { pageSize: 100 } }, { cookie });
  expectOk(r);
  return r.data as unknown as Found;
}

async function chat(shop: string, ...contents: string[]) {
  const buyer = await makeBuyer(w.s.db);
  let conversationId = '';
  for (const content of contents) {
    const r = await w.s.call(mktChatBuyerSend, { shopId: shop, buyerId: buyer.id, content }, { cookie: w.op });
    expectOk(r);
    conversationId = String(r.data.conversationId);
  }
  return { conversationId, nickname: buyer.nickname };
}

describe('searching the history', () => {
  it('lists the conversations whose messages hold the keyword, with the newest message that matched', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const asked = await chat(w.shopId, `ขอเลขพัสดุ TRK${stamp} ค่ะ`, 'ขอบคุณค่ะ', `ยังไม่ได้ TRK${stamp} เลย`);
    const other = await chat(w.shopId, 'มีสินค้าไหม');
    const found = await search(`trk${stamp}`);
    expect(found.list.map((c) => c.conversationId)).toEqual([asked.conversationId]);
    expect(found.matches).toEqual([
      expect.objectContaining({ conversationId: asked.conversationId, content: `ยังไม่ได้ TRK${stamp} เลย` }),
    ]);
    // The staff's answers are history too.
    expectOk(
      await w.s.call(
        chatReply,
        { conversationId: other.conversationId, content: `ส่งแล้ว RET${stamp}` },
        { cookie: w.owner },
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
    const { conversationId } = await chat(w.shopId, 'สวัสดีค่ะ');
    const [member] = await w.s.db.select().from(users).where(eq(users.loginAcct, DEMO_ACCOUNTS.service));
    expectOk(await w.s.call(chatForward, { conversationId, toUserId: member!.id }, { cookie: w.owner }));
    expect((await search(`Forwarded to ${member!.nickname}`)).list).toEqual([]);

    await chat(await shopIdNamed(w.s.db, 'Other Shop'), `ของร้านอื่น OTH${stamp}`);
    expect((await search(`OTH${stamp}`)).list).toEqual([]);
    const theirs = (await w.s.login(OTHER.owner)).cookie;
    expect((await search(`OTH${stamp}`, theirs)).list).toHaveLength(1);
  });

  it('is backed by a trigram index on the messages’ text', async () => {
    const found = (await w.s.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'im_messages_shop_content_trgm_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    expect(found.rows[0]?.indexdef).toContain('gin_trgm_ops');
  });
});
