import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { readyToSell } from '../pages/products-list-page.ts';
import { type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { reloadIn } from '../pages/shell-layout.ts';

// A spend-and-save promotion of two tiers made in Thai: the form refuses an amount off not below
// its spend as typed, in the server's words; the list shows it in English. Pictures of the list
// and the form in the three languages and on a phone, axe clean.

// On a server of the file's own: a whole-shop promotion would meet those of other files.
ownDemoServer();

const screenshots = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const shoot = (page: Page, file: string) =>
  page.screenshot({ path: `${screenshots.replace(/\/?$/, '/')}${file}`, fullPage: true, animations: 'disabled' });
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shootAll(page: Page, name: string) {
  for (const locale of LOCALES) {
    await reloadIn(page, locale);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-${name}-${locale}.png`);
  }
  await reloadIn(page, 'th-TH');
}

test('a two-tier spend-and-save promotion in Thai, one tier refused as typed, listed in English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToGlobalShop(page, 'th-TH');
  // Past the agreement and setup gates.
  await readyToSell(page.request);

  await page.goto('/promotion/fullscale');
  await expect(page.getByText(/^ทั้งหมด \(\d+\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'สร้างโปรโมชัน' }).click();
  await expect(page).toHaveURL(/\/promotion\/fullscale\?form=new$/);
  await page.getByLabel('ชื่อโปรโมชัน').fill('ซื้อครบ 300 ลด 30');
  await page.getByLabel('เงื่อนไขของขั้นที่ 1').fill('300');
  // An amount off not below its spend: refused as typed, in the server's words.
  await page.getByLabel('ส่วนลดของขั้นที่ 1').fill('300');
  await expect(page.getByText('ขั้นที่ 1: ส่วนลดต้องน้อยกว่ายอดซื้อขั้นต่ำ (฿300.00)')).toBeVisible();
  await page.getByLabel('ส่วนลดของขั้นที่ 1').fill('30');
  await expect(page.getByText('ขั้นที่ 1: ส่วนลดต้องน้อยกว่ายอดซื้อขั้นต่ำ (฿300.00)')).toBeHidden();
  await page.getByRole('button', { name: 'เพิ่มขั้น' }).click();
  await page.getByLabel('เงื่อนไขของขั้นที่ 2').fill('500');
  await page.getByLabel('ส่วนลดของขั้นที่ 2').fill('80');
  await expect(page.getByTestId('price-preview')).toBeVisible();
  await shootAll(page, 'fullscale-form');
  await page.getByLabel('ชื่อโปรโมชัน').fill('ซื้อครบ 300 ลด 30');
  await page.getByLabel('เงื่อนไขของขั้นที่ 1').fill('300');
  await page.getByLabel('ส่วนลดของขั้นที่ 1').fill('30');
  await page.getByRole('button', { name: 'เพิ่มขั้น' }).click();
  await page.getByLabel('เงื่อนไขของขั้นที่ 2').fill('500');
  await page.getByLabel('ส่วนลดของขั้นที่ 2').fill('80');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page).toHaveURL(/\/promotion\/fullscale$/);
  await expect(page.getByText('ซื้อครบ 300 ลด 30', { exact: true })).toBeVisible();

  await reloadIn(page, 'en-US');
  await expect(page.getByText('Spend ฿300, get ฿30 off')).toBeVisible();
  await expect(page.getByText('Spend ฿500, get ฿80 off')).toBeVisible();
  await shootAll(page, 'fullscale-list');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('ซื้อครบ 300 ลด 30').first()).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-fullscale-list-phone.png');
  await page.goto('/promotion/fullscale?form=new');
  await expect(page.getByLabel('ชื่อโปรโมชัน')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, 'promotions-fullscale-form-phone.png');
});
