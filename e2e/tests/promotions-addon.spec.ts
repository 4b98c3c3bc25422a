import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { addGrantingCoupon } from '../pages/promotions-coupons-page.ts';
import { type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// An add-on deal made in Thai: one main product, one add-on product whose price above the sales
// price is refused as typed, in the server's words; the list shows it in English. Pictures of the
// list and of the deal's form in the three languages and on a phone, axe clean.

// On a server of the file's own: an add-on SKU is in one deal at a time.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

/**
 * A picture in each language in the order given, the first the one shown now, switched in place
 * from the top bar; each once `ready` (when given) is in view.
 */
async function shootAll(page: Page, name: string, order: [Locale, Locale, Locale], ready?: Locator) {
  for (const [i, locale] of order.entries()) {
    if (i > 0) await new ShellLayout(page, '').chooseLocaleAndKeep(locale);
    await expect(page.locator('h1').first()).toBeVisible();
    if (ready) await expect(ready).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
}

const NAME = 'ซื้อคู่เคสราคาพิเศษ';

test('an add-on deal in Thai, an add-on price above the sales price refused as typed, listed in English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToGlobalShop(page, 'th-TH');
  // Past the agreement and setup gates.
  await readyToSell(page.request);
  const stamp = Date.now().toString(36);
  const phoneTitle = `โทรศัพท์ทดสอบ ${stamp}`;
  const caseTitle = `เคสโทรศัพท์ทดสอบ ${stamp}`;
  const [phone, phoneCase] = await Promise.all([
    publishProduct(page.request, phoneTitle),
    publishProduct(page.request, caseTitle),
  ]);

  const couponCode = `AD${stamp.slice(-6).toUpperCase()}`;
  await addGrantingCoupon(page.request, couponCode, { faceValue: '30.00', minSpend: '250.00' });

  await page.goto('/promotion/pricincrease?form=new');
  await expect(page.getByRole('heading', { name: 'สร้างข้อเสนอซื้อเพิ่ม' })).toBeVisible();
  // The phone is the main product, found by its SPU id; its case the add-on, both SKUs.
  await page.getByLabel('ค้นหาสินค้า').fill(phone.productId);
  await page.getByLabel('ค้นหาสินค้า').press('Enter');
  await page.getByRole('button', { name: `เพิ่ม ${phoneTitle}` }).click();
  await expect(page.getByText(/^สินค้าหลัก \(1 \/ 100\)$/)).toBeVisible();
  await page.getByText('สินค้าซื้อเพิ่ม', { exact: true }).click();
  await page.getByLabel('ค้นหาสินค้า').fill(phoneCase.productId);
  await page.getByLabel('ค้นหาสินค้า').press('Enter');
  await page.getByRole('button', { name: `เพิ่ม ${caseTitle}` }).click();
  const [white, black] = phoneCase.skuIds as [string, string];
  // 199.01 for a SKU sold at 199.00: refused as typed, in the server's words.
  await page.getByLabel(`ราคาซื้อเพิ่ม SKU ${white}`).fill('199.01');
  await expect(page.getByText(`SKU ${white}: ราคาซื้อเพิ่มต้องไม่สูงกว่าราคาขาย (199.00 บาท)`)).toBeVisible();
  await page.getByLabel(`ราคาซื้อเพิ่ม SKU ${white}`).fill('99.00');
  await expect(page.getByText(`SKU ${white}: ราคาซื้อเพิ่มต้องไม่สูงกว่าราคาขาย (199.00 บาท)`)).toBeHidden();
  await page.getByLabel(`สต็อกซื้อเพิ่ม SKU ${white}`).fill('5');
  await page.getByLabel(`ราคาซื้อเพิ่ม SKU ${black}`).fill('109.00');
  await page.getByLabel(`สต็อกซื้อเพิ่ม SKU ${black}`).fill('5');
  // The final price preview: each add-on unit in a cart with the phone's cheapest SKU (฿199), with
  // the coupon granting now (฿30 off from ฿250), which the ฿298 cart reaches and the add-on unit
  // takes its share of (฿9.97); alone the case (฿199) reaches none. Below its ฿120 cost, flagged.
  await expect(page.getByTestId('addon-preview-main')).toHaveText(`ในตะกร้ากับ: ${phoneTitle} (ขาว) ฿199.00`);
  const whiteRow = page.getByTestId('addon-preview').locator(`li[data-sku="${white}"]`);
  await expect(whiteRow.getByTestId('addon-pays')).toHaveText(`${caseTitle} (ขาว): ซื้อพร้อมสินค้าหลัก ฿89.03 ซื้อแยก ฿199.00`);
  await expect(whiteRow.getByTestId('price-breakdown')).toHaveText(
    'ราคาซื้อเพิ่ม −฿100.00 · คูปอง −฿9.97 · ทั้งตะกร้า ฿268.00',
  );
  await expect(whiteRow.getByTestId('stacked')).toHaveText(`คูปอง: คูปอง ${couponCode}`);
  await expect(whiteRow.getByTestId('below-purchase')).toBeVisible();
  await page.getByLabel('ชื่อข้อเสนอ').fill(NAME);
  await page.getByLabel('จำนวนซื้อเพิ่มต่อคำสั่งซื้อ').fill('2');
  await expect(page.getByLabel('ชื่อข้อเสนอ')).toHaveValue(NAME);
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page).toHaveURL(/\/promotion\/pricincrease$/);
  await expect(page.getByText(NAME, { exact: true })).toBeVisible();
  await expect(page.getByText('ซื้อเพิ่มได้สูงสุด 2 ชิ้นต่อคำสั่งซื้อ')).toBeVisible();

  // The list in Thai, Chinese, then English (and its words checked).
  await shootAll(page, 'addon-list', ['th-TH', 'zh-CN', 'en-US']);
  await expect(page.getByText('Add-ons per order: up to 2')).toBeVisible();
  await expect(page.getByText('Main products: 1 · Add-on SKUs: 2')).toBeVisible();

  // The deal's own form, its products and prices as saved: English, then Chinese and Thai.
  await page.getByRole('button', { name: `Edit ${NAME}`, exact: true }).click();
  await expect(page).toHaveURL(/\/promotion\/pricincrease\?form=edit&id=/);
  await expect(page.getByLabel('Deal name')).toHaveValue(NAME);
  await expect(page.getByLabel(`Add-on price SKU ${white}`)).toHaveValue('99.00');
  await expect(
    page.getByTestId('addon-preview').locator(`li[data-sku="${white}"]`).getByTestId('price-breakdown'),
  ).toHaveText('Add-on price −฿100.00 · Coupon −฿9.97 · Cart ฿268.00');
  await shootAll(page, 'addon-form', ['en-US', 'zh-CN', 'th-TH'], page.getByTestId('addon-preview'));

  // On a phone (Thai, the last language shot): the SKUs as cards, then the list as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'SKU ซื้อเพิ่ม (2 / 6)' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-addon-form-phone.png');
  await page.getByRole('button', { name: 'กลับไปที่รายการ' }).click();
  await expect(page.getByText(NAME).first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-addon-list-phone.png');
});
