import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { ReturnAddressPage } from '../pages/settings-return-address-page.ts';
import {
  addReturnAddress,
  clearReturnAddresses,
  type Locale,
  saveStoreSetup,
  signInToGlobalShop,
} from '../pages/settings-session.ts';
import { StoreSetupPage } from '../pages/settings-store-setup-page.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots}${file}`, fullPage: true, animations: 'disabled' });
}

for (const locale of LOCALES) {
  test(`screenshots of the return addresses in ${locale}`, async ({ page }) => {
    await signInToGlobalShop(page, locale);
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
    await p.goto();
    await expect(p.rows).toHaveCount(2);
    await shoot(page, `settings-returnaddress-${locale}.png`);

    await p.addButton.click();
    await p.field('zipCode').fill('50200');
    await expect(p.drawer.locator('fieldset button')).toHaveCount(3);
    await shoot(page, `settings-returnaddress-form-${locale}.png`);
  });

  test(`screenshot of the store setup in ${locale}`, async ({ page }) => {
    await signInToGlobalShop(page, locale);
    await saveStoreSetup(page.request);
    const p = new StoreSetupPage(page);
    await p.goto();
    await expect(p.ownService).toBeChecked();
    await shoot(page, `settings-storesetup-${locale}.png`);
  });
}
