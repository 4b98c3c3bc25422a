import { expect, test } from '@playwright/test';
import {
  addReturnAddress,
  clearReturnAddresses,
  saveStoreSetup,
  signInAsStaff,
  signInToGlobalShop,
} from '../pages/settings-session.ts';

const CARDS = [
  ['Orders to ship', '/order/index?tab=to_ship'],
  ['Close to the ship deadline', '/order/index?shipDue=soon'],
  ['After-sales waiting', '/order/aftersale?status=waiting'],
  ['Low stock', '/shop/index?lowStock=y'],
  ['Unread chats', '/im'],
  ['Violations', '/shop/IllegalGoods'],
] as const;

test('a new shop sees what it still has to set up', async ({ page }) => {
  await signInToGlobalShop(page, 'en-US');
  await clearReturnAddresses(page.request);
  await page.goto('/dashboard/index');
  const checklist = page.locator('.ant-card').filter({ hasText: 'Get your shop ready to sell' });
  await expect(checklist.locator('[data-step="agreements"]')).toContainText('Done');
  await expect(
    checklist.locator('[data-step="returnAddress"]').getByRole('button', { name: 'Add address' }),
  ).toBeVisible();
});

test('the action centre shows its six counts, and a count links to its list', async ({ page }) => {
  await signInToGlobalShop(page, 'en-US');
  await clearReturnAddresses(page.request);
  await addReturnAddress(page.request);
  await saveStoreSetup(page.request);
  const counts = page.waitForResponse((r) => new URL(r.url()).pathname === '/oms/shop/store/dashboard/action/inquiry');
  await page.goto('/dashboard/index');
  expect((await counts).ok()).toBe(true);

  // A shop that is set up has no checklist.
  await expect(page.getByText('Needs your attention')).toBeVisible();
  await expect(page.getByText('Get your shop ready to sell')).toHaveCount(0);
  for (const [title, to] of CARDS) {
    // Named by what it shows: the title, the count, the hint.
    const card = page.getByRole('link', { name: new RegExp(`^${title}\\s*0(?!\\d)`) });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', to);
  }
  await expect(page.getByText('All caught up')).toBeVisible();
  await expect(page.getByText(/^Updated \d\d:\d\d$/)).toBeVisible();

  // Each card opens its list on what it counts (the server tests hold the numbers alike).
  await page.getByRole('link', { name: /^Orders to ship\s*0(?!\d)/ }).click();
  await expect(page).toHaveURL(/\/order\/index\?tab=to_ship$/);
  // antd's tab radios are visually hidden inputs under their labels: checked is what shows.
  await expect(page.getByRole('radio', { name: /^To ship/, checked: true })).toBeChecked({ timeout: 30_000 });
  await page.goBack();
  await page.getByRole('link', { name: /^Close to the ship deadline\s*0(?!\d)/ }).click();
  await expect(page).toHaveURL(/\/order\/index\?shipDue=soon$/);
  await expect(page.getByRole('radio', { name: /^All/, checked: true })).toBeChecked({ timeout: 30_000 });
  await expect(page.locator('.ant-select-content', { hasText: 'Within 24 hours' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: /^After-sales waiting\s*0(?!\d)/ }).click();
  await expect(page).toHaveURL(/\/order\/aftersale\?status=waiting$/);
});

test('customer-service staff see only the counts they can act on', async ({ page }) => {
  // Orders, after-sales and chat, but no product codes: no low stock, no violations.
  await signInAsStaff(page, 'demo-service', 'en-US');
  await page.goto('/dashboard/index');
  await expect(page.locator('[data-count]')).toHaveCount(4);
  await expect(page.locator('[data-count="lowStock"]')).toHaveCount(0);
  await expect(page.locator('[data-count="violations"]')).toHaveCount(0);
  await expect(page.locator('[data-count="afterSalesWaiting"]')).toBeVisible();
});
