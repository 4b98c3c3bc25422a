import { randomBytes } from 'node:crypto';
import { loginResult } from '@sc/contract/calls/account.ts';
import { operatorLogin } from '@sc/contract/calls/marketplace.ts';
import type { Call, CallRequest, IdKind } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { desc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import { SUB_ACCOUNT } from '../src/auth/permissions.ts';
import type { SessionsCache } from '../src/auth/session.ts';
import { SessionCache } from '../src/auth/session-cache.ts';
import { TestClock } from '../src/clock.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { memberFuncs, outbox, shopMembers, users } from '../src/db/schema.ts';
import { jobs } from '../src/job-registry.ts';
import { Scheduler } from '../src/jobs/scheduler.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo.ts';
import { placeholderPhotos } from '../src/seed/items.ts';
import { DEMO_PLATFORM_OPERATOR } from '../src/seed/marketplace.ts';
import { makeForeign } from './fixtures/foreign.ts';
import { adminQuery, databaseUrl, OTHER } from './template.ts';

export type Reply = {
  data: Record<string, unknown> & {
    transactionStatus: {
      success: boolean;
      replyCode: string;
      replyText: string;
      fieldErrors?: { field: string; message: string }[];
    };
  };
};

/** A new database on the run's PostgreSQL (test/global-setup.ts), made from `template` or empty. */
async function newDatabase(template?: string): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const url = inject('databaseUrl');
  const name = `sc_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({ url: databaseUrl(url, name) });
  return {
    database,
    url: databaseUrl(url, name),
    drop: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A fresh, migrated and empty database of its own. */
export function freshDatabase() {
  return newDatabase();
}

/**
 * A server on a fresh database with the demo shops and a second, unrelated shop ("Other
 * Shop") whose objects the demo accounts must never reach: a copy of the run's seeded
 * template (test/template.ts), on a clock that reads the time the template was seeded and
 * runs on from there, as if the seed had just been made.
 */
/** The proxy the test servers trust (see startTestServer). */
export const TEST_PROXY = '192.0.2.1';

export async function startTestServer() {
  const template = inject('template');
  const { database, url, drop } = await newDatabase(template.name);
  const clock = new TestClock(new Date(template.seededAt));
  const other = template.other;
  // The seed's placeholder photos live in DATA_DIR, which a test file may have set to its own.
  await placeholderPhotos();
  // 192.0.2.1 (a documentation address) stands for a proxy in front of the server: only a request
  // injected with that remote address has its X-Forwarded-For read.
  const sessionCache: SessionsCache = new SessionCache(database);
  const app = await buildApp({
    database,
    clock,
    checkResponses: true,
    trustedProxies: [TEST_PROXY],
    sessionCache,
  });
  const foreignIds = new Map<IdKind, Promise<string>>();
  await app.ready();

  async function call<C extends Call>(
    c: C,
    payload: CallRequest<C> | Record<string, unknown>,
    opts: {
      cookie?: string | undefined;
      locale?: Locale;
      sessionContext?: Record<string, unknown>;
      /** JSON text put in as the value of this field, for values JSON.stringify cannot write (deep nesting). */
      rawField?: { name: string; json: string };
    } = {},
  ) {
    let text = JSON.stringify({
      ...payload,
      sessionContext: {
        entityCode: 1,
        channel: 'omsAdmin',
        locale: opts.locale ?? 'en-US',
        ...(opts.sessionContext ?? {}),
      },
    });
    if (opts.rawField) text = `{${JSON.stringify(opts.rawField.name)}:${opts.rawField.json},${text.slice(1)}`;
    // Tests also change the database directly. The server hears of changes to sessions by the
    // database's notice (auth/session-cache.ts), as it would of another process's: wait for it.
    await sessionCache.settle();
    const res = await app.inject({
      method: 'POST',
      url: c.path,
      headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
      payload: text,
    });
    const body = res.json() as Reply;
    return {
      status: res.statusCode,
      headers: res.headers,
      body,
      data: body.data,
      status_: body.data.transactionStatus,
    };
  }

  return {
    app,
    db: database.db,
    /** The URL of this server's database, for a second server process on it. */
    databaseUrl: url,
    kind: database.kind,
    clock,
    other,
    call,
    /** Runs every automatic rule once at the clock's time; returns rows changed per job. */
    runJobs: () => new Scheduler(database.db, clock, jobs).runAll(),
    /** An object of kind `kind` in the other shop (made once per server), for isolation tests. */
    foreignId(kind: IdKind): Promise<string> {
      let made = foreignIds.get(kind);
      if (!made) {
        made = makeForeign[kind](database.db, other, clock.now());
        foreignIds.set(kind, made);
      }
      return made;
    },
    /** Logs in and returns the cookie header to send. */
    async login(loginAcct: string, password = loginAcct.startsWith('other-') ? OTHER.password : DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/oms/sms/V3/user/login',
        headers: { 'content-type': 'application/json' },
        payload: { loginAcct, password },
      });
      const body = res.json() as Reply;
      if (!body.data.transactionStatus.success)
        throw new Error(`login ${loginAcct}: ${body.data.transactionStatus.replyText}`);
      const cookie = String(res.headers['set-cookie']).split(';')[0]!;
      // Read through the login call's own response schema, so the fields are typed and checked.
      return { cookie, data: loginResult.parse(body.data) };
    },
    /** Logs in as the platform operator (the marketplace simulator) and returns its cookie header. */
    async operatorLogin(
      loginAcct: string = DEMO_PLATFORM_OPERATOR.loginAcct,
      password: string = DEMO_PLATFORM_OPERATOR.password,
    ) {
      const res = await app.inject({
        method: 'POST',
        url: operatorLogin.path,
        headers: { 'content-type': 'application/json' },
        payload: { loginAcct, password },
      });
      const body = res.json() as Reply;
      if (!body.data.transactionStatus.success)
        throw new Error(`operator login ${loginAcct}: ${body.data.transactionStatus.replyText}`);
      const cookie = String(res.headers['set-cookie']).split(';')[0]!;
      return { cookie, data: operatorLogin.response.parse(body.data) };
    },
    /** The newest mail sent to an address (the outbox stands in for a mail server). */
    async lastMail(recipient: string) {
      const [row] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, recipient.toLowerCase()))
        .orderBy(desc(outbox.id))
        .limit(1);
      return row;
    },
    async lastCode(recipient: string) {
      const mail = await this.lastMail(recipient);
      const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code mailed to ${recipient}`);
      return code;
    },
    /** Adds an active user to a shop with exactly these function codes. */
    async addMember(input: { shopId: string; loginAcct: string; funcIds?: string[]; acctType?: number }) {
      const userId = newId();
      await database.db.insert(users).values({
        id: userId,
        loginAcct: input.loginAcct,
        email: `${input.loginAcct}@test.example`,
        nickname: input.loginAcct,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      });
      await database.db
        .insert(shopMembers)
        .values({ shopId: input.shopId, userId, acctType: input.acctType ?? SUB_ACCOUNT, createdAt: clock.now() });
      for (const funcId of input.funcIds ?? []) {
        await database.db.insert(memberFuncs).values({ shopId: input.shopId, userId, funcId });
      }
      return userId;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER };
