import { expect, test } from '@playwright/test';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { ShellLayout } from '../pages/shell-layout.ts';
import { signIn } from '../pages/shell-session.ts';

const server = ownDemoServer();

const clean = (items: string[]) => items.map((t) => t.replace(/ใหม่$/, '').trim());

test('the operator sees only home, products and orders, and a typed URL elsewhere is refused', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-operator');
  await shell.goto('/dashboard/index');

  expect(clean(await shell.menuAreas())).toEqual(['หน้าแรก', 'สินค้า', 'คำสั่งซื้อ']);
  await shell.sideMenu.getByText('คำสั่งซื้อ', { exact: true }).click();
  await expect(shell.sideMenu.getByRole('link', { name: 'รายการคำสั่งซื้อ' })).toBeVisible();
  await expect(shell.sideMenu.getByRole('link', { name: 'บริการหลังการขาย' })).toBeVisible();

  await shell.goto('/finance/index');
  await expect(shell.toast.filter({ hasText: 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้ กรุณาติดต่อบัญชีหลักเพื่อขอสิทธิ์' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/index$/);

  // A page of an area the operator holds opens.
  await shell.goto('/order/index');
  await expect(page).toHaveURL(/\/order\/index$/);
  await expect(shell.breadcrumb).toHaveText(/คำสั่งซื้อ.*รายการคำสั่งซื้อ/);
});

test('the owner sees every area of the menu', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  await shell.goto('/dashboard/index');
  expect(clean(await shell.menuAreas())).toEqual([
    'หน้าแรก',
    'สินค้า',
    'คำสั่งซื้อ',
    'การตลาด',
    'การดำเนินงาน',
    'จัดการร้านค้า',
    'การจัดจำหน่าย',
    'การเงิน',
    'ข้อมูล',
    'ตั้งค่าข้อความ',
    'ตั้งค่า',
  ]);
  await shell.goto('/finance/index');
  await expect(page).toHaveURL(/\/finance\/index$/);
  await expect(page.getByRole('heading', { name: 'รายการบิล', level: 2 })).toBeVisible();
});
