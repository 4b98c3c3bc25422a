import { chatForward, mktChatBuyerSend } from '@sc/contract/calls/chat.ts';
import { CHAT_SOCKET_PATH } from '@sc/contract/chat.ts';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { SessionsCache } from '../src/auth/session.ts';
import { SessionCache } from '../src/auth/session-cache.ts';
import { openDatabase } from '../src/db/client.ts';
import { imMessages, users } from '../src/db/schema.ts';
import { type SocketFrame, socketTab } from './chat-kit.ts';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { makeBuyer, shopIdNamed } from './mkt-orders-kit.ts';
import { expectOk } from './orders-kit.ts';

// The /im workbench's socket: two staff members on two server processes sharing one database (the
// second hears the first's messages through PostgreSQL's NOTIFY), a buyer of the simulator writing;
// messages arrive in order, one sent on the socket is acknowledged once persisted, a tab that
// reconnects gets exactly what it missed, and a forward reaches every tab.

type Socket = Awaited<ReturnType<TestServer['app']['injectWS']>>;
type Msg = { messageId: number; content: string; conversationId: string; sender: string };

let s: TestServer;
let second: Awaited<ReturnType<typeof buildApp>>;
let closeSecond: () => Promise<void>;
let owner: string;
let service: string;
let op: string;
let shopId: string;

beforeAll(async () => {
  s = await startTestServer();
  const database = await openDatabase({ url: s.databaseUrl });
  const sessionCache: SessionsCache = new SessionCache(database);
  second = await buildApp({ database, clock: s.clock, checkResponses: true, sessionCache });
  await second.ready();
  closeSecond = async () => {
    await second.close();
    await database.close();
  };
  owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  service = (await s.login(DEMO_ACCOUNTS.service)).cookie;
  op = (await s.operatorLogin()).cookie;
  shopId = await shopIdNamed(s.db, 'Demo Shop');
});
afterAll(async () => {
  await closeSecond?.();
  await s?.close();
});

/** A tab of `app` (one of the two processes) signed in by `cookie`. */
const tab = (app: typeof second, cookie: string, afterId: number) => socketTab<Msg>(app, cookie, afterId);

async function lastId(): Promise<number> {
  const [row] = await s.db.select({ id: max(imMessages.id) }).from(imMessages);
  return row?.id ?? 0;
}

describe('the workbench socket', () => {
  it('delivers in order across processes, acknowledges once persisted, resumes after a reconnect, and follows a forward', async () => {
    const start = await lastId();
    const a = await tab(s.app, owner, start);
    const b = await tab(second, service, start);
    const buyer = await makeBuyer(s.db);
    let conversationId = '';
    for (let i = 1; i <= 3; i++) {
      const r = await s.call(mktChatBuyerSend, { shopId, buyerId: buyer.id, content: `ข้อความที่ ${i}` }, { cookie: op });
      expectOk(r);
      conversationId = String(r.data.conversationId);
    }
    await a.until((f) => f.type === 'message' && (f.message as Msg).content === 'ข้อความที่ 3');
    await b.until((f) => f.type === 'message' && (f.message as Msg).content === 'ข้อความที่ 3');
    expect(a.messages().map((m) => m.content)).toEqual(['ข้อความที่ 1', 'ข้อความที่ 2', 'ข้อความที่ 3']);
    expect(b.messages().map((m) => m.content)).toEqual(['ข้อความที่ 1', 'ข้อความที่ 2', 'ข้อความที่ 3']);

    // Sent on A's socket: acknowledged with its stored id, heard by B on the other process.
    a.ws.send(JSON.stringify({ type: 'send', clientId: 'c1', conversationId, content: 'รับทราบค่ะ' }));
    const ack = await a.until((f) => f.type === 'ack' && f.clientId === 'c1');
    const sent = ack.message as Msg;
    expect(sent.messageId).toBeGreaterThan(b.messages()[2]!.messageId);
    const heard = await b.until((f) => f.type === 'message' && (f.message as Msg).messageId === sent.messageId);
    expect((heard.message as Msg).content).toBe('รับทราบค่ะ');

    a.ws.send(JSON.stringify({ type: 'send', clientId: 'c2', conversationId, content: '  ' }));
    const refused = await a.until((f) => f.type === 'refused' && f.clientId === 'c2');
    expect(refused.replyText).toBe('Reply content cannot be empty');

    // B drops; the buyer writes twice; B comes back from the last id it held and misses nothing.
    const held = b.messages().at(-1)!.messageId;
    b.ws.terminate();
    for (const content of ['หายไปไหน', 'ยังอยู่ไหมคะ']) {
      expectOk(await s.call(mktChatBuyerSend, { shopId, buyerId: buyer.id, content }, { cookie: op }));
    }
    const b2 = await tab(second, service, held);
    expect(b2.messages().map((m) => m.content)).toEqual(['หายไปไหน', 'ยังอยู่ไหมคะ']);
    const ids = b2.messages().map((m) => m.messageId);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));

    // A forward moves the conversation: every tab gets the system line saying who forwarded it to
    // whom, with the conversation as it is now.
    const named = (login: string) =>
      s.db.select({ id: users.id, name: users.nickname }).from(users).where(eq(users.loginAcct, login));
    const [svc] = await named(DEMO_ACCOUNTS.service);
    const [me] = await named(DEMO_ACCOUNTS.owner);
    expectOk(await s.call(chatForward, { conversationId, toUserId: svc!.id }, { cookie: owner }));
    const forwarded = (f: SocketFrame) =>
      f.type === 'message' && (f.message as { event: { type: string } | null }).event?.type === 'forwarded';
    for (const t of [a, b2]) {
      const line = await t.until(forwarded);
      expect(line.message).toMatchObject({
        conversationId,
        sender: 'system',
        event: { type: 'forwarded', to: svc!.name, by: me!.name },
      });
      expect(line.conversation).toMatchObject({ conversationId, assignedUserId: svc!.id });
    }
    a.ws.terminate();
    b2.ws.terminate();
  });

  it('a socket without a session is closed', async () => {
    const ws: Socket = await s.app.injectWS(CHAT_SOCKET_PATH, { headers: {} });
    const code = await new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)));
    expect(code).toBe(4401);
  });
});
