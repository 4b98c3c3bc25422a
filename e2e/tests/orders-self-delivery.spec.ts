import { expect, test } from '@playwright/test';
import { closeNotices, OrderDetailScreen, OrdersWorld } from '../pages/orders-page.ts';
import { clickSettled, popconfirm } from '../pages/overlays.ts';
import type { Locale } from '../pages/settings-session.ts';

// A self-delivery order: the shop's own rider takes it out, and the merchant confirms on the
// order's page that the buyer received it (the order becomes signed).

const CONFIRM: Record<Locale, string> = {
  'th-TH': 'ยืนยันว่าลูกค้าได้รับแล้ว',
  'en-US': 'Confirm received',
  'zh-CN': '确认已签收',
};

for (const locale of ['th-TH', 'en-US'] as Locale[]) {
  test(`the merchant confirms a self-delivery order received (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const world = await OrdersWorld.open(page, baseURL ?? '', locale);
    try {
      const orderId = await world.placeShippedSelfDeliveryOrder();
      const detail = new OrderDetailScreen(page);
      await detail.open(orderId);
      await closeNotices(page);
      await expect(detail.status).toHaveAttribute('data-status', 'shipped');
      const confirm = page.getByTestId('confirm-receipt');
      await expect(confirm).toHaveText(CONFIRM[locale]);
      await confirm.click();
      await clickSettled(popconfirm(page).getByRole('button', { name: CONFIRM[locale] }));
      await expect(detail.status).toHaveAttribute('data-status', 'signed');
      await expect(confirm).toHaveCount(0);
    } finally {
      await world.dispose();
    }
  });
}
