import { expect, test } from '@playwright/test';
import { call, signInToGlobalShop } from '../pages/settings-session.ts';
import { StoreSetupPage } from '../pages/settings-store-setup-page.ts';

test('save the customer-service setup; it is read back and sets the rights', async ({ page }) => {
  test.setTimeout(90_000); // a walk through every field, a save and a reload
  await signInToGlobalShop(page, 'en-US');
  const p = new StoreSetupPage(page);
  await p.goto();
  await expect(page.getByText('Buyers see these commitments')).toBeVisible();

  if (!(await p.ownService.isChecked())) await p.ownService.click();
  await p.setTime('serviceStart', '08:30');
  await p.setTime('serviceEnd', '20:00');
  await p.field('servicePhone').fill('12345');
  await p.save.click();
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('Enter a valid mobile number');
  await p.field('servicePhone').fill('0898765432');
  await p.field('welcomeText').fill('Hello! We reply within minutes.');
  await p.pick('returnDays', '15 days');
  await p.pick('shipWithinDays', '1 day');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/oms/store/config/maintain');
  await p.save.click();
  expect(((await (await saved).json()) as { data: { rightsSet: string } }).data.rightsSet).toBe('y');
  // Enter in a time field submits the form as well, so earlier saves may still show their toast.
  await expect(page.getByText('Customer-service setup saved').first()).toBeVisible();

  await page.reload();
  await p.form.waitFor();
  await expect(page.getByText(/^Last saved/)).toBeVisible();
  await expect(p.ownService).toBeChecked();
  await expect(p.field('serviceStart')).toHaveValue('08:30');
  await expect(p.field('serviceEnd')).toHaveValue('20:00');
  await expect(p.field('servicePhone')).toHaveValue('0898765432');
  await expect(p.field('returnDays').getByRole('radio', { name: '15 days' })).toBeChecked();
  await expect(p.field('shipWithinDays').getByRole('radio', { name: '1 day' })).toBeChecked();

  const status = await call(page.request, '/oms/store/has/set/customer/address/inquiry');
  expect(status).toMatchObject({ customerType: 'y', hasRights: 'y' });
});
