import { expect, test } from '@playwright/test';
import {
  AfterSalesWorld,
  AppealDialog,
  AS_TEXT,
  baht,
  CaseDetailScreen,
  CaseListScreen,
  DASHBOARD_PATH,
  ORDER_FREIGHT,
  pageOn,
  RejectDialog,
  ReturnAddressDialog,
  waitingCard,
} from '../pages/after-sales-page.ts';
import { seriousFindings } from '../pages/axe.ts';
import type { FreshServer } from '../pages/fresh-server.ts';
import { startClockServer } from '../pages/order-rules-page.ts';
import { closeNotices, dialog } from '../pages/orders-page.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// The flow: buyers (the marketplace simulator) ask for a refund, a return and an
// exchange on three orders, and for a refund on a fourth. The merchant sees the four waiting in
// the dashboard's action centre and on /order/aftersale (the "to respond" tab with its count,
// each deadline counting down); agrees to the refund (a receipt, the order's refunded amount);
// agrees to the return to an address chosen in the dialog, confirms its receipt once the buyer
// sent it (refunded, the units back in stock); rejects the exchange (not before choosing a
// reason), which the buyer disputes and the platform judges for the buyer, and appeals. The
// fourth request, left unanswered, is refunded by the timer when the clock moves two days and
// an hour. Walked once, on a server of this file's own (SIMULATOR_CLOCK=1): each screen is read
// in the language it opened in, then switched in place from the top bar and read in the other,
// Thai and English by turns.

