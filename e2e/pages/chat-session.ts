import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { call, type Locale } from './settings-session.ts';

/**
 * Logs the demo owner in (their first shop, Demo Shop) and keeps what the app keeps after a login,
 * so /im opens in its own tab as from the top bar; gives Demo Shop's id.
 */
export async function signInChatOwner(page: Page, locale: Locale): Promise<string> {
  const login = await call(page.request, '/oms/sms/V3/user/login', { ...DEMO_OWNER });
  if (!login.transactionStatus.success) throw new Error(`login: ${login.transactionStatus.replyText}`);
  const shops = login.shopList as { shopId: string; shopName: string }[];
  const demo = shops.find((s) => s.shopName === 'Demo Shop');
  if (!demo) throw new Error('no Demo Shop');
  if (login.shopId !== demo.shopId) await call(page.request, '/oms/sms/V3/login/switch/store', { shopId: demo.shopId });
  const stored = {
    userId: login.userId,
    shopId: demo.shopId,
    userName: login.userName,
    shopList: shops,
    language: locale,
    imFlag: 'y',
  };
  await page.addInitScript((values) => {
    const expiresAt = Date.now() + 7 * 24 * 3600 * 1000;
    for (const [key, value] of Object.entries(values))
      localStorage.setItem(`sc.${key}`, JSON.stringify({ value, expiresAt }));
  }, stored);
  return demo.shopId;
}
