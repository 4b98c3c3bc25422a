import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import {
  closeNotices,
  dialog,
  INVALID_WAYBILL,
  kerryWaybill,
  OrderDetailScreen,
  OrdersWorld,
} from '../pages/orders-page.ts';
import { bookParcel, PARCELS_PATH, ParcelsScreen, ReissueDialog } from '../pages/orders-parcels-page.ts';
import { clickSettled, popconfirm, settled } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import type { Locale } from '../pages/settings-session.ts';
import { reloadIn } from '../pages/shell-layout.ts';

// The parcels list (/order/parcels): the merchant finds a parcel by its order number and cancels
// it before the carrier picks it up (the order waits to ship again, the parcel shows cancelled),
// then reissues another parcel's waybill from its order's page: a wrong number, the old one and
// one another parcel holds are refused with their messages, a good one shows on the order page
// and in the list. In Thai and in English; then pictures of the list and its dialogs in the three
// languages and on a phone, axe on each. SHOTS_DIR puts the pictures elsewhere.

// On a server of the file's own: the orders it ships and cancels leave the shared demo shops alone.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
/** A full page; a dialog over a phone's scrolled list as the screen shows it. */
async function shoot(page: Page, file: string, fullPage = true) {
  await closeNotices(page);
  await page.evaluate(() => document.fonts.ready);
  // A full page is drawn from the top: scrolled, the sticky top bar would land mid-picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage, animations: 'disabled' });
}

const TEXT: Record<
  Locale,
  {
    search: string;
    awaiting: string;
    cancelled: string;
    cancel: string;
    keep: string;
    cancelledTab: string;
    orderNo: (id: string) => string;
    same: string;
    used: (waybill: string) => string;
  }
> = {
  'th-TH': {
    search: 'ค้นหา',
    awaiting: 'รอขนส่งเข้ารับ',
    cancelled: 'ยกเลิกแล้ว',
    cancel: 'ยกเลิกพัสดุ',
    keep: 'ไม่ยกเลิก',
    cancelledTab: 'ยกเลิกแล้ว (1)',
    orderNo: (id) => `คำสั่งซื้อ ${id}`,
    same: 'หมายเลขพัสดุใหม่ต้องไม่ซ้ำกับหมายเลขเดิม',
    used: (w) => `หมายเลขพัสดุ ${w} ถูกใช้กับพัสดุอื่นแล้ว`,
  },
  'en-US': {
    search: 'Search',
    awaiting: 'Awaiting pick-up',
    cancelled: 'Cancelled',
    cancel: 'Cancel parcel',
    keep: 'Keep it',
    cancelledTab: 'Cancelled (1)',
    orderNo: (id) => `Order ${id}`,
    same: 'The new tracking number must differ from the old one',
    used: (w) => `Tracking number ${w} is already used by another parcel`,
  },
  'zh-CN': {
    search: '查询',
    awaiting: '待揽收',
    cancelled: '已取消',
    cancel: '取消包裹',
    keep: '暂不取消',
    cancelledTab: '已取消 (1)',
    orderNo: (id) => `订单 ${id}`,
    same: '新运单号不能与原运单号相同',
    used: (w) => `运单号 ${w} 已被其他包裹使用`,
  },
};

