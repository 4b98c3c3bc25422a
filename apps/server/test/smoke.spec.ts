import { userInfoInquiry } from '@sc/contract/calls/account.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

it('the demo owner logs in and reads their user info', async () => {
  const { cookie } = await s.login(DEMO_ACCOUNTS.owner);
  const r = await s.call(userInfoInquiry, {}, { cookie });
  expect(r.status_.success).toBe(true);
  expect(r.data.loginAcct).toBe('demo-owner');
});
