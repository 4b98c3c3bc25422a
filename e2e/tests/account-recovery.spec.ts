import { expect, test } from '@playwright/test';
import { messages } from '@sc/contract/messages.ts';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { AccountApi, codeIn, unique } from '../pages/account-api.ts';
import { AccountPage } from '../pages/account-auth-page.ts';
import { AccountLoginPage } from '../pages/account-login-page.ts';

const PASSWORD = 'E2eAccount2026';

/** A sub-account on the owner's second shop, not yet activated; its e-mail has the activation link. */
async function newSubAccount(baseURL: string): Promise<{ owner: AccountApi; account: string; email: string }> {
  const owner = await AccountApi.signIn(baseURL, DEMO_OWNER.loginAcct, DEMO_OWNER.password);
  const account = unique('e2e-sub-');
  const email = `${account}@example.com`;
  try {
    await owner.switchTo('Demo Shop Global');
    await owner.addSubAccount(account, email, PASSWORD);
  } finally {
    await owner.switchTo('Demo Shop');
  }
  return { owner, account, email };
}

test('password reset checks the e-mailed code before the new password is asked for', async ({ page, baseURL }) => {
  const { owner, account, email } = await newSubAccount(baseURL ?? '');
  const reset = new AccountPage(page);
  await reset.openIn('/resetpassword', 'en-US');
  await expect(reset.heading).toHaveText('Reset your password');
  const accountField = page.locator('#resetVerify_loginAcct');
  const code = page.locator('#resetVerify_verifyCode');
  const send = page.locator('form#resetVerify .ant-form-item').filter({ has: code }).getByRole('button');

  await send.click();
  await expect(reset.fieldError('resetVerify', 'loginAcct')).toHaveText('Enter your account name or email');
  await accountField.fill(account);
  await send.click();
  await expect(send).toHaveText(/Resend in \d+ s/);
  await code.fill('000000');
  await page.locator('form#resetVerify button[type="submit"]').click();
  await expect(reset.fieldError('resetVerify', 'verifyCode')).toHaveText(messages.verificationCodeError['en-US']);

  const real = codeIn(await owner.newestMail(email));
  await owner.dispose();
  if (!real) return test.info().annotations.push({ type: 'note', description: 'no /dev/outbox: stopped at the code' });
  await code.fill(real);
  await page.locator('form#resetVerify button[type="submit"]').click();
  const password = page.locator('#resetPassword_password');
  await password.fill('weak');
  await page.locator('#resetPassword_confirmPassword').fill('weak');
  await page.locator('form#resetPassword button[type="submit"]').click();
  await expect(reset.fieldError('resetPassword', 'password')).toContainText('security requirements');
  await password.fill('NewSecret2026');
  await page.locator('#resetPassword_confirmPassword').fill('NewSecret2026');
  await page.locator('form#resetPassword button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();

  // The new password is taken (the account is still to be activated, which is the next thing it hears).
  const login = new AccountLoginPage(page);
  await expect(login.account).toHaveValue(account);
  await login.signIn(account, 'NewSecret2026');
  await expect(login.message).toContainText(messages.accountNotActivated['en-US']);
});

test('an activation link that is wrong, used or missing says so and leads to sign-in', async ({ page }) => {
  const check = new AccountPage(page);
  await check.openIn('/checkEmail?token=0123456789abcdef0123456789abcdef', 'en-US');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText(messages.activationLinkInvalid['en-US'])).toBeVisible();

  await page.goto('/checkEmail');
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to sign in' }).click();
  await page.waitForURL('**/login');
});

test('the activation link of a new sub-account activates it once', async ({ page, baseURL }) => {
  const { owner, account, email } = await newSubAccount(baseURL ?? '');
  const mail = await owner.newestMail(email);
  await owner.dispose();
  const link = mail?.match(/\/checkEmail\?token=[\w-]+/)?.[0];
  if (!link) return test.info().annotations.push({ type: 'note', description: 'no /dev/outbox: no link to open' });

  const check = new AccountPage(page);
  await check.openIn(link, 'th-TH');
  await expect(page.getByRole('heading', { name: 'ยืนยันอีเมลเรียบร้อย' })).toBeVisible();
  await expect(page.getByText(account)).toBeVisible();
  // Single use: the second visit is refused.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ไม่สามารถใช้ลิงก์นี้ได้' })).toBeVisible();
  await page.getByRole('button', { name: 'ไปหน้าเข้าสู่ระบบ' }).click();

  const login = new AccountLoginPage(page);
  await expect(login.account).toHaveValue('');
  await login.signIn(account, PASSWORD);
  await page.waitForURL('**/dashboard/index');
});
