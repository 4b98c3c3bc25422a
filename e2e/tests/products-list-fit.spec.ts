import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { closeNotices } from '../pages/orders-page.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// The product list at 1280×800 in each language: column headings on one line (Thai broke "ยอดขาย"
// and "การดำเนินการ" in two), the 30-day lowest price on at most two and only between its words,
// and the last column inside the table's card. One visit, switched in place from language to
// language, the layout checked again after each switch.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));

test("the product list's headings fit at 1280×800 (th-TH, en-US and zh-CN, switched in place)", async ({ page }) => {
  await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  await publishProduct(page.request, `[E2E] แก้วน้ำลายไทย ${Date.now().toString(36)}`);
  const shell = new ShellLayout(page, '');
  await page.goto('/shop/index');
  const first = page.locator('.ant-table-tbody tr[data-row-key]').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const thead = page.locator('.ant-table-thead');

  let before = '';
  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    await shell.chooseLocale(locale);
    // The headings are those of the new language before they are measured.
    if (before) await expect(thead).not.toHaveText(before);
    before = (await thead.textContent()) ?? '';

    for (const heading of await page.locator('.ant-table-thead th').all()) {
      const text = (await heading.textContent())?.trim() ?? '';
      if (!text) continue;
      // The lines the heading's words take: the distinct tops of their text's boxes.
      const lines = await heading.evaluate((el) => {
        const tops: number[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) {
            if (r.width > 0 && !tops.some((t) => Math.abs(t - r.top) < 8)) tops.push(r.top);
          }
        }
        return tops.length;
      });
      // The 30-day lowest price may break between its words; the rest stay on one line.
      const most = (await heading.locator('[data-word]').count()) > 0 ? 2 : 1;
      expect(lines, `${locale}: "${text}" on ${lines} lines`).toBeLessThanOrEqual(most);
    }
    // No word of a heading is broken in two.
    for (const word of await page.locator('.ant-table-thead [data-word]').all()) {
      const box = await word.boundingBox();
      const lineHeight = await word.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
      expect(box?.height ?? 0, `${locale}: "${await word.textContent()}"`).toBeLessThan(lineHeight * 1.5);
    }
    const card = await page.locator('.ant-card').filter({ has: first }).boundingBox();
    const last = await page.locator('.ant-table-thead th').last().boundingBox();
    expect((last?.x ?? 0) + (last?.width ?? 0), locale).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));

    await closeNotices(page);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}products-index-fit-${locale}.png` });
    expect(await seriousFindings(page), locale).toEqual([]);
  }
});
