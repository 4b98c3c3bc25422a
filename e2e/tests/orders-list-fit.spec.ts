import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { closeNotices, ORDER_LIST_PATH, OrdersWorld } from '../pages/orders-page.ts';
import { clickSettled, settled } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// The order list at 1280×800 in each language: the first order shows without scrolling, a
// state tag takes at most two lines, the rare states open from the "more" button of the tab
// bar, and "More filters" brings out the fields it hides and searches with them. One visit,
// switched in place from the top bar to each language and the layout checked again after each.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));

const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

const OTHER_STATES: Record<Locale, { more: string; frozen: string }> = {
  'th-TH': { more: 'สถานะอื่น', frozen: 'ถูกระงับ' },
  'en-US': { more: 'Other states', frozen: 'Frozen' },
  'zh-CN': { more: '其他状态', frozen: '已冻结' },
};

const COD: Record<Locale, string> = {
  'th-TH': 'เก็บเงินปลายทาง',
  'en-US': 'Cash on delivery',
  'zh-CN': '货到付款',
};

async function shoot(page: Page, file: string) {
  await closeNotices(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, animations: 'disabled' });
}

// On a server of the file's own: the orders it places leave the shared demo shops' counts alone.
ownDemoServer();

test('the order list fits a 1280×800 screen in th-TH, en-US and zh-CN, switched in place', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const world = await OrdersWorld.open(page, baseURL ?? '', 'th-TH');
  const shell = new ShellLayout(page, baseURL ?? '');
  try {
    const cod = await world.placeOrder('cod', 'ฝากไว้ที่ป้อมยาม');
    const paid = await world.placeOrder('mobile_banking', 'กรุณาโทรก่อนส่ง');

    await page.goto(ORDER_LIST_PATH);
    const first = page.locator('.ant-table-tbody tr[data-row-key]').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await expect(first).toBeVisible();
      await shoot(page, `orders-index-fold-${locale}.png`);

      // The first order, whole, above the fold.
      const box = await first.boundingBox();
      expect(box, 'the first row has a box').not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(800);

      // Every column shows: the last (actions) ends inside the table's card, not cut off at its edge.
      const card = await page.locator('.ant-card').filter({ has: first }).boundingBox();
      const actions = await page.locator('.ant-table-thead th').last().boundingBox();
      expect((actions?.x ?? 0) + (actions?.width ?? 0)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));

      // No state tag in the list breaks over more than two lines.
      const tags = page.locator('.ant-table-tbody [data-status]');
      for (const tag of await tags.all()) {
        const lines = await tag.evaluate((el) => {
          const style = getComputedStyle(el);
          return Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
        });
        expect(lines, `${await tag.textContent()} on ${lines} lines`).toBeLessThanOrEqual(2);
      }
      expect(await seriousFindings(page)).toEqual([]);
    }

    // A rare state, from the "more" button: its menu read in each language, the state picked in
    // the last; the button then shows it, with its count, in each language.
    const more = page.getByTestId('more-status-tabs');
    for (const locale of [...LOCALES].reverse()) {
      await shell.chooseLocale(locale);
      await expect(more).toContainText(OTHER_STATES[locale].more);
      await more.click();
      const frozen = page.getByRole('menuitem', { name: new RegExp(`^${OTHER_STATES[locale].frozen} \\(\\d+\\)$`) });
      if (locale === LOCALES[0]) {
        await clickSettled(frozen);
      } else {
        await settled(frozen);
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
      }
    }
    await expect(page).toHaveURL(/[?&]tab=frozen\b/);
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await expect(more).toHaveText(new RegExp(`^${OTHER_STATES[locale].frozen} \\(\\d+\\)`));
      await expect(page.locator('.ant-table-tbody tr[data-row-key]')).toHaveCount(0);
    }

    // "More filters": pay method hides until asked for, then narrows the list.
    await page.goto(ORDER_LIST_PATH);
    await expect(page.locator(`[data-order="${paid}"]`)).toBeVisible();
    await expect(page.locator('#orderSearch_payMethod')).toHaveCount(0);
    await page.getByTestId('more-filters').click();
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await expect(page.locator('#orderSearch_payMethod')).toBeVisible();
      await shoot(page, `orders-index-more-filters-${locale}.png`);
      expect(await seriousFindings(page)).toEqual([]);
    }
    // The pay methods read in each language, cash on delivery picked in the last.
    for (const locale of [...LOCALES].reverse()) {
      await shell.chooseLocale(locale);
      await page.locator('#orderSearch_payMethod').click();
      const option = page.locator('.ant-select-item-option').filter({ hasText: COD[locale] }).first();
      if (locale === LOCALES[0]) {
        await clickSettled(option);
      } else {
        await settled(option);
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
      }
    }
    await page.locator('form[id="orderSearch"] button[type="submit"]').click();
    await expect(page).toHaveURL(/[?&]payMethod=cod\b/);
    await expect(page.locator(`[data-order="${cod}"]`)).toBeVisible();
    await expect(page.locator(`[data-order="${paid}"]`)).toHaveCount(0);
    // Set in the URL, the hidden fields stay out so the merchant sees what narrows the list.
    await page.reload();
    await expect(page.locator('#orderSearch_payMethod')).toBeVisible();
  } finally {
    await world.dispose();
  }
});
