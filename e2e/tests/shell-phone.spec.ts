import { fileURLToPath } from 'node:url';
import { devices, expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER } from '../fixtures/demo-shop.ts';
import { AccountLoginPage } from '../pages/account-login-page.ts';
import { AccountSelectShopPage } from '../pages/account-shops-page.ts';
import { seriousFindings } from '../pages/axe.ts';
import { dialog, kerryWaybill, MOBILE_ORDER_PATH, OrdersWorld } from '../pages/orders-page.ts';
import { clickSettled, settled } from '../pages/overlays.ts';
import { call, GLOBAL_SHOP_NAME, type Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// A merchant on a phone (390×844, an iPhone's browser): signs in, finds the menu in a drawer,
// opens an order from /m/order and ships it, ships another from its card, and reads an
// after-sale request where /order/aftersale sends a phone. No screen is wider than the phone,
// the order's lines are cards, the breadcrumb names each level once, and the shared axe check
// finds nothing serious on any (contrast included). Pictures of each screen in the three languages.

const shots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const { defaultBrowserType: _browser, ...iphone } = devices['iPhone 13'];
test.use({ ...iphone, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });

const WIDTH = 390;
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];
const LANGUAGE_BUTTON = { 'th-TH': 'ไทย', 'en-US': 'English', 'zh-CN': '中文' } as const;

