import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { AFTER_SALE_LIST_PATH } from '../pages/after-sales-page.ts';
import { seriousFindings } from '../pages/axe.ts';
import { closeNotices, kerryWaybill, OrdersWorld } from '../pages/orders-page.ts';
import { call, type Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// A request covering two products of an order: the after-sale list shows the first and
// "+1 more", which opens the second in place. One visit, switched in place from the top bar to
// each language, folded and unfolded, with a picture of each.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));

const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];
const MORE: Record<Locale, string> = { 'th-TH': '+ สินค้าอีก 1 รายการ', 'en-US': '+1 more', 'zh-CN': '+ 另外 1 件商品' };

test('the after-sale list shows every product of a request in th-TH, en-US and zh-CN, switched in place', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const world = await OrdersWorld.open(page, baseURL ?? '', 'th-TH');
  const shell = new ShellLayout(page, baseURL ?? '');
  try {
    const orderId = await world.placeOrder('mobile_banking');
    const shipped = await call(page.request, '/oms/order/delivery', {
      orderId,
      carrierCode: 'kerry',
      waybillNo: kerryWaybill(),
      estimatedArrival: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(shipped.transactionStatus.success, shipped.transactionStatus.replyText).toBe(true);
    const applied = await world.op.call('/oms/mkt/after/sale/apply', {
      shopId: world.shopId,
      orderId,
      type: 'refund',
      reason: 'not_received',
      description: 'ของไม่ครบ',
      evidence: [],
      lines: [
        { lineNo: 1, quantity: 2 },
        { lineNo: 2, quantity: 1 },
      ],
    });
    const caseId = String(applied.caseId);

    await page.goto(`${AFTER_SALE_LIST_PATH}?caseId=${caseId}`);
    const row = page.locator(`.ant-table-tbody tr[data-row-key="${caseId}"]`);
    await expect(row.locator('[data-case-line]')).toHaveCount(1, { timeout: 30_000 });
    const more = row.getByTestId('case-more-products');
    // Folded, the button says how many more in each language.
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await expect(row.locator('[data-case-line]')).toHaveCount(1);
      await expect(more).toHaveText(MORE[locale]);
    }
    await more.click();
    // Unfolded, in each language: both products, pictured, axe clean.
    for (const locale of [...LOCALES].reverse()) {
      await shell.chooseLocale(locale);
      await expect(row.locator('[data-case-line]')).toHaveCount(2);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await expect(row.locator('[data-case-line="2"]')).toContainText('ดำ');
      await closeNotices(page);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}aftersale-products-${locale}.png` });
      expect(await seriousFindings(page)).toEqual([]);
    }
    // The buyer withdraws the request, so the shop has nothing waiting when the next spec reads
    // its counts (the dashboard's action centre expects Demo Shop Global to have none).
    const revoked = await world.op.call('/oms/mkt/after/sale/buyer/act', {
      shopId: world.shopId,
      caseId,
      action: 'revoke',
    });
    expect(revoked.status).toBe('revoked');
  } finally {
    await world.dispose();
  }
});
