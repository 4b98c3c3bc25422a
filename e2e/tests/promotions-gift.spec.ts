import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// A gift activity made in Thai: a camera the main product, its case the gift, a gift stock above
// the product's stock refused as typed in the server's words; the clock reaches the start, a
// buyer of the simulator buys the camera and the order shows the case as a gift line at ฿0.00.
// Pictures of the list and the form in the three languages (switched in place) and on a phone,
// axe clean.

// On a server of the file's own whose clock the simulator may move: the activity starts only
// once the clock reaches it, and a product is a main product of one activity at a time.
ownDemoServer({ SIMULATOR_CLOCK: '1' });

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

/** A picture in each language in the order given, the first the one shown now, switched in place. */
async function shootAll(page: Page, name: string, order: [Locale, Locale, Locale]) {
  const shell = new ShellLayout(page, '');
  for (const [i, locale] of order.entries()) {
    if (i > 0) await shell.chooseLocale(locale);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
}

const NAME = 'ซื้อกล้องแถมเคสฟรี';

test('a gift activity in Thai, a gift stock above the product stock refused, a buyer gets the gift at ฿0.00', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const stamp = Date.now().toString(36);
  const cameraTitle = `กล้องทดสอบ ${stamp}`;
  const caseTitle = `เคสกล้องทดสอบ ${stamp}`;
  const [camera, cameraCase] = await Promise.all([
    publishProduct(page.request, cameraTitle),
    publishProduct(page.request, caseTitle),
  ]);

  await page.goto('/promotion/addSet');
  await expect(page.getByRole('heading', { name: 'สร้างกิจกรรมของแถม' }).first()).toBeVisible();
  // The camera is the main product, found by its SPU id; its case the gift (its white SKU, 10 in stock).
  await page.getByLabel('ค้นหาสินค้า').fill(camera.productId);
  await page.getByLabel('ค้นหาสินค้า').press('Enter');
  await page.getByRole('button', { name: `เพิ่ม ${cameraTitle}` }).click();
  await expect(page.getByText(/^สินค้าหลัก \(1 \/ 10\)$/)).toBeVisible();
  await page.locator('label.ant-radio-button-wrapper', { hasText: /^ของแถม$/ }).click();
  await page.getByLabel('ค้นหาสินค้า').fill(cameraCase.productId);
  await page.getByLabel('ค้นหาสินค้า').press('Enter');
  await page.getByRole('button', { name: `เพิ่ม ${caseTitle}` }).click();
  const [white] = cameraCase.skuIds as [string, string];
  await expect(page.locator(`[data-gift-sku="${white}"]`)).toBeVisible();
  // 11 gifts of a SKU with 10 in stock: refused as typed, in the server's words.
  await page.getByLabel('สต็อกของแถม').fill('11');
  await expect(page.getByText('สต็อกของแถมต้องไม่เกินสต็อกสินค้า (10)')).toBeVisible();
  await page.getByLabel('สต็อกของแถม').fill('5');
  await expect(page.getByText('สต็อกของแถมต้องไม่เกินสต็อกสินค้า (10)')).toBeHidden();
  await page.getByLabel('ชื่อกิจกรรมของแถม').fill(NAME);
  await expect(page.getByLabel('ชื่อกิจกรรมของแถม')).toHaveValue(NAME);
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page).toHaveURL(/\/promotion\/gift$/);
  await expect(page.getByText(NAME, { exact: true })).toBeVisible();
  await expect(page.getByText('แถมไปแล้ว 0 จาก 5')).toBeVisible();

  // The list in Thai, Chinese, then English (and its words checked).
  await shootAll(page, 'gift-list', ['th-TH', 'zh-CN', 'en-US']);
  await expect(page.getByText('Buy 1 of the main products, get 1 free').first()).toBeVisible();

  // The activity's own form, as saved: English, then Chinese and Thai.
  await page.getByRole('button', { name: `Edit ${NAME}` }).click();
  await expect(page).toHaveURL(/\/promotion\/add\?id=/);
  await expect(page.getByLabel('Gift title')).toHaveValue(NAME);
  await expect(page.getByLabel('Gift stock')).toHaveValue('5');
  await shootAll(page, 'gift-form', ['en-US', 'zh-CN', 'th-TH']);

  // On a phone (Thai, the last language shot): the form, then the list as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('สต็อกของแถม')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-gift-form-phone.png');
  await page.getByRole('button', { name: 'กลับไปที่รายการ' }).click();
  await expect(page.getByText(NAME).first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-gift-list-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The clock reaches the start; a buyer of the simulator buys the camera and gets the case.
  let op = await PlatformOperator.signIn(baseURL ?? '');
  expect((await op.call('/oms/mkt/clock/advance', { hours: 1 })).adjustable).toBe('y');
  await op.dispose();
  op = await PlatformOperator.signIn(baseURL ?? '');
  const buyer = await op.call('/oms/mkt/buyer/create', {
    nickname: `ผู้ซื้อของแถม ${stamp.slice(-5)}`,
    phone: `08${String(Date.now()).slice(-8)}`,
  });
  const placed = await op.call('/oms/mkt/order/checkout', {
    shopId,
    buyerId: String(buyer.buyerId),
    lines: [{ skuId: camera.skuIds[0], quantity: 1 }],
    payMethod: 'cod',
  });
  await op.dispose();
  expect(placed.totalAmount).toBe('199.00');

  await page.goto(`/order/orderItem/${String(placed.orderId)}`);
  await expect(page.getByText(`ของแถมจาก ${NAME} ฿0.00`)).toBeVisible();
  await expect(page.getByText(caseTitle).first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-gift-order-line-th-TH.png');
});
