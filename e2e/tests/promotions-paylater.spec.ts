import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// Pay-later activities: a shop that has not signed agreement 010 is told so on the pay-later
// page; the owner signs it in the agreement gate, then creates an activity in Thai, a subsidy
// above the bound refused as typed in the server's words. Pictures of the list and the form in
// the three languages (switched in place) and on a phone, axe clean.

// On a server of the file's own: the shop starts without 010.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });

/** A picture in each language in the order given, the first the one shown now, switched in place. */
async function shootAll(page: Page, name: string, order: [Locale, Locale, Locale]) {
  const shell = new ShellLayout(page, '');
  for (const [i, locale] of order.entries()) {
    if (i > 0) await shell.chooseLocale(locale);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
}

const LIST = '/activityreport/tPaylaterActivity/instalment';

test('a shop without agreement 010 is told so; after signing it creates a pay-later activity', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToGlobalShop(page, 'th-TH', ['009']);
  await readyToSell(page.request);
  const stamp = Date.now().toString(36);
  const title = `แท็บเล็ตผ่อน ${stamp}`;
  await publishProduct(page.request, title);

  await page.goto(LIST);
  await expect(page.getByText('ร้านยังไม่ได้ลงนามข้อตกลงร้านค้าซื้อก่อนจ่ายทีหลัง (010)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'สร้างกิจกรรมซื้อก่อนจ่ายทีหลัง' })).toHaveCount(0);

  // The owner signs 010 in the agreement gate, after its countdown.
  const gate = page.getByRole('dialog', { name: 'กรุณาอ่านและยอมรับข้อตกลง' });
  const accept = gate.getByRole('button', { name: /ฉันได้อ่านและยอมรับแล้ว/ });
  await expect(accept).toBeEnabled({ timeout: 15_000 });
  await accept.click();
  await expect(gate).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'สร้างกิจกรรมซื้อก่อนจ่ายทีหลัง' }).click();
  await expect(page).toHaveURL(/\/activityreport\/addtPaylaterActivity\/instalment$/);

  const name = `ผ่อน 0% ${stamp}`;
  await page.locator('#paylaterForm_name').fill(name);
  const select = page.locator('#paylaterForm_productIds');
  await select.click();
  await select.fill(title.slice(0, 10));
  await page.locator('.ant-select-item-option', { hasText: title }).first().click();
  await page.keyboard.press('Escape');
  // A subsidy above 10%: refused as typed, in the server's words.
  await page.locator('#paylaterForm_subsidyPercent').fill('11');
  await expect(page.getByText('ส่วนที่ร้านรับภาระดอกเบี้ยต้องเป็นจำนวนเต็ม 1 ถึง 10%')).toBeVisible();
  await page.locator('#paylaterForm_subsidyPercent').fill('3');
  await expect(page.getByText('ส่วนที่ร้านรับภาระดอกเบี้ยต้องเป็นจำนวนเต็ม 1 ถึง 10%')).toBeHidden();
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page).toHaveURL(/\/activityreport\/tPaylaterActivity\/instalment$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText('3 / 6 / 10 เดือน')).toBeVisible();

  // The list in Thai, Chinese and English, then on a phone.
  await shootAll(page, 'paylater-list', ['th-TH', 'zh-CN', 'en-US']);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(name).first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-paylater-list-phone.png');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The form in English, Chinese and Thai, then on a phone.
  await page.getByRole('button', { name: 'Create pay-later activity' }).click();
  await expect(page.locator('#paylaterForm_name')).toBeVisible();
  await shootAll(page, 'paylater-form', ['en-US', 'zh-CN', 'th-TH']);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('#paylaterForm_name')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-paylater-form-phone.png');
});
