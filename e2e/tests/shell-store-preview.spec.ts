import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { closeNotices } from '../pages/orders-page.ts';
import { clickSettled } from '../pages/overlays.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { GLOBAL_SHOP_NAME, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// "Store preview" in the user menu opens this app's view of the shop as buyers see it (the build
// names no storefront): the shop's name and its products on sale with picture and price. No help
// centre link shows while the build names none. One visit: from the dashboard, switched in place to
// each language in turn, the menu opens the preview, pictured in that language.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));

const PREVIEW: Record<Locale, string> = { 'th-TH': 'ดูตัวอย่างร้านค้า', 'en-US': 'Store preview', 'zh-CN': '店铺预览' };
const HELP: Record<Locale, string> = { 'th-TH': 'ศูนย์ช่วยเหลือ', 'en-US': 'Help centre', 'zh-CN': '帮助中心' };

test("the store preview shows the shop's products on sale (th-TH, en-US and zh-CN, switched in place)", async ({
  page,
}) => {
  await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const shell = new ShellLayout(page, '');
  const title = `[E2E] กระเป๋าผ้าสำหรับหน้าร้าน ${Date.now().toString(36)}`;
  const product = await publishProduct(page.request, title, {
    specs: [{ name: 'สี', values: ['ครีม'] }],
    skus: [{ specValues: ['ครีม'], price: '349.00', marketPrice: '399.00', purchasePrice: '200.00', stock: 20 }],
  });

  await page.goto('/dashboard/index');
  for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
    // Back on the dashboard (no reload) for the next language.
    if (locale !== 'th-TH') {
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard\/index$/);
    }
    await shell.chooseLocale(locale);
    await expect(page.getByRole('link', { name: HELP[locale] })).toHaveCount(0);
    await page.getByTestId('user-menu').click();
    await clickSettled(page.getByRole('menuitem', { name: PREVIEW[locale] }));
    await expect(page).toHaveURL(/\/shop\/preview$/);
    await expect(page.locator('[data-shop-name]')).toHaveText(GLOBAL_SHOP_NAME);
    const card = page.locator(`[data-preview-product="${product.productId}"]`);
    await expect(card).toContainText(title, { timeout: 30_000 });
    await expect(card.locator('[data-price]')).toContainText('349.00');
    await expect(card.getByRole('img', { name: title })).toBeVisible();

    await closeNotices(page);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}store-preview-${locale}.png` });
    expect(await seriousFindings(page), locale).toEqual([]);
  }
});
