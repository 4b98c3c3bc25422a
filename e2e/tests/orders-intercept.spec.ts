import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { closeNotices, OrderDetailScreen, OrdersWorld } from '../pages/orders-page.ts';
import { clickSettled, dismissPopconfirm, popconfirm, settled } from '../pages/overlays.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// A parcel stopped in transit: the merchant asks the carrier to intercept it from the order's
// page, the simulator's carrier stops it (the order shows intercepted) and brings it back, and the
// merchant confirms it received (its units go back to stock). Walked once: every state read in
// the three languages, switched in place from the top bar. Pictures of the order page with the
// parcel back at the shop in the three languages, and on a phone. SHOTS_DIR puts them elsewhere.

// On a server of the file's own: the intercepted orders leave the shared demo shops' tabs alone.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

const TEXT: Record<
  Locale,
  {
    intercept: string;
    requested: string;
    intercepted: string;
    progress: string;
    back: string;
    receive: string;
    received: string;
  }
> = {
  'th-TH': {
    intercept: 'สกัดกั้นพัสดุ',
    requested: 'ขอสกัดกั้นแล้ว กำลังรอบริษัทขนส่ง',
    intercepted: 'สกัดกั้นแล้ว: พัสดุกำลังส่งกลับมาที่ร้าน',
    progress: 'ถูกสกัด',
    back: 'พัสดุกลับถึงร้านเมื่อ',
    receive: 'ยืนยันรับคืน',
    received: 'สินค้ากลับเข้าสต็อกแล้ว',
  },
  'en-US': {
    intercept: 'Intercept',
    requested: 'Interception requested, waiting for the carrier',
    intercepted: 'Intercepted: on its way back to the shop',
    progress: 'Intercepted',
    back: 'Back at the shop',
    receive: 'Confirm received',
    received: 'its units are in stock again',
  },
  'zh-CN': {
    intercept: '拦截包裹',
    requested: '已申请拦截，等待快递公司答复',
    intercepted: '已拦截：包裹正在退回店铺',
    progress: '已拦截',
    back: '退回店铺，请确认收货',
    receive: '确认收回',
    received: '商品已回到库存',
  },
};

test('the merchant intercepts a parcel in transit and receives it back (th-TH, en-US and zh-CN, switched in place)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const world = await OrdersWorld.open(page, baseURL ?? '', 'th-TH');
  const shell = new ShellLayout(page, baseURL ?? '');
  /** Switches in place to each language in turn and runs `check` in it. */
  const inEach = async (check: (text: (typeof TEXT)[Locale], locale: Locale) => Promise<void>) => {
    for (const locale of LOCALES) {
      await shell.chooseLocale(locale);
      await check(TEXT[locale], locale);
    }
  };
  try {
    const orderId = await world.placeOrderInTransit();
    const detail = new OrderDetailScreen(page);
    await detail.open(orderId);
    await closeNotices(page);
    await expect(detail.status).toHaveAttribute('data-status', 'in_transit');
    const state = page.getByTestId('parcel-return-state');
    await expect(state).toHaveCount(0);

    // The button and its confirmation in each language: held back in the first two, asked in
    // the last (Chinese).
    const intercept = page.getByTestId('parcel-intercept');
    await inEach(async (text, locale) => {
      await expect(intercept).toHaveText(text.intercept);
      await intercept.click();
      const yes = popconfirm(page).getByRole('button', { name: text.intercept });
      if (locale !== LOCALES.at(-1)) {
        await settled(yes);
        await dismissPopconfirm(page);
        await expect(intercept).toBeVisible();
      } else {
        await clickSettled(yes);
      }
    });
    await inEach(async (text) => {
      await expect(state).toContainText(text.requested);
      await expect(intercept).toHaveCount(0);
    });

    // The carrier stops it: the order is intercepted, the parcel on its way back.
    await world.carrierAnswers(orderId, 'success');
    await page.reload();
    await expect(detail.status).toHaveAttribute('data-status', 'intercepted');
    await expect(page.getByTestId('parcel-receive-back')).toHaveCount(0);
    // The progress bar ends at the interception, not at "shipped".
    const lastStep = page.getByTestId('order-progress').locator('.ant-steps-item').last();
    await inEach(async (text) => {
      await expect(state).toContainText(text.intercepted);
      await expect(lastStep).toContainText(text.progress);
      await expect(lastStep).toHaveClass(/ant-steps-item-error/);
    });

    // Back at the shop: pictured in each language (and on a phone, in Thai); the merchant
    // confirms it received, in the last language of the three.
    await world.parcelBackAtShop(orderId);
    await page.reload();
    await closeNotices(page);
    const receive = page.getByTestId('parcel-receive-back');
    await inEach(async (text, locale) => {
      await closeNotices(page);
      await expect(state).toContainText(text.back);
      await expect(receive).toHaveText(text.receive);
      await shoot(page, `orders-intercepted-${locale}.png`);
      expect(await seriousFindings(page)).toEqual([]);
      if (locale === 'th-TH') {
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(receive).toBeVisible();
        await shoot(page, `orders-intercepted-phone-${locale}.png`);
        expect(await seriousFindings(page)).toEqual([]);
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await receive.click();
      const yes = popconfirm(page).getByRole('button', { name: text.receive });
      if (locale !== LOCALES.at(-1)) {
        await settled(yes);
        await dismissPopconfirm(page);
        await expect(receive).toBeVisible();
      } else {
        await clickSettled(yes);
      }
    });
    await inEach(async (text) => {
      await expect(state).toContainText(text.received);
      await expect(receive).toHaveCount(0);
    });
    await expect(detail.status).toHaveAttribute('data-status', 'intercepted');
  } finally {
    await world.dispose();
  }
});
