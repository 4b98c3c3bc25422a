import { expect, test } from '@playwright/test';
import { messages } from '@sc/contract/messages.ts';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { AccountApi, codeIn, unique } from '../pages/account-api.ts';
import { LANGUAGES } from '../pages/account-auth-page.ts';
import { AccountLoginPage } from '../pages/account-login-page.ts';
import { wireKB } from '../pages/shipped-size.ts';

const SECOND_SHOP = 'Demo Shop Global';
const FIRST_SHOP = 'Demo Shop';
const PASSWORD = 'E2eAccount2026';

test('a refused login is explained above the form in the chosen language', async ({ page }) => {
  const login = new AccountLoginPage(page);
  await login.goto();
  // Unknown accounts, so the demo owner's failed-attempt counter stays clear for other tests.
  for (const { name, locale } of LANGUAGES) {
    await login.chooseLanguage(name);
    const response = await login.signIn(unique('nobody'), 'WrongPassword1');
    const sent = response.request().postDataJSON() as { sessionContext: { locale: string } };
    expect(sent.sessionContext.locale).toBe(locale);
    await expect(login.message).toHaveText(messages.loginFailed[locale]);
    await expect(login.submit).toBeEnabled();
  }
  expect(new URL(page.url()).pathname).toBe('/login');
});

/** What the sign-in page may load, JS and CSS as the server sends them (docs/architecture.md). */
const LOGIN_WIRE_KB = 150;

test('the login page loads at most 150 KB of JS and CSS on the wire, compressed as the server sends them', async ({
  browser,
}) => {
  // A fresh context: nothing cached, the browser asks for brotli and gzip as any would.
  const context = await browser.newContext({ locale: 'th-TH' });
  const page = await context.newPage();
  const login = new AccountLoginPage(page);
  const shipped = await wireKB(page, () => login.goto());
  await context.close();

  console.log(
    `/login: ${shipped.kb} KB on the wire in ${shipped.files.length} files\n` +
      shipped.files.map((f) => `  ${f.path} ${f.bytes} B ${f.encoding} (+${f.headerBytes} B headers)`).join('\n'),
  );
  expect(shipped.kb).toBeLessThanOrEqual(LOGIN_WIRE_KB);
  // The large files come compressed (a body under 1 KB is sent as it is, see apps/web/precompress.ts).
  expect(shipped.files.filter((f) => f.bytes > 1024 && f.encoding === 'identity')).toEqual([]);
});

test('the login page explains why it was opened', async ({ page }) => {
  const login = new AccountLoginPage(page);
  await login.openIn('/login?notice=otherDevice', 'en-US');
  await expect(login.message).toContainText('signed in on another device');
  await login.chooseLanguage('ไทย');
  await expect(login.message).toContainText('อุปกรณ์อื่น');
});

test('an account not yet activated is offered activation with an e-mailed code', async ({ page, baseURL }) => {
  const owner = await AccountApi.signIn(baseURL ?? '', DEMO_OWNER.loginAcct, DEMO_OWNER.password);
  const account = unique('e2e-new-');
  const email = `${account}@example.com`;
  try {
    // On the owner's second shop, so the demo shop's sub-account limit is left to other tests.
    await owner.switchTo(SECOND_SHOP);
    await owner.addSubAccount(account, email, PASSWORD);
  } finally {
    await owner.switchTo(FIRST_SHOP);
  }

  const login = new AccountLoginPage(page);
  await login.openIn('/login', 'en-US');
  await login.account.waitFor();
  await login.signIn(account, PASSWORD);
  await expect(login.message).toContainText(messages.accountNotActivated['en-US']);
  await login.activateNow.click();

  await expect(login.heading).toHaveText('Activate your account');
  await expect(page.getByText(account)).toBeVisible();
  await login.sendCode.click();
  await expect(login.sendCode).toBeDisabled();
  await expect(login.sendCode).toHaveText(/Resend in \d+ s/);

  await login.code.fill('000000');
  await login.activateSubmit.click();
  await expect(login.fieldError('activate', 'verifyCode')).toHaveText(messages.verificationCodeError['en-US']);

  // With the server's outbox exposed (DEV_OUTBOX=1) the real code finishes the activation.
  const code = codeIn(await owner.newestMail(email));
  await owner.dispose();
  if (!code) return test.info().annotations.push({ type: 'note', description: 'no /dev/outbox: stopped at the code' });
  await login.code.fill(code);
  await login.activateSubmit.click();
  await page.waitForURL('**/dashboard/index');
});

test('a sub-account disabled by its main account is told it is blocked', async ({ page, baseURL }) => {
  const owner = await AccountApi.signIn(baseURL ?? '', DEMO_OWNER.loginAcct, DEMO_OWNER.password);
  await owner.setMemberStatus('demo-operator', 'disabled');
  try {
    const login = new AccountLoginPage(page);
    await login.openIn('/login', 'zh-CN');
    await login.account.waitFor();
    await login.signIn('demo-operator', DEMO_OWNER.password);
    await expect(login.message).toHaveText(messages.accountBlocked['zh-CN']);
    await expect(login.activateNow).toHaveCount(0);
  } finally {
    await owner.setMemberStatus('demo-operator', 'enabled');
    await owner.dispose();
  }
});

test('after login a redirect target in the query is followed', async ({ page }) => {
  const login = new AccountLoginPage(page);
  await login.goto('?redirect=%2Fstoreentrylist');
  await login.signIn(DEMO_OWNER.loginAcct, DEMO_OWNER.password);
  await page.waitForURL('**/storeentrylist');
});
