import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { ReturnAddressPage } from '../pages/settings-return-address-page.ts';
import { addReturnAddress, clearReturnAddresses, signInToGlobalShop } from '../pages/settings-session.ts';
import { StoreSetupPage } from '../pages/settings-store-setup-page.ts';

test('the return addresses, with the form and its errors open, have no serious accessibility faults', async ({
  page,
}) => {
  await signInToGlobalShop(page, 'th-TH');
  await clearReturnAddresses(page.request);
  await addReturnAddress(page.request);
  const p = new ReturnAddressPage(page);
  await p.goto();
  await expect(p.rows).toHaveCount(1);
  expect(await seriousFindings(page)).toEqual([]);
  await p.addButton.click();
  await p.save.click();
  await expect(p.fieldError('name')).toBeVisible();
  await p.field('zipCode').fill('50200');
  await expect(p.drawer.locator('fieldset button')).toHaveCount(3);
  expect(await seriousFindings(page)).toEqual([]);
});

test('the store setup and the dashboard have no serious accessibility faults', async ({ page }) => {
  await signInToGlobalShop(page, 'en-US');
  const setup = new StoreSetupPage(page);
  await setup.goto();
  expect(await seriousFindings(page)).toEqual([]);
  await addReturnAddress(page.request);
  await page.goto('/dashboard/index');
  await expect(page.locator('[data-count]')).toHaveCount(6);
  expect(await seriousFindings(page)).toEqual([]);
});
