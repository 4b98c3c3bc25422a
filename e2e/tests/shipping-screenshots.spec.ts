import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { closeNotices } from '../pages/orders-page.ts';
import { clickSettled } from '../pages/overlays.ts';
import { call, type Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';
import { FreightScreen, LOGISTICS_PATH, openShippingShop, PICKUP_PATH, pickupCsv } from '../pages/shipping-page.ts';

// The shipping screens in each language: the freight templates with the fee estimate, the
// template drawer with a regional row and a refused fee, the logistics configuration, the
// pick-up codes and an import's per-row result. One sign-in and one visit per screen, pictured
// in the three languages switched in place from the top bar (the drawer and the import dialog,
// whose masks cover the top bar, are opened again in each). SHOTS_DIR puts the pictures elsewhere.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string, fullPage = true) {
  await closeNotices(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage, animations: 'disabled' });
}

test('screenshots of the shipping screens in every language', async ({ page }) => {
  test.setTimeout(360_000);
  await openShippingShop(page, 'th-TH');
  const shell = new ShellLayout(page, '');
  const run = Date.now().toString(36).toUpperCase();

  const freight = new FreightScreen(page);
  await freight.open();
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    // The list with the estimate worked out for the far south (a regional fee).
    await page.locator('#freightBudget_templateId').click();
    await page.keyboard.type('ส่งทั่ว');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'ส่งทั่วไทย' }).click();
    await page.locator('#freightBudget_provinceCode').click();
    // Provinces are named in the screen's language (Chinese names for the 77 provinces).
    const yala = { 'th-TH': 'ยะลา', 'en-US': 'Yala', 'zh-CN': '也拉府' }[locale];
    await page.keyboard.type(yala);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: yala }).click();
    await page.locator('form#freightBudget button[type="submit"]').click();
    await expect(page.getByTestId('freight-budget-result')).toBeVisible();
    await expect(page.locator('#freightBudget')).toContainText(yala);
    await shoot(page, `shipping-freight-${locale}.png`);

    // The drawer: a regional row, and a fee over the limit refused by the server.
    await page.getByTestId('freight-add').click();
    await freight.drawer.fill({
      name: `Shot ${run} ${locale}`,
      firstFee: '10000.01',
      continuedFee: '10',
      freeOver: '500',
    });
    await page.getByTestId('freight-add-region').click();
    await page.locator('#freightTemplate_regions_0_firstFee').fill('60');
    await page.locator('#freightTemplate_regions_0_continuedFee').fill('15');
    await page.locator('#freightTemplate_regions_0_provinceCodes').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(2).click();
    await page.keyboard.press('Escape');
    await freight.drawer.save();
    await expect(freight.drawer.error).toBeVisible();
    await shoot(page, `shipping-freight-drawer-${locale}.png`, false);
    await page.keyboard.press('Escape');
    await expect(freight.drawer.root).toHaveCount(0);
  }

  // The logistics configuration, saved with carrier pick-up from the return address.
  const address = await call(page.request, '/oms/shop/merchant/address/list/inquiry');
  const addressId = (address.list as { addressId: string }[])[0]?.addressId ?? '';
  const saved = await call(page.request, '/oms/dms/store/express/config/maintain', {
    carriers: ['kerry', 'flash', 'thaipost', 'jt'],
    defaultCarrier: 'kerry',
    shipMode: 'platform_pickup',
    selfDelivery: 'y',
    pickupAddressId: addressId,
    shipWithinDays: 2,
    parcelInsurance: 'y',
  });
  expect(saved.transactionStatus.success, saved.transactionStatus.replyText).toBe(true);
  await page.goto(LOGISTICS_PATH);
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(page.getByTestId('logistics-save')).toBeVisible();
    await shoot(page, `shipping-logistics-${locale}.png`);
  }

  // Pick-up codes: an import with bad rows, then the list (codes of their own in each language).
  await page.goto(PICKUP_PATH);
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    const codes = `SHOT-${run}${LOCALES.indexOf(locale)}`;
    await page.getByTestId('pickup-import').click();
    await page.locator('.ant-modal:visible input[type=file]').setInputFiles(
      pickupCsv([
        [`${codes}-1`, 'kerry'],
        [`${codes}-2`, 'pigeon'],
        [`${codes}-1`, 'flash'],
        ['AB', 'jt'],
        [`${codes}-3`, 'flash'],
      ]),
    );
    await expect(page.getByTestId('pickup-summary')).toBeVisible();
    await shoot(page, `shipping-pickup-import-${locale}.png`, false);
    await clickSettled(page.locator('.ant-modal:visible .ant-modal-footer .ant-btn'));
    await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
    // The dialog forgets the import once closed, so the next language's starts empty.
    await expect(page.getByTestId('pickup-summary')).toHaveCount(0);
    await shoot(page, `shipping-pickup-${locale}.png`);
  }
});
