import { DEMO_ACCOUNTS, startTestServer } from './harness.ts';
import { shopIdNamed } from './mkt-orders-kit.ts';

// Shared by the chat-*.spec.ts files that start their own server: Demo Shop's owner, its
// customer-service member and a platform operator, signed in.

export async function openChatWorld() {
  const s = await startTestServer();
  return {
    s,
    owner: (await s.login(DEMO_ACCOUNTS.owner)).cookie,
    service: (await s.login(DEMO_ACCOUNTS.service)).cookie,
    op: (await s.operatorLogin()).cookie,
    shopId: await shopIdNamed(s.db, 'Demo Shop'),
  };
}
