import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { closeNotices } from '../pages/orders-page.ts';
import { clickSettled } from '../pages/overlays.ts';
import { call, type Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';
import {
  choose,
  DEFAULT_TAG,
  FEE_TOO_HIGH,
  FreightScreen,
  LOGISTICS_PATH,
  openShippingShop,
  PICKUP_CARRIER_UNKNOWN,
  PICKUP_PATH,
  pickupCsv,
  SET_DEFAULT,
} from '../pages/shipping-page.ts';

// The merchant sets up shipping in Demo Shop Global: a freight template (a fee over the limit
// refused with the server's message, then saved and made the default), the logistics
// configuration (carrier pick-up from its return address), and pick-up codes imported from a
// file with one bad row. One visit of each screen: its work done in Thai, then the page switched
// to English in place and the work done again (a second template made the default, the
// configuration saved again, a second file imported).

const LOCALES = ['th-TH', 'en-US'] as const satisfies Locale[];
type Shown = (typeof LOCALES)[number];

const SAVED: Record<Locale, string> = {
  'th-TH': 'บันทึกการตั้งค่าการขนส่งแล้ว',
  'en-US': 'Logistics configuration saved',
  'zh-CN': '物流配置已保存',
};
const FLASH: Record<Locale, string> = { 'th-TH': 'แฟลช เอ็กซ์เพรส', 'en-US': 'Flash Express', 'zh-CN': '闪电快递' };
const TWO_IMPORTED: Record<Shown, string> = { 'th-TH': 'นำเข้า 2', 'en-US': '2 imported' };

test('freight template, logistics configuration and pick-up codes (th-TH, then en-US on each screen)', async ({
  page,
}) => {
  // Each screen's work twice, with three axe checks on each pass: more than one language's two minutes.
  test.setTimeout(180_000);
  // Signed in in Thai: each screen opens in Thai, and the top bar switches it to English.
  await openShippingShop(page, 'th-TH');
  const shell = new ShellLayout(page, '');
  const run = Date.now().toString(36).toUpperCase();

  // Freight templates: the fee over 10,000 baht is refused with the server's message; each
  // language's template, once saved, is made the default and is the only one tagged so.
  const freight = new FreightScreen(page);
  await freight.open();
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await closeNotices(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.getByTestId('freight-add').click();
    const name = `E2E ${locale} ${run}`;
    await freight.drawer.fill({ name, firstFee: '10000.01', continuedFee: '10', freeOver: '500' });
    await freight.drawer.save();
    await expect(freight.drawer.error).toContainText(FEE_TOO_HIGH[locale]);
    await page.locator('#freightTemplate_firstFee').fill('45');
    await freight.drawer.save();
    await expect(freight.drawer.root).toHaveCount(0);
    const row = freight.row(name);
    await expect(row).toContainText('฿45.00');
    await expect(row.locator('.ant-tag')).toHaveCount(0);
    await row.getByRole('button', { name: SET_DEFAULT[locale] }).click();
    await expect(row.locator('.ant-tag')).toHaveText(DEFAULT_TAG[locale]);
    await expect(page.locator('.ant-tag').filter({ hasText: DEFAULT_TAG[locale] })).toHaveCount(1);
    expect(await seriousFindings(page)).toEqual([]);
  }

  // The logistics configuration: carrier pick-up from the return address, Flash by default.
  await page.goto(LOGISTICS_PATH);
  await expect(page.getByTestId('logistics-save')).toBeVisible();
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await page.locator('#logisticsConfig_shipMode input[value="platform_pickup"]').check();
    await choose(page, page.locator('#logisticsConfig_pickupAddressId'), 'Main warehouse');
    await choose(page, page.locator('#logisticsConfig_defaultCarrier'), FLASH[locale]);
    await page.locator('#logisticsConfig_shipWithinDays input[value="2"]').check();
    await page.getByTestId('logistics-save').click();
    await expect(page.locator('.ant-message')).toContainText(SAVED[locale]);
    const saved = await call(page.request, '/oms/dms/store/express/config/inquiry');
    expect(saved).toMatchObject({ shipMode: 'platform_pickup', defaultCarrier: 'flash', shipWithinDays: 2 });
    await closeNotices(page);
    expect(await seriousFindings(page)).toEqual([]);
  }

  // Pick-up codes: a file with one bad row in each language; the good ones are listed.
  await page.goto(PICKUP_PATH);
  for (const [i, locale] of LOCALES.entries()) {
    await shell.chooseLocale(locale);
    await page.getByTestId('pickup-import').click();
    const codes: [string, string][] = [
      [`E2E-${run}-${3 * i + 1}`, 'kerry'],
      [`E2E-${run}-${3 * i + 2}`, 'pigeon'],
      [`E2E-${run}-${3 * i + 3}`, 'flash'],
    ];
    await page.locator('.ant-modal:visible input[type=file]').setInputFiles(pickupCsv(codes));
    await expect(page.getByTestId('pickup-summary')).toContainText(TWO_IMPORTED[locale]);
    await expect(page.getByTestId('pickup-result')).toContainText(PICKUP_CARRIER_UNKNOWN[locale]('pigeon'));
    expect(await seriousFindings(page)).toEqual([]);
    await clickSettled(page.locator('.ant-modal:visible .ant-modal-footer .ant-btn'));
  }
  // Two good rows of each file.
  await page.locator('#pickupSearch_code').fill(`E2E-${run}`);
  await page.locator('form#pickupSearch button[type="submit"]').click();
  await expect(page.locator('.ant-card .ant-table-row')).toHaveCount(4);
});
