import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { signInToDemoShop } from '../pages/products-list-page.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';
import { hiddenBySticky } from '../pages/sticky-columns.ts';

// The demo shop's seeded brand applications (one rejected, with its reason), freight templates
// and violations, at 1280×800 in each language: the sticky Actions column covers nothing.
// One visit per screen, switched in place from language to language and checked after each.
// A server of its own, so the shared one's demo shop stays as seeded.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

const server = ownDemoServer();

test('the sticky Actions column covers no header, reason or link (th-TH, en-US and zh-CN, switched in place)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToDemoShop(page, server.baseURL, 'th-TH');
  const shell = new ShellLayout(page, server.baseURL);
  const screens = [
    ['/setting/brandSetting', 'brands-reason', 'Baan Suan Herb'],
    ['/setting/freighttemplate', 'freight-templates', 'Heavy parcels'],
    ['/shop/IllegalGoods', 'violations-actions', 'Cotton'],
  ] as const;
  for (const [path, file, row] of screens) {
    await page.goto(`${server.baseURL}${path}`);
    await expect(page.locator('.ant-table-row', { hasText: row }).first()).toBeVisible({ timeout: 30_000 });
    const thead = page.locator('.ant-table-thead').first();
    let before = '';
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      // The headings are those of the new language before anything is measured.
      if (before) await expect(thead).not.toHaveText(before);
      before = (await thead.textContent()) ?? '';
      await expect(page.locator('.ant-table-row', { hasText: row }).first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await hiddenBySticky(page), `${path} in ${locale}`).toEqual([]);
      await page.screenshot({ path: `${screenshots}/${file}-${locale}.png`, fullPage: true, animations: 'disabled' });
    }
  }
});
