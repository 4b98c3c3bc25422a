import { expect, test } from '@playwright/test';
import { clickSettled, popconfirm } from '../pages/overlays.ts';
import { ReturnAddressPage } from '../pages/settings-return-address-page.ts';
import { clearReturnAddresses, signInToGlobalShop } from '../pages/settings-session.ts';

test.beforeEach(async ({ page }) => {
  await signInToGlobalShop(page, 'en-US');
  await clearReturnAddresses(page.request);
});

test('add a return address through the cascade and by postcode, set default, edit, delete', async ({ page }) => {
  test.setTimeout(120_000); // one long walk through the screen
  const p = new ReturnAddressPage(page);
  await p.goto();
  await expect(page.getByText('No return address yet')).toBeVisible();

  // The first address, province → district → sub-district; the postcode fills itself.
  await p.addButton.click();
  await expect(p.drawer.getByText('Add return address')).toBeVisible();
  await clickSettled(p.save);
  await expect(p.fieldError('name')).toHaveText('This field is required');
  await p.fill({
    name: 'Main warehouse',
    contact: 'Somchai Jaidee',
    phone: '021234567',
    detail: '99/1 Phahonyothin Road',
  });
  await p.choose('provinceCode', 'Bangkok');
  await p.choose('districtCode', 'Chatuchak');
  await p.choose('subDistrictCode', 'Chatuchak');
  await expect(p.field('zipCode')).toHaveValue('10900');
  // The "required" shown by the first save goes once the postcode has filled itself in.
  await expect(p.fieldError('zipCode')).toHaveCount(0);
  await clickSettled(p.save);
  // The shared phone rule, in the shared words.
  await expect(p.fieldError('phone')).toContainText('Enter a valid mobile number');
  await p.field('phone').fill('0812345678');
  await expect(p.field('isDefault')).toBeChecked();
  await clickSettled(p.save);
  await expect(p.drawer).toBeHidden();
  await expect(p.row('Main warehouse')).toContainText('Default');
  await expect(p.row('Main warehouse')).toContainText('Chatuchak, Chatuchak, Bangkok 10900');
  await expect(p.row('Main warehouse')).toContainText('0812345678');

  // The second, postcode first: 50200 covers three sub-districts of one district.
  await p.addButton.click();
  await p.fill({ name: 'North depot', contact: 'Nok', phone: '0891234567', detail: '5 Huay Kaew Road' });
  await p.field('zipCode').fill('50200');
  await expect(p.selected('provinceCode')).toHaveText('Chiang Mai');
  await expect(p.selected('districtCode')).toHaveText('Mueang Chiang Mai');
  await clickSettled(p.drawer.getByRole('button', { name: 'Suthep, Mueang Chiang Mai' }));
  await expect(p.selected('subDistrictCode')).toHaveText('Suthep');
  await expect(p.field('zipCode')).toHaveValue('50200');
  await expect(p.field('isDefault')).not.toBeChecked();
  await clickSettled(p.save);
  await expect(p.drawer).toBeHidden();
  await expect(p.rows).toHaveCount(2);
  await expect(p.row('North depot')).not.toContainText('Default');
  await expect(page.getByText('2 of 20 addresses')).toBeVisible();

  // Set as default: the tag moves, and the default is listed first.
  await p.action('North depot', 'Set as default');
  await expect(p.row('North depot')).toContainText('Default');
  await expect(p.row('Main warehouse')).not.toContainText('Default');
  await expect(p.rows.first()).toContainText('North depot');

  // Edit: the drawer opens with the address, the cascade shows its places.
  await p.action('Main warehouse', 'Edit');
  await expect(p.field('name')).toHaveValue('Main warehouse');
  await expect(p.selected('subDistrictCode')).toHaveText('Chatuchak');
  await p.field('name').fill('Bangkok warehouse');
  await clickSettled(p.save);
  await expect(p.drawer).toBeHidden();
  await expect(p.row('Bangkok warehouse')).toBeVisible();

  // Delete the default, with a confirmation: the other one becomes the default.
  await p.action('North depot', 'Delete');
  await clickSettled(popconfirm(page).getByRole('button', { name: 'Delete' }));
  await expect(p.rows).toHaveCount(1);
  await expect(p.row('Bangkok warehouse')).toContainText('Default');
});

test('a postcode no place uses is refused on the field', async ({ page }) => {
  const p = new ReturnAddressPage(page);
  await p.goto();
  await p.addButton.click();
  await p.field('zipCode').fill('99999');
  await expect(p.fieldError('zipCode')).toHaveText('No area uses this postcode');
});
