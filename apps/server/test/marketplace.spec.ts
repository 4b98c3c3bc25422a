import { violationAppeal } from '@sc/contract/calls/compliance.ts';
import { dashboardActionInquiry } from '@sc/contract/calls/dashboard.ts';
import {
  OPERATOR_COOKIE,
  OPERATOR_COOKIE_PATH,
  operatorLogin,
  operatorLogout,
  operatorProductList,
  operatorShopList,
  operatorViolationList,
  violationRaise,
} from '@sc/contract/calls/marketplace.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/password.ts';
import { LOGIN_LIMITS } from '../src/auth/rate-limit.ts';
import { newId } from '../src/db/ids.ts';
import { operatorSessions, platformOperators, products, sessions, skus, violations } from '../src/db/schema.ts';
import { DEMO_PLATFORM_OPERATOR, seedDemoViolations, seedMarketplace } from '../src/seed/marketplace.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestServer, type TestServer } from './harness.ts';

// The platform side of the marketplace simulator (docs/architecture.md): operators log in apart
// from merchants, with their own table, session and cookie.

let s: TestServer;
let demoShopId: string;
beforeAll(async () => {
  s = await startTestServer();
  demoShopId = String((await s.login(DEMO_ACCOUNTS.owner)).data.shopId);
});
afterAll(() => s.close());

async function loginAs(loginAcct: string, password: string) {
  const res = await s.app.inject({
    method: 'POST',
    url: operatorLogin.path,
    headers: { 'content-type': 'application/json' },
    payload: { loginAcct, password },
  });
  return { res, status: (res.json() as { data: { transactionStatus: { replyCode: string } } }).data.transactionStatus };
}

describe('operator login', () => {
  it('sets its own HttpOnly cookie, sent only to the operator calls', async () => {
    const { res, status } = await loginAs(DEMO_PLATFORM_OPERATOR.loginAcct, DEMO_PLATFORM_OPERATOR.password);
    expect(status.replyCode).toBe(REPLY.SUCCESS.code);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${OPERATOR_COOKIE}=`));
    expect(cookie).toContain(`Path=${OPERATOR_COOKIE_PATH}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('sc_sid=');
  });

  it('stores the password hashed as merchants’ are', async () => {
    const [row] = await s.db
      .select()
      .from(platformOperators)
      .where(eq(platformOperators.loginAcct, DEMO_PLATFORM_OPERATOR.loginAcct));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEMO_PLATFORM_OPERATOR.password, row?.passwordHash ?? '')).toBe(true);
  });

  it('refuses merchants: a merchant account is no operator, and an operator no merchant', async () => {
    expect((await loginAs(DEMO_ACCOUNTS.owner, DEMO_PASSWORD)).status.replyCode).toBe(REPLY.LOGIN_FAILED.code);
    const merchantLogin = await s.app.inject({
      method: 'POST',
      url: '/oms/sms/V3/user/login',
      headers: { 'content-type': 'application/json' },
      payload: { loginAcct: DEMO_PLATFORM_OPERATOR.loginAcct, password: DEMO_PLATFORM_OPERATOR.password },
    });
    expect(merchantLogin.json().data.transactionStatus.replyCode).toBe(REPLY.LOGIN_FAILED.code);
  });

  it('counts failed attempts and then makes the next one wait, as merchants’ logins do', async () => {
    await seedOperator('limited-operator', 'LimitedOps2026');
    s.clock.stop();
    try {
      for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
        expect((await loginAs('limited-operator', 'WrongPass2026')).status.replyCode).toBe(REPLY.LOGIN_FAILED.code);
      }
      expect((await loginAs('limited-operator', 'LimitedOps2026')).status.replyCode).toBe(REPLY.TOO_FREQUENT.code);
      s.clock.advance(LOGIN_LIMITS.firstDelayMs);
      expect((await loginAs('limited-operator', 'LimitedOps2026')).status.replyCode).toBe(REPLY.SUCCESS.code);
    } finally {
      s.clock.run();
    }
  });
});

async function seedOperator(loginAcct: string, password: string) {
  const id = newId();
  await s.db
    .insert(platformOperators)
    .values({ id, loginAcct, name: loginAcct, passwordHash: await hashPassword(password) });
  return id;
}

