import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import {
  bulkShipFile,
  closeNotices,
  flashWaybill,
  kerryWaybill,
  MOBILE_ORDER_PATH,
  ORDER_LIST_PATH,
  OrderDetailScreen,
  OrdersWorld,
  printPath,
} from '../pages/orders-page.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { call, type Locale } from '../pages/settings-session.ts';
import { reloadIn, ShellLayout } from '../pages/shell-layout.ts';

// Every order screen in each language, with orders the simulator placed and moved along:
// the list, an order's detail (shipped, tracked, with a memo and an address change), the
// bulk-ship result, the cover sheets and the phone list. SHOTS_DIR puts the pictures elsewhere.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string, fullPage = true) {
  await closeNotices(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage, animations: 'disabled' });
}

/** Closes the open dialog from its close button and waits until it is gone. */
async function closeDialog(page: Page) {
  await page.locator('.ant-modal-close:visible').click();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
}

async function ship(page: Page, orderId: string, carrierCode: string, waybillNo: string) {
  const arrival = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const r = await call(page.request, '/oms/order/delivery', {
    orderId,
    carrierCode,
    waybillNo,
    estimatedArrival: arrival,
  });
  if (!r.transactionStatus.success) throw new Error(`ship: ${r.transactionStatus.replyText}`);
}

// On a server of the file's own: the orders it places leave the shared demo shops' counts alone.
ownDemoServer();

// One visit per screen, pictured in each language in turn, switched in place from the top bar
// (reloaded in it where the screen has no top bar, or where a form's refusal is shown as it was
// given), on one set of orders.
test('screenshots of the order screens in every language', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const world = await OrdersWorld.open(page, baseURL ?? '', 'th-TH');
  try {
    const [tracked, toShip, cod] = [
      await world.placeOrder('mobile_banking', 'กรุณาโทรก่อนส่ง'),
      await world.placeOrder('qr'),
      await world.placeOrder('cod', 'ฝากไว้ที่ป้อมยาม'),
    ];
    // The bulk file ships its first row: one order for each language's file.
    const bulkFirstRows: string[] = [];
    for (const _ of LOCALES) bulkFirstRows.push(await world.placeOrder('qr'));
    const unpaid = await world.op.call('/oms/mkt/order/checkout', {
      shopId: world.shopId,
      lines: [{ skuId: world.skuIds[0], quantity: 1 }],
      payMethod: 'wallet',
    });
    expect(unpaid.orderId).toBeTruthy();

    // The tracked order: its address changed, a memo, shipped and picked up.
    const changed = await call(page.request, '/oms/order/address/modify', {
      orderId: tracked,
      address: {
        name: 'สมหญิง รักไทย',
        phone: '0891234567',
        province: 'เชียงใหม่',
        district: 'เมืองเชียงใหม่',
        subDistrict: 'ศรีภูมิ',
        zipCode: '50200',
        detail: '12 ถนนราชดำเนิน',
      },
      reason: 'ลูกค้าแจ้งย้ายที่อยู่',
    });
    expect(changed.transactionStatus.success, changed.transactionStatus.replyText).toBe(true);
    await call(page.request, '/oms/order/memo/addition', { orderId: tracked, text: 'ลูกค้าขอห่อของขวัญ' });
    const waybill = kerryWaybill();
    await ship(page, tracked, 'kerry', waybill);
    await world.op.call('/oms/mkt/order/carrier/event', {
      shopId: world.shopId,
      orderId: tracked,
      event: 'picked_up',
      location: 'ศูนย์คัดแยกบางนา',
    });
    await ship(page, cod, 'flash', flashWaybill());

    const layout = new ShellLayout(page, baseURL ?? '');
    await page.goto(ORDER_LIST_PATH);
    for (const locale of LOCALES) {
      await layout.chooseLocale(locale);
      // The first load of the list after the set-up: on a busy machine, more than the usual wait.
      await expect(page.locator(`[data-order="${toShip}"]`)).toBeVisible({ timeout: 30_000 });
      await shoot(page, `orders-index-${locale}.png`);
    }

    await page.goto(`${ORDER_LIST_PATH}?orderIds=abc`);
    for (const locale of LOCALES) {
      await reloadIn(page, locale);
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      await shoot(page, `orders-index-bad-search-${locale}.png`, false);
    }

    const detail = new OrderDetailScreen(page);
    await detail.open(tracked);
    for (const locale of LOCALES) {
      await layout.chooseLocale(locale);
      await expect(page.locator(`[data-shipment="${waybill}"]`)).toBeVisible();
      await shoot(page, `orders-detail-${locale}.png`);
      expect(await seriousFindings(page)).toEqual([]);
    }

    await detail.open(toShip);
    for (const locale of LOCALES) {
      await layout.chooseLocale(locale);
      await page.getByTestId('ship-order').click();
      await expect(page.getByTestId('ship-address')).toBeVisible();
      await shoot(page, `orders-ship-arrange-${locale}.png`, false);
      expect(await seriousFindings(page)).toEqual([]);
      await detail.ship.useOwnCarrier();
      await detail.ship.waybill.fill('1');
      await detail.ship.submit();
      await expect(page.locator('.ant-modal .ant-form-item-explain-error').first()).toBeVisible();
      await shoot(page, `orders-ship-form-${locale}.png`, false);
      await closeDialog(page);
    }

    await page.goto(`/order/detail?id=${toShip}`);
    await expect(page.locator(`[data-order-detail="${toShip}"]`)).toBeVisible();

    await page.goto(ORDER_LIST_PATH);
    for (const [i, locale] of LOCALES.entries()) {
      await layout.chooseLocale(locale);
      await page.getByTestId('bulk-ship').click();
      const file = await bulkShipFile([
        [bulkFirstRows[i] ?? '', 'flash', flashWaybill()],
        [tracked, 'kerry', kerryWaybill()],
        ['99', 'dhl', 'X'],
      ]);
      await page.locator('.ant-modal input[type="file"]').setInputFiles(file);
      await expect(page.getByTestId('bulk-summary')).toBeVisible();
      await shoot(page, `orders-bulk-ship-${locale}.png`, false);
      await closeDialog(page);
    }

    await page.goto(printPath([tracked, cod, toShip]));
    for (const locale of LOCALES) {
      await reloadIn(page, locale);
      await expect(page.locator('[data-cover-sheet]')).toHaveCount(3);
      await shoot(page, `orders-printcoversheet-${locale}.png`);
      expect(await seriousFindings(page)).toEqual([]);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(MOBILE_ORDER_PATH);
    for (const locale of LOCALES) {
      await reloadIn(page, locale);
      await expect(page.locator('[data-order]').first()).toBeVisible();
      await shoot(page, `orders-mobile-${locale}.png`, false);
      expect(await seriousFindings(page)).toEqual([]);
    }
  } finally {
    await world.dispose();
  }
});
