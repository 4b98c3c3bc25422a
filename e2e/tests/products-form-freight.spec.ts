import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { closeNotices } from '../pages/orders-page.ts';
import { clickSettled } from '../pages/overlays.ts';
import { editPath, ProductFormPage } from '../pages/products-form-page.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';

// The product form chooses the freight template the product ships by: one of the shop's
// templates, saved with the product and shown again on edit. In each language, with a picture.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));

const DEFAULT: Record<Locale, string> = {
  'th-TH': 'เทมเพลตเริ่มต้นของร้าน',
  'en-US': 'The shop’s default template',
  'zh-CN': '店铺默认模板',
};

for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
  test(`the product form saves a freight template in ${locale}`, async ({ page }) => {
    await signInToGlobalShop(page, locale);
    await readyToSell(page.request);
    const name = `ชิ้นใหญ่ ${Date.now().toString(36).slice(-6)}`;
    const added = await call(page.request, '/oms/freight/template/add', {
      name,
      mode: 'per_item',
      firstUnit: 1,
      firstFee: '60.00',
      continuedUnit: 1,
      continuedFee: '20.00',
      regions: [],
    });
    expect(added.transactionStatus.success, added.transactionStatus.replyText).toBe(true);
    const { productId } = await publishProduct(page.request, `[E2E] โต๊ะไม้ ${Date.now().toString(36)}`);

    const form = new ProductFormPage(page);
    await page.goto(editPath(productId));
    const select = form.field('freightTemplateId');
    const item = page.locator('.ant-form-item').filter({ has: select });
    await expect(item).toContainText(DEFAULT[locale], { timeout: 30_000 });
    await select.click();
    // The list opens with a motion (above the field here): a click while it moves is lost.
    await clickSettled(page.locator('.ant-select-item-option').filter({ hasText: name }));
    await expect(item).toContainText(name);
    await form.save.click();
    await expect(page).not.toHaveURL(/\/shop\/edit/, { timeout: 30_000 });

    await page.goto(editPath(productId));
    await expect(item).toContainText(name, { timeout: 30_000 });
    await item.scrollIntoViewIfNeeded();
    await closeNotices(page);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}product-form-freight-${locale}.png` });
    expect(await seriousFindings(page)).toEqual([]);
  });
}
