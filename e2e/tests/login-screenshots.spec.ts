import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { type LanguageName, LoginPage } from '../pages/login-page.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));

const languages: { name: LanguageName; file: string; heading: string }[] = [
  { name: 'ไทย', file: 'login-th-TH.png', heading: 'เข้าสู่ระบบ' },
  { name: 'English', file: 'login-en-US.png', heading: 'Sign in' },
  { name: '中文', file: 'login-zh-CN.png', heading: '登录' },
];

for (const { name, file, heading } of languages) {
  test(`screenshot of the login page in ${name}`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(name);
    // Reopen in the remembered language so the switch's sliding thumb is not caught mid-way.
    await page.reload();
    await expect(login.heading).toHaveText(heading);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${screenshots}${file}`, fullPage: true, animations: 'disabled' });
  });
}

test('screenshots of the wrong-password and signed-in views', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_OWNER.loginAcct, 'WrongPassword1');
  await expect(login.error).toBeVisible();
  await page.screenshot({ path: `${screenshots}login-error-th-TH.png`, animations: 'disabled' });

  await login.password.fill(DEMO_OWNER.password);
  await login.submit.click();
  await expect(page.locator('.ant-result-title')).toBeVisible();
  await page.screenshot({ path: `${screenshots}login-signed-in-th-TH.png`, animations: 'disabled' });
});
