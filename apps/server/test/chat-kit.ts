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
