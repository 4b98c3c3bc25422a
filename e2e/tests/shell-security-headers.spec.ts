import { expect, test } from '@playwright/test';
import { ORDER_LIST_PATH } from '../pages/orders-page.ts';
import { ADD_PATH } from '../pages/products-form-page.ts';
import { PRODUCT_LIST_PATH } from '../pages/products-list-page.ts';
import { signInToGlobalShop } from '../pages/settings-session.ts';

// The server sends a Content-Security-Policy that allows only what the built app loads: the app
// must still sign in and show its busiest screens with the browser refusing nothing.

test('the app runs under its security headers: nothing refused on sign-in, home, products, the form and orders', async ({
  page,
}) => {
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
