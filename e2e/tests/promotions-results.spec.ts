import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { orderItemPath } from '../pages/orders-page.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { CouponWorld, couponDetailsPath, uniqueCouponCode } from '../pages/promotions-coupons-page.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// Orders from the simulator, then a coupon collected and used by a simulated buyer: the
// promotion tools' hub counts it as running; the coupon's details lead to its results (one order,
// ฿50.00 off, collected and used once), and the order page names the coupon on its line, linked to
// the same results. The hub's flash sale, platform campaign, pay-later and fans cards carry their
// counts and open their screens. Pictures of the hub and the results in the three languages and
// on a phone, axe clean.

// On a server of the file's own: the hub counts every promotion of the shop.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shootAll(page: Page, name: string, ready: () => Promise<void>) {
  const layout = new ShellLayout(page, '');
  for (const locale of LOCALES) {
    await layout.chooseLocaleAndKeep(locale);
    await ready();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
  await layout.chooseLocaleAndKeep('th-TH');
}

test('the tools’ hub counts a running coupon; its results and the order line lead to the same figures', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const world = await CouponWorld.open(page, baseURL ?? '', 'th-TH');
  try {
    // Orders from the simulator first: its buyers collect the shop's open coupons now and then,
    // and this one is not open yet.
    await world.op.call('/oms/mkt/order/simulate', { shopId: world.shopId, orders: 5, payRatio: 0 });
    const code = uniqueCouponCode('RES');
    const couponId = await world.addCoupon(code);
    const { orderId } = await world.buyerCollectsAndBuys(couponId);

    await page.goto('/activityreport/marketingtools');
    const couponCard = page.locator('[data-tool="coupon"]');
    await expect(couponCard.getByText(/^กำลังดำเนินการ [1-9]\d*$/)).toBeVisible();
    await expect(page.locator('[data-tool="cashback"]').getByText('กำลังดำเนินการ 0', { exact: true })).toBeVisible();
    await shootAll(page, 'tools-hub', () => expect(page.getByTestId('tool-counts-coupon')).toBeVisible());

    await page.goto(couponDetailsPath(couponId));
    await page.getByRole('button', { name: `ผลลัพธ์ของ คูปอง ${code}` }).click();
    await expect(page).toHaveURL(new RegExp(`/promotion/detailsData/${couponId}\\?kind=coupon$`));
    await expect(page.getByTestId('results-orders')).toContainText('1');
    await expect(page.getByTestId('results-discount')).toContainText('฿50.00');
    await expect(page.getByTestId('results-used')).toContainText('1');
    await expect(page.getByTestId('results-useRate')).toContainText('100%');
    await expect(page.getByTestId('results-chart')).toBeVisible();
    await shootAll(page, 'results', () => expect(page.getByTestId('results-chart')).toBeVisible());

    // The order page names the coupon on its line, linked to its results.
    await page.goto(orderItemPath(orderId));
    const named = page.locator('[data-promotion="coupon"]').first();
    await expect(named).toHaveText(`คูปอง คูปอง ${code} −฿50.00`);
    await shoot(page, 'promotions-results-order-line-th-TH.png');
    await named.click();
    await expect(page).toHaveURL(new RegExp(`/promotion/detailsData/${couponId}\\?kind=coupon$`));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('results-chart')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, 'promotions-results-phone.png');
    await page.goto('/activityreport/marketingtools');
    await expect(page.getByTestId('tool-counts-coupon')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, 'promotions-tools-hub-phone.png');
  } finally {
    await world.dispose();
  }
});

test('the hub’s flash sale, campaign, pay-later and fans cards carry their counts and open their screens', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const world = await CouponWorld.open(page, baseURL ?? '', 'th-TH');
  try {
    await page.goto('/activityreport/marketingtools');
    // The demo's "Payday Sale" takes registrations now; flash sales count reviews waiting, fans
    // marketing its followers and the broadcasts left this month.
    await expect(page.getByTestId('tool-counts-campaign').getByText(/^เปิดรับสมัคร [1-9]\d*$/)).toBeVisible();
    await expect(page.getByTestId('tool-counts-seckill').getByText(/^รอตรวจสอบ \d+$/)).toBeVisible();
    await expect(page.getByTestId('tool-counts-paylater').getByText(/^กำลังดำเนินการ \d+$/)).toBeVisible();
    await expect(page.getByTestId('tool-counts-fans').getByText(/^ผู้ติดตาม \d+$/)).toBeVisible();
    await expect(page.getByTestId('tool-counts-fans').getByText(/^ส่งข้อความได้อีกเดือนนี้ [0-2]$/)).toBeVisible();
    const cards = [
      ['seckill', 'แฟลชเซล', /\/activityreport\/seckill\/latest$/],
      ['campaign', 'แคมเปญของแพลตฟอร์ม', /\/activityreport\/index$/],
      ['paylater', 'ผ่อนชำระภายหลัง', /\/activityreport\/tPaylaterActivity\/instalment$/],
      ['fans', 'การตลาดแฟนคลับ', /\/activityreport\/fansmarketing$/],
    ] as const;
    for (const [tool, name, url] of cards) {
      await page.locator(`[data-tool="${tool}"]`).getByRole('heading', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await page.goBack();
      await expect(page.getByTestId(`tool-counts-${tool}`)).toBeVisible();
    }
    await shootAll(page, 'tools-hub-all', () => expect(page.getByTestId('tool-counts-fans')).toBeVisible());

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('tool-counts-fans')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, 'promotions-tools-hub-all-phone.png');
  } finally {
    await world.dispose();
  }
});
