import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { clearExports, DownloadCenterPage, signInReady } from '../pages/downloads-center-page.ts';
import { PRODUCT_LIST_PATH, publishProduct } from '../pages/products-list-page.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));

// The whole way of an export: the list's export button, the toast's link, the download centre
// following the task until its file is ready, the browser saving it under its name, and delete.

test('a product export lands in the download centre, downloads under its name, and can be deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInReady(page, 'th-TH');
  await clearExports(page.request);
  await publishProduct(page.request, `E2E export ${Date.now().toString(36)}`);

  await page.goto(PRODUCT_LIST_PATH);
  const exportButton = page.getByTestId('export-button');
  await expect(exportButton).toBeEnabled();
  await exportButton.click();
  await expect(page.getByText('เริ่มส่งออกแล้ว')).toBeVisible();
  // The same export again within 30 s would be refused: the button rests meanwhile.
  await expect(exportButton).toBeDisabled();
  await page.getByRole('link', { name: 'ไปที่ศูนย์ดาวน์โหลด' }).click();
  await expect(page).toHaveURL(/\/dashboard\/downloadcenter$/);

  const centre = new DownloadCenterPage(page);
  await expect(centre.rows).toHaveCount(1);
  const row = centre.rows.first();
  await expect(centre.statusTag(row)).toHaveAttribute('data-status', 'done', { timeout: 15_000 });
  await expect(row).toContainText(/สินค้า_\d{8}_\d{6}\.xlsx/);
  await expect(row).toContainText(/\d+ แถว/);
  await expect(row).toContainText(/KB/);
  await expect(row.getByTestId('expires-in')).toContainText('7 วัน');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots}downloads-product-export-th-TH.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: /ดาวน์โหลด/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^สินค้า_\d{8}_\d{6}\.xlsx$/);
  const path = await download.path();
  // An xlsx is a zip: it starts with "PK".
  expect((await readFile(path)).subarray(0, 2).toString('latin1')).toBe('PK');

  await row.getByRole('button', { name: 'ลบ' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'ลบ' }).click();
  await expect(page.getByText('ลบงานส่งออกแล้ว')).toBeVisible();
  await expect(centre.empty).toBeVisible();
});
