import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { ShellLayout } from '../pages/shell-layout.ts';
import { signIn, signInContext } from '../pages/shell-session.ts';
import { shippedKB } from '../pages/shipped-size.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));

// A shop past its gates (agreements signed, return address and service set up), on a server of its own.
const server = ownDemoServer();

const LANGUAGES = [
  {
    name: 'English',
    locale: 'en-US',
    home: 'Home',
    logout: 'Log out',
    orders: 'Order list',
    footer: 'Seller Centre V1.0',
  },
  { name: '中文', locale: 'zh-CN', home: '首页', logout: '退出登录', orders: '订单列表', footer: '卖家中心 V1.0' },
  {
    name: 'ไทย',
    locale: 'th-TH',
    home: 'หน้าแรก',
    logout: 'ออกจากระบบ',
    orders: 'รายการคำสั่งซื้อ',
    footer: 'ศูนย์ผู้ขาย V1.0',
  },
] as const;

test('the language switcher changes every string of the shell, in each language', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  await shell.goto('/order/index');
  await expect(shell.footer).toHaveText('ศูนย์ผู้ขาย V1.0');

  for (const lang of LANGUAGES) {
    await shell.chooseLanguage(lang.name);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
    await expect(shell.sideMenu.getByRole('link', { name: lang.home })).toBeVisible();
    await expect(shell.breadcrumb).toContainText(lang.orders);
    await expect(page.getByRole('heading', { name: lang.orders })).toBeVisible();
    await expect(shell.footer).toHaveText(lang.footer);
    await expect(page).toHaveTitle(new RegExp(lang.orders));
    await shell.openUserMenu();
    await expect(page.getByRole('menuitem', { name: lang.logout })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    // The picture waits for the menus to have closed, not for a guessed pause.
    await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${screenshots}shell-order-list-${lang.locale}.png`, animations: 'disabled' });
  }
  // The choice is remembered.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
});

test('the dashboard in each language, with antd and dates following', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  for (const lang of LANGUAGES) {
    await shell.goto('/dashboard/index');
    await shell.chooseLanguage(lang.name);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
    await expect(shell.sideMenu.getByRole('link', { name: lang.home })).toBeVisible();
    await page.mouse.move(0, 0);
    // The picture waits for the counts to have loaded and the language menu to have closed.
    await expect(page.locator('[data-count]')).toHaveCount(6);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${screenshots}shell-dashboard-${lang.locale}.png`, animations: 'disabled' });
  }
});

