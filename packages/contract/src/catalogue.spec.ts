import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';

// The account calls with their service codes.
const SPEC_ACCOUNT_CALLS: Record<string, string> = {
  '/oms/sms/V3/user/addition': 'OMS001',
  '/oms/sms/V3/user/update': 'OMS002',
  '/oms/sms/V3/user/info/inquiry': 'OMS003',
  '/oms/sms/V3/user/list/inquiry': 'OMS004',
  '/oms/sms/V3/user/auth/func/list/inquiry': 'OMS005',
  '/oms/sms/V3/user/auth/function': 'OMS007',
  '/oms/sms/V3/reset/user/password': 'OMS008',
  '/oms/sms/V3/send/email/maintance': 'OMS112',
  '/oms/sms/V3/activate/user': 'OMS124',
  '/oms/sms/V3/user/login': 'OMS132',
  '/oms/sms/V3/user/auth/login': 'OMS133',
  '/oms/sms/V3/send/check': 'OMS134',
  '/oms/sms/V3/check/user/info': 'OMS136',
  '/oms/sms/V3/register/login': 'OMS138',
  '/oms/sms/V3/login/switch/store': 'OMS159',
  '/oms/sms/V3/login/out': 'OMS160',
  '/oms/sms/V3/shop/user/list/inquiry': 'OMS161',
  '/oms/sms/V3/notice/auth/maintenance': 'OMS163',
  '/oms/sms/V3/notice/template/list/inquiry': 'OMS165',
  '/oms/sms/V3/notice/auth/user/list/inquiry': 'OMS167',
  '/oms/sms/V3/shop/enter/list/inquiry': 'OMS170',
  '/oms/sms/common/attr/inquiry': 'OMS150',
};

describe('the call catalogue', () => {
  it('has unique paths, all under /oms/', () => {
    const paths = catalogue.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toMatch(/^\/oms\/[\w/]+$/);
  });

  it('holds every account call with its service code', () => {
    for (const [path, code] of Object.entries(SPEC_ACCOUNT_CALLS)) {
      expect(catalogue.find((c) => c.path === path)?.serviceCode, path).toBe(code);
    }
    for (const path of [
      '/oms/sms/V3/email/activate',
      '/oms/sms/V2/check/token',
      '/oms/cos/send/code/notice',
      '/oms/cos/v2/send/code/notice',
    ]) {
      expect(
        catalogue.some((c) => c.path === path),
        path,
      ).toBe(true);
    }
  });

  it('names each example with a payload its own schema accepts', () => {
    for (const c of catalogue.filter((x) => x.example)) {
      expect(c.request.safeParse(c.example).success, c.path).toBe(true);
    }
  });

  it('gives every call a summary for the API document', () => {
    for (const c of catalogue) expect(c.summary.length, c.path).toBeGreaterThan(10);
  });
});
