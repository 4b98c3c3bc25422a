import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripServerOnly } from './path-only-calls.ts';

const source = `import { z } from 'zod';
export const row = z.object({ id: z.string() });
export const LIMIT = 5;
export const userLogin = defineCall({
  path: '/oms/sms/V3/user/login',
  serviceCode: 'OMS132',
  func: FUNC.home,
  summary: 'Log in',
  request: z.object({ loginAcct: z.string() }),
  response: z.object({ list: z.array(row) }),
  example: { loginAcct: 'a' },
  ids: { shopId: 'shop' },
  auth: 'public',
});
`;

describe('the web build of the call catalogue', () => {
  it('keeps a call’s path, service code, function code and flags, and drops its schemas', () => {
    const out = stripServerOnly(source, 'calls.ts') ?? '';
    expect(out).toContain(`path: '/oms/sms/V3/user/login'`);
    expect(out).toContain(`serviceCode: 'OMS132'`);
    expect(out).toContain('func: FUNC.home');
    expect(out).toContain(`auth: 'public'`);
    for (const gone of ['summary:', 'request:', 'response:', 'example:', 'ids:']) expect(out).not.toContain(gone);
  });

  it('marks each computed top-level value pure, so an unused schema leaves the bundle', () => {
    const out = stripServerOnly(source, 'calls.ts') ?? '';
    expect(out).toContain(`export const row = /* @__PURE__ */ (() => (z.object({ id: z.string() })))();`);
    expect(out).toContain('export const LIMIT = 5;');
  });

  it('leaves no schema in any call of the real catalogue', () => {
    const path = new URL('../../packages/contract/src/calls/account.ts', import.meta.url);
    const out = stripServerOnly(readFileSync(path, 'utf8'), path.pathname) ?? '';
    expect(out).toContain('/oms/sms/V3/user/login');
    expect(out).not.toMatch(/^\s+(request|response):/m);
  });
});
