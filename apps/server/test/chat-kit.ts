import { CHAT_SOCKET_PATH } from '@sc/contract/chat.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';
import { shopIdNamed } from './mkt-orders-kit.ts';

// Shared by the chat-*.spec.ts files that start their own server: Demo Shop's owner, its
// customer-service member and a platform operator, signed in.

export interface ChatWorld {
  s: TestServer;
  owner: string;
  service: string;
  op: string;
  shopId: string;
}

/** The file's server and sign-ins, filled before its tests run and closed after them. */
export function useChatWorld(): ChatWorld {
  const w = {} as ChatWorld;
  beforeAll(async () => {
    w.s = await startTestServer();
    w.owner = (await w.s.login(DEMO_ACCOUNTS.owner)).cookie;
    w.service = (await w.s.login(DEMO_ACCOUNTS.service)).cookie;
    w.op = (await w.s.operatorLogin()).cookie;
    w.shopId = await shopIdNamed(w.s.db, 'Demo Shop');
  });
  afterAll(() => w.s?.close());
  return w;
}

/** A frame the workbench socket sends a tab. */
export type SocketFrame = { type: string; [k: string]: unknown };

/**
 * An /im tab on the socket of `app` (any server process of the database), signed in by `cookie`,
 * from `afterId`: every frame it got, a wait for one that matches (5 s at most), and the messages
 * it was sent, as `M`.
 */
export async function socketTab<M>(app: Pick<FastifyInstance, 'injectWS'>, cookie: string, afterId: number) {
  const frames: SocketFrame[] = [];
  const waiters: { test: (f: SocketFrame) => boolean; resolve: (f: SocketFrame) => void }[] = [];
  const ws = await app.injectWS(`${CHAT_SOCKET_PATH}?locale=en-US`, { headers: { cookie } });
  ws.on('message', (data: Buffer) => {
    const f = JSON.parse(data.toString()) as SocketFrame;
    frames.push(f);
    for (const w of [...waiters]) {
      if (w.test(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(f);
      }
    }
  });
  const until = (test: (f: SocketFrame) => boolean) => {
    const seen = frames.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise<SocketFrame>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('no such frame in 5 s')), 5000);
      waiters.push({
        test,
        resolve: (f) => {
          clearTimeout(t);
          resolve(f);
        },
      });
    });
  };
  ws.send(JSON.stringify({ type: 'hello', afterId }));
  await until((f) => f.type === 'ready');
  const messages = () => frames.filter((f) => f.type === 'message').map((f) => f.message as M);
  return { ws, frames, until, messages };
}
