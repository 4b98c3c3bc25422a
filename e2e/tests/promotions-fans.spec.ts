import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { addGrantingCoupon } from '../pages/promotions-coupons-page.ts';
import { type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// Fans marketing: a buyer of the simulator follows the shop; a broadcast with a product is sent in
// Thai and lands in the buyer's inbox; a second one in Chinese; the third of the month is refused
// in Chinese naming the day the next may go. Pictures of the fans page and the form in the three
// languages (switched in place) and on a phone, axe clean.

// On a server of the file's own: the month's two broadcasts are this test's.
ownDemoServer();

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

/** Fills the broadcast form with a text and one product found by its title, and sends it. */
async function sendWithProduct(page: Page, labels: { products: string; send: RegExp }, text: string, title: string) {
  await page.locator('#fansMessage_text').fill(text);
  await page.locator('label.ant-radio-wrapper', { hasText: new RegExp(`^${labels.products}$`) }).click();
  const select = page.locator('#fansMessage_productIds');
  await select.click();
  await select.fill(title.slice(0, 12));
  await page.locator('.ant-select-item-option', { hasText: title }).first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: labels.send }).click();
}

/**
 * Fills the broadcast form with a text and the coupons named (a coupon is what the form attaches
 * unless told), checks that no more can be picked past the form's four, and sends it.
 */
async function sendWithCoupons(page: Page, labels: { send: RegExp }, text: string, names: readonly string[]) {
  await page.locator('#fansMessage_text').fill(text);
  const select = page.locator('#fansMessage_couponIds');
  await select.click();
  for (const name of names.slice(0, 4)) {
    await page.locator('.ant-select-item-option', { hasText: name }).first().click();
  }
  // The fifth cannot be picked: the list offers it disabled.
  for (const name of names.slice(4)) {
    await expect(page.locator('.ant-select-item-option', { hasText: name }).first()).toHaveClass(
      /ant-select-item-option-disabled/,
    );
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: labels.send }).click();
}

const TH = { products: 'สินค้า', send: /^ส่ง$/ };
// antd spaces out a button's two Chinese characters.
const ZH = { products: '商品', send: /^发\s?送$/ };

test('a broadcast in Thai reaches a follower’s inbox, a second in Chinese, the third of the month refused', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const stamp = Date.now().toString(36);
  const title = `หูฟังแฟนคลับ ${stamp}`;
  await publishProduct(page.request, title);
  // Five coupons granting now: a broadcast carries up to four of them.
  const couponNames = [1, 2, 3, 4, 5].map((n) => `คูปองแฟนคลับ ${n} ${stamp.slice(-4)}`);
  for (const [i, name] of couponNames.entries()) {
    await addGrantingCoupon(page.request, `FAN${i}${stamp.toUpperCase()}`.slice(0, 20), {
      name,
      faceValue: '20.00',
      minSpend: '200.00',
      quantity: 50,
    });
  }

  // A buyer of the simulator follows the shop.
  const op = await PlatformOperator.signIn(baseURL ?? '');
  const buyer = await op.call('/oms/mkt/buyer/create', {
    nickname: `แฟนคลับ ${stamp.slice(-5)}`,
    phone: `09${String(Date.now()).slice(-8)}`,
  });
  const buyerId = String(buyer.buyerId);
  await op.call('/oms/mkt/shop/follow', { shopId, buyerId });

  await page.goto('/activityreport/fansmarketing');
  await expect(page.getByRole('heading', { name: 'การตลาดแฟนคลับ' }).first()).toBeVisible();
  await expect(page.getByText(`แฟนคลับ ${stamp.slice(-5)}`)).toBeVisible();
  await page.getByRole('button', { name: 'ส่งข้อความถึงแฟนคลับ' }).click();
  await expect(page).toHaveURL(/\/activityreport\/sendmessageform$/);

  // An empty text is refused as typed, in the server's words.
  await page.getByRole('button', { name: TH.send }).click();
  await expect(page.getByText('กรุณากรอกข้อความถึงแฟนคลับ')).toBeVisible();
  const thai = `แฟนคลับลดพิเศษ ${stamp}`;
  await sendWithProduct(page, TH, thai, title);
  await expect(page).toHaveURL(/\/activityreport\/fansmarketing$/);
  await expect(page.getByText(thai)).toBeVisible();
  await expect(page.getByText('1 จาก 2')).toBeVisible();

  // The buyer's inbox holds it, with the product.
  const inbox = await op.call('/oms/mkt/buyer/inbox/inquiry', { buyerId });
  const [first] = inbox.list as { text: string; shopId: string; products: { title: string }[] }[];
  expect(first).toMatchObject({ text: thai, shopId, products: [{ title }] });

  // The second, in Chinese, switched in place.
  await new ShellLayout(page, '').chooseLocaleAndKeep('zh-CN');
  await page.getByRole('button', { name: '发送粉丝消息' }).click();
  const chinese = `粉丝专享 ${stamp}`;
  await sendWithCoupons(page, ZH, chinese, couponNames);
  await expect(page).toHaveURL(/\/activityreport\/fansmarketing$/);
  await expect(page.getByText(chinese)).toBeVisible();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await expect(page.getByText(/本月消息次数已用完，下次可于 \d{4}-\d{2}-01 起发送/)).toBeVisible();

  // The fans page in the three languages, then on a phone.
  await shootAll(page, 'fans', ['zh-CN', 'en-US', 'th-TH']);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(thai)).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-fans-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The third of the month: refused in Chinese with the day the next may be sent.
  const shell = new ShellLayout(page, '');
  await shell.chooseLocaleAndKeep('zh-CN');
  await page.getByRole('button', { name: '发送粉丝消息' }).click();
  // With four coupons picked: the form's pictures below show them.
  await sendWithCoupons(page, ZH, `第三条 ${stamp}`, couponNames);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /粉丝消息每月最多发送 2 次，本月已用完，下次可于 \d{4}-\d{2}-01 起发送/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/activityreport\/sendmessageform$/);
  const after = await op.call('/oms/mkt/buyer/inbox/inquiry', { buyerId });
  expect((after.list as { text: string }[]).map((m) => m.text)).toEqual([chinese, thai]);
  // The Chinese one carries the four coupons picked, every one.
  const [withCoupons] = after.list as { coupons: { name: string }[] }[];
  expect(withCoupons?.coupons.map((c) => c.name).sort()).toEqual(couponNames.slice(0, 4).sort());
  await op.dispose();

  // The form in the three languages, then on a phone.
  await shootAll(page, 'fans-form', ['zh-CN', 'en-US', 'th-TH']);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('#fansMessage_text')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-fans-form-phone.png');
});
