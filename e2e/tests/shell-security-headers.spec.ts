import { expect, type Page, test } from '@playwright/test';
import { ORDER_LIST_PATH } from '../pages/orders-page.ts';
import { ADD_PATH } from '../pages/products-form-page.ts';
import { PRODUCT_LIST_PATH } from '../pages/products-list-page.ts';
import { signInToGlobalShop } from '../pages/settings-session.ts';

// The server sends a Content-Security-Policy that allows only what the built app loads: the app
// must still sign in and show its busiest screens with the browser refusing nothing.

/** Collects what the browser refuses under the page's Content-Security-Policy. */
async function watchRefusals(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeFunction('reportRefused', (what: string) => refused.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportRefused: (what: string) => void }).reportRefused(
        `${e.effectiveDirective} ${e.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test('the app runs under its security headers: nothing refused on sign-in, home, products, the form and orders', async ({
  page,
}) => {
  const refused = await watchRefusals(page);
  const first = await page.goto('/login');
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(first?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.locator('form#login')).toBeVisible();

  await signInToGlobalShop(page, 'en-US');
  for (const path of ['/', PRODUCT_LIST_PATH, ADD_PATH, ORDER_LIST_PATH]) {
    await page.goto(path);
    await expect(page.locator('#root button').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);
});

test('the API docs render under the same policy', async ({ page }) => {
  const refused = await watchRefusals(page);
  await page.goto('/docs');
  // The document is built on the first visit and is large: rendering it takes a while.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Seller Centre API', { timeout: 60_000 });
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(refused).toEqual([]);
});