test('an expired session shows the login-timed-out dialog whose OK goes to /login', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  await shell.goto('/dashboard/index');
  await expect(shell.sideMenu).toBeVisible();

  await page.context().clearCookies();
  // The next call (the screen's, or the other-login check 2 s after the move) meets the expired session;
  // a poller may meet it first, and then the dialog already covers the link.
  await shell.topBar
    .getByRole('link', { name: 'ศูนย์ดาวน์โหลด' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);

  const dialog = page.getByRole('dialog', { name: 'การเข้าสู่ระบบหมดเวลา' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('การเข้าสู่ระบบของคุณหมดเวลา กรุณาเข้าสู่ระบบอีกครั้ง');
  await dialog.getByRole('button', { name: 'ตกลง' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sc.userId'))).toBeNull();
});

test('logout reports, ends the session and goes to /login; the shell is closed after it', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  await shell.goto('/dashboard/index');
  const report = page.waitForRequest(
    (r) => r.url().endsWith('/oms/rms/account/config/report') && r.postDataJSON().t === '1',
  );
  const loginOut = page.waitForResponse((r) => r.url().endsWith('/oms/sms/V3/login/out'));

  await shell.openUserMenu();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();

  expect((await report).postDataJSON()).toMatchObject({ t: '1', e: 'r', d: '4' });
  await loginOut;
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sc.userId'))).toBeNull();

  await shell.goto('/order/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2Findex$/);
});

test('the user menu offers store preview, store switch (two shops) and store entry', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  await shell.goto('/dashboard/index');
  await expect(shell.userMenu).toContainText('สมชาย ใจดี');
  await shell.openUserMenu();
  await expect(page.getByRole('menuitem', { name: 'ดูตัวอย่างร้านค้า' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'สมัครเปิดร้านค้า' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'สลับร้านค้า' }).click();
  await expect(page).toHaveURL(/\/selectshop\?t=true$/);
});

test('a mobile browser on the order list lands on the mobile order page', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    locale: 'th-TH',
  });
  const page = await context.newPage();
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  await shell.goto('/order/index');
  await expect(page).toHaveURL(/\/m\/order$/);
  await expect(page.getByRole('heading', { name: 'คำสั่งซื้อ', level: 2 })).toBeVisible();
  await page.screenshot({ path: `${screenshots}shell-mobile-order-th-TH.png`, animations: 'disabled' });
  await shell.goto('/shop/IllegalGoods');
  await expect(page).toHaveURL(/\/m\/commodity$/);
  await context.close();
});

test('history paths: back and forward move between screens, each starting at the top, with no spinner', async ({
  page,
}) => {
  const shell = new ShellLayout(page, server.baseURL);
  await page.setViewportSize({ width: 1280, height: 480 });
  await signIn(page, server.baseURL, 'demo-owner');
  await shell.goto('/dashboard/index');
  await expect(shell.sideMenu).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await shell.sideMenu.getByText('คำสั่งซื้อ', { exact: true }).click();
  await shell.sideMenu.getByRole('link', { name: 'รายการคำสั่งซื้อ' }).click();
  await expect(page).toHaveURL(/\/order\/index$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await shell.sideMenu.getByText('สินค้า', { exact: true }).click();
  await shell.sideMenu.getByRole('link', { name: 'รายการสินค้า' }).click();
  await expect(page).toHaveURL(/\/shop\/index$/);
  await expect(shell.breadcrumb).toContainText('รายการสินค้า');

  await page.goBack();
  await expect(page).toHaveURL(/\/order\/index$/);
  await expect(shell.breadcrumb).toContainText('รายการคำสั่งซื้อ');
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/order\/index$/);
  await expect(shell.breadcrumb).toContainText('รายการคำสั่งซื้อ');

  // A slow load shows the progress bar, never a spinner.
  await page.route('**/oms/sms/V3/user/info/inquiry', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('#nprogress .bar')).toBeAttached();
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
  await expect(shell.breadcrumb).toContainText('รายการคำสั่งซื้อ');
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);

  // The root goes home; an unknown path goes to the root and so home.
  await shell.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await shell.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  // A signed-in visit to /login goes home too.
  await shell.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/index$/);
});

test('the dashboard has no serious or critical accessibility violation', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  await shell.goto('/dashboard/index');
  await expect(shell.sideMenu).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousFindings(page)).toEqual([]);
});

test('the first loads stay lean: /login at most 170 KB and /dashboard/index at most 500 KB of gzipped JS and CSS', async ({
  browser,
}) => {
  const guest = await browser.newContext({ locale: 'th-TH' });
  const loginPage = await guest.newPage();
  const login = await shippedKB(loginPage, () => new ShellLayout(loginPage, server.baseURL).goto('/login'));
  await guest.close();

  const member = await browser.newContext({ locale: 'th-TH' });
  await signInContext(member, server.baseURL, 'demo-owner');
  const page = await member.newPage();
  const dashboard = await shippedKB(page, async () => {
    await new ShellLayout(page, server.baseURL).goto('/dashboard/index');
    await expect(page.locator('.ant-layout-sider nav')).toBeVisible();
  });
  await member.close();

  console.log(
    `shipped: /login ${login.kb} KB (${login.files} files), /dashboard/index ${dashboard.kb} KB (${dashboard.files} files)`,
  );
  expect(login.kb).toBeLessThanOrEqual(170);
  expect(dashboard.kb).toBeLessThanOrEqual(500);
});
