import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';

export type Locale = 'th-TH' | 'en-US' | 'zh-CN';

/**
 * The settings and dashboard specs work in the demo owner's second shop, "Demo Shop
 * Global", so they leave Demo Shop (where the shell's specs meet the gates) as it was.
 */
export const GLOBAL_SHOP_NAME = 'Demo Shop Global';

interface Reply {
  data: Record<string, unknown> & { transactionStatus: { success: boolean; replyCode: string; replyText: string } };
}

/** Calls the server as the page's session (the browser's cookies). */
export async function call(
  request: APIRequestContext,
  path: string,
  payload: Record<string, unknown> = {},
  locale: Locale = 'en-US',
) {
  const res = await request.post(path, {
    data: { ...payload, sessionContext: { entityCode: 1, channel: 'omsAdmin', locale } },
  });
  const body = (await res.json()) as Reply;
  return body.data;
}

/**
 * Logs in, enters the global shop, signs its agreements and stores what the web app
 * keeps after a login, so the next page load starts signed in, in `locale`.
 */
export async function signInToGlobalShop(
  page: Page,
  locale: Locale,
  /** The agreements signed on the way in (a pay-later test leaves 010 to the owner). */
  agreements: readonly string[] = ['009', '010'],
): Promise<{ shopId: string }> {
  const login = await call(page.request, '/oms/sms/V3/user/login', {
    loginAcct: DEMO_OWNER.loginAcct,
    password: DEMO_OWNER.password,
  });
  if (!login.transactionStatus.success) throw new Error(`login: ${login.transactionStatus.replyText}`);
  const shops = login.shopList as { shopId: string; shopName: string }[];
  const shop = shops.find((s) => s.shopName === GLOBAL_SHOP_NAME);
  if (!shop) throw new Error(`no shop ${GLOBAL_SHOP_NAME}`);
  const switched = await call(page.request, '/oms/sms/V3/login/switch/store', { shopId: shop.shopId });
  if (!switched.transactionStatus.success) throw new Error(`switch: ${switched.transactionStatus.replyText}`);
  // 009 before 010; a second signing is refused (601601) and changes nothing.
  for (const contractBusinessType of agreements) {
    await call(page.request, '/oms/cos/contract/create', { contractBusinessType, contractSignChannel: 'local' });
  }
  const stored = {
    userId: login.userId,
    shopId: shop.shopId,
    userName: login.userName,
    shopList: shops,
    language: locale,
  };
  await page.addInitScript((values) => {
    const expiresAt = Date.now() + 7 * 24 * 3600 * 1000;
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(`sc.${key}`, JSON.stringify({ value, expiresAt }));
    }
  }, stored);
  return { shopId: shop.shopId };
}

/**
 * Logs a demo staff account into its shop (Demo Shop, left as seeded) and stores what the
 * web app keeps after a login.
 */
export async function signInAsStaff(page: Page, loginAcct: 'demo-service' | 'demo-operator', locale: Locale) {
  const login = await call(page.request, '/oms/sms/V3/user/login', { loginAcct, password: DEMO_OWNER.password });
  if (!login.transactionStatus.success) throw new Error(`login: ${login.transactionStatus.replyText}`);
  const stored = {
    userId: login.userId,
    shopId: login.shopId,
    userName: login.userName,
    shopList: login.shopList,
    language: locale,
  };
  await page.addInitScript((values) => {
    const expiresAt = Date.now() + 7 * 24 * 3600 * 1000;
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(`sc.${key}`, JSON.stringify({ value, expiresAt }));
    }
  }, stored);
}

/** Removes every return address of the session's shop. */
export async function clearReturnAddresses(request: APIRequestContext): Promise<void> {
  const list = await call(request, '/oms/shop/merchant/address/list/inquiry');
  for (const a of list.list as { addressId: string }[]) {
    await call(request, '/oms/shop/merchant/address/delete', { addressId: a.addressId });
  }
}

export const SAMPLE_ADDRESS = {
  name: 'Main warehouse',
  contact: 'Somchai Jaidee',
  phone: '0812345678',
  subDistrictCode: '103005',
  zipCode: '10900',
  detail: '99/1 Phahonyothin Road',
};

export async function addReturnAddress(request: APIRequestContext, over: Record<string, unknown> = {}) {
  const r = await call(request, '/oms/shop/merchant/address/add', { ...SAMPLE_ADDRESS, ...over });
  if (!r.transactionStatus.success) throw new Error(`add address: ${r.transactionStatus.replyText}`);
  return String(r.addressId);
}

export async function saveStoreSetup(request: APIRequestContext) {
  const r = await call(request, '/oms/store/config/maintain', {
    customerServiceEnabled: 'y',
    serviceStart: '09:00',
    serviceEnd: '18:00',
    servicePhone: '0812345678',
    welcomeText: 'Hello, how can we help?',
    returnDays: 7,
    shipWithinDays: 2,
  });
  if (!r.transactionStatus.success) throw new Error(`store setup: ${r.transactionStatus.replyText}`);
}
