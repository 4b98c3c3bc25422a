import { expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { AccountLoginPage } from '../pages/account-login-page.ts';
import { AccountAgreementPage, AccountSelectShopPage, AccountStoreEntryPage } from '../pages/account-shops-page.ts';

const storedShopId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sc.shopId') ?? '{}').value as string | undefined);

async function signInAsOwner(page: Page): Promise<void> {
  const login = new AccountLoginPage(page);
  await login.openIn('/login', 'en-US');
  await login.account.waitFor();
  await login.signIn(DEMO_OWNER.loginAcct, DEMO_OWNER.password);
  await page.waitForURL('**/selectshop');
}

test('the owner of two shops chooses one after login, and can switch back from the menu', async ({ page }) => {
  await signInAsOwner(page);
  const shops = new AccountSelectShopPage(page);
  await expect(shops.heading).toHaveText('Choose a shop');
  await expect(shops.shops).toHaveCount(2);
  await expect(shops.shop('Demo Shop')).toHaveAttribute('aria-current', 'true');
  await expect(shops.shop('Demo Shop Global')).toContainText('Cross-border shop');

  const reply = await shops.switchTo('Demo Shop Global');
  expect(reply.shopName).toBe('Demo Shop Global');
  await page.waitForURL('**/dashboard/index');
  expect(await storedShopId(page)).toBe(reply.shopId);

  // From the user menu ("Switch stores"): a way back, and the new shop is the current one.
  await page.goto('/selectshop?t=true');
  await expect(shops.back).toHaveText('Back');
  await expect(shops.shop('Demo Shop Global')).toHaveAttribute('aria-current', 'true');
  expect((await shops.switchTo('Demo Shop')).shopName).toBe('Demo Shop');
  await page.waitForURL('**/dashboard/index');
});

test('the store-entry list of a user without applications invites to apply', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/storeentrylist');
  const entries = new AccountStoreEntryPage(page);
  await expect(entries.heading).toHaveText('Store entry applications');
  await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible();
  await expect(entries.table).toHaveCount(0);
  await entries.apply.click();
  await page.waitForURL('**/storeentry');
});

test('the agreements page shows both texts and lets the main account sign, 009 first', async ({ page }) => {
  await signInAsOwner(page);
  // Signed on the second shop: the demo shop keeps its agreements unsigned for the gate's tests.
  await new AccountSelectShopPage(page).choose('Demo Shop Global');
  await page.waitForURL('**/dashboard/index');
  await page.goto('/agreement');

  const agreements = new AccountAgreementPage(page);
  await expect(agreements.heading).toHaveText('Agreements');
  await expect(agreements.agreement('009').getByRole('heading')).toHaveText('Platform Service Agreement');
  await expect(agreements.text('009')).toContainText('ships orders within 3 working days');
  await expect(agreements.text('010')).not.toBeEmpty();
  await agreements.chooseLanguage('中文');
  await expect(agreements.agreement('009').getByRole('heading')).toHaveText('平台服务协议');
  await expect(agreements.text('009')).toContainText('3 个工作日内发货');
  await agreements.chooseLanguage('English');

  if ((await agreements.agree('009').count()) > 0) {
    await expect(agreements.agreement('010')).toContainText('Agree to the Platform Service Agreement first');
    await expect(agreements.agree('009')).toBeDisabled();
    await expect(agreements.agree('009')).toHaveText(/\(\d s\)/);
    await expect(agreements.agree('009')).toBeEnabled({ timeout: 7_000 });
    await agreements.agree('009').click();
  }
  await expect(agreements.agreement('009')).toContainText('Signed on');
  await expect(agreements.agree('010').or(agreements.agreement('010').getByText('Signed on'))).toBeVisible();

  await page.goto('/selectshop?t=true');
  await new AccountSelectShopPage(page).choose('Demo Shop');
  await page.waitForURL('**/dashboard/index');
});

test('a sub-account reads the agreements but is told the main account must agree', async ({ page }) => {
  const login = new AccountLoginPage(page);
  await login.openIn('/login', 'en-US');
  await login.account.waitFor();
  await login.signIn('demo-operator', DEMO_OWNER.password);
  await page.waitForURL('**/dashboard/index');
  await page.goto('/agreement');
  const agreements = new AccountAgreementPage(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'Only the main account of the shop can agree' }),
  ).toBeVisible();
  await expect(agreements.text('009')).toContainText('ships orders within 3 working days');
  await expect(agreements.agree('009')).toHaveCount(0);
});
