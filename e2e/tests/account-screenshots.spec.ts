import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { LANGUAGES } from '../pages/account-auth-page.ts';
import { AccountLoginPage } from '../pages/account-login-page.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));

const HEADINGS = {
  login: { 'th-TH': 'เข้าสู่ระบบ', 'en-US': 'Sign in', 'zh-CN': '登录' },
  register: { 'th-TH': 'สมัครบัญชีผู้ขาย', 'en-US': 'Create your seller account', 'zh-CN': '注册卖家账号' },
  selectshop: { 'th-TH': 'เลือกร้านค้า', 'en-US': 'Choose a shop', 'zh-CN': '选择店铺' },
} as const;

/**
 * Pictures the page open now in each language, switched in place with the page's own
 * language buttons (one visit per screen).
 */
async function shootEachLanguage(login: AccountLoginPage, name: keyof typeof HEADINGS) {
  const page: Page = login.page;
  for (const { name: language, locale } of LANGUAGES) {
    await login.chooseLanguage(language);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(login.heading).toHaveText(HEADINGS[name][locale]);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `${screenshots}account-${name}-${locale}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
}

test('screenshots of the sign-in pages and the shop choice in every language', async ({ page }) => {
  test.setTimeout(180_000);
  const login = new AccountLoginPage(page);
  await login.goto();
  await shootEachLanguage(login, 'login');
  await page.goto('/register');
  await shootEachLanguage(login, 'register');

  await login.goto();
  await login.signIn(DEMO_OWNER.loginAcct, DEMO_OWNER.password);
  await page.waitForURL('**/selectshop');
  await shootEachLanguage(login, 'selectshop');
});
