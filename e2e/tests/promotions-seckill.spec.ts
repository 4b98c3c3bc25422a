import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// A flash sale: the platform publishes a programme whose slot starts in half an hour; the merchant
// registers a SKU into it in Thai through the screen, a flash price only 0.5% off refused as typed in
// the server's words; the platform's operator approves it; the clock reaches the slot and a buyer of
// the simulator buys at the flash price; the order's line names the flash sale. Pictures of both
// screens in the three languages (switched in place) and on a phone, axe clean.

// On a server of the file's own whose clock the simulator may move into the slot.
const server = ownDemoServer({ SIMULATOR_CLOCK: '1' });

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

/** Pictures in each language, switched in place from the top bar (what was typed stays), then back to Thai. */
async function shootInPlace(page: Page, name: string, locales: readonly Locale[]) {
  const shell = new ShellLayout(page, '');
  for (const locale of locales) {
    await shell.chooseLocale(locale);
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
  await shell.chooseLocale('th-TH');
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

test('a SKU registered into a flash-sale slot in Thai, approved by the platform, sold at the flash price in its slot', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const stamp = Date.now().toString(36);
  const title = `[E2E] หูฟังแฟลชเซล ${stamp}`;
  const product = await publishProduct(page.request, title, {
    skus: [
      { specValues: ['ขาว'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
      { specValues: ['ดำ'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
    ],
  });
  const [skuId, other] = product.skuIds as [string, string];
  let op = await PlatformOperator.signIn(server.baseURL);
  const clock = await op.call('/oms/mkt/clock/inquiry', {});
  const now = Date.parse(String(clock.now));
  const name = `มหกรรมลดราคา ${stamp}`;
  const published = await op.call('/oms/mkt/seckill/publish', {
    name,
    slots: [
      { startTime: new Date(now + 30 * MINUTE).toISOString(), endTime: new Date(now + 3 * HOUR).toISOString() },
      { startTime: new Date(now + 3 * HOUR).toISOString(), endTime: new Date(now + 6 * HOUR).toISOString() },
    ],
  });
  const modeId = String(published.modeId);

  // The registration form in Thai: the SKU found by its SPU id, a price 0.5% off refused as typed.
  await page.goto(`/activityreport/addSeckill/${modeId}`);
  await expect(page.locator('h1')).toHaveText('ลงทะเบียนแฟลชเซล');
  await page.getByLabel('ค้นหาสินค้า').fill(product.productId);
  await page.getByLabel('ค้นหาสินค้า').press('Enter');
  await page.getByRole('button', { name: `เพิ่ม ${title}` }).click();
  // Both SKUs come in; only the white one is registered.
  await page.getByRole('button', { name: `นำออก SKU ${other}` }).click();
  const price = page.getByLabel(`ราคาแฟลชเซล (บาท) SKU ${skuId}`);
  await price.fill('198.00');
  const refused = page.getByText(`SKU ${skuId}: ราคาแฟลชเซลต้องต่ำกว่าราคาขายอย่างน้อย 2%`);
  await expect(refused).toBeVisible();
  await price.fill('149.00');
  await expect(refused).toBeHidden();
  await page.getByLabel(`สต็อกแฟลชเซล SKU ${skuId}`).fill('20');
  await page.getByLabel(`จำกัดต่อผู้ซื้อ SKU ${skuId}`).fill('2');
  await expect(page.getByLabel(`จำกัดต่อผู้ซื้อ SKU ${skuId}`)).toHaveValue('2');
  await shootInPlace(page, 'seckill-add', ['th-TH', 'en-US', 'zh-CN']);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'SKU (1)' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-seckill-add-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'ส่งให้ตรวจสอบ' }).click();
  await expect(page).toHaveURL(new RegExp(`/activityreport/seckill/${modeId}$`));
  await expect(page.getByText('รอตรวจสอบ', { exact: true })).toBeVisible();

  // The platform approves it.
  const regs = await call(page.request, '/oms/mms/seckill/list', { modeId });
  const registrationId = String((regs.list as { registrationId: string }[])[0]?.registrationId);
  await op.call('/oms/mkt/seckill/review', { shopId, registrationId, decision: 'approve' });

  // The clock reaches the slot; a buyer of the simulator buys one unit at the flash price.
  expect((await op.call('/oms/mkt/clock/advance', { hours: 1 })).adjustable).toBe('y');
  await op.dispose();
  op = await PlatformOperator.signIn(server.baseURL);
  const buyer = await op.call('/oms/mkt/buyer/create', {
    nickname: `ผู้ซื้อแฟลช ${stamp.slice(-5)}`,
    phone: `08${String(Date.now()).slice(-8)}`,
  });
  const placed = await op.call('/oms/mkt/order/checkout', {
    shopId,
    buyerId: String(buyer.buyerId),
    lines: [{ skuId, quantity: 1 }],
    payMethod: 'cod',
  });
  expect(placed.totalAmount).toBe('149.00');
  await op.dispose();

  // The programme's screen: the slot on now, the registration approved with one sold.
  await page.reload();
  await expect(page.getByText('อนุมัติแล้ว', { exact: true })).toBeVisible();
  await expect(page.getByText('20 / ขายแล้ว 1')).toBeVisible();
  await shootInPlace(page, 'seckill', ['th-TH', 'en-US', 'zh-CN']);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('อนุมัติแล้ว', { exact: true })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-seckill-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The order's line shows the flash price: its promotion named.
  await page.goto(`/order/orderItem/${String(placed.orderId)}`);
  await expect(page.getByText(new RegExp(`แฟลชเซล ${name}`))).toBeVisible();
});
