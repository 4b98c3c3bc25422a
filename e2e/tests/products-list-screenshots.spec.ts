import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { clickSettled, confirmation, settled } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import {
  ListScreen,
  PRODUCT_LIST_PATH,
  RECYCLE_BIN_PATH,
  SHELF_REMOVAL_PATH,
  signInToDemoShop,
} from '../pages/products-list-page.ts';
import type { Locale } from '../pages/settings-session.ts';
import { reloadIn, ShellLayout } from '../pages/shell-layout.ts';

// The three product list screens with the demo seed's products (every tab, the recycle bin,
// products close to the shelf rules), in each language. Demo Shop must be signed and set up
// for that, so this file has a server of its own and leaves the shared one's Demo Shop as seeded.
// SHOTS_DIR puts the pictures elsewhere (a helper's own directory).

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];
const SEEDED_ON_SALE = 'เสื้อยืดคอกลม Cotton 100%';
const SEEDED_IN_BIN = 'หมวกบักเก็ต ผ้าฝ้าย';

const server = ownDemoServer();

async function shoot(page: Page, file: string) {
  // The notice poller's welcome note would cover the table.
  for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });
}

// One visit per screen, pictured in each language in turn, switched in place from the top bar
// (reloaded in it where a form's refusal is shown as it was given).
test('screenshots of the product list, the recycle bin and the shelf-removal list in every language', async ({
  page,
}) => {
  // Seven screens, three languages, eleven axe passes on a server of its own: minutes, not seconds.
  test.setTimeout(300_000);
  const at = (path: string) => `${server.baseURL}${path}`;
  await signInToDemoShop(page, server.baseURL, 'th-TH');

  const layout = new ShellLayout(page, server.baseURL);
  const list = new ListScreen(page, 'productSearch');
  await page.goto(at(PRODUCT_LIST_PATH));
  for (const [i, locale] of LOCALES.entries()) {
    await layout.chooseLocale(locale);
    await expect(list.row(SEEDED_ON_SALE)).toBeVisible({ timeout: 30_000 });
    // Opened once: the SKUs stay open while the language changes.
    if (i === 0) await list.openSkus(SEEDED_ON_SALE);
    await expect(page.locator('[data-stock-editor]').first()).toBeVisible();
    await shoot(page, `products-index-${locale}.png`);
    expect(await seriousFindings(page)).toEqual([]);
  }

  // The off-shelf products on shelf at once: the one without stock is refused, with the reason.
  await page.goto(at(`${PRODUCT_LIST_PATH}?tab=off_shelf`));
  for (const locale of LOCALES) {
    await layout.chooseLocale(locale);
    await expect(list.rows.first()).toBeVisible();
    await page.locator('.ant-table-thead .ant-checkbox-input').check();
    await list.batchBar.getByRole('button').first().click();
    await settled(confirmation(page));
    await page.screenshot({
      path: `${screenshots.replace(/\/?$/, '/')}products-index-batch-${locale}.png`,
      animations: 'disabled',
    });
    await clickSettled(confirmation(page).getByRole('button').last());
    await expect(confirmation(page)).toHaveCount(0);
  }

  await page.goto(at(`${PRODUCT_LIST_PATH}?ids=12`));
  for (const locale of LOCALES) {
    await reloadIn(page, locale);
    await expect(list.fieldError('ids')).toBeVisible();
    await shoot(page, `products-index-idrule-${locale}.png`);
  }

  await page.goto(at(`${PRODUCT_LIST_PATH}?tab=violation`));
  for (const locale of LOCALES) {
    await layout.chooseLocale(locale);
    await expect(page.locator('[data-status]').first()).toBeVisible();
    await shoot(page, `products-index-violation-${locale}.png`);
  }

  await page.goto(at(`${PRODUCT_LIST_PATH}?title=${encodeURIComponent('ไม่มีสินค้าชื่อนี้')}`));
  for (const locale of LOCALES) {
    await layout.chooseLocale(locale);
    await expect(page.locator('.ant-table .ant-empty')).toBeVisible({ timeout: 20_000 });
    await shoot(page, `products-index-nomatch-${locale}.png`);
  }

  const bin = new ListScreen(page, 'recycleSearch');
  await page.goto(at(RECYCLE_BIN_PATH));
  for (const locale of LOCALES) {
    await layout.chooseLocale(locale);
    await expect(bin.row(SEEDED_IN_BIN)).toBeVisible();
    await shoot(page, `products-recover-${locale}.png`);
    expect(await seriousFindings(page)).toEqual([]);
  }

  await page.goto(at(`${SHELF_REMOVAL_PATH}?within=90`));
  for (const locale of LOCALES) {
    await layout.chooseLocale(locale);
    await expect(page.locator('[data-due]')).not.toHaveCount(0);
    await shoot(page, `products-shelf-removal-${locale}.png`);
    expect(await seriousFindings(page)).toEqual([]);
  }
});
