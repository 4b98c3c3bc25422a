import { expect, test } from '@playwright/test';
import { ORDER_LIST_PATH, OrderDetailScreen, OrdersWorld } from '../pages/orders-page.ts';
import { call } from '../pages/settings-session.ts';

// Risk review: the platform (the simulator's operator) holds a paid order; the merchant finds it
// on the frozen tab, its page says why and that it cannot ship, shipping is refused; once the
// platform releases it, it ships as any other.

test('an order held for risk review shows its banner, cannot ship, and ships once released (th-TH)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const world = await OrdersWorld.open(page, baseURL ?? '', 'th-TH');
  try {
    const orderId = await world.placeOrder();
    const reason = `สั่งซื้อ 5 รายการไปที่อยู่เดียวกันใน 1 ชั่วโมง ${Date.now().toString(36)}`;
    await world.op.call('/oms/mkt/order/risk/hold', { shopId: world.shopId, orderId, reason });

    await page.goto(`${ORDER_LIST_PATH}?tab=frozen&orderIds=${orderId}`);
    await expect(page.locator(`[data-order="${orderId}"]`)).toBeVisible();

    const detail = new OrderDetailScreen(page);
    await detail.open(orderId);
    await expect(detail.status).toHaveAttribute('data-status', 'frozen');
    const banner = page.getByTestId('order-risk-banner');
    await expect(banner).toContainText(reason);
    await expect(banner).toContainText('จัดส่งไม่ได้จนกว่าแพลตฟอร์มจะปลดการระงับ');
    await expect(page.getByTestId('ship-order')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('order-risk-held.png'), fullPage: true });

    // The server refuses shipping it too, in the merchant's language.
    const refused = await call(
      page.request,
      '/oms/order/delivery',
      { orderId, carrierCode: 'jt', waybillNo: '812345678901' },
      'th-TH',
    );
    expect(refused.transactionStatus.success).toBe(false);
    expect(refused.transactionStatus.replyText).toBe(`คำสั่งซื้อ ${orderId} ถูกระงับโดยระบบควบคุมความเสี่ยง ยังจัดส่งไม่ได้`);

    await world.op.call('/oms/mkt/order/risk/decide', { shopId: world.shopId, orderId, decision: 'release' });
    await page.reload();
    await expect(detail.status).toHaveAttribute('data-status', 'to_ship');
    await expect(page.getByTestId('order-risk-banner')).toHaveCount(0);
    await expect(page.getByTestId('ship-order').first()).toBeVisible();
  } finally {
    await world.dispose();
  }
});
