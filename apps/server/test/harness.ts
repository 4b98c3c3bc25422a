import { randomBytes } from 'node:crypto';
import { loginResult } from '@sc/contract/calls/account.ts';
import { operatorLogin } from '@sc/contract/calls/marketplace.ts';
import type { Call, CallRequest, IdKind } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/password.ts';
import { MAIN_ACCOUNT, SUB_ACCOUNT } from '../src/auth/permissions.ts';
import { TestClock } from '../src/clock.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { memberFuncs, outbox, returnAddresses, shopMembers, shops, users } from '../src/db/schema.ts';
import { jobs } from '../src/job-registry.ts';
import { Scheduler } from '../src/jobs/scheduler.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/seed/demo.ts';
import { DEMO_PLATFORM_OPERATOR } from '../src/seed/marketplace.ts';
import { seedReference } from '../src/seed/reference.ts';
import { makeForeign } from './fixtures/foreign.ts';

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

/**
 * A fresh, migrated database of its own on the run's PostgreSQL (test/global-setup.ts: the
 * server of DATABASE_URL or one embedded cluster).
 */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = inject('databaseUrl');
  const name = `sc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const OTHER = { owner: 'other-owner', operator: 'other-operator', password: 'OtherShop2026' } as const;

/**
 * A server on a fresh database with the demo shops and a second, unrelated shop ("Other
 * Shop") whose objects the demo accounts must never reach.
 */
export async function startTestServer() {
  const { database, drop } = await freshDatabase();
  const clock = new TestClock();
  await seedReference(database.db);
  await seedDemo(database.db, clock.now());
  const other = await seedOtherShop(database, clock.now());
  const app = await buildApp({ database, clock, checkResponses: true });
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

async function seedOtherShop(database: Database, now: Date) {
  const passwordHash = await hashPassword(OTHER.password);
  const shopId = newId();
  const ownerId = newId();
  const operatorId = newId();
  const addressId = newId();
  await database.db.transaction(async (tx) => {
    await tx.insert(shops).values({ id: shopId, name: 'Other Shop', shopType: 2, createdAt: now });
    await tx.insert(users).values([
      { id: ownerId, loginAcct: OTHER.owner, email: 'owner@other.example', nickname: 'Other owner', passwordHash },
      {
        id: operatorId,
        loginAcct: OTHER.operator,
        email: 'operator@other.example',
        nickname: 'Other op',
        passwordHash,
      },
    ]);
    await tx.insert(shopMembers).values([
      { shopId, userId: ownerId, acctType: MAIN_ACCOUNT, createdAt: now },
      { shopId, userId: operatorId, acctType: SUB_ACCOUNT, createdAt: now },
    ]);
    await tx.insert(memberFuncs).values({ shopId, userId: operatorId, funcId: 'OMS_FUNC_0002' });
    await tx.insert(returnAddresses).values({
      shopId,
      id: addressId,
      name: 'Other warehouse',
      contact: 'Other owner',
      phone: '66-0811111111',
      zipCode: '10900',
      provinceCode: '10',
      province: 'กรุงเทพมหานคร',
      districtCode: '1030',
      district: 'จตุจักร',
      subDistrictCode: '103005',
      subDistrict: 'จตุจักร',
      detail: '1 Other Road',
      isDefault: true,
    });
  });
  return { shopId, ownerId, operatorId, addressId };
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD };
