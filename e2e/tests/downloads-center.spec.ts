import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { clearExports, DownloadCenterPage, signInReady } from '../pages/downloads-center-page.ts';
import { type Locale, signInAsStaff } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));

const EMPTY: Record<Locale, { title: string; empty: string; link: string }> = {
  'th-TH': { title: 'ศูนย์ดาวน์โหลด', empty: 'ยังไม่มีไฟล์ส่งออก', link: 'ศูนย์ดาวน์โหลด' },
  'en-US': { title: 'Download centre', empty: 'No exports yet', link: 'Download centre' },
  'zh-CN': { title: '下载中心', empty: '暂无导出文件', link: '下载中心' },
};

async function shoot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots}${file}`, fullPage: true, animations: 'disabled' });
}

test('the top bar opens the empty download centre (th-TH, en-US and zh-CN, switched on the dashboard)', async ({
  page,
}) => {
  await signInReady(page, 'th-TH');
  await clearExports(page.request);
  const shell = new ShellLayout(page, '');
  const p = new DownloadCenterPage(page);
  await page.goto('/dashboard/index');
  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    // Back on the dashboard (no reload), switched in place, the top bar's link in that language.
    if (locale !== 'th-TH') {
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard\/index$/);
    }
    await shell.chooseLocale(locale);
    await page.getByRole('navigation').getByRole('link', { name: EMPTY[locale].link }).click();
    await expect(page).toHaveURL(/\/dashboard\/downloadcenter$/i);
    await expect(p.empty).toContainText(EMPTY[locale].empty);
    await expect(page).toHaveTitle(new RegExp(EMPTY[locale].title));
    await expect(p.rows).toHaveCount(0);
    await shoot(page, `downloads-empty-${locale}.png`);
  }
});

test('the spec’s other spelling, /dashboard/downloadCenter, opens the same screen', async ({ page }) => {
  await signInReady(page, 'en-US');
  await clearExports(page.request);
  const p = new DownloadCenterPage(page);
  await p.goto('/dashboard/downloadCenter');
  await expect(p.empty).toContainText('No exports yet');
});

test('a filter that matches nothing offers to clear it', async ({ page }) => {
  await signInReady(page, 'th-TH');
  await clearExports(page.request);
  const p = new DownloadCenterPage(page);
  await p.goto('/dashboard/downloadcenter?status=failed');
  await expect(page.getByText('ไม่พบงานส่งออกที่ตรงกับตัวกรอง')).toBeVisible();
  await page.getByRole('button', { name: 'ล้างตัวกรอง' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/downloadcenter$/);
  await expect(p.empty).toBeVisible();
});

test('staff without product permission open it too, and a file needs a session', async ({ page, playwright }) => {
  await signInAsStaff(page, 'demo-service', 'th-TH');
  const p = new DownloadCenterPage(page);
  await p.goto();
  await expect(p.empty).toContainText(EMPTY['th-TH'].empty);
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await anonymous.get('/oms/shop/download/center/file/0123456789abcdef0123456789abcdef');
  expect(res.status()).toBe(401);
  await anonymous.dispose();
});
