import { expect, test } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { LOGIN_PATH, LoginPage } from '../pages/login-page.ts';

interface LoginReply {
  data: {
    transactionStatus: { success: boolean; replyCode: string; replyText: string };
    userName?: string;
  };
}

test('login page opens in Thai and switches to English', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();

  await expect(page).toHaveTitle('Seller Centre');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(login.heading).toHaveText('เข้าสู่ระบบ');
  await expect(page.getByLabel('บัญชีผู้ใช้')).toBeVisible();
  await expect(page.getByLabel('รหัสผ่าน')).toBeVisible();
  await expect(login.submit).toHaveText(/เข้าสู่ระบบ/);

  await login.chooseLanguage('English');

  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(login.heading).toHaveText('Sign in');
  await expect(page.getByLabel('Account')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(login.submit).toHaveText(/Sign in/);

  // The choice is remembered for the next visit.
  await page.reload();
  await expect(login.heading).toHaveText('Sign in');
});

test('the demo owner signs in and sees their name', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto('/');
  await login.chooseLanguage('English');

  const response = await login.signIn(DEMO_OWNER.loginAcct, DEMO_OWNER.password);

  const reply = (await response.json()) as LoginReply;
  expect(reply.data.transactionStatus.success).toBe(true);
  const userName = reply.data.userName ?? '';
  expect(userName).not.toBe('');
  await expect(login.signedInTitle(`Signed in as ${userName}`)).toBeVisible();
  await expect(login.account).toHaveCount(0);

  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.httpOnly)).toBe(true);
});

test('a wrong password shows the server message and keeps the form', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();

  const response = await login.signIn(DEMO_OWNER.loginAcct, 'WrongPassword1');

  const body = response.request().postDataJSON() as { sessionContext: { locale: string; channel: string } };
  expect(body.sessionContext).toMatchObject({ locale: 'th-TH', channel: 'omsAdmin' });
  const reply = (await response.json()) as LoginReply;
  expect(reply.data.transactionStatus.success).toBe(false);
  const { replyText } = reply.data.transactionStatus;
  expect(replyText).toMatch(/[\u0E00-\u0E7F]/); // answered in Thai, the request's locale

  await expect(login.error).toHaveText(replyText);
  await expect(login.account).toHaveValue(DEMO_OWNER.loginAcct);
  await expect(login.submit).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(response.url()).toContain(LOGIN_PATH);
});
