import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import {
  bulkShipFile,
  closeNotices,
  dialog,
  flashWaybill,
  INVALID_WAYBILL,
  KERRY_LABEL,
  kerryWaybill,
  ORDER_LIST_PATH,
  OrderDetailScreen,
  OrdersWorld,
} from '../pages/orders-page.ts';
import { clickSettled } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// The flow: buyers (the marketplace simulator, through the operator API) place orders
// in Demo Shop Global; the merchant ships one from its detail page, bulk-ships three from an
// xlsx, prints their cover sheets and adds a memo. Walked once: the list and the detail are
// read in Thai, then switched in place from the top bar and read in English; the wrong waybill
// is refused in Thai, then in English, where the order ships; the file's bad row is explained
// in Thai, then in English.

// On a server of the file's own: the orders it places leave the shared demo shops' counts alone.
ownDemoServer();

test('orders placed by buyers are shipped, bulk-shipped, printed and noted (th-TH, then en-US)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const world = await OrdersWorld.open(page, baseURL ?? '', 'th-TH');
  const shell = new ShellLayout(page, baseURL ?? '');
  try {
    const [single = '', ...batch] = await world.placeOrders(4);
    const codOrder = await world.placeOrder('cod', 'ฝากไว้ที่ป้อมยาม');
    const bulkIds = [...batch.slice(0, 2), codOrder];

    // The list shows the new orders waiting to ship, with amounts in baht.
    await page.goto(`${ORDER_LIST_PATH}?tab=to_ship&orderIds=${single}`);
    const row = page.locator(`[data-order="${single}"]`);
    // The browser's first load of the app: on a busy machine its bundles alone can take seconds.
    await expect(row).toBeVisible({ timeout: 30_000 });
    for (const locale of ['th-TH', 'en-US'] as const) {
      await shell.chooseLocale(locale);
      await expect(page.locator('.ant-table-row').first()).toContainText('฿657.00');
      await closeNotices(page);
      expect(await seriousFindings(page)).toEqual([]);
    }

    // Ship one from its detail page (opened in Thai again, the sign-in's language): a wrong
    // waybill gets the server's message on the field in Thai; the dialog closed, in English;
    // then the order ships.
    const detail = new OrderDetailScreen(page);
    await detail.open(single);
    await expect(detail.status).toHaveAttribute('data-status', 'to_ship');
    for (const locale of ['th-TH', 'en-US'] as const) {
      await shell.chooseLocale(locale);
      await page.getByTestId('ship-order').click();
      await detail.ship.useOwnCarrier();
      await detail.ship.chooseCarrier(KERRY_LABEL[locale]);
      await detail.ship.waybill.fill('12345');
      await detail.ship.submit();
      await expect(detail.ship.waybillError).toHaveText(INVALID_WAYBILL[locale]);
      if (locale === 'en-US') break;
      // Closed with its cancel button (the first of the footer).
      await clickSettled(dialog(page).root.locator('.ant-modal-footer .ant-btn').first());
      await expect(dialog(page).root).toBeHidden();
      await expect(detail.status).toHaveAttribute('data-status', 'to_ship');
    }
    const waybill = kerryWaybill();
    await detail.ship.waybill.fill(waybill);
    await detail.ship.submit();
    await expect(dialog(page).root).toBeHidden();
    await expect(detail.status).toHaveAttribute('data-status', 'shipped');
    await expect(page.locator(`[data-shipment="${waybill}"]`)).toBeVisible();

    // A memo, seen by the shop only.
    const memo = `ลูกค้าขอห่อของขวัญ ${Date.now().toString(36)}`;
    await detail.addMemo(memo);
    await expect(page.getByTestId('order-timeline')).toBeVisible();
    for (const locale of ['en-US', 'th-TH'] as const) {
      await shell.chooseLocale(locale);
      await closeNotices(page);
      expect(await seriousFindings(page)).toEqual([]);
    }

    // Bulk ship three from a file with one bad row: the good rows ship, the bad one says why.
    const waybills = bulkIds.map(() => flashWaybill());
    const file = await bulkShipFile([
      ...bulkIds.map((id, i) => [id, 'flash', waybills[i] ?? ''] as [string, string, string]),
      [batch[2] ?? '', 'flash', 'NOT-A-WAYBILL'],
    ]);
    await page.goto(ORDER_LIST_PATH);
    await page.getByTestId('bulk-ship').click();
    await page.locator('.ant-modal input[type="file"]').setInputFiles(file);
    const summary = page.getByTestId('bulk-summary');
    // The server reads the file and ships its rows: seconds on a busy machine.
    await expect(summary).toContainText('4', { timeout: 30_000 });
    await expect(summary).toContainText('3');
    const result = page.getByTestId('bulk-result');
    await expect(result.locator('.ant-table-row')).toHaveCount(4);
    await expect(result.locator('.ant-tag-success')).toHaveCount(3);
    await expect(result.locator('.ant-table-row').last()).toContainText(INVALID_WAYBILL['th-TH']);

    // The same file again ships nothing twice: every good row is reported, none shipped.
    await page.locator('.ant-modal input[type="file"]').setInputFiles(file);
    await expect(result.locator('.ant-tag-success')).toHaveCount(0, { timeout: 30_000 });
    await expect(result.locator('.ant-table-row')).toHaveCount(4);
    await clickSettled(dialog(page).root.locator('.ant-modal-footer button'));
    await expect(dialog(page).root).toBeHidden();

    // In English, a third time: still nothing shipped, the bad row explained in English.
    await shell.chooseLocale('en-US');
    await page.getByTestId('bulk-ship').click();
    await page.locator('.ant-modal input[type="file"]').setInputFiles(file);
    await expect(result.locator('.ant-table-row')).toHaveCount(4, { timeout: 30_000 });
    await expect(result.locator('.ant-tag-success')).toHaveCount(0, { timeout: 30_000 });
    await expect(result.locator('.ant-table-row').last()).toContainText(INVALID_WAYBILL['en-US']);
    await clickSettled(dialog(page).root.locator('.ant-modal-footer button'));

    // Print their cover sheets from the list: one sheet per order, with its waybill.
    await page.goto(`${ORDER_LIST_PATH}?orderIds=${bulkIds.join(',')}`);
    await expect(page.locator('.ant-table-row')).toHaveCount(3);
    for (const id of bulkIds) {
      await expect(page.locator(`[data-order="${id}"]`)).toContainText(/./);
    }
    await page.locator('.ant-table-thead .ant-checkbox-input').check();
    await page.getByTestId('print-cover-sheets').click();
    await expect(page).toHaveURL(/\/order\/printcoversheet\?ids=/);
    await expect(page.locator('[data-cover-sheet]')).toHaveCount(3);
    for (const w of waybills) await expect(page.locator('[data-waybill]').filter({ hasText: w })).toHaveCount(1);
    // The cash-on-delivery order tells the courier what to collect.
    await expect(page.locator(`[data-cover-sheet="${codOrder}"] [data-cod]`)).toContainText('฿657.00');
    await expect(page.getByTestId('print-button')).toBeVisible();
  } finally {
    await world.dispose();
  }
});
