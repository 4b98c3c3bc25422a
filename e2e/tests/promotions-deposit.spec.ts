import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// A deposit pre-sale made in Thai, then Chinese: a deposit above the band of the SKU's price
// refused as typed, in the user's words in both languages; saved at ฿20 worth ฿60 with 5 units.
// The clock opens the deposits, a buyer of the simulator pays one, the order is in the deposit
// tab with its deduction, balance and due time; the clock reaches the balance window, the buyer
// pays the balance and the order waits to ship. Pictures of the list and the form in the three
// languages (switched in place) and on a phone, axe clean.

// On a server of the file's own whose clock the simulator may move.
ownDemoServer({ SIMULATOR_CLOCK: '1' });

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

/** A picture in each language in the order given, the first the one shown now, switched in place. */
async function shootAll(page: Page, name: string, order: [Locale, Locale, Locale]) {
  const shell = new ShellLayout(page, '');
  for (const [i, locale] of order.entries()) {
    if (i > 0) await shell.chooseLocaleAndKeep(locale);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
}

const NAME = '新款相机定金预售';

test('a deposit pre-sale in Thai and Chinese, a deposit outside its band refused as typed, a buyer pays deposit then balance', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const stamp = Date.now().toString(36);
  const title = `กล้องพรีเซล ${stamp}`;
  const product = await publishProduct(page.request, title);
  const [white, black] = product.skuIds as [string, string];

  await page.goto('/promotion/addDeposit');
  await expect(page.getByRole('heading', { name: 'สร้างพรีเซลแบบมัดจำ' }).first()).toBeVisible();
  await page.getByLabel('ค้นหาสินค้า').fill(product.productId);
  await page.getByLabel('ค้นหาสินค้า').press('Enter');
  await page.getByRole('button', { name: `เพิ่ม ${title}` }).click();
  await page.getByRole('button', { name: `นำออก SKU ${black}` }).click();
  // ฿199.00: a deposit of 10 to 20% (฿19.90 to ฿39.80); ฿50 is refused as typed.
  await page.getByLabel(`เงินมัดจำ SKU ${white}`).fill('50');
  await expect(
    page.getByText(`SKU ${white}: ราคา 199.00 บาท เงินมัดจำต้องไม่เกิน 39.80 บาท (อย่างน้อย 19.90 บาท)`),
  ).toBeVisible();

  // In Chinese, switched in place: the same refusal in Chinese, then a deposit in its band.
  const shell = new ShellLayout(page, '');
  await shell.chooseLocaleAndKeep('zh-CN');
  const zhRefusal = `SKU ${white}：售价 199.00 泰铢，定金不能超过 39.80 泰铢（至少 19.90 泰铢）`;
  await expect(page.getByText(zhRefusal)).toBeVisible();
  await page.getByLabel(`定金 SKU ${white}`).fill('20');
  await expect(page.getByText(zhRefusal)).toBeHidden();
  await page.getByLabel(`抵扣金额 SKU ${white}`).fill('60');
  await page.getByLabel(`预售库存 SKU ${white}`).fill('5');
  await page.getByLabel('预售名称').fill(NAME);
  await expect(page.getByLabel('预售名称')).toHaveValue(NAME);
  // Two Chinese characters on a button are spaced apart by antd.
  await page.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(page).toHaveURL(/\/promotion\/deposit$/);
  await expect(page.getByText(NAME, { exact: true })).toBeVisible();
  await expect(page.getByText('已付定金 0 / 5')).toBeVisible();

  // The list in Chinese, English, then Thai; the pre-sale's form in Thai, English, then Chinese.
  await shootAll(page, 'deposit-list', ['zh-CN', 'en-US', 'th-TH']);
  await page.getByRole('button', { name: `แก้ไข ${NAME}` }).click();
  await expect(page).toHaveURL(/\/promotion\/addDeposit\?id=/);
  await expect(page.getByLabel(`สต็อกพรีเซล SKU ${white}`)).toHaveValue('5');
  await shootAll(page, 'deposit-form', ['th-TH', 'en-US', 'zh-CN']);

  // On a phone (Chinese, the last language shot): the form, then the list as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel(`定金 SKU ${white}`)).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-deposit-form-phone.png');
  await page.getByRole('button', { name: '返回列表' }).click();
  await expect(page.getByText(NAME).first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-deposit-list-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The clock opens the deposits; a buyer of the simulator pays one.
  let op = await PlatformOperator.signIn(baseURL ?? '');
  expect((await op.call('/oms/mkt/clock/advance', { hours: 1 })).adjustable).toBe('y');
  await op.dispose();
  op = await PlatformOperator.signIn(baseURL ?? '');
  const buyer = await op.call('/oms/mkt/buyer/create', {
    nickname: `ผู้ซื้อพรีเซล ${stamp.slice(-5)}`,
    phone: `08${String(Date.now()).slice(-8)}`,
  });
  const paid = await op.call('/oms/mkt/deposit/pay', { shopId, buyerId: String(buyer.buyerId), skuId: white });
  await op.dispose();
  expect(paid).toMatchObject({ status: 'unpaid', deposit: '20.00', deduction: '60.00', balance: '139.00' });
  const orderId = String(paid.orderId);

  // The order is in the deposit tab; its page shows the deposit, what it is worth, the balance and its due time.
  await page.goto(`/order/index?tab=deposit&orderIds=${orderId}`);
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect(page.getByText(/^定金订单 \(\d+\)$/).first()).toBeVisible();
  await page.goto(`/order/orderItem/${orderId}`);
  await expect(page.locator('[data-amount-row="deposit"]')).toContainText('฿20.00');
  await expect(page.locator('[data-amount-row="deduction"]')).toContainText('฿60.00');
  await expect(page.locator('[data-amount-row="balance"]')).toContainText('待付尾款');
  await expect(page.locator('[data-amount-row="balance"]')).toContainText('฿139.00');
  await expect(page.locator('[data-amount-row="balanceDue"]')).toBeVisible();
  await expect(page.getByText('已付定金').first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-deposit-order-zh-CN.png');

  // The deposits close; the buyer pays the balance and the order waits to ship.
  op = await PlatformOperator.signIn(baseURL ?? '');
  expect((await op.call('/oms/mkt/clock/advance', { days: 1 })).adjustable).toBe('y');
  await op.dispose();
  op = await PlatformOperator.signIn(baseURL ?? '');
  const balance = await op.call('/oms/mkt/deposit/balance/pay', { shopId, orderId });
  await op.dispose();
  expect(balance).toMatchObject({ status: 'to_ship', totalAmount: '159.00' });
  await page.reload();
  await expect(page.locator('[data-amount-row="balance"]')).toContainText('尾款已付');
  await expect(page.getByText('待发货').first()).toBeVisible();
});