async function shoot(page: Page, file: string) {
  // The notice poller's notes would cover the screen (one may close itself meanwhile).
  for (const close of await page.locator('.ant-notification-notice-close').all()) {
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots.replace(/\/?$/, '/')}${file}`, animations: 'disabled' });
}

/** The page is no wider than the phone, and the shared axe check finds nothing serious (contrast included). */
async function fitsAndPasses(page: Page, screen: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${screen} is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
  expect(await seriousFindings(page), screen).toEqual([]);
}

/** The breadcrumb's words, each crumb once. */
async function crumbsOnce(page: Page) {
  const crumbs = await page.locator('.ant-breadcrumb-link').allTextContents();
  expect(crumbs.length).toBeGreaterThan(1);
  expect(new Set(crumbs).size, crumbs.join(' / ')).toBe(crumbs.length);
}

test('a phone: sign in, the drawer menu, ship from /m/order and read an after-sale', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  // The shop made ready and the buyers' orders placed from a desktop session of its own.
  const desk = await browser.newContext({ baseURL: baseURL ?? '' });
  const world = await OrdersWorld.open(await desk.newPage(), baseURL ?? '', 'th-TH');
  try {
    const opened = await world.placeOrder('mobile_banking', 'กรุณาโทรก่อนส่ง');
    const fromCard = await world.placeOrder('qr');
    const delivered = await world.placeOrder('mobile_banking');
    const shipped = await call(world.page.request, '/oms/order/delivery', {
      orderId: delivered,
      carrierCode: 'kerry',
      waybillNo: kerryWaybill(),
      estimatedArrival: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(shipped.transactionStatus.success, shipped.transactionStatus.replyText).toBe(true);
    const applied = await world.op.call('/oms/mkt/after/sale/apply', {
      shopId: world.shopId,
      orderId: delivered,
      type: 'refund',
      reason: 'not_received',
      description: 'พัสดุยังไม่มาถึง',
      evidence: [],
    });
    const caseId = String(applied.caseId);

    // Sign in on the phone.
    const login = new AccountLoginPage(page);
    await login.goto();
    for (const locale of [...LOCALES.slice(1), LOCALES[0]] as Locale[]) {
      await login.chooseLanguage(LANGUAGE_BUTTON[locale]);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await shoot(page, `phone-login-${locale}.png`);
    }
    await fitsAndPasses(page, '/login');
    await login.signIn(DEMO_OWNER.loginAcct, DEMO_OWNER.password);
    await expect(page).toHaveURL(/\/selectshop/);
    await new AccountSelectShopPage(page).choose(GLOBAL_SHOP_NAME);
    await expect(page).toHaveURL(/\/dashboard\/index/);

    // The dashboard: no side menu beside the page, a menu button in the top bar.
    const shell = new ShellLayout(page, baseURL ?? '');
    const menuButton = page.getByTestId('menu-button');
    await expect(menuButton).toBeVisible();
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await expect(page.locator('.ant-layout-content a[href^="/order/index"]').first()).toBeVisible();
    await fitsAndPasses(page, '/dashboard/index');
    await shoot(page, 'phone-dashboard-th-TH.png');

    // The drawer menu leads to the orders, which a phone reads on /m/order.
    await menuButton.click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('navigation') });
    await settled(drawer);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
    await fitsAndPasses(page, 'the menu drawer');
    await shoot(page, 'phone-menu-th-TH.png');
    await drawer.locator('[data-menu-id$="-/order"]').click();
    await drawer.locator('a[href="/order/index"]').click();
    await expect(page).toHaveURL(/\/m\/order$/);
    await expect(drawer).toBeHidden();

    const card = page.locator(`[data-order="${opened}"]`);
    await expect(card).toBeVisible();
    await crumbsOnce(page);
    await fitsAndPasses(page, MOBILE_ORDER_PATH);
    await shoot(page, 'phone-orders-th-TH.png');

    // A tap on the card opens the order; it ships from there, arranged with the carrier.
    await card.locator('[data-status]').click();
    await expect(page).toHaveURL(new RegExp(`/order/orderItem/${opened}$`));
    await expect(page.locator(`[data-order-detail="${opened}"]`)).toBeVisible();
    // Its lines are cards, not a table that scrolls sideways.
    await expect(page.locator('[data-order-line-cards] [data-order-line]')).toHaveCount(2);
    await expect(page.locator('.ant-card:has([data-order-line-cards]) .ant-table')).toHaveCount(0);
    await fitsAndPasses(page, 'an order');
    await shoot(page, 'phone-order-th-TH.png');
    await page.getByTestId('ship-order').click();
    await arrangeWithKerry(page);
    await fitsAndPasses(page, 'the ship dialog');
    await shoot(page, 'phone-ship-th-TH.png');
    await page.keyboard.press('Escape');
    await expect(page.locator(`[data-order-detail="${opened}"] [data-status="shipped"]`).first()).toBeVisible();

    // Back on the list, the other order ships from its card.
    await page.goto(MOBILE_ORDER_PATH);
    await page.getByTestId(`ship-${fromCard}`).click();
    await arrangeWithKerry(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId(`ship-${fromCard}`)).toHaveCount(0);
    await expect(page.locator(`[data-order="${fromCard}"] [data-status="shipped"]`)).toBeVisible();

    // After-sales: /order/aftersale sends the phone to /m/order's after-sale view.
    await page.goto('/order/aftersale');
    await expect(page).toHaveURL(/\/m\/order\?view=aftersale$/);
    const caseCard = page.locator(`[data-case="${caseId}"]`);
    await expect(caseCard).toBeVisible();
    await fitsAndPasses(page, 'the after-sale list');
    await shoot(page, 'phone-aftersales-th-TH.png');
    await caseCard.locator('[data-status]').click();
    await expect(page).toHaveURL(new RegExp(`caseId=${caseId}`));
    const detail = page.locator(`[data-case-detail="${caseId}"]`);
    await expect(detail).toBeVisible();
    await settled(detail);
    await fitsAndPasses(page, 'an after-sale request');
    await shoot(page, 'phone-aftersale-th-TH.png');
    await page.goBack();
    await expect(detail).toBeHidden();

    // The same screens in English and Chinese, switched from the top bar.
    for (const locale of LOCALES.slice(1)) {
      await page.goto('/dashboard/index');
      await shell.chooseLocale(locale);
      await shoot(page, `phone-dashboard-${locale}.png`);
      await page.goto(MOBILE_ORDER_PATH);
      await expect(card).toBeVisible();
      await shoot(page, `phone-orders-${locale}.png`);
      await page.goto(`/order/orderItem/${opened}`);
      await expect(page.locator(`[data-order-detail="${opened}"]`)).toBeVisible();
      await shoot(page, `phone-order-${locale}.png`);
      await page.goto('/m/order?view=aftersale');
      await expect(caseCard).toBeVisible();
      await fitsAndPasses(page, `the after-sale list (${locale})`);
      await shoot(page, `phone-aftersales-${locale}.png`);
    }
  } finally {
    await world.dispose();
    await desk.close();
  }
});

/** In the open ship dialog: "Arrange shipment" with Kerry, dropped off; waits for the waybill. */
async function arrangeWithKerry(page: Page) {
  const box = dialog(page).root;
  await settled(box);
  await box.locator('#shipForm_carrierCode').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /เคอรี่|Kerry|嘉里/ })
    .first()
    .click();
  await page.getByTestId('handover-dropoff').click();
  await clickSettled(page.getByTestId('ship-submit'));
  await expect(page.getByTestId('booked-waybill')).toContainText(/KER[A-Z]\d{10}/);
}
