import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { closeNotices, OrderDetailScreen } from '../pages/orders-page.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import type { Locale } from '../pages/settings-session.ts';
import { reloadIn, ShellLayout } from '../pages/shell-layout.ts';
import { signIn } from '../pages/shell-session.ts';
import { PICKUP_PATH } from '../pages/shipping-page.ts';

// The demo shop's pick-up codes as its orders left them: one in every tab (handed to the Thai
// Post pick-up order on its way, used by the collected Flash one, unused, expired), the order
// number of a code in use leading to the order, whose page shows its code. Pictured in the three
// languages and on a phone, axe on each. SHOTS_DIR puts the pictures elsewhere.

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string) {
  await closeNotices(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });
}

const TAB: Record<Locale, Record<'unused' | 'assigned' | 'used' | 'expired', string>> = {
  'th-TH': { unused: 'ยังไม่ใช้', assigned: 'มอบหมายแล้ว', used: 'ใช้แล้ว', expired: 'หมดอายุ' },
  'en-US': { unused: 'Unused', assigned: 'Assigned', used: 'Used', expired: 'Expired' },
  'zh-CN': { unused: '未使用', assigned: '已分配', used: '已使用', expired: '已过期' },
};

// The demo shop untouched by other files, ready for work (no gate covers the screens).
ownDemoServer();

test('the pick-up code tabs hold the seed’s codes in each state, and an order shows its code', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, baseURL ?? '', 'demo-owner');
  await page.goto(PICKUP_PATH);
  const rows = page.locator('.ant-table-row');
  // The status tabs wrap as buttons (radio labels): "Assigned (1)".
  const tab = (name: string) =>
    page.locator('label.ant-radio-button-wrapper').filter({ hasText: new RegExp(`^${name} \\(\\d+\\)$`) });

  const layout = new ShellLayout(page, '');
  for (const locale of LOCALES) {
    await layout.chooseLocaleAndKeep(locale);
    await expect(rows.filter({ hasText: 'PK-100003' })).toBeVisible();
    for (const state of ['unused', 'assigned', 'used', 'expired'] as const) {
      await expect(tab(TAB[locale][state])).toBeVisible();
    }
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `shipping-pickup-codes-${locale}.png`);
  }

  // English from here: each tab lists the seed's code of that state.
  await reloadIn(page, 'en-US');
  const seen: Record<string, string> = {
    Unused: 'PK-100002',
    Assigned: 'PK-100003',
    Used: 'PK-100001',
    Expired: 'PK-090001',
  };
  for (const [name, code] of Object.entries(seen)) {
    await tab(name).click();
    await expect(rows.filter({ hasText: code })).toBeVisible();
    await expect(rows.first()).toContainText(name);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.filter({ hasText: 'PK-090001' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'shipping-pickup-codes-phone-en-US.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The assigned code's order number leads to the order, which shows its code.
  await tab('Assigned').click();
  const assigned = rows.filter({ hasText: 'PK-100003' });
  const orderLink = assigned.getByRole('link');
  const orderId = (await orderLink.textContent())?.trim() ?? '';
  expect(orderId).toMatch(/^\d+$/);
  await orderLink.click();
  const detail = new OrderDetailScreen(page);
  await expect(page.locator(`[data-order-detail="${orderId}"]`)).toBeVisible();
  await expect(page.getByTestId('order-pickup-code')).toHaveText('PK-100003');
  await expect(page.getByTestId('order-pickup-state')).toHaveText('Handed to the buyer');
  await expect(page.getByTestId('order-timeline')).toContainText('Pick-up code PK-100003 handed to the buyer');
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByTestId('order-pickup').scrollIntoViewIfNeeded();
  await closeNotices(page);
  await page
    .getByTestId('order-pickup')
    .screenshot({ path: `${screenshots.replace(/\/?$/, '/')}shipping-pickup-order-en-US.png` });

  // The collected order shows its code used.
  await page.goto(PICKUP_PATH);
  await tab('Used').click();
  const usedOrder = (await rows.filter({ hasText: 'PK-100001' }).getByRole('link').textContent())?.trim() ?? '';
  await detail.open(usedOrder);
  await expect(page.getByTestId('order-pickup-code')).toHaveText('PK-100001');
  await expect(page.getByTestId('order-pickup-state')).toHaveText('Collected');
});
