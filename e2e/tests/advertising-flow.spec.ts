import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { clickSettled, settled } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { readyToSell } from '../pages/products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// Advertising in Thai: the global shop opens its ad account, recharges it with the code mailed to
// the owner and follows the payment, creates a search plan with a keyword and a bid; the simulator's
// clock passes the 25-minute delay, its buyers search and click; the plan shows what it spent and
// its chart, and is paused. Pictures of each new screen in the three languages switched in place
// and on a phone, axe clean.

// A server of the file's own: its clock moves, and the owner's mail is read from its outbox.
ownDemoServer({ SIMULATOR_CLOCK: '1', DEV_OUTBOX: '1' });

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

/** A picture in each language, the first the one shown now, switched in place; then back to Thai. */
async function shootAll(page: Page, name: string, ready: (locale: Locale) => Promise<void>) {
  const shell = new ShellLayout(page, '');
  const order: Locale[] = ['th-TH', 'en-US', 'zh-CN'];
  for (const [i, locale] of order.entries()) {
    if (i > 0) await shell.chooseLocale(locale);
    await ready(locale);
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `advertising-${name}-${locale}.png`);
  }
  await shell.chooseLocale('th-TH');
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();

test('the global shop opens an ad account, recharges, runs a plan buyers click, sees spend and chart, pauses it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const email = String((await call(page.request, '/oms/sms/V3/user/info/inquiry')).email);

  // No account yet: open one.
  await page.goto('/activityreport/advertising');
  await expect(page.getByText('ร้านของคุณยังไม่มีบัญชีโฆษณา')).toBeVisible();
  await page.getByRole('button', { name: 'เปิดบัญชีโฆษณา' }).click();
  await expect(page).toHaveURL(/\/activityreport\/open$/);
  await shootAll(page, 'open', async () => {
    await expect(page.locator('.ant-card-head-title h2')).toBeVisible();
  });
  await page.getByRole('button', { name: 'เปิดบัญชี', exact: true }).click();
  await expect(page.getByText('เปิดบัญชีโฆษณาแล้ว')).toBeVisible();
  await page.getByRole('button', { name: 'กลับไปหน้าโฆษณา' }).click();

  // Recharge 500 baht with the code mailed to the owner; the payment confirms it.
  await expect(page.getByText('฿0.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'เติมเงิน', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await settled(dialog.locator('#adRecharge_amount'));
  await dialog.locator('#adRecharge_amount').fill('500');
  await dialog.getByRole('button', { name: 'ส่งรหัส' }).click();
  await expect(page.getByText('ส่งรหัสไปยังอีเมลแล้ว')).toBeVisible();
  const mail = await page.request.get(`/dev/outbox?${new URLSearchParams({ to: email })}`);
  const code = ((await mail.json()) as { body: string }[])[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await dialog.locator('#adRecharge_code').fill(code);
  await dialog.getByRole('button', { name: 'ชำระเงิน' }).click();
  await expect(page).toHaveURL(/\/activityreport\/result\?rechargeId=/);
  await expect(page.getByText('ชำระแล้ว: เติม ฿500.00 เข้าบัญชีโฆษณา')).toBeVisible({ timeout: 20_000 });
  await shootAll(page, 'result', async () => {
    await expect(page.locator('.ant-result-success')).toBeVisible();
  });
  await page.getByRole('button', { name: 'กลับไปหน้าโฆษณา' }).click();
  await expect(page.getByText('฿500.00').first()).toBeVisible();

  // A search plan with one keyword at 2 baht a click.
  await page.getByRole('button', { name: 'สร้างแผน' }).click();
  await expect(page).toHaveURL(/\/activityreport\/add$/);
  await expect(page.getByText('การตั้งค่าใหม่จะมีผลในประมาณ 25 นาที')).toBeVisible();
  await shootAll(page, 'plan-form', async () => {
    await expect(page.locator('#adPlan_name')).toBeVisible();
  });
  const keyword = `หูฟังโฆษณา${Date.now().toString(36).slice(-4)}`;
  await page.locator('#adPlan_name').fill('โฆษณาหูฟัง');
  await page.locator('#adPlan_dailyBudget').fill('50');
  await page.locator('#adPlan_keywords').fill(keyword);
  await page.locator('#adPlan_bid').fill('2');
  await page.getByRole('button', { name: 'สร้างแผน' }).click();
  await expect(page).toHaveURL(/\/activityreport\/advertisingplandetails\/[0-9a-f]{32}$/);
  await expect(page.getByText(/มีผลประมาณ/).first()).toBeVisible();

  // An hour later the plan serves; buyers search the keyword and click.
  const op = await PlatformOperator.signIn(baseURL ?? '');
  await op.call('/oms/mkt/clock/advance', { hours: 1 });
  const traffic = await op.call('/oms/mkt/adv/traffic/simulate', {
    shopId,
    keyword,
    searches: 40,
    clickRate: 0.5,
    orderRate: 0.3,
    seed: 7,
  });
  await op.dispose();
  const spend = Number(traffic.spend);
  expect(Number(traffic.clicks)).toBeGreaterThan(0);
  await page.reload();
  await expect(heading(page, 'โฆษณาหูฟัง')).toBeVisible();
  await expect(page.getByText(`฿${spend.toFixed(2)}`).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'การแสดงผลและคลิก' }).locator('canvas')).toBeVisible();
  await shootAll(page, 'plan-details', async () => {
    await expect(page.locator('[role="img"] canvas').first()).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(heading(page, 'โฆษณาหูฟัง')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'advertising-plan-details-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Its figures export to a sheet the download centre makes.
  await page.getByTestId('export-button').click();
  await page.getByRole('link', { name: 'ไปที่ศูนย์ดาวน์โหลด' }).click();
  await expect(page).toHaveURL(/\/dashboard\/downloadcenter$/);
  await expect(page.getByText(/สถิติแผนโฆษณา_\d{8}_\d{6}\.xlsx/)).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'โฆษณาหูฟัง')).toBeVisible();

  // Pause it.
  await page.getByRole('button', { name: 'หยุดชั่วคราว' }).click();
  await expect(page.locator('.ant-tag', { hasText: 'หยุดชั่วคราว' })).toBeVisible();

  // The account and plans, then the expense records.
  await page.goto('/activityreport/advertising');
  await expect(page.getByText(`฿${(500 - spend).toFixed(2)}`).first()).toBeVisible();
  await expect(page.getByText(`฿${spend.toFixed(2)}`).first()).toBeVisible();
  await shootAll(page, 'home', async () => {
    await expect(page.locator('[role="img"] canvas').first()).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'advertising-home-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/activityreport/transactionRecords');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await shootAll(page, 'records', async () => {
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
  });
  await clickSettled(page.getByRole('link', { name: 'โฆษณาหูฟัง' }).first());
  await expect(heading(page, 'โฆษณาหูฟัง')).toBeVisible();
});
