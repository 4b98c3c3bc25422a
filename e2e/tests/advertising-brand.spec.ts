import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { PlatformOperator } from '../pages/compliance-platform.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { writePng } from '../pages/products-form-files.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';
import { signIn } from '../pages/shell-session.ts';

// A brand ad in Thai: Demo Shop (its ad account seeded with a balance) registers for two days of
// the category-page banner with a headline, a banner and a product; the platform's operator
// rejects it with a reason the merchant reads, the merchant sends it again an hour later, the
// operator approves it; on its days buyers see and click it and the submission shows its figures.
// A product plan picks its products. Pictures of each screen in the three languages switched in
// place and on a phone, axe clean.

// A server of the file's own: its clock moves, and its submissions are its own.
ownDemoServer({ SIMULATOR_CLOCK: '1' });

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

/** A picture in each language, switched in place, then back to Thai; and one on a phone. */
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
  await page.setViewportSize({ width: 390, height: 844 });
  await ready('th-TH');
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, `advertising-${name}-phone.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a brand ad is registered, rejected with a reason, sent again, approved, and shows its figures', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const base = baseURL ?? '';
  const { shopId } = await signIn(page, base, 'demo-owner');
  if (!shopId) throw new Error('the demo owner has no shop');

  // From the advertising page to the brand ads: the slots offered and no submission yet.
  await page.goto('/activityreport/advertising');
  await page.getByRole('button', { name: 'โฆษณาแบรนด์' }).click();
  await expect(page).toHaveURL(/\/activityreport\/advertisingsubmissionlist$/);
  await expect(page.getByText('ยังไม่มีรายการที่ส่ง').first()).toBeVisible();
  await shootAll(page, 'brand-list', async () => {
    await expect(page.locator('.ant-statistic').nth(2)).toBeVisible();
  });

  // Register for two days of the category-page banner from the day after tomorrow.
  await page.getByRole('button', { name: 'ลงทะเบียน แบนเนอร์หน้าหมวดหมู่' }).click();
  await expect(page).toHaveURL(/\/activityreport\/advertisingregistration\/categoryBanner$/);
  await page.locator('#brandAd_firstDay').click();
  await page.locator('.ant-select-item-option').nth(1).click();
  await page.locator('#brandAd_days').fill('2');
  await page.locator('#brandAd_headline').fill('ลดทั้งร้านปลายปี');
  await page.locator('input[type="file"]').first().setInputFiles(writePng('brand.png'));
  await expect(page.locator('.ant-image img').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ant-progress')).toHaveCount(0, { timeout: 20_000 });
  const firstAdd = page.getByRole('button', { name: /^เพิ่ม / }).first();
  await firstAdd.click();
  await expect(page.getByText('เลือกแล้ว 1 จากไม่เกิน 6 รายการ')).toBeVisible();
  await expect(page.getByText('ค่าใช้จ่าย ฿300.00 สำหรับ 2 วัน')).toBeVisible();
  await shootAll(page, 'brand-registration', async () => {
    await expect(page.locator('#brandAd_headline')).toHaveValue('ลดทั้งร้านปลายปี');
  });
  await page.getByRole('button', { name: 'ส่งให้ตรวจสอบ' }).click();
  await expect(page).toHaveURL(/\/activityreport\/advertisingsubmissiondetails\/[0-9a-f]{32}$/);
  await expect(page.getByText('รอแพลตฟอร์มตรวจสอบ')).toBeVisible();
  const reportId = page.url().split('/').pop() ?? '';

  // The operator rejects it with a reason; the merchant reads it and may send it again.
  const op = await PlatformOperator.signIn(base);
  const pending = (await op.call('/oms/mkt/adv/brand/pending', { shopId })) as unknown as {
    list: { reportId: string }[];
  };
  expect(pending.list.map((p) => p.reportId)).toContain(reportId);
  await op.call('/oms/mkt/adv/brand/review', { shopId, reportId, outcome: 'reject', reason: 'ภาพไม่ชัด' });
  await page.reload();
  await expect(page.getByText('แพลตฟอร์มไม่อนุมัติ: ภาพไม่ชัด')).toBeVisible();
  await page.getByRole('button', { name: 'แก้ไขแล้วส่งใหม่' }).click();
  await expect(page.locator('#brandAd_headline')).toHaveValue('ลดทั้งร้านปลายปี');
  await page.locator('#brandAd_headline').fill('ลดทั้งร้านปลายปี ภาพใหม่');
  // One submission an hour: the clock moves past it.
  await op.call('/oms/mkt/clock/advance', { hours: 1 });
  await page.getByRole('button', { name: 'ส่งการแก้ไข' }).click();
  await expect(page.getByText('รอแพลตฟอร์มตรวจสอบ')).toBeVisible();
  await op.call('/oms/mkt/adv/brand/review', { shopId, reportId, outcome: 'approve' });

  // Two days later it runs: buyers see it and click.
  await op.call('/oms/mkt/clock/advance', { days: 2 });
  await op.dispose();
  // Sessions do not outlive two days: both sign in again.
  const op2 = await PlatformOperator.signIn(base);
  const traffic = await op2.call('/oms/mkt/adv/traffic/simulate', {
    shopId,
    searches: 60,
    clickRate: 0.4,
    orderRate: 0.3,
    seed: 11,
  });
  await op2.dispose();
  expect(Number(traffic.brandImpressions)).toBe(60);
  await signIn(page, base, 'demo-owner');
  await page.goto(`/activityreport/advertisingsubmissiondetails/${reportId}`);
  await expect(page.getByText('แพลตฟอร์มอนุมัติแล้ว')).toBeVisible();
  await expect(page.locator('.ant-tag', { hasText: 'กำลังแสดง' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'การแสดงผลและคลิก' }).locator('canvas')).toBeVisible();
  await shootAll(page, 'brand-details', async () => {
    await expect(page.locator('[role="img"] canvas').first()).toBeVisible();
  });
  await page.goto('/activityreport/advertisingsubmissionlist');
  await expect(page.getByText('อนุมัติแล้ว (1)')).toBeVisible();

  // A product plan picks its products.
  await page.goto('/activityreport/add');
  await page.getByRole('radio', { name: 'โฆษณาสินค้า' }).check();
  await page.getByRole('button', { name: /^เพิ่ม / }).first().click();
  await shootAll(page, 'product-plan-form', async () => {
    await expect(page.locator('#adPlan_products .ant-tag')).toHaveCount(1);
  });
});
