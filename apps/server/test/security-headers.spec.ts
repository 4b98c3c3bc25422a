import { userInfoInquiry } from '@sc/contract/calls/account.ts';
import { MEDIA_URL_HOSTS } from '@sc/contract/calls/media.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../src/security-headers.ts';
import { startTestServer, TEST_PROXY, type TestServer } from './harness.ts';
import { type ServedBuild, serveBuild } from './web-app-kit.ts';

// The headers a browser reads to refuse framing, sniffing, leaking the address and running
// anything the app did not ship: on every answer of the server.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Headers = Record<string, string | string[] | number | undefined>;

function directives(headers: Headers) {
  const csp = String(headers['content-security-policy'] ?? '');
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

function expectGuarded(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const csp = directives(headers);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
}

describe('security headers', () => {
  it('come with a call’s reply, a refusal, a transport fault, the health check and the API docs', async () => {
    const reply = await s.call(userInfoInquiry, {});
    expect(reply.status_.success).toBe(false);
    expectGuarded(reply.headers);
    for (const [method, url] of [
      ['GET', '/health'],
      ['GET', '/oms/nothing/here'],
      ['GET', userInfoInquiry.path],
      ['GET', '/docs/json'],
      ['GET', '/docs/static/index.html'],
      ['GET', '/media/0123456789abcdef0123456789abcdef/nothing.jpg'],
    ] as const) {
      const r = await s.app.inject({ method, url });
      expectGuarded(r.headers);
    }
  });

  it('let pictures come from the app, data: and blob: previews and the picture-link hosts only', async () => {
    const csp = directives((await s.app.inject({ method: 'GET', url: '/health' })).headers);
    const img = csp.get('img-src') ?? [];
    expect(img).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    for (const host of MEDIA_URL_HOSTS) expect(img).toEqual(expect.arrayContaining([`https://${host}`]));
    expect(img).not.toContain('https:');
    expect(img).not.toContain('*');
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('ask for https only on requests that came over https through the trusted proxy', async () => {
    const plain = await s.app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(directives(plain.headers).has('upgrade-insecure-requests')).toBe(false);

    const proxied = await s.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: TEST_PROXY,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(proxied.headers).has('upgrade-insecure-requests')).toBe(true);

    // Anyone else saying https is not believed.
    const spoofed = await s.app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on the built web app', () => {
  let build: ServedBuild;
  beforeAll(async () => {
    // As app.ts does: the headers first, then the files.
    build = await serveBuild(
      { 'index.html': '<!doctype html><div id="root"></div>', 'assets/index-AbC123.js': 'console.log(1)' },
      (app) => registerSecurityHeaders(app, MEDIA_URL_HOSTS),
    );
  });
  afterAll(() => build.close());

  it('come with the page and a screen path', async () => {
    for (const url of ['/index.html', '/order/index']) {
      const r = await build.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expectGuarded(r.headers);
    }
  });

  it('a script carries those that act on a fetched file, not the document-only ones', async () => {
    const r = await build.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(r.headers['referrer-policy']).toBe('no-referrer');
    expect(r.headers['content-security-policy']).toBeUndefined();
    expect(r.headers['x-frame-options']).toBeUndefined();
    expect(r.headers['permissions-policy']).toBeUndefined();
  });
});
