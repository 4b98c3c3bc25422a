import { expect, test } from '@playwright/test';
import { messages } from '@sc/contract/messages.ts';
import { formatValidatorMessage } from '@sc/contract/validators/messages.ts';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { AccountApi, codeIn, unique } from '../pages/account-api.ts';
import { AccountLoginPage } from '../pages/account-login-page.ts';
import { AccountRegisterPage } from '../pages/account-register-page.ts';

const STRONG = 'Seller2026ok';

test('registration checks the password rule and the confirmation before sending', async ({ page }) => {
  const register = new AccountRegisterPage(page);
  await register.openIn('/register', 'th-TH');
  await register.loginAcct.waitFor();
  await expect(register.heading).toHaveText('สมัครบัญชีผู้ขาย');

  // A taken account name is not told when the field is left (only with the mailed code, below).
  await register.loginAcct.fill(DEMO_OWNER.loginAcct);
  await register.phone.click();
  await expect(register.error('loginAcct')).toHaveCount(0);

  // The strength hint ticks off the parts of the rule as they are met.
  await register.password.fill('short1');
  await expect(register.strength.and(page.locator('[data-met="true"]'))).toHaveCount(3);
  await register.confirmPassword.fill('short2');
  await register.submit.click();
  await expect(register.error('password')).toHaveText(formatValidatorMessage('passwordWeak', 'th-TH'));
  await expect(register.error('confirmPassword')).toHaveText(formatValidatorMessage('passwordMismatch', 'th-TH'));

  await register.password.fill(STRONG);
  await expect(register.strength.and(page.locator('[data-met="true"]'))).toHaveCount(5);
  await expect(register.error('password')).toHaveCount(0);
  await register.phone.fill('12345');
  await register.phone.blur();
  await expect(register.error('userTelPhone')).toHaveText(formatValidatorMessage('phoneInvalid', 'th-TH'));

  // The errors follow a switch of language.
  await register.chooseLanguage('English');
  await expect(register.heading).toHaveText('Create your seller account');
  await expect(register.error('confirmPassword')).toHaveText('The passwords do not match');
});

test('registration sends a code to the e-mail and refuses a wrong one', async ({ page, baseURL }) => {
  const register = new AccountRegisterPage(page);
  await register.openIn('/register', 'en-US');
  await register.loginAcct.waitFor();
  const account = unique('e2e-reg-');
  const email = `${account}@example.com`;

  // No e-mail yet: the code is not sent and the field says why.
  await register.sendCode.click();
  await expect(register.error('email')).toHaveText('Enter your email');

  await register.fill({ loginAcct: account, email, password: STRONG });
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/oms/cos/send/code/notice');
  await register.sendCode.click();
  expect(
    ((await (await sent).json()) as { data: { transactionStatus: { success: boolean } } }).data.transactionStatus
      .success,
  ).toBe(true);
  await expect(register.sendCode).toBeDisabled();
  await expect(register.sendCode).toHaveText(/Resend in (60|59|58) s/);
  await expect(page.getByText('Code sent. Check your email')).toBeVisible();

  await register.code.fill('000000');
  await register.submit.click();
  await expect(register.error('verifyCode')).toHaveText(messages.verificationCodeError['en-US']);

  // With the server's outbox exposed (DEV_OUTBOX=1): the real code, then sign-in 5 s later.
  const reader = await AccountApi.signIn(baseURL ?? '', DEMO_OWNER.loginAcct, DEMO_OWNER.password);
  const code = codeIn(await reader.newestMail(email));
  await reader.dispose();
  if (!code) return test.info().annotations.push({ type: 'note', description: 'no /dev/outbox: stopped at the code' });
  // With the right code, a taken account name is told on its field.
  await register.loginAcct.fill(DEMO_OWNER.loginAcct);
  await register.code.fill(code);
  await register.submit.click();
  await expect(register.error('loginAcct')).toHaveText(messages.accountExists['en-US']);
  await register.loginAcct.fill(account);
  await register.submit.click();
  await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
  await expect(page.getByText(/Taking you to the sign-in page in [45] s/)).toBeVisible();
  await page.waitForURL(/\/login\?/, { timeout: 8_000 });

  const login = new AccountLoginPage(page);
  await expect(login.account).toHaveValue(account);
  await expect(login.message).toContainText('Your account is ready');
  await login.password.fill(STRONG);
  await login.submit.click();
  // A new main account has no shop yet: it goes to store entry.
  await page.waitForURL('**/storeentrylist');
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
});
