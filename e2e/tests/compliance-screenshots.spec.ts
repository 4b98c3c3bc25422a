import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { PlatformOperator, productsToInspect, settleOpenViolations } from '../pages/compliance-platform.ts';
import { ViolationsPage } from '../pages/compliance-violations-page.ts';
import {
  addReturnAddress,
  clearReturnAddresses,
  type Locale,
  saveStoreSetup,
  signInToGlobalShop,
} from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

const shots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}${file}`, fullPage, animations: 'disabled' });
}

test.describe.configure({ mode: 'serial' });

let op: PlatformOperator;
let shopId = '';
test.beforeAll(async ({ browser, baseURL }) => {
  op = await PlatformOperator.signIn(baseURL ?? '');
  // The platform's findings on three products of the shop, once for the three languages.
  const page = await browser.newPage();
  ({ shopId } = await signInToGlobalShop(page, 'en-US'));
  const [a, b, c] = await productsToInspect(page.request, op, shopId, 3);
  await page.close();
  if (!a || !b || !c) throw new Error('three products needed');
  await op.raise({
    shopId,
    productId: a.productId,
    type: 'price_manipulation',
    severity: 'take_down',
    reason: 'ราคาเดิมถูกปรับขึ้นก่อนแสดงส่วนลด 40%',
    requirement: 'ตั้งราคาตลาดตามราคาขายจริงย้อนหลัง 30 วัน',
    points: 3,
  });
  await op.raise({
    shopId,
    productId: b.productId,
    type: 'wrong_category',
    severity: 'warn',
    reason: 'สินค้าอยู่ในหมวดหมู่ไม่ถูกต้อง',
  });
  await op.inspect({
    shopId,
    productId: a.productId,
    kind: 'quality',
    items: [
      { code: 'sample_quality', passed: true },
      { code: 'packaging', passed: true },
      { code: 'title_accuracy', passed: true },
    ],
  });
  await op.inspect({
    shopId,
    productId: b.productId,
    kind: 'compliance',
    items: [
      { code: 'title_accuracy', passed: false, note: 'ชื่อสินค้ามีคำว่า "ของแท้ 100%" โดยไม่มีหลักฐาน' },
      { code: 'image_quality', passed: true },
      { code: 'brand_authorization', passed: false, note: 'ไม่มีหนังสืออนุญาตจากแบรนด์' },
    ],
    remark: 'แก้ไขแล้วรอตรวจรอบถัดไป',
  });
  await op.commodity(shopId, a.productId, 48, 4.7);
  await op.commodity(shopId, b.productId, 0, 4.2);
  await op.commodity(shopId, c.productId, 15, 3.6);
});
test.afterAll(async ({ browser }) => {
  // Nothing is left waiting in the shop's action centre for the specs after these.
  const page = await browser.newPage();
  await signInToGlobalShop(page, 'en-US');
  await settleOpenViolations(page.request, op, shopId);
  await page.close();
  await op.dispose();
});

// One visit per screen: the page switches language in place from the top bar for each picture.
test('screenshots of violations and inspections in every language', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToGlobalShop(page, 'th-TH');
  await clearReturnAddresses(page.request);
  await addReturnAddress(page.request);
  await saveStoreSetup(page.request);
  const shell = new ShellLayout(page, '');
  const p = new ViolationsPage(page);
  await p.goto();
  await expect(p.rows.first()).toBeVisible();
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(p.rows.first()).toBeVisible();
    await shoot(page, `compliance-illegalgoods-${locale}.png`);
  }
  // The drawer's mask covers the language menu: the language first, then the drawer.
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await p.rows.first().locator('button').click();
    await p.opened();
    await expect(p.explanation).toBeVisible();
    // The drawer covers the viewport: a full-page shot would cut it short.
    await shoot(page, `compliance-illegalgoods-detail-${locale}.png`, false);
    await p.close().click();
    await expect(p.drawer).toBeHidden();
  }

  await page.goto('/shop/inspection');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await shoot(page, `compliance-inspection-${locale}.png`);
  }

  await page.goto('/shop/commodityinspection');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await shoot(page, `compliance-commodityinspection-${locale}.png`);
  }
});
