import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { signInToDemoShop } from '../pages/products-list-page.ts';
import type { Locale } from '../pages/settings-session.ts';
import { hiddenBySticky } from '../pages/sticky-columns.ts';

// The demo shop's seeded brand applications (one rejected, with its reason), freight templates
// and violations, at 1280×800 in each language: the sticky Actions column covers nothing.
// A server of its own, so the shared one's demo shop stays as seeded.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

const server = ownDemoServer();

for (const locale of LOCALES) {
  test(`the sticky Actions column covers no header, reason or link in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInToDemoShop(page, server.baseURL, locale);
    const screens = [
      ['/setting/brandSetting', 'brands-reason', 'Baan Suan Herb'],
      ['/setting/freighttemplate', 'freight-templates', 'Heavy parcels'],
      ['/shop/IllegalGoods', 'violations-actions', 'Cotton'],
    ] as const;
    for (const [path, file, row] of screens) {
      await page.goto(`${server.baseURL}${path}`);
      await expect(page.locator('.ant-table-row', { hasText: row }).first()).toBeVisible({ timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      expect(await hiddenBySticky(page), path).toEqual([]);
      await page.screenshot({ path: `${screenshots}/${file}-${locale}.png`, fullPage: true, animations: 'disabled' });
    }
  });
}
