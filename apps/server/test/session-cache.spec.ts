import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { loginOut, switchStore, userAuthFunction, userInfoInquiry, userUpdate } from '@sc/contract/calls/account.ts';
import { orderListInquiry } from '@sc/contract/calls/orders.ts';
import type { Call } from '@sc/contract/define-call.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type Reply, startTestServer, type TestServer } from './harness.ts';
import { roundTripsOf } from './round-trips.ts';

// Every server process keeps the sessions it resolved for a few seconds (auth/session-cache.ts);
// a change made through any process reaches every other one by the database's notice before the
// caller's next call. Two server processes on one database: this test's server (A) and a second
// one started as `npm start` would (B).

const serverDir = new URL('..', import.meta.url).pathname;

let s: TestServer;
let b: { child: ChildProcess; base: string; output: () => string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startSecondServer(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverDir, 'src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      MAIL_TO_CONSOLE: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += String(c);
  });
  child.stderr?.on('data', (c) => {
    output += String(c);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second server exited:\n${output}`);
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the second server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, output: () => output };
}

beforeAll(async () => {
  s = await startTestServer();
  b = await startSecondServer(s.databaseUrl);
}, 180_000);

afterAll(async () => {
  if (b && b.child.exitCode === null) {
    const exited = new Promise((r) => b.child.once('exit', r));
    b.child.kill('SIGTERM');
    await exited;
  }
  await s?.close();
});

const body = (payload: Record<string, unknown>) => JSON.stringify({ ...payload, sessionContext: { locale: 'en-US' } });

/** A call on process A as a browser would make it: straight in, nothing awaited first. */
async function onA(c: Call, payload: Record<string, unknown>, cookie: string) {
  const res = await s.app.inject({
    method: 'POST',
    url: c.path,
    headers: { 'content-type': 'application/json', cookie },
    payload: body(payload),
  });
  return (res.json() as Reply).data;
}

async function onB(c: Call, payload: Record<string, unknown>, cookie: string) {
  const res = await fetch(`${b.base}${c.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: body(payload),
  });
  return ((await res.json()) as Reply).data;
}

const code = (d: Reply['data']) => d.transactionStatus.replyCode;
const OK = REPLY.SUCCESS.code;

/** A sub-account of the demo shop with the order list, signed in; both processes have read its session. */
async function member(name: string) {
  const owner = await s.login(DEMO_ACCOUNTS.owner);
  const shopId = owner.data.shopId!;
  const userId = await s.addMember({ shopId, loginAcct: name, funcIds: [FUNC.orders, FUNC.orderList] });
  const { cookie } = await s.login(name);
  for (const on of [onA, onB]) {
    for (let i = 0; i < 2; i++) {
      expect(code(await on(userInfoInquiry, {}, cookie))).toBe(OK);
      expect(code(await on(orderListInquiry, { tab: 'to_ship' }, cookie))).toBe(OK);
    }
  }
  return { owner, userId, cookie };
}

describe('sessions kept for a few seconds by each server process', () => {
  it('a second read on the same session sends no session statement', async () => {
    const { cookie } = await member('cache-reader');
    const sent = await roundTripsOf(s.db, () => onA(userInfoInquiry, {}, cookie));
    expect(sent.statements, sent.statements.join('\n')).toHaveLength(1);
    expect(sent.statements[0]).not.toMatch(/"sessions"/);
  });

  it('a sub-account disabled on one process is refused on its very next call on both', async () => {
    const { owner, userId, cookie } = await member('cache-disabled');
    expect(code(await onB(userUpdate, { userId, status: 'disabled' }, owner.cookie))).toBe(OK);
    expect(code(await onA(userInfoInquiry, {}, cookie))).toBe(REPLY.SESSION_EXPIRED.code);
    expect(code(await onB(userInfoInquiry, {}, cookie))).toBe(REPLY.SESSION_EXPIRED.code);
  });

  it('a permission taken away on one process is refused on the next call on the other', async () => {
    const { owner, userId, cookie } = await member('cache-grant');
    expect(code(await onA(userAuthFunction, { userId, funcIds: [FUNC.orders] }, owner.cookie))).toBe(OK);
    expect(code(await onB(orderListInquiry, { tab: 'to_ship' }, cookie))).toBe(REPLY.NO_PERMISSION.code);
    expect(code(await onA(orderListInquiry, { tab: 'to_ship' }, cookie))).toBe(REPLY.NO_PERMISSION.code);
    expect(code(await onB(userInfoInquiry, {}, cookie))).toBe(OK);
  });

  it('a logout on one process ends the session on the other', async () => {
    const { cookie } = await member('cache-logout');
    expect(code(await onA(loginOut, {}, cookie))).toBe(OK);
    expect(code(await onB(userInfoInquiry, {}, cookie))).toBe(REPLY.SESSION_EXPIRED.code);
  });

  it('a logout answers only once the other process has heard of it, even a stalled one', async () => {
    const { cookie } = await member('cache-stalled');
    // B stops for a moment (as a process starved of CPU would): A's logout waits for it.
    const events: string[] = [];
    b.child.kill('SIGSTOP');
    const resume = setTimeout(() => {
      events.push('B resumed');
      b.child.kill('SIGCONT');
    }, 400);
    try {
      expect(code(await onA(loginOut, {}, cookie))).toBe(OK);
      events.push('A answered');
    } finally {
      clearTimeout(resume);
      b.child.kill('SIGCONT');
    }
    expect(events).toEqual(['B resumed', 'A answered']);
    expect(code(await onB(userInfoInquiry, {}, cookie))).toBe(REPLY.SESSION_EXPIRED.code);
  });

  it('a password change on one process ends the other sessions on both', async () => {
    const { userId, cookie } = await member('cache-password');
    const second = await s.login('cache-password');
    const change = { userId, oldPassword: DEMO_PASSWORD, password: 'Changed2026x', confirmPassword: 'Changed2026x' };
    const changed = await onB(userUpdate, change, second.cookie);
    expect(code(changed), changed.transactionStatus.replyText).toBe(OK);
    expect(code(await onA(userInfoInquiry, {}, cookie))).toBe(REPLY.SESSION_EXPIRED.code);
    expect(code(await onB(userInfoInquiry, {}, cookie))).toBe(REPLY.SESSION_EXPIRED.code);
    expect(code(await onA(userInfoInquiry, {}, second.cookie))).toBe(OK);
  });

  it('a shop switch on one process ends the old token on the other', async () => {
    const { owner } = await member('cache-switch');
    const shopId = owner.data.shopId!;
    expect(code(await onB(userInfoInquiry, {}, owner.cookie))).toBe(OK);
    expect(code(await onA(switchStore, { shopId }, owner.cookie))).toBe(OK);
    expect(code(await onB(userInfoInquiry, {}, owner.cookie))).toBe(REPLY.SESSION_EXPIRED.code);
  });
});
