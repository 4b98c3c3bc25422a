import { fileURLToPath } from 'node:url';
import { devices, expect, test } from '@playwright/test';
import { PlatformOperator, productsToInspect, settleOpenViolations } from '../pages/compliance-platform.ts';
import { settled } from '../pages/overlays.ts';
import { readyToSell } from '../pages/products-list-page.ts';
import { type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { reloadIn } from '../pages/shell-layout.ts';

// /m/commodity: a phone opening /shop/IllegalGoods is sent to the mobile page of violating
// products, which lists them as cards and opens each full screen. One visit: the list, then the
// open violation, each reloaded in every language (the page has no language menu of its own).

const shots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const { defaultBrowserType: _browser, ...iphone } = devices['iPhone 13'];
test.use({ ...iphone });

const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

test('a phone is sent to /m/commodity and opens a violation (th-TH, en-US and zh-CN)', async ({ page, baseURL }) => {
  const { shopId } = await signInToGlobalShop(page, 'th-TH');
  // Set up (a return address, the store), so no setup gate covers the page.
  await readyToSell(page.request);
  const op = await PlatformOperator.signIn(baseURL ?? '');
  const [product] = await productsToInspect(page.request, op, shopId, 1);
  if (!product) throw new Error('no product');
  const reason = 'ชื่อสินค้ามีคำว่า "ของแท้ 100%" โดยไม่มีหลักฐาน';
  const violationId = await op.raise({
    shopId,
    productId: product.productId,
    type: 'misleading',
    severity: 'take_down',
    reason,
    points: 2,
  });

  await page.goto('/shop/IllegalGoods');
  await expect(page).toHaveURL(/\/m\/commodity$/);
  const card = page.locator(`[data-violation="${violationId}"]`);
  for (const locale of LOCALES) {
    await reloadIn(page, locale);
    await expect(card).toContainText(reason);
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}compliance-mobile-list-${locale}.png`, animations: 'disabled' });
  }

  await card.click();
  await expect(page).toHaveURL(new RegExp(`violation=${violationId}`));
  const detail = page.getByRole('dialog').filter({ has: page.locator('[data-violation-detail]') });
  // The open violation is in the address: each reload opens it again.
  for (const locale of LOCALES) {
    await reloadIn(page, locale);
    await expect(detail).toContainText(reason);
    await expect(detail.locator('#violationResponse_explanation')).toBeVisible();
    await settled(detail);
    await page.screenshot({ path: `${shots}compliance-mobile-detail-${locale}.png`, animations: 'disabled' });
  }
  await page.goBack();
  await expect(detail).toBeHidden();
  // Nothing is left waiting in the shop's action centre for the specs after these.
  await settleOpenViolations(page.request, op, shopId);
  await op.dispose();
});