describe('operator sessions', () => {
  it('never open a merchant call, and a merchant session never opens an operator call', async () => {
    const { cookie: op } = await s.operatorLogin();
    const merchant = await s.call(dashboardActionInquiry, {}, { cookie: op });
    expect(merchant.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
    const { cookie: owner } = await s.login(DEMO_ACCOUNTS.owner);
    const platform = await s.call(operatorShopList, {}, { cookie: owner });
    expect(platform.status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
    // Both cookies at once: each call takes only its own.
    const both = `${owner}; ${op}`;
    expect((await s.call(operatorShopList, {}, { cookie: both })).status_.success).toBe(true);
    expect((await s.call(dashboardActionInquiry, {}, { cookie: both })).status_.success).toBe(true);
    // The two kinds of session live apart.
    const opToken = op.split('=')[1] ?? '';
    expect(opToken.length).toBeGreaterThan(20);
    const [asMerchant] = await s.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    const [asOperator] = await s.db.select({ n: sql<number>`count(*)::int` }).from(operatorSessions);
    expect(asMerchant?.n).toBeGreaterThan(0);
    expect(asOperator?.n).toBeGreaterThan(0);
  });

  it('end at logout and after 12 hours', async () => {
    const { cookie } = await s.operatorLogin();
    expect((await s.call(operatorShopList, {}, { cookie })).status_.success).toBe(true);
    expect((await s.call(operatorLogout, {}, { cookie })).status_.success).toBe(true);
    expect((await s.call(operatorShopList, {}, { cookie })).status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);

    const fresh = (await s.operatorLogin()).cookie;
    s.clock.advance(11 * 3600 * 1000);
    expect((await s.call(operatorShopList, {}, { cookie: fresh })).status_.success).toBe(true);
    s.clock.advance(1 * 3600 * 1000 + 1000);
    expect((await s.call(operatorShopList, {}, { cookie: fresh })).status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
  });

  it('stop working when the operator is disabled', async () => {
    const id = await seedOperator('leaving-operator', 'LeavingOps2026');
    const { cookie } = await s.operatorLogin('leaving-operator', 'LeavingOps2026');
    await s.db.update(platformOperators).set({ status: 'disabled' }).where(eq(platformOperators.id, id));
    expect((await s.call(operatorShopList, {}, { cookie })).status_.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
    expect((await loginAs('leaving-operator', 'LeavingOps2026')).status.replyCode).toBe(REPLY.LOGIN_FAILED.code);
  });
});

describe('the platform’s view', () => {
  it('lists shops and one shop’s listed products, naming the shop in the payload', async () => {
    const { cookie } = await s.operatorLogin();
    const shopsPage = operatorShopList.response.parse(
      (await s.call(operatorShopList, { keyword: 'Demo Shop' }, { cookie })).data,
    );
    expect(shopsPage.list.map((x) => x.shopName)).toEqual(['Demo Shop', 'Demo Shop Global']);
    const [row] = await s.db
      .insert(products)
      .values({ shopId: demoShopId, title: 'Operator view item', code: 'OPV-1', categoryId: '0', status: 'on_sale' })
      .returning({ id: products.id });
    const r = await s.call(operatorProductList, { shopId: demoShopId, keyword: 'Operator view' }, { cookie });
    expect(operatorProductList.response.parse(r.data).list).toEqual([
      { productId: String(row?.id), title: 'Operator view item', status: 'on_sale', openViolations: 0 },
    ]);
    const unknown = await s.call(operatorProductList, { shopId: 'f'.repeat(32) }, { cookie });
    expect(unknown.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
  });

  it('queues submissions for review across shops', async () => {
    const { cookie } = await s.operatorLogin();
    const [row] = await s.db
      .insert(products)
      .values({ shopId: demoShopId, title: 'Queued item', code: 'Q-1', categoryId: '0', status: 'on_sale' })
      .returning({ id: products.id });
    const raised = violationRaise.response.parse(
      (
        await s.call(
          violationRaise,
          {
            shopId: demoShopId,
            productId: String(row?.id),
            type: 'spam_listing',
            severity: 'warn',
            reason: 'Keyword stuffing',
          },
          { cookie },
        )
      ).data,
    );
    const owner = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
    const sent = await s.call(
      violationAppeal,
      { violationId: raised.violationId, kind: 'appeal', explanation: 'These are the product’s real names.' },
      { cookie: owner },
    );
    expect(sent.status_.success, sent.status_.replyText).toBe(true);
    const queue = operatorViolationList.response.parse(
      (await s.call(operatorViolationList, { status: 'appealing' }, { cookie })).data,
    );
    expect(queue.list.find((v) => v.violationId === raised.violationId)).toMatchObject({
      shopId: demoShopId,
      status: 'appealing',
      lastSubmission: { kind: 'appeal', explanation: 'These are the product’s real names.' },
    });
    const otherShop = operatorViolationList.response.parse(
      (await s.call(operatorViolationList, { shopId: s.other.shopId }, { cookie })).data,
    );
    expect(otherShop.list).toEqual([]);
  });
});

describe('the demo seed', () => {
  it('seeds the operator once', async () => {
    const again = await seedMarketplace(s.db, s.clock.now());
    const rows = await s.db
      .select()
      .from(platformOperators)
      .where(eq(platformOperators.loginAcct, DEMO_PLATFORM_OPERATOR.loginAcct));
    expect(rows.map((r) => r.id)).toEqual([again.operatorId]);
  });

  it('gives a shop violations in every tab only once it has products, and only once', async () => {
    const global = (await s.login(DEMO_ACCOUNTS.owner)).data.shopList.find((x) => x.shopName === 'Demo Shop Global');
    const shopId = String(global?.shopId);
    expect(await seedDemoViolations(s.db, shopId, s.clock.now())).toBe(0);
    for (const [i, title] of ['Seed A', 'Seed B', 'Seed C'].entries()) {
      const [p] = await s.db
        .insert(products)
        .values({ shopId, title, code: `SEED-${i}`, categoryId: '0', status: 'on_sale' })
        .returning({ id: products.id });
      await s.db.insert(skus).values({ shopId, productId: p?.id ?? 0, price: 9000, marketPrice: 10000, stock: 3 });
    }
    expect(await seedDemoViolations(s.db, shopId, s.clock.now())).toBe(3);
    expect(await seedDemoViolations(s.db, shopId, s.clock.now())).toBe(0);
    const rows = await s.db.select().from(violations).where(eq(violations.shopId, shopId));
    expect(rows.map((r) => r.status).sort()).toEqual(['appealing', 'pending', 'rectified']);
    const taken = await s.db.select().from(products).where(eq(products.shopId, shopId));
    expect(taken.map((p) => p.status).sort()).toEqual(['off_shelf', 'on_sale', 'on_sale']);
  });
});
