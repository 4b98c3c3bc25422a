import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { type FreshServer, startFreshServer } from '../pages/fresh-server.ts';
import { clickSettled } from '../pages/overlays.ts';
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
  await expect(accept).toHaveText(/\(\d วินาที\)/);
  await gate.getByRole('button', { name: 'ก่อนหน้า' }).click();
  await expect(gate.getByText('ข้อตกลง 1 จาก 2')).toBeVisible();
  await gate.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(accept).toBeEnabled({ timeout: 7_000 });
  await expect(accept).toHaveText('ฉันได้อ่านและยอมรับแล้ว');
  await accept.click();

  // 009 is created before 010; then the setup gate shows what is missing.
  await expect(gate).toBeHidden();
  expect(created).toEqual(['009', '010']);
  const setup = page.getByRole('dialog', { name: 'ตั้งค่าร้านค้าให้เรียบร้อย' });
  await expect(setup).toBeVisible();
  await expect(setup.getByText('ที่อยู่รับคืนสินค้า', { exact: true })).toBeVisible();
  await expect(setup.getByText('ฝ่ายบริการลูกค้า', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${screenshots}shell-setup-gate-th-TH.png`, animations: 'disabled' });

  // The gate does not show over the return-address page it sends to.
  await clickSettled(setup.getByRole('button', { name: 'ตั้งค่า' }).first());
  await expect(page).toHaveURL(/\/setting\/returnaddress$/);
  await expect(setup).toBeHidden();

  // Signed: the next visit meets no agreement gate, only the setup gate again.
  await shell.goto('/order/index');
  await expect(page.getByRole('dialog', { name: 'ตั้งค่าร้านค้าให้เรียบร้อย' })).toBeVisible();
  await expect(gate).toHaveCount(0);
});
