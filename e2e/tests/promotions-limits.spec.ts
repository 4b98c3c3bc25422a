import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// Purchase limits and cashback: a limit of 2 per buyer and a cashback rule made through their calls;
// a buyer of the simulator buys 2 (a pending cashback record) and is refused a third. The limit form
// in Thai refuses a limit and a period both 0 in the server's words, the list reads in English; a
// second cashback rule at the same time is refused by the server in Thai; the records show the
// order's cashback. Pictures of both screens (the limits' list, the cashback records) in the three
// languages, the forms in Thai, and all on a phone, axe clean.

// On a server of the file's own: a running cashback rule would meet those of other files.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });
// Thai last, so the walk goes on in Thai without one more reload.
const LOCALES: Locale[] = ['en-US', 'zh-CN', 'th-TH'];

/** Pictures of the page in the three languages, axe clean; `check` runs in each before its picture. */
/**
 * Pictures of a filled form in each language given, switched in place from the top bar (no reload,
 * so what was typed stays), then back to `back`.
 */
async function shootInPlace(page: Page, name: string, locales: readonly Locale[], back: Locale) {
  const shell = new ShellLayout(page, '');
  for (const locale of locales) {
    await shell.chooseLocale(locale);
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
  await shell.chooseLocale(back);
}

async function shootAll(page: Page, name: string, check: (locale: Locale) => Promise<void>) {
  const layout = new ShellLayout(page, '');
  for (const locale of LOCALES) {
    await layout.chooseLocaleAndKeep(locale);
    await check(locale);
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
}

test('a purchase limit refusing a third unit and a cashback record, the forms refusing in Thai, listed in English', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const product = await publishProduct(page.request, `[E2E] หมอนจำกัดการซื้อ ${Date.now().toString(36)}`, {
    skus: [
      { specValues: ['ขาว'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 50 },
      { specValues: ['ดำ'], price: '219.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 50 },
    ],
  });
  const skuId = String(product.skuIds[0]);
  const now = Date.now();
  const limit = await call(page.request, '/oms/mms/purchase/limit/add', {
    name: 'จำกัด 2 ชิ้นต่อท่าน',
    limitQty: 2,
    startTime: new Date(now).toISOString(),
    periodDays: 7,
    skuIds: [skuId],
  });
  expect(limit.transactionStatus.replyText).toBe('Success');
  const rule = await call(page.request, '/oms/shop/promote/cashback/add', {
    name: 'ซื้อครบ 10 รับเงินคืน 5',
    minSpend: 10,
    rewardType: 'amount',
    reward: 5,
    budget: 1000,
    startTime: new Date(now).toISOString(),
    endTime: new Date(now + 30 * 86_400_000).toISOString(),
  });
  expect(rule.transactionStatus.replyText).toBe('Success');

  const op = await PlatformOperator.signIn(String(baseURL));
  const buyer = await op.call('/oms/mkt/buyer/create', {
    nickname: `ผู้ซื้อจำกัด ${Date.now().toString(36).slice(-5)}`,
    phone: `08${String(Date.now()).slice(-8)}`,
  });
  const lines = (quantity: number) => ({
    shopId,
    buyerId: String(buyer.buyerId),
    lines: [{ skuId, quantity }],
    payMethod: 'cod',
  });
  const placed = await op.call('/oms/mkt/order/checkout', lines(2));
  await expect(op.call('/oms/mkt/order/checkout', lines(1))).rejects.toThrow(
    'is limited to 2 per buyer; you can buy 0 more',
  );
  await op.dispose();

  // The limit form: a limit and a period both 0, refused as typed in the server's words.
  await page.goto('/promotion/purchaselimit?form=new');
  await page.getByLabel('ชื่อกฎ').fill('ไม่จำกัดไม่มีระยะเวลา');
  await page.getByLabel('จำนวนต่อผู้ซื้อ (0: ไม่จำกัด)').fill('0');
  await page.getByLabel('ระยะเวลาจำกัด (วัน, 0: จนกว่าจะหยุด)').fill('0');
  await expect(page.getByText('กรุณากำหนดจำนวนจำกัดหรือระยะเวลาอย่างใดอย่างหนึ่ง')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-limits-form-th-TH.png');
  await shootInPlace(page, 'limits-form', ['en-US', 'zh-CN'], 'th-TH');

  // The list, in English first.
  await page.goto('/promotion/purchaselimit');
  await shootAll(page, 'limits-list', async (locale) => {
    const seen = locale === 'en-US' ? 'At most 2 per buyer, per SKU' : 'จำกัด 2 ชิ้นต่อท่าน';
    await expect(page.getByText(seen, { exact: true })).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('จำกัด 2 ชิ้นต่อท่าน', { exact: true })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-limits-list-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A second cashback rule at the same time: the server refuses, in Thai.
  await page.goto('/promotion/cashback?form=new');
  await page.getByLabel('ชื่อกฎ').fill('เงินคืนซ้อน');
  await page.getByLabel('ยอดซื้อขั้นต่ำหลังหักส่วนลด').fill('500');
  await page.getByLabel('จำนวนเงินคืน').fill('50');
  await page.getByLabel('งบประมาณรวม').fill('2000');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('กฎเงินคืน "ซื้อครบ 10 รับเงินคืน 5" ใช้อยู่ในช่วงเวลาเดียวกันแล้ว')).toBeVisible();
  // The refusal is a passing notice: its picture first.
  await shoot(page, 'promotions-cashback-form-th-TH.png');
  expect(await seriousFindings(page)).toEqual([]);
  await shootInPlace(page, 'cashback-form', ['en-US', 'zh-CN'], 'th-TH');

  // The records: the order's pending cashback of ฿5.00.
  await page.goto('/promotion/cashback?view=records');
  await shootAll(page, 'cashback-records', async () => {
    await expect(page.getByText(String(placed.orderId), { exact: true })).toBeVisible();
  });
  await expect(page.getByText('฿5.00', { exact: true })).toBeVisible();
  await expect(page.getByText('รอคืนเงิน', { exact: true }).last()).toBeVisible();

  // On a phone: the records as they are, then the rules.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(String(placed.orderId), { exact: true })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-cashback-records-phone.png');
  await page.goto('/promotion/cashback');
  await expect(page.getByText('ซื้อครบ 10 รับเงินคืน 5', { exact: true }).first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-cashback-list-phone.png');
});
