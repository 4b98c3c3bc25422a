import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { CampaignRegisterForm } from '../pages/promotions-campaign-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// A platform campaign: the platform publishes one open to registration for 20 minutes and running
// from half an hour to an hour and a half; the merchant registers a SKU in Thai through the form, a
// price under the campaign's minimum discount refused as typed in the server's words; the
// platform's operator approves it and the merchant sees it approved. In Chinese the merchant
// registers the other SKU and the operator rejects it: the reason shows on the details and the
// urge table. The clock reaches the campaign, a buyer of the simulator buys at the campaign price,
// and after the campaign its report shows the order, whose line names the campaign. Pictures of
// the index, the form, the urge table and the report in the three languages (switched in place)
// and on a phone, axe clean.

const server = ownDemoServer({ SIMULATOR_CLOCK: '1' });

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

/** Pictures in each language, switched in place, then one on a phone in the last language. */
async function shootAll(page: Page, name: string, locales: readonly Locale[], back: Locale) {
  const shell = new ShellLayout(page, '');
  for (const locale of locales) {
    await shell.chooseLocale(locale);
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, `promotions-${name}-phone.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shell.chooseLocale(back);
}

const MINUTE = 60_000;
const REASON = 'รูปสินค้าไม่ชัด';

test('a SKU registered into a platform campaign in Thai is approved, another in Chinese rejected with its reason, sold at the campaign price and reported', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const stamp = Date.now().toString(36);
  const title = `[E2E] รองเท้าแคมเปญ ${stamp}`;
  const product = await publishProduct(page.request, title, {
    skus: [
      { specValues: ['ขาว'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
      { specValues: ['ดำ'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 200 },
    ],
  });
  const [skuId, other] = product.skuIds as [string, string];
  let op = await PlatformOperator.signIn(server.baseURL);
  const now = Date.parse(String((await op.call('/oms/mkt/clock/inquiry', {})).now));
  const name = `มหกรรมวันเงินเดือนออก ${stamp}`;
  const published = await op.call('/oms/mkt/campaign/publish', {
    name,
    regStart: new Date(now - MINUTE).toISOString(),
    regEnd: new Date(now + 20 * MINUTE).toISOString(),
    startTime: new Date(now + 30 * MINUTE).toISOString(),
    endTime: new Date(now + 90 * MINUTE).toISOString(),
    minDiscountPercent: 10,
    requiredStock: 5,
    categoryIds: [],
  });
  const campaignId = String(published.campaignId);

  // The index in Thai: the campaign with its rules, open to registration.
  await page.goto('/activityreport/index');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('ลด 10% จากราคาขาย').first()).toBeVisible();
  // The platform's flash sales are one of its programmes: the index leads to the newest one.
  await expect(page.getByRole('main').getByRole('link', { name: 'แฟลชเซล', exact: true })).toHaveAttribute(
    'href',
    '/activityreport/seckill/latest',
  );
  await shootAll(page, 'campaign-index', ['th-TH', 'en-US', 'zh-CN'], 'th-TH');
  await page.getByRole('button', { name: `ลงทะเบียนสินค้าในแคมเปญ ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/activityreport/reportRegistration/${campaignId}$`));

  // The form in Thai: 7% off is refused as typed in the server's words, 15% off taken.
  const th = new CampaignRegisterForm(page, 'th-TH');
  await th.addSku(product.productId, title, skuId, [other]);
  await th.price(skuId).fill('185.00');
  const refused = page.getByText(`SKU ${skuId}: แคมเปญนี้กำหนดให้ลดอย่างน้อย 10% จากราคาขาย`);
  await expect(refused).toBeVisible();
  await th.fill(skuId, '169.00', 20);
  await expect(refused).toBeHidden();
  await shootAll(page, 'campaign-register', ['th-TH', 'en-US', 'zh-CN'], 'th-TH');
  await th.submit();
  await expect(page.getByText('รอตรวจสอบ', { exact: true })).toBeVisible();

  // The platform's operator approves it; the merchant sees it approved.
  const pending = await op.call('/oms/mkt/campaign/pending', { shopId, campaignId });
  const [first] = pending.list as { registrationId: string }[];
  await op.call('/oms/mkt/campaign/review', { shopId, registrationId: first?.registrationId, decision: 'approve' });
  await page.reload();
  await expect(page.getByText('อนุมัติแล้ว', { exact: true })).toBeVisible();

  // In Chinese: the other SKU registered, then rejected with a reason the merchant reads.
  await new ShellLayout(page, '').chooseLocaleAndKeep('zh-CN');
  await page.goto(`/activityreport/reportRegistration/${campaignId}`);
  const zh = new CampaignRegisterForm(page, 'zh-CN');
  await zh.addSku(product.productId, title, other, [skuId]);
  await zh.price(other).fill('195.00');
  await expect(page.getByText(`SKU ${other}：本活动要求至少比销售价低10%`)).toBeVisible();
  await zh.fill(other, '159.00', 10);
  await zh.submit();
  await expect(page.getByText('待审核', { exact: true })).toBeVisible();
  const second = (
    (await op.call('/oms/mkt/campaign/pending', { shopId, campaignId })).list as { registrationId: string }[]
  )[0];
  await op.call('/oms/mkt/campaign/review', {
    shopId,
    registrationId: second?.registrationId,
    decision: 'reject',
    reason: REASON,
  });
  await page.reload();
  await expect(page.getByText('已通过', { exact: true })).toBeVisible();
  await expect(page.getByText('已驳回', { exact: true })).toBeVisible();
  await expect(page.getByText(`原因：${REASON}`)).toBeVisible();

  // The urge table names the rejection and its reason, to register again.
  await page.goto('/activityreport/urgeTable');
  await expect(page.getByText(`SKU ${other}：审核未通过（${REASON}），修改后可重新报名`)).toBeVisible();
  await shootAll(page, 'campaign-urge', ['zh-CN', 'en-US', 'th-TH'], 'zh-CN');

  // The clock reaches the campaign; a buyer of the simulator buys at the campaign price.
  expect((await op.call('/oms/mkt/clock/advance', { hours: 1 })).adjustable).toBe('y');
  await op.dispose();
  op = await PlatformOperator.signIn(server.baseURL);
  const buyer = await op.call('/oms/mkt/buyer/create', {
    nickname: `ผู้ซื้อแคมเปญ ${stamp.slice(-5)}`,
    phone: `08${String(Date.now()).slice(-8)}`,
  });
  const placed = await op.call('/oms/mkt/order/checkout', {
    shopId,
    buyerId: String(buyer.buyerId),
    lines: [
      { skuId, quantity: 2 },
      { skuId: other, quantity: 1 },
    ],
    payMethod: 'cod',
  });
  // Two at 169.00; the rejected SKU at its sales price.
  expect(placed.totalAmount).toBe('537.00');
  // The campaign ends; its report reads the order's line.
  expect((await op.call('/oms/mkt/clock/advance', { hours: 1 })).adjustable).toBe('y');
  await op.dispose();
  const report = await call(page.request, '/oms/mms/campaign/report', { campaignId });
  expect([report.orders, report.units, report.salesSatang]).toEqual([1, 2, 33_800]);
  await page.goto(`/activityreport/promotionreport/${campaignId}`);
  await expect(page.getByText('฿338.00').first()).toBeVisible();
  await shootAll(page, 'campaign-report', ['zh-CN', 'en-US', 'th-TH'], 'zh-CN');

  // The order's line names the campaign whose price it took.
  await page.goto(`/order/orderItem/${String(placed.orderId)}`);
  await expect(page.getByText(new RegExp(`平台活动 ${name}`))).toBeVisible();
});
