import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type FreshServer, startFreshServer } from '../pages/fresh-server.ts';
import { clickSettled } from '../pages/overlays.ts';
import { ReturnAddressPage } from '../pages/settings-return-address-page.ts';
import { ShellLayout } from '../pages/shell-layout.ts';
import { signIn } from '../pages/shell-session.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));

// The gates need the demo shop as seeded (agreements unsigned, no return address), so this
// file has a server of its own; its tests run in order: the sub-account before the owner signs.
test.describe.configure({ mode: 'serial' });

let server: FreshServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFreshServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('a sub-account is told the main account must agree, and its confirm logs out', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-operator');
  await shell.goto('/dashboard/index');

  const notice = page.getByRole('dialog', { name: 'บัญชีหลักต้องยอมรับข้อตกลง' });
  await expect(notice).toBeVisible();
  await expect(shell.agreementGate).toHaveCount(0);
  await clickSettled(notice.getByRole('button', { name: 'ตกลง ออกจากระบบ' }));

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('sc.userId'))).toBeNull();
});

test('the owner may leave the agreement modal: to another store, named in the top bar, or out', async ({ page }) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  await shell.goto('/dashboard/index');
  const gate = page.getByRole('dialog', { name: 'กรุณาอ่านและยอมรับข้อตกลง' });
  const switcher = page.getByTestId('shop-switcher');
  await expect(gate).toBeVisible();
  await expect(switcher).toContainText('Demo Shop');
  await expect(switcher).toContainText('ร้านค้าท้องถิ่นในประเทศไทย');
  await page.screenshot({ path: `${screenshots}shell-agreement-ways-out-th-TH.png`, animations: 'disabled' });

  // Escape still does not close it; "switch stores" leads to the shop list.
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  await clickSettled(gate.getByRole('button', { name: 'สลับร้านค้า' }));
  await expect(page).toHaveURL(/\/selectshop\?t=true$/);
  await page.getByRole('button', { name: /^Demo Shop Global/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/index$/);
  await expect(switcher).toContainText('Demo Shop Global');
  await expect(switcher).toContainText('ร้านค้าข้ามพรมแดน');
  await expect(gate).toBeVisible();

  // The switcher in the top bar, over the modal's mask, is no way out; the modal's own is.
  await clickSettled(gate.getByRole('button', { name: 'สลับร้านค้า' }));
  await page.getByRole('button', { name: /^Demo Shop(?! Global)/ }).click();
  await expect(switcher).toContainText('ร้านค้าท้องถิ่นในประเทศไทย');
  await expect(gate).toBeVisible();
  await clickSettled(gate.getByRole('button', { name: 'ออกจากระบบ' }));
  await expect(page).toHaveURL(/\/login$/);
});

test('the owner reads both agreements in order, waits out the countdown, accepts, then meets the setup gate', async ({
  page,
}) => {
  const shell = new ShellLayout(page, server.baseURL);
  await signIn(page, server.baseURL, 'demo-owner');
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oms/cos/contract/create')) {
      created.push((request.postDataJSON() as { contractBusinessType: string }).contractBusinessType);
    }
  });
  // From here the page's Date.now() stands still while its timers run: the countdown, counted on
  // it, cannot run out before it is checked however slow the machine, and ends when the test
  // moves the time on.
  const start = Date.now();
  await page.clock.setFixedTime(start);
  await shell.goto('/dashboard/index');

  const gate = page.getByRole('dialog', { name: 'กรุณาอ่านและยอมรับข้อตกลง' });
  await expect(gate).toBeVisible();
  // First agreement: only "next".
  await expect(gate.getByRole('heading', { name: 'ข้อตกลงการให้บริการแพลตฟอร์ม' })).toBeVisible();
  await expect(gate.getByText('ข้อตกลง 1 จาก 2')).toBeVisible();
  await expect(gate.getByRole('button', { name: 'ก่อนหน้า' })).toHaveCount(0);
  await expect(gate.getByRole('button', { name: /ยอมรับ/ })).toHaveCount(0);
  await clickSettled(gate.getByRole('button', { name: 'ถัดไป' }));

  // Second agreement: "previous" and accept, held back by the countdown.
  await expect(gate.getByText('ข้อตกลง 2 จาก 2')).toBeVisible();
  await page.screenshot({ path: `${screenshots}shell-agreement-gate-th-TH.png`, animations: 'disabled' });
  const accept = gate.getByRole('button', { name: /ฉันได้อ่านและยอมรับแล้ว/ });
  await expect(accept).toBeDisabled();
  await expect(accept).toHaveText(/\(5 วินาที\)/);
  await gate.getByRole('button', { name: 'ก่อนหน้า' }).click();
  await expect(gate.getByText('ข้อตกลง 1 จาก 2')).toBeVisible();
  await gate.getByRole('button', { name: 'ถัดไป' }).click();
  // Four seconds after the modal opened it still holds; at five it lets the owner accept.
  await page.clock.setFixedTime(start + 4000);
  await expect(accept).toHaveText(/\(1 วินาที\)/);
  await expect(accept).toBeDisabled();
  await page.clock.setFixedTime(start + 5000);
  await expect(accept).toBeEnabled();
  await expect(accept).toHaveText('ฉันได้อ่านและยอมรับแล้ว');
  await accept.click();

  // 009 is created before 010; then the setup gate shows what is missing, and the home
  // checklist behind it counts the agreements done without a reload.
  await expect(gate).toBeHidden();
  expect(created).toEqual(['009', '010']);
  await expect(page.locator('[data-step="agreements"]')).toContainText('เสร็จแล้ว');
  await expect(page.locator('[data-step="returnAddress"]')).not.toContainText('เสร็จแล้ว');
  const setup = page.getByRole('dialog', { name: 'ตั้งค่าร้านค้าให้เรียบร้อย' });
  await expect(setup).toBeVisible();
  await expect(setup.getByText('ที่อยู่รับคืนสินค้า', { exact: true })).toBeVisible();
  await expect(setup.getByText('ฝ่ายบริการลูกค้า', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${screenshots}shell-setup-gate-th-TH.png`, animations: 'disabled' });

  // The gate does not show over the return-address page it sends to.
  await clickSettled(setup.getByRole('button', { name: 'ตั้งค่า' }).first());
  await expect(page).toHaveURL(/\/setting\/returnaddress$/);
  await expect(setup).toBeHidden();

  // An address saved there: back home through the menu, the gate and the checklist know it.
  const addresses = new ReturnAddressPage(page);
  await addresses.table.waitFor();
  await addresses.addButton.click();
  await addresses.fill({ name: 'คลังหลัก', contact: 'สมชาย ใจดี', phone: '0812345678', detail: '99/1 ถนนพหลโยธิน' });
  await addresses.field('zipCode').fill('10900');
  await clickSettled(addresses.drawer.getByRole('button', { name: /จตุจักร/ }).first());
  await clickSettled(addresses.save);
  await expect(addresses.drawer).toBeHidden();
  await shell.sideMenu.getByRole('link', { name: 'หน้าแรก' }).click();
  await expect(setup).toBeVisible();
  await expect(setup.locator('li').filter({ hasText: 'ที่อยู่รับคืนสินค้า' })).toContainText('เรียบร้อย');
  await expect(page.locator('[data-step="returnAddress"]')).toContainText('เสร็จแล้ว');

  // Signed: the next visit meets no agreement gate, only the setup gate again.
  await shell.goto('/order/index');
  await expect(page.getByRole('dialog', { name: 'ตั้งค่าร้านค้าให้เรียบร้อย' })).toBeVisible();
  await expect(gate).toHaveCount(0);
});
