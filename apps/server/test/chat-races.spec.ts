import {
  chatForward,
  chatInitiate,
  chatList,
  chatLock,
  chatMarkRead,
  chatReply,
  mktChatBuyerSend,
} from '@sc/contract/calls/chat.ts';
import { mktNoticeSend, noticeMarkRead } from '@sc/contract/calls/notices.ts';
import { noticeNewestMessage } from '@sc/contract/calls/shell.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { useChatWorld } from './chat-kit.ts';
import { DEMO_ACCOUNTS } from './harness.ts';
import { makeBuyer } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// What the /im tabs and the top bar's pollers call at once: two tabs of one user, two staff members,
// a buyer writing meanwhile. Whatever the order the database takes them in, each call answers or is
// refused with its own message; none is a system error, and the counts come out as if one by one.

const ROUNDS = 12;

const w = useChatWorld();
beforeAll(() => w.s.clock.stop());

type Answer = { status_: { success: boolean; replyCode: string; replyText: string }; data: Record<string, unknown> };

/** No answer of `answers` is a system error. */
function noSystemError(answers: Answer[]) {
  for (const a of answers) expect(a.status_.replyCode, a.status_.replyText).not.toBe(REPLY.SYSTEM_ERROR.code);
}

const send = (buyerId: string, content: string) =>
  w.s.call(mktChatBuyerSend, { shopId: w.shopId, buyerId, content }, { cookie: w.op }) as Promise<Answer>;

async function unreadOf(conversationId: string) {
  const r = await w.s.call(chatList, { page: { pageSize: 100 } }, { cookie: w.owner });
  const list = r.data.list as { conversationId: string; unreadCount: number }[];
  return list.find((c) => c.conversationId === conversationId)?.unreadCount;
}

describe('a buyer’s first messages at once', () => {
  it('make one conversation whose unread count is every message', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await makeBuyer(w.s.db);
      const answers = await Promise.all([1, 2, 3].map((n) => send(buyer.id, `สวัสดีค่ะ ${round}.${n}`)));
      noSystemError(answers);
      for (const a of answers) expectOk(a);
      const ids = new Set(answers.map((a) => a.data.conversationId));
      expect(ids.size).toBe(1);
      expect(await unreadOf(String([...ids][0]))).toBe(3);
    }
  });

  it('and two tabs starting the same chat with a buyer who ordered make one conversation', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await makeBuyer(w.s.db);
      // A conversation of the shop makes the buyer known to it; a second tab starts it again.
      expectOk(await send(buyer.id, `ขอบคุณค่ะ ${round}`));
      const answers = (await Promise.all(
        [w.owner, w.service, w.owner].map((cookie) => w.s.call(chatInitiate, { buyerId: buyer.id }, { cookie })),
      )) as Answer[];
      noSystemError(answers);
      const ids = new Set(answers.map((a) => (a.data.conversation as { conversationId: string }).conversationId));
      expect(ids.size).toBe(1);
    }
  });
});

describe('read marks from two tabs while the buyer writes', () => {
  it('never go back, never fail, and leave the unread count of the messages after the mark', async () => {
    const buyer = await makeBuyer(w.s.db);
    const first = await send(buyer.id, 'มีสินค้าไหม');
    const conversationId = String(first.data.conversationId);
    const ids: number[] = [(first.data.message as { messageId: number }).messageId];
    for (let round = 0; round < ROUNDS; round++) {
      const last = ids[ids.length - 1] ?? 0;
      const answers = await Promise.all([
        send(buyer.id, `ราคาเท่าไหร่คะ ${round}`),
        w.s.call(chatMarkRead, { conversationId, upToMessageId: last }, { cookie: w.owner }),
        w.s.call(chatMarkRead, { conversationId, upToMessageId: Math.max(0, last - 1) }, { cookie: w.service }),
        w.s.call(chatMarkRead, { conversationId }, { cookie: w.owner }),
        w.s.call(chatMarkRead, { conversationId, upToMessageId: Number.MAX_SAFE_INTEGER }, { cookie: w.service }),
      ]);
      noSystemError(answers as Answer[]);
      for (const a of answers) expectOk(a);
      ids.push(((answers[0] as Answer).data.message as { messageId: number }).messageId);
    }
    // Whatever came last, one more mark of everything leaves nothing unread.
    expectOk(await w.s.call(chatMarkRead, { conversationId }, { cookie: w.owner }));
    expect(await unreadOf(conversationId)).toBe(0);
  });
});

describe('two staff members on one conversation at once', () => {
  it('reply, lock and forward: each answers or is refused in words, and one lock wins', async () => {
    const serviceId = (
      await w.s.db.select({ id: users.id }).from(users).where(eq(users.loginAcct, DEMO_ACCOUNTS.service))
    )[0]!.id;
    const ownerId = (
      await w.s.db.select({ id: users.id }).from(users).where(eq(users.loginAcct, DEMO_ACCOUNTS.owner))
    )[0]!.id;
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await makeBuyer(w.s.db);
      const conversationId = String((await send(buyer.id, `คืนสินค้า ${round}`)).data.conversationId);
      const answers = (await Promise.all([
        w.s.call(chatLock, { conversationId, locked: 'y' }, { cookie: w.service }),
        w.s.call(chatReply, { conversationId, content: `ได้ค่ะ ${round}` }, { cookie: w.owner }),
        w.s.call(chatReply, { conversationId, content: `รอสักครู่ ${round}` }, { cookie: w.service }),
        w.s.call(chatForward, { conversationId, toUserId: round % 2 ? serviceId : ownerId }, { cookie: w.owner }),
        send(buyer.id, `ขอบคุณค่ะ ${round}`),
        w.s.call(chatMarkRead, { conversationId }, { cookie: w.service }),
      ])) as Answer[];
      noSystemError(answers);
    }
    // Two members locking the same fresh conversation: one holds it, the other is told who does.
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await makeBuyer(w.s.db);
      const conversationId = String((await send(buyer.id, `เลขพัสดุ ${round}`)).data.conversationId);
      const other = await w.s.login(DEMO_ACCOUNTS.service);
      const answers = (await Promise.all([
        w.s.call(chatLock, { conversationId, locked: 'y' }, { cookie: w.service }),
        w.s.call(chatLock, { conversationId, locked: 'y' }, { cookie: other.cookie }),
      ])) as Answer[];
      noSystemError(answers);
      expect(answers.some((a) => a.status_.success)).toBe(true);
    }
  });
});

describe('the bell’s pollers of two tabs at once', () => {
  it('deliver each new notice once and mark read without failing', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      for (const n of [1, 2])
        expectOk(
          await w.s.call(
            mktNoticeSend,
            {
              shopId: w.shopId,
              titleEN: `Race ${round}.${n}`,
              titleTH: `แข่ง ${round}.${n}`,
              titleCN: `竞 ${round}.${n}`,
              contentEN: 'x',
              contentTH: 'x',
              contentCN: 'x',
            },
            { cookie: w.op },
          ),
        );
      const answers = (await Promise.all([
        w.s.call(noticeNewestMessage, {}, { cookie: w.owner }),
        w.s.call(noticeNewestMessage, {}, { cookie: w.owner }),
        w.s.call(noticeMarkRead, { noticeNos: [] }, { cookie: w.owner }),
        w.s.call(noticeMarkRead, { noticeNos: [] }, { cookie: w.owner }),
      ])) as Answer[];
      noSystemError(answers);
      const delivered = answers
        .slice(0, 2)
        .filter((a) => a.status_.success)
        .map((a) => a.data.noticeNo);
      expect(new Set(delivered).size).toBe(delivered.length);
    }
  });
});
