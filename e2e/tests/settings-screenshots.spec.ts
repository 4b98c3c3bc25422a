import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { settled } from '../pages/overlays.ts';
import { ReturnAddressPage } from '../pages/settings-return-address-page.ts';
import {
  addReturnAddress,
  clearReturnAddresses,
  type Locale,
  saveStoreSetup,
  signInToGlobalShop,
} from '../pages/settings-session.ts';
import { StoreSetupPage } from '../pages/settings-store-setup-page.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots}${file}`, fullPage: true, animations: 'disabled' });
}

// One visit per screen: the page switches language in place from the top bar for each picture.
test('screenshots of the return addresses in every language', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToGlobalShop(page, 'th-TH');
  await clearReturnAddresses(page.request);
  await addReturnAddress(page.request, { name: 'คลังสินค้าหลัก', contact: 'สมชาย ใจดี', detail: '99/1 ถนนพหลโยธิน' });
  await addReturnAddress(page.request, {
    name: 'คลังเชียงใหม่',
    contact: 'Nok',
    phone: '0891234567',
    subDistrictCode: '500108',
    zipCode: '50200',
    detail: '5 ถนนห้วยแก้ว',
    latitude: '18.8049',
    longitude: '98.9527',
  });
  const p = new ReturnAddressPage(page);
  const shell = new ShellLayout(page, '');
  await p.goto();
  await expect(p.rows).toHaveCount(2);
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(p.rows).toHaveCount(2);
    await shoot(page, `settings-returnaddress-${locale}.png`);
  }

  // The drawer's mask covers the language menu: the language first, then the drawer.
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await p.addButton.click();
    await settled(p.drawer);
    await p.field('zipCode').fill('50200');
    await expect(p.drawer.locator('fieldset button')).toHaveCount(3);
    await shoot(page, `settings-returnaddress-form-${locale}.png`);
    await page.keyboard.press('Escape');
    await expect(p.drawer).toBeHidden();
  }
});

test('screenshots of the store setup in every language', async ({ page }) => {
  await signInToGlobalShop(page, 'th-TH');
  await saveStoreSetup(page.request);
  const p = new StoreSetupPage(page);
  const shell = new ShellLayout(page, '');
  await p.goto();
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(p.ownService).toBeChecked();
    await shoot(page, `settings-storesetup-${locale}.png`);
  }
});
