import { expect, test } from '@playwright/test';
import { AfterSalesWorld, CaseDetailScreen, pageOn } from '../pages/after-sales-page.ts';
import { seriousFindings } from '../pages/axe.ts';
import { type FreshServer, startFreshServer } from '../pages/fresh-server.ts';
import { closeNotices, ORDER_LIST_PATH, OrderDetailScreen } from '../pages/orders-page.ts';
import { call, type Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// In dispute: a buyer (the marketplace simulator) takes a rejected refund request to the
// platform; the merchant finds the order under "In dispute" on the order list, its count one
// more, and the order page says so. The platform judges for the shop: the order leaves the tab,
// back to delivered. The buyer appeals that judgement, and the request's page shows the buyer's
// appeal. In English; the tab, the row and the buyer's appeal are read in Thai and Chinese too,
// switched in place from the top bar, pictured and axe-checked in each. On a server of this
// file's own: the shop's tab counts move.

let server: FreshServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFreshServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const TEXT: Record<Locale, { tab: string; buyerAppeal: string }> = {
  'th-TH': { tab: 'มีข้อพิพาท', buyerAppeal: 'การอุทธรณ์ของผู้ซื้อ' },
  'en-US': { tab: 'In dispute', buyerAppeal: 'Buyer’s appeal' },
  'zh-CN': { tab: '纠纷中', buyerAppeal: '买家申诉' },
};
/** The languages the tab and the buyer's appeal are read in besides English. */
const OTHER_LOCALES: Locale[] = ['th-TH', 'zh-CN'];

test('a dispute moves the order into "in dispute" and out again, on the order list tab (en-US; the tab and the buyer\'s appeal read in th-TH and zh-CN too, switched in place)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const locale: Locale = 'en-US';
  const { context, page } = await pageOn(browser, server, locale);
  const world = await AfterSalesWorld.open(page, server, locale);
  try {
    const orderId = await world.deliveredOrder();
    const { caseId } = await world.apply(orderId, 'refund', 'not_as_described', 'สีไม่ตรงกับรูป');
    const rejected = await call(page.request, '/oms/shop/after/sale/audit/admin', {
      caseId,
      action: 'reject',
      rejectReason: 'evidence_insufficient',
      note: 'Please send a clearer photo',
    });
    expect(rejected.transactionStatus.success, rejected.transactionStatus.replyText).toBe(true);

    // The tab's count before the dispute (the "more" button shows the rare tab chosen).
    const tabButton = page.getByTestId('more-status-tabs');
    // The order's row of the table (its first cell carries the order number).
    const row = page.getByRole('row').filter({ has: page.locator(`[data-order="${orderId}"]`) });
    await page.goto(`${ORDER_LIST_PATH}?tab=in_dispute`);
    await expect(tabButton).toHaveText(/^In dispute \(\d+\)$/);
    const before = Number(((await tabButton.textContent()) ?? '').match(/\((\d+)\)/)?.[1]);
    await expect(row).toHaveCount(0);

    // The buyer asks the platform to step in: the order is in dispute.
    expect((await world.buyer(caseId, 'dispute')).status).toBe('intervening');
    await page.reload();
    await expect(tabButton).toHaveText(`In dispute (${before + 1})`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('In dispute');
    await closeNotices(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('order-list-in-dispute.png'), fullPage: true });
    // The tab and the row read in Thai and in Chinese, switched in place from the top bar.
    const shell = new ShellLayout(page, server.baseURL);
    for (const other of OTHER_LOCALES) {
      await shell.chooseLocale(other);
      await expect(tabButton).toHaveText(`${TEXT[other].tab} (${before + 1})`);
      await expect(row).toContainText(TEXT[other].tab);
      await closeNotices(page);
      expect(await seriousFindings(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`order-list-in-dispute-${other}.png`), fullPage: true });
    }
    // The next pages open in English again (the sign-in's language).
    const detail = new OrderDetailScreen(page);
    await detail.open(orderId);
    await expect(detail.status).toHaveAttribute('data-status', 'in_dispute');

    // The platform judges for the shop: out of dispute, delivered again.
    expect((await world.platform(caseId, 'judge_seller', 'The photos show the colour as listed')).status).toBe(
      'judged',
    );
    await page.reload();
    await expect(detail.status).toHaveAttribute('data-status', 'delivered');
    await page.goto(`${ORDER_LIST_PATH}?tab=in_dispute`);
    await expect(tabButton).toHaveText(`In dispute (${before})`);
    await expect(row).toHaveCount(0);

    // The buyer appeals the judgement for the shop: the request's page shows whose appeal it is.
    await world.buyer(caseId, 'appeal', { note: 'The colour is clearly different in daylight' });
    const screen = new CaseDetailScreen(page);
    await screen.open('refund', caseId);
    await expect(screen.root).toContainText(TEXT[locale].buyerAppeal);
    await expect(screen.root).toContainText('The colour is clearly different in daylight');
    for (const other of OTHER_LOCALES) {
      await shell.chooseLocale(other);
      await expect(screen.root).toContainText(TEXT[other].buyerAppeal);
      expect(await seriousFindings(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`case-buyer-appeal-${other}.png`), fullPage: true });
    }
  } finally {
    await world.dispose();
    await context.close();
  }
});

test('a full return gives back the freight: the request page and its receipt say how much (en-US, desktop and phone)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await pageOn(browser, server, 'en-US');
  const world = await AfterSalesWorld.open(page, server, 'en-US');
  try {
    // Two units at ฿199.00 and ฿40.00 freight: ฿438.00 in all, every unit sent back.
    const orderId = await world.deliveredOrder();
    const { caseId } = await world.apply(orderId, 'return', 'damaged', 'กล่องบุบ สินค้าแตก');
    const audit = (action: string) => call(page.request, '/oms/shop/after/sale/audit/admin', { caseId, action });
    expect((await audit('agree_return')).transactionStatus.success).toBe(true);
    await world.shipReturn(caseId);
    expect((await audit('confirm_receipt')).transactionStatus.success).toBe(true);

    const screen = new CaseDetailScreen(page);
    await screen.open('return', caseId);
    await expect(screen.root).toContainText('Freight refunded฿40.00');
    const receipts = page.getByTestId('case-receipts');
    await expect(receipts).toContainText('Of which freight');
    await expect(receipts).toContainText(/฿438\.00฿40\.00PAY/);
    await closeNotices(page);
    expect(await seriousFindings(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('case-freight-refunded.png'), fullPage: true });
    // The order page says the same: refunded, and of it the freight.
    await page.goto(`/order/orderItem/${orderId}`);
    await expect(page.locator('[data-amount-row="refunded"]')).toContainText('฿438.00');
    await expect(page.locator('[data-amount-row="refundedFreight"]')).toHaveText('Of which freight฿40.00');
    await screen.open('return', caseId);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(screen.root).toContainText('Freight refunded');
    expect(await seriousFindings(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('case-freight-refunded-phone.png'), fullPage: true });
    await page.goto(`${ORDER_LIST_PATH}?tab=in_dispute`);
    await expect(page.locator('[data-order]').first().or(page.getByText('No orders in this state'))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('order-list-in-dispute-phone.png'), fullPage: true });
  } finally {
    await world.dispose();
    await context.close();
  }
});
