import { expect, test } from '@playwright/test';
import { dialog, ORDER_LIST_PATH, OrdersWorld } from '../pages/orders-page.ts';
import { clickSettled, settled } from '../pages/overlays.ts';

// "Arrange shipment": the carrier books the parcel and answers its waybill and label. Once for one
// order from its row (drop-off), once for three chosen on the list (pick-up), each ending on the
// printable labels. In Thai, as a merchant reads it.

/** Kerry's waybill pattern (@sc/contract/orders.ts CARRIERS), the carrier chosen below. */
const KERRY = /KER[A-Z]\d{10}/;

test('arrange shipment for one order and for several, then print their labels', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const world = await OrdersWorld.open(page, baseURL ?? '', 'th-TH');
  try {
    const [single = '', ...many] = await world.placeOrders(4);

    // One order: the dialog shows what ships where, arranges by default, no arrival date to guess.
    await page.goto(`${ORDER_LIST_PATH}?orderIds=${single}`);
    await page.getByTestId(`ship-${single}`).click();
    const box = dialog(page).root;
    await settled(box);
    await expect(page.getByTestId('ship-summary')).toContainText('ขาว');
    await expect(page.getByTestId('ship-address')).toContainText(/\d{5}/);
    await expect(box).not.toContainText('วันที่คาดว่าจะได้รับ');
    await expect(box.locator('#shipForm_waybillNo')).toHaveCount(0);
    await box.locator('#shipForm_carrierCode').click();
    await clickSettled(page.locator('.ant-select-item-option').filter({ hasText: 'เคอรี่' }).first());
    await page.getByTestId('handover-dropoff').click();
    await clickSettled(page.getByTestId('ship-submit'));
    const booked = page.getByTestId('ship-booked');
    await expect(booked).toContainText(single);
    await expect(page.getByTestId('booked-waybill')).toContainText(KERRY);
    await expect(booked).toContainText('นำไปส่งที่สาขา');
    const waybill = ((await page.getByTestId('booked-waybill').textContent()) ?? '').match(KERRY)?.[0] ?? '';
    await page.getByTestId('print-label').click();
    await expect(page).toHaveURL(/kind=label/);
    await expect(page.locator(`[data-label="${single}"] [data-waybill]`)).toHaveText(waybill);

    // Several: chosen on the list, one carrier and hand-over for all; each gets its waybill.
    await page.goto(`${ORDER_LIST_PATH}?orderIds=${[single, ...many].join(',')}`);
    await expect(page.locator('.ant-table-row')).toHaveCount(4);
    await page.locator('.ant-table-thead .ant-checkbox-input').check();
    await page.getByTestId('arrange-many').click();
    const many3 = dialog(page).root;
    await settled(many3);
    // The order shipped above is left out, and the dialog says so.
    await expect(many3.locator('.ant-alert-info')).toContainText('1');
    await many3.locator('#arrangeMany_carrierCode').click();
    await clickSettled(page.locator('.ant-select-item-option').filter({ hasText: 'เคอรี่' }).first());
    await expect(many3.locator('#arrangeMany_handover input[value="pickup"]')).toBeChecked();
    await clickSettled(page.getByTestId('arrange-many-submit'));
    await expect(page.getByTestId('arrange-summary')).toBeVisible();
    const result = page.getByTestId('arrange-result');
    await expect(result.locator('.ant-table-row')).toHaveCount(3);
    await expect(result.locator('.ant-tag-success')).toHaveCount(3);
    await page.getByTestId('print-labels').click();
    await expect(page.locator('[data-label]')).toHaveCount(3);
    for (const id of many) await expect(page.locator(`[data-label="${id}"] [data-waybill]`)).toHaveText(KERRY);

    // They have left the shop: the list shows them shipped.
    await page.goto(`${ORDER_LIST_PATH}?tab=to_ship&orderIds=${many.join(',')}`);
    await expect(page.locator('.ant-table-row')).toHaveCount(0);
  } finally {
    await world.dispose();
  }
});