let server: FreshServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startClockServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test("buyers' refund, return and exchange requests are answered, judged and refunded (th-TH and en-US, each screen switched in place)", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await pageOn(browser, server, 'th-TH');
  const world = await AfterSalesWorld.open(page, server, 'th-TH');
  const shell = new ShellLayout(page, server.baseURL);
  let shown: Locale = 'th-TH';
  /** Reads the screen in the language it shows, switches in place to the other and reads it again. */
  const inBoth = async (check: (text: (typeof AS_TEXT)[Locale]) => Promise<void>) => {
    await check(AS_TEXT[shown]);
    shown = shown === 'th-TH' ? 'en-US' : 'th-TH';
    await shell.chooseLocaleAndKeep(shown);
    await check(AS_TEXT[shown]);
  };
  try {
    const warehouse = `Returns desk ${Date.now().toString(36)}`;
    const warehouseId = await world.addWarehouse(warehouse);
    const before = await world.counts();
    const [refundOrder, returnOrder, exchangeOrder, lateOrder] = [
      await world.shippedOrder(),
      await world.deliveredOrder(),
      await world.deliveredOrder(),
      await world.shippedOrder(),
    ];
    const refund = await world.apply(refundOrder, 'refund', 'not_received', 'พัสดุยังไม่มาถึง');
    const ret = await world.apply(returnOrder, 'return', 'damaged', 'กล่องบุบ สินค้าแตก');
    const exchange = await world.apply(exchangeOrder, 'exchange', 'size_fit', 'ขอเปลี่ยนเป็นไซซ์ใหญ่ขึ้น');
    const late = await world.apply(lateOrder, 'refund', 'not_received', 'ยังไม่ได้รับของ');
    const mine = [refund, ret, exchange, late];

    // The action centre counts the four; its card opens the list of cases waiting for the shop.
    await page.goto(DASHBOARD_PATH);
    const card = waitingCard(page);
    // Named by what it shows: the title, the count, the hint.
    await inBoth(async (text) => {
      await expect(card).toHaveAccessibleName(new RegExp(`^${text.waitingCard}\\s*${before.waiting + 4}(?!\\d)`));
    });
    await closeNotices(page);
    await card.click();
    await expect(page).toHaveURL(/\/order\/aftersale\?status=waiting$/);
    const list = new CaseListScreen(page);
    for (const c of mine) await expect(list.row(c.caseId)).toBeVisible();
    await expect(list.rows).toHaveCount(before.waiting + 4);

    // The "to respond" tab: its count, the four with their deadline counting down (two days).
    await list.open('?tab=pending');
    await inBoth(async (text) => {
      await expect(list.tab('pending')).toHaveText(`${text.pendingTab} (${before.pending + 4})`);
      for (const c of mine) {
        await expect(list.status(c.caseId)).toHaveText(text.status.pending);
        await expect(list.countdown(c.caseId)).toHaveText(text.almostTwoDays);
      }
      await closeNotices(page);
      expect(await seriousFindings(page)).toEqual([]);
    });

    // The refund: agreed after the confirmation; the receipt and the order's refunded amount.
    const detail = new CaseDetailScreen(page);
    await list.row(refund.caseId).locator(`a[data-case="${refund.caseId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/order/aftersaleDetailrefund\\?caseId=${refund.caseId}$`));
    await inBoth(async (text) => {
      await expect(detail.status).toHaveText(text.status.pending);
      await expect(detail.deadline.getByTestId('countdown')).toHaveText(text.almostTwoDays);
    });
    await expect(detail.receipts).toHaveCount(0);
    await detail.action('agree').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(baht(refund.refundAmount));
    await detail.confirm();
    await inBoth(async (text) => {
      await expect(detail.status).toHaveText(text.status.success);
      await expect(detail.receipts).toHaveCount(1);
      await expect(detail.receipts).toContainText(baht(refund.refundAmount));
      await expect(detail.amount(text.orderRefunded)).toHaveText(baht(refund.refundAmount));
      await expect(detail.event('agree')).toBeVisible();
      await expect(detail.actions).toHaveCount(0);
      await closeNotices(page);
      expect(await seriousFindings(page)).toEqual([]);
    });

    // The return: agreed to the second address, chosen in the dialog.
    await detail.open('return', ret.caseId);
    await detail.action('agree_return').click();
    const addresses = new ReturnAddressDialog(page);
    await expect(addresses.address(warehouseId)).not.toBeChecked();
    await addresses.choose(warehouseId);
    await addresses.submit();
    await expect(dialog(page).root).toHaveCount(0);
    await inBoth(async (text) => {
      await expect(detail.status).toHaveText(text.status.awaiting_return);
      await expect(detail.root).toContainText(warehouse);
    });
    expect((await world.detail(ret.caseId)).returnAddress).toMatchObject({ addressId: warehouseId });

    // The buyer sends it back; its receipt puts the two units back in stock and refunds.
    const stock = await world.stock();
    const waybill = await world.shipReturn(ret.caseId);
    await detail.open('return', ret.caseId);
    await inBoth(async (text) => {
      await expect(detail.status).toHaveText(text.status.awaiting_receipt);
      await expect(page.locator(`[data-waybill="${waybill}"]`)).toBeVisible();
    });
    await detail.action('confirm_receipt').click();
    await detail.confirm();
    await expect(detail.status).toHaveText(AS_TEXT[shown].status.success);
    // Every unit of the order came back: the order's freight is refunded with them.
    await expect(detail.receipts).toContainText(baht(ret.refundAmount + ORDER_FREIGHT));
    await expect(detail.receipts).toContainText(baht(ORDER_FREIGHT));
    await expect(detail.event('confirm_receipt')).toBeVisible();
    expect(await world.stock()).toBe(stock + 2);

    // The exchange: rejecting without a reason is refused in the dialog and changes nothing.
    await detail.open('exchange', exchange.caseId);
    const reject = new RejectDialog(page);
    await inBoth(async (text) => {
      await detail.action('reject').click();
      await expect(reject.reason).toBeVisible();
      await reject.submit();
      await expect(reject.reasonError).toHaveText(text.rejectReasonRequired);
      await page.keyboard.press('Escape');
      await expect(dialog(page).root).toHaveCount(0);
      await expect(detail.status).toHaveText(text.status.pending);
      await expect(detail.event('reject')).toHaveCount(0);
    });
    expect((await world.detail(exchange.caseId)).status).toBe('pending');

    // Rejected with a reason (picked in the language shown) and a note; the reason and the
    // state read in both languages.
    const note = 'รูปที่ส่งมาไม่ใช่สินค้าจากร้าน';
    await detail.action('reject').click();
    await reject.chooseReason(AS_TEXT[shown].rejectReason);
    await reject.note.fill(note);
    await reject.submit();
    await inBoth(async (text) => {
      await expect(detail.status).toHaveText(text.status.rejected);
      await expect(detail.root).toContainText(text.rejectReason);
      await expect(detail.root).toContainText(note);
      await expect(detail.event('reject')).toBeVisible();
    });

    // The buyer disputes: the platform steps in; it judges for the buyer, who is refunded.
    // (A dispute is the platform's intervention: the case is intervening at once.)
    expect((await world.buyer(exchange.caseId, 'dispute')).status).toBe('intervening');
    await detail.open('exchange', exchange.caseId);
    await inBoth(async (text) => {
      await expect(detail.status).toHaveText(text.status.intervening);
    });
    const judgement = 'ผู้ซื้อแสดงหลักฐานว่าขนาดไม่ตรงกับตาราง';
    await world.platform(exchange.caseId, 'judge_buyer', judgement);
    await detail.open('exchange', exchange.caseId);
    await inBoth(async (text) => {
      await expect(detail.status).toHaveText(text.status.judged);
      const platform = detail.card(text.platformHeading);
      await expect(platform).toContainText(text.judgedForBuyer);
      await expect(platform).toContainText(judgement);
      // An exchange refunded counts as every unit back: the freight comes with it.
      await expect(detail.receipts).toContainText(baht(exchange.refundAmount + ORDER_FREIGHT));
    });

    // The merchant appeals: under review, and no second appeal.
    const reason = 'ร้านส่งสินค้าตามไซซ์ที่ผู้ซื้อสั่ง มีรูปถ่ายก่อนส่ง';
    await detail.action('report').click();
    const appeal = new AppealDialog(page);
    await appeal.reason.fill(reason);
    await appeal.submit();
    await expect(dialog(page).root).toHaveCount(0);
    await inBoth(async (text) => {
      const platform = detail.card(text.platformHeading);
      await expect(platform).toContainText(text.appealUnderReview);
      await expect(platform).toContainText(reason);
      await expect(detail.action('report')).toHaveCount(0);
    });

    // The fourth request, unanswered: two days and an hour on, it is refunded by the timer.
    await detail.open('refund', late.caseId);
    await expect(detail.status).toHaveText(AS_TEXT[shown].status.pending);
    const changed = await world.advance(2, 1);
    expect(Object.values(changed).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await detail.open('refund', late.caseId);
    await inBoth(async (text) => {
      await expect(detail.status).toHaveText(text.status.success);
      await expect(detail.event('timeout_respond')).toBeVisible();
      await expect(detail.receipts).toHaveCount(1);
      await expect(detail.receipts).toContainText(baht(late.refundAmount));
      await expect(detail.deadline).toHaveCount(0);
      await expect(detail.actions).toHaveCount(0);
    });
  } finally {
    await world.dispose();
    await context.close();
  }
});
