import { readFileSync } from 'node:fs';
import { commonAttrInquiry, userInfoInquiry, userLogin } from '@sc/contract/calls/account.ts';
import { afterSaleReport } from '@sc/contract/calls/after-sales.ts';
import { orderAppealCreate } from '@sc/contract/calls/order-rules.ts';
import { configReport } from '@sc/contract/calls/shell.ts';
import { TEXT_MAX } from '@sc/contract/limits.ts';
import { APPEAL_EVIDENCE_MAX } from '@sc/contract/orders.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../src/openapi.ts';
import { DEMO_PLATFORM_OPERATOR } from '../src/seed/marketplace.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let cookie: string;
beforeAll(async () => {
  s = await startTestServer();
  cookie = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
});
afterAll(() => s.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('transport faults use their HTTP statuses, still in the envelope', () => {
  it('malformed JSON is 400', async () => {
    const res = await post(userLogin.path, '{"loginAcct": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.transactionStatus).toMatchObject({ success: false, replyCode: '400' });
  });

  it('an unknown call path is 404', async () => {
    const res = await post('/oms/shop/no/such/call', '{}');
    expect(res.statusCode).toBe(404);
    expect(res.json().data.transactionStatus.replyText).toBeTruthy();
  });

  it('a GET on a call path is 405, the configuration report’s too', async () => {
    const res = await s.app.inject({ method: 'GET', url: userInfoInquiry.path });
    expect(res.statusCode).toBe(405);
    expect((await s.app.inject({ method: 'GET', url: `${configReport.path}?t=1` })).statusCode).toBe(405);
    const del = await s.app.inject({ method: 'DELETE', url: configReport.path });
    expect(del.statusCode).toBe(405);
  });

  it('a body over the limit is 413', async () => {
    const res = await post(userLogin.path, JSON.stringify({ loginAcct: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().data.transactionStatus.replyCode).toBe('413');
  });

  it('the transport message follows Accept-Language', async () => {
    const res = await post('/oms/nope', '{}', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(res.json().data.transactionStatus.replyText).toBe('请求的地址不存在');
  });
});

describe('the envelope every call answers in (docs/architecture.md, "How one call flows")', () => {
  it('a reply carries the Date header and transactionStatus with the success code', async () => {
    const r = await s.call(commonAttrInquiry, { queryType: 1 }, { cookie });
    expect(r.headers.date).toMatch(/GMT$/);
    expect(r.status_).toEqual({ success: true, replyCode: REPLY.SUCCESS.code, replyText: 'Success' });
    expect(r.data.flagOtherLogin).toBe('n');
  });

  it('replyText is in the locale of the session context', async () => {
    const texts = await Promise.all(
      (['th-TH', 'en-US', 'zh-CN'] as const).map(
        async (locale) => (await s.call(userInfoInquiry, {}, { locale })).status_.replyText,
      ),
    );
    expect(texts).toEqual([
      'การเข้าสู่ระบบหมดเวลา กรุณาเข้าสู่ระบบอีกครั้ง',
      'Login timed out, please log in again',
      '登录超时，请重新登录',
    ]);
  });

  it('a $ anywhere in the data is refused with the special-symbol message and changes nothing', async () => {
    const r = await s.call(userLogin, { loginAcct: 'demo-owner', password: 'Demo$hop2026' });
    expect(r.status_.replyCode).toBe(REPLY.DOLLAR_FORBIDDEN.code);
    expect(r.status_.replyText).toBe('Please do not enter the special symbol $');
    expect(r.headers['set-cookie']).toBeUndefined();
    const nested = await s.call(configReport, { t: '1', i: 'x', extra: [{ deep: 'a$b' }] }, { cookie });
    expect(nested.status_.replyCode).toBe(REPLY.DOLLAR_FORBIDDEN.code);
  });

  it('a validation failure names each field in the reply text and in fieldErrors', async () => {
    const r = await s.call(commonAttrInquiry, { queryType: 7 }, { cookie, locale: 'th-TH' });
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(r.status_.replyText).toContain('queryType');
    expect(r.body.data.transactionStatus).toHaveProperty('fieldErrors');
  });

  it('a payload that is not an object is a validation failure, not a fault', async () => {
    const res = await post(userLogin.path, '[1,2,3]');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.transactionStatus.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });

  it('/health answers with the database kind', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok', database: s.kind });
  });
});

describe('every text and list a call takes has a bound (limits.ts), stated in the document', () => {
  const fieldErrorsOf = (r: { body: { data: { transactionStatus: { fieldErrors?: unknown } } } }) =>
    r.body.data.transactionStatus.fieldErrors;

  it('a text over its bound is refused with its field’s message in th, en and zh, not as a fault', async () => {
    const payload = { caseId: '2611000000001', reason: 'x'.repeat(TEXT_MAX + 1), evidence: [] };
    const replies = await Promise.all(
      (['th-TH', 'en-US', 'zh-CN'] as const).map((locale) => s.call(afterSaleReport, payload, { cookie, locale })),
    );
    for (const r of replies) expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    const messages = replies.map((r) => {
      const errors = fieldErrorsOf(r) as { field: string; message: string }[];
      expect(errors.map((e) => e.field)).toEqual(['reason']);
      expect(errors[0]?.message).toContain(String(TEXT_MAX));
      return errors[0]?.message;
    });
    expect(messages[1]).toBe(`Too big: expected string to have <=${TEXT_MAX} characters`);
    expect(new Set(messages).size).toBe(3);
  });

  it('a list over its count is refused with its field’s message, the spec’s count in it', async () => {
    const evidence = Array.from({ length: APPEAL_EVIDENCE_MAX + 1 }, (_, i) => `/media/${i}.jpg`);
    const r = await s.call(orderAppealCreate, { orderId: '2611000000001', description: 'Late', evidence }, { cookie });
    expect(r.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
    expect(fieldErrorsOf(r)).toEqual([
      { field: 'evidence', message: `At most ${APPEAL_EVIDENCE_MAX} evidence images` },
    ]);
  });

  it('the document states a bound for every request text and list and a format for every integer', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) walk(n, `${at}/${i}`);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      const types = ([] as unknown[]).concat(o.type ?? []);
      if (types.includes('string') && o.maxLength === undefined && o.enum === undefined && o.const === undefined)
        unbounded.push(`${at}: text`);
      if (types.includes('array') && o.maxItems === undefined) unbounded.push(`${at}: list`);
      if (types.includes('integer') && o.format === undefined) unbounded.push(`${at}: integer`);
      for (const [k, v] of Object.entries(o)) if (k !== 'example') walk(v, `${at}/${k}`);
    };
    walk(buildOpenApi(), '#');
    expect(unbounded).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('is served at /docs/json with every catalogue path, and the UI at /docs', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths[userLogin.path].post.operationId).toBe('OMS132');
    const ui = await s.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('shows no working credentials as examples', async () => {
    const text = (await s.app.inject({ method: 'GET', url: '/docs/json' })).body;
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain(DEMO_PLATFORM_OPERATOR.password);
  });

  it('the committed openapi.json is what the catalogue generates (run npm run openapi after a change)', () => {
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });
});
