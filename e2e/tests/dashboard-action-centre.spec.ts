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
    const card = page.getByRole('link', { name: `${title}: 0` });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', to);
  }
  await expect(page.getByText('All caught up')).toBeVisible();
  await expect(page.getByText(/^Updated \d\d:\d\d$/)).toBeVisible();

  await page.getByRole('link', { name: 'Orders to ship: 0' }).click();
  await expect(page).toHaveURL(/\/order\/index\?tab=to_ship$/);
});

test('each card opens its list on what it counts, with the same number', async ({ page }) => {
  // Demo Shop as seeded, with orders and after-sales waiting; the operator sees every card but chat's own.
  await signInAsStaff(page, 'demo-operator', 'en-US');
  await page.goto('/dashboard/index');
  const total = (n: string) => page.getByText(`${n} in total`, { exact: true });
  const countOf = async (key: string) => {
    const card = page.locator(`[data-count="${key}"]`);
    await expect(card).not.toHaveAttribute('aria-label', /: –$/);
    return (await card.getAttribute('aria-label'))?.split(': ').pop() ?? '';
  };

  const toShip = await countOf('ordersToShip');
  expect(Number(toShip)).toBeGreaterThan(0);
  await page.locator('[data-count="ordersToShip"]').click();
  await expect(page.getByRole('radio', { name: `To ship (${toShip})`, checked: true })).toBeVisible();
  await expect(total(toShip)).toBeVisible();

  await page.goBack();
  const nearDeadline = await countOf('ordersNearDeadline');
  await page.locator('[data-count="ordersNearDeadline"]').click();
  await expect(page.getByRole('radio', { name: /^All/, checked: true })).toBeVisible();
  await expect(page.getByLabel('Ship deadline')).toBeAttached();
  await expect(page.locator('.ant-select-selection-item', { hasText: 'Within 24 hours' })).toBeVisible();
  await expect(total(nearDeadline)).toBeVisible();

  await page.goBack();
  const waiting = await countOf('afterSalesWaiting');
  expect(Number(waiting)).toBeGreaterThan(0);
  await page.locator('[data-count="afterSalesWaiting"]').click();
  await expect(page).toHaveURL(/\/order\/aftersale\?status=waiting$/);
  await expect(total(waiting)).toBeVisible();

  for (const [key, url] of [
    ['lowStock', /\/shop\/index\?lowStock=y$/],
    ['violations', /\/shop\/IllegalGoods$/],
  ] as const) {
    await page.goto('/dashboard/index');
    const card = page.locator(`[data-count="${key}"]`);
    if ((await card.count()) === 0) continue;
    await card.click();
    await expect(page).toHaveURL(url);
  }
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