for (const locale of ['th-TH', 'en-US'] as Locale[]) {
  test(`the merchant cancels a parcel before pick-up and reissues a waybill (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const text = TEXT[locale];
    const world = await OrdersWorld.open(page, baseURL ?? '', locale);
    try {
      const [toCancel = '', toReissue = '', other = ''] = await world.placeOrders(3);
      const first = await bookParcel(page.request, toCancel);
      const second = await bookParcel(page.request, toReissue);
      const third = await bookParcel(page.request, other);

      // Found by its order number, waiting for the carrier.
      const list = new ParcelsScreen(page);
      await page.goto(PARCELS_PATH);
      await list.searchOrder(toCancel, text.search);
      await expect(list.rows).toHaveCount(1);
      await expect(list.status(first.waybillNo)).toHaveText(text.awaiting);

      // Cancelled before pick-up: the row says so, its actions go, the cancelled tab counts it.
      await list.row(first.waybillNo).getByTestId(`parcel-cancel-${first.waybillNo}`).click();
      await clickSettled(popconfirm(page).getByRole('button', { name: text.cancel }));
      await expect(list.status(first.waybillNo)).toHaveText(text.cancelled);
      await expect(list.row(first.waybillNo).getByTestId(`parcel-cancel-${first.waybillNo}`)).toHaveCount(0);
      await expect(page.locator('.ant-radio-button-wrapper').filter({ hasText: text.cancelledTab })).toBeVisible();

      // Its order waits to ship again; the parcel shows cancelled there too.
      await list
        .row(first.waybillNo)
        .getByRole('link', { name: text.orderNo(toCancel) })
        .click();
      const detail = new OrderDetailScreen(page);
      await expect(page.locator(`[data-order-detail="${toCancel}"]`)).toBeVisible();
      await expect(detail.status).toHaveAttribute('data-status', 'to_ship');
      await expect(page.locator(`[data-shipment="${first.waybillNo}"] [data-parcel-status]`)).toHaveText(
        text.cancelled,
      );
      await expect(page.getByTestId(`parcel-reissue-${first.waybillNo}`)).toHaveCount(0);

      // Reissued from the other order's page: refusals first, each with its message.
      await detail.open(toReissue);
      const reissue = new ReissueDialog(page);
      await reissue.open(second.waybillNo);
      await reissue.typeNumber();
      await reissue.waybill.fill('KER123');
      await reissue.submit();
      await expect(reissue.waybillError).toHaveText(INVALID_WAYBILL[locale]);
      await reissue.waybill.fill(second.waybillNo.toLowerCase());
      await reissue.submit();
      await expect(reissue.waybillError).toHaveText(text.same);
      // Only the server knows another parcel holds this one.
      await reissue.waybill.fill(third.waybillNo);
      await reissue.submit();
      await expect(reissue.waybillError).toHaveText(text.used(third.waybillNo));
      const fresh = kerryWaybill();
      await reissue.waybill.fill(fresh);
      await reissue.submit();
      await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
      await expect(page.locator(`[data-shipment="${fresh}"]`)).toBeVisible();
      await expect(page.locator(`[data-shipment="${second.waybillNo}"]`)).toHaveCount(0);
      await shoot(page, `orders-parcels-order-${locale}.png`);
      expect(await seriousFindings(page)).toEqual([]);

      // The list has it under the new number.
      await page.goto(`${PARCELS_PATH}?orderId=${toReissue}`);
      await expect(list.rows).toHaveCount(1);
      await expect(list.status(fresh)).toHaveText(text.awaiting);
    } finally {
      await world.dispose();
    }
  });
}

test('pictures of the parcels list and its dialogs in three languages and on a phone', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const world = await OrdersWorld.open(page, baseURL ?? '', 'th-TH');
  try {
    const [booked = '', cancelled = ''] = await world.placeOrders(2);
    const waiting = await bookParcel(page.request, booked);
    const gone = await bookParcel(page.request, cancelled, 'flash');
    await world.placeOrderInTransit();
    const list = new ParcelsScreen(page);
    await page.goto(PARCELS_PATH);
    await list.row(gone.waybillNo).getByTestId(`parcel-cancel-${gone.waybillNo}`).click();
    await clickSettled(popconfirm(page).getByRole('button', { name: TEXT['th-TH'].cancel }));
    await expect(list.status(gone.waybillNo)).toHaveText(TEXT['th-TH'].cancelled);

    const reissue = new ReissueDialog(page);
    const pictureDialogs = async (locale: Locale, suffix: string, phone = false) => {
      await list.row(waiting.waybillNo).getByTestId(`parcel-cancel-${waiting.waybillNo}`).click();
      const confirm = popconfirm(page);
      await settled(confirm.getByRole('button', { name: TEXT[locale].cancel }));
      await shoot(page, `orders-parcels-cancel-${suffix}.png`, !phone);
      expect(await seriousFindings(page)).toEqual([]);
      // A full-page picture resizes the page, which can close the popconfirm: open it again to
      // answer it with its own button.
      if ((await confirm.count()) === 0) {
        await list.row(waiting.waybillNo).getByTestId(`parcel-cancel-${waiting.waybillNo}`).click();
      }
      await clickSettled(confirm.getByRole('button', { name: TEXT[locale].keep }));
      await expect(confirm).toHaveCount(0);

      await reissue.open(waiting.waybillNo);
      await reissue.typeNumber();
      await reissue.waybill.fill(waiting.waybillNo);
      await reissue.submit();
      await expect(reissue.waybillError).toHaveText(TEXT[locale].same);
      // The dialog fits the window: pictured as seen, without the full-page resize that can close
      // an open overlay before its own button answers it.
      await shoot(page, `orders-parcels-reissue-${suffix}.png`, false);
      expect(await seriousFindings(page)).toEqual([]);
      await clickSettled(dialog(page).root.locator('.ant-modal-footer .ant-btn').first());
      await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
    };

    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as Locale[]) {
      await reloadIn(page, locale);
      await expect(list.status(waiting.waybillNo)).toHaveText(TEXT[locale].awaiting);
      await expect(list.status(gone.waybillNo)).toHaveText(TEXT[locale].cancelled);
      await shoot(page, `orders-parcels-${locale}.png`);
      expect(await seriousFindings(page)).toEqual([]);
      await pictureDialogs(locale, locale);
    }

    // A phone: one card per parcel, the same search, tabs and dialogs.
    await page.setViewportSize({ width: 390, height: 844 });
    await reloadIn(page, 'th-TH');
    await expect(page.locator('[data-list-cards]')).toBeVisible();
    await expect(list.status(waiting.waybillNo)).toHaveText(TEXT['th-TH'].awaiting);
    await shoot(page, 'orders-parcels-phone-th-TH.png');
    expect(await seriousFindings(page)).toEqual([]);
    await pictureDialogs('th-TH', 'phone-th-TH', true);
  } finally {
    await world.dispose();
  }
});
