import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoShop2026';
export type DemoAccount = 'demo-owner' | 'demo-operator' | 'demo-service';

const context = { entityCode: 1, channel: 'omsAdmin', locale: 'th-TH', userId: 'omsAdmin' };

interface Envelope<T> {
  data: T & { transactionStatus: { success: boolean; replyCode: string; replyText: string } };
}

interface LoginData {
  userId: string;
  shopId: string | null;
  userName: string;
  shopList: { shopId: string; shopName: string }[];
}

/** Posts one call in the envelope with the cookies of `request`. */
export async function call<T = Record<string, unknown>>(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  payload: object,
): Promise<Envelope<T>['data']> {
  const response = await request.post(`${baseURL}${path}`, { data: { ...payload, sessionContext: context } });
  const body = (await response.json()) as Envelope<T>;
  return body.data;
}

/**
 * Signs in through the login call (sharing the page's cookies) and stores what the login
 * screen stores, so a test starts signed in without depending on the login screen's form.
 */
export async function signIn(page: Page, baseURL: string, account: DemoAccount): Promise<LoginData> {
  const data = await call<LoginData>(page.request, baseURL, '/oms/sms/V3/user/login', {
    loginAcct: account,
    password: DEMO_PASSWORD,
  });
  if (!data.transactionStatus.success)
    throw new Error(`login of ${account} failed: ${data.transactionStatus.replyText}`);
  await page.goto(`${baseURL}/register`);
  await page.evaluate((d) => {
    const expiresAt = Date.now() + 7 * 24 * 3600 * 1000;
    const put = (key: string, value: unknown) =>
      localStorage.setItem(`sc.${key}`, JSON.stringify({ value, expiresAt }));
    put('userId', d.userId);
    put('userName', d.userName);
    put('shopList', d.shopList);
    if (d.shopId) put('shopId', d.shopId);
  }, data);
  return data;
}

/**
 * Signs a whole browser context in before any page opens (a cold first load): the cookie from
 * the login call, the stored values written ahead of every page's scripts.
 */
export async function signInContext(context: BrowserContext, baseURL: string, account: DemoAccount): Promise<void> {
  const data = await call<LoginData>(context.request, baseURL, '/oms/sms/V3/user/login', {
    loginAcct: account,
    password: DEMO_PASSWORD,
  });
  if (!data.transactionStatus.success)
    throw new Error(`login of ${account} failed: ${data.transactionStatus.replyText}`);
  await context.addInitScript((d) => {
    const expiresAt = Date.now() + 7 * 24 * 3600 * 1000;
    const put = (key: string, value: unknown) =>
      localStorage.setItem(`sc.${key}`, JSON.stringify({ value, expiresAt }));
    put('userId', d.userId);
    put('userName', d.userName);
    put('shopList', d.shopList);
    if (d.shopId) put('shopId', d.shopId);
  }, data);
}

/** The demo shop made ready for work: both agreements signed, a return address and the service setup. */
export async function prepareDemoShop(request: APIRequestContext, baseURL: string): Promise<void> {
  const login = await call(request, baseURL, '/oms/sms/V3/user/login', {
    loginAcct: 'demo-owner',
    password: DEMO_PASSWORD,
  });
  if (!login.transactionStatus.success) throw new Error('the demo owner could not log in');
  for (const type of ['009', '010']) {
    await call(request, baseURL, '/oms/cos/contract/create', {
      contractBusinessType: type,
      contractSignChannel: 'local',
      contractParamsMap: {},
    });
  }
  await call(request, baseURL, '/oms/shop/merchant/address/add', {
    name: 'คลังสินค้าหลัก',
    contact: 'สมชาย ใจดี',
    phone: '0812345678',
    subDistrictCode: '103005',
    zipCode: '10900',
    detail: '99/1 ถนนพหลโยธิน',
  });
  await call(request, baseURL, '/oms/store/config/maintain', {
    customerServiceEnabled: 'y',
    serviceStart: '09:00',
    serviceEnd: '18:00',
    returnDays: 7,
    shipWithinDays: 2,
  });
  const status = await call<{ hasSetAddress: string; hasRights: string }>(
    request,
    baseURL,
    '/oms/store/has/set/customer/address/inquiry',
    {},
  );
  if (status.hasSetAddress !== 'y' || status.hasRights !== 'y') throw new Error('the demo shop is not set up');
  await call(request, baseURL, '/oms/sms/V3/login/out', {});
}
