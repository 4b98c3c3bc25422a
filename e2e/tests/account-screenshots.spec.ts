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

async function useLanguage(page: Page, locale: string): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('sc.language', JSON.stringify({ value, expiresAt: Date.now() + 86_400_000 }));
  }, locale);
}

async function shoot(page: Page, name: keyof typeof HEADINGS, locale: keyof (typeof HEADINGS)['login']) {
  await page.goto(`/${name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[name][locale]);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: `${screenshots}account-${name}-${locale}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

for (const { locale } of LANGUAGES) {
  test(`screenshots of the sign-in pages in ${locale}`, async ({ page }) => {
    await page.goto('/login');
    await useLanguage(page, locale);
    await shoot(page, 'login', locale);
    await shoot(page, 'register', locale);
  });
}

test('screenshots of the shop choice in every language', async ({ page }) => {
  const login = new AccountLoginPage(page);
  await login.goto();
  await login.signIn(DEMO_OWNER.loginAcct, DEMO_OWNER.password);
  await page.waitForURL('**/selectshop');
  for (const { locale } of LANGUAGES) {
    await useLanguage(page, locale);
    await shoot(page, 'selectshop', locale);
  }
});
