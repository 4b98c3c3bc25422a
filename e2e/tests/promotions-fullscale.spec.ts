import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { ownDemoServer } from '../pages/own-demo-server.ts';
import { publishProduct, readyToSell } from '../pages/products-list-page.ts';
import { addGrantingCoupon } from '../pages/promotions-coupons-page.ts';
import { type Locale, signInToGlobalShop } from '../pages/settings-session.ts';
import { reloadIn, ShellLayout } from '../pages/shell-layout.ts';

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
  // A product on sale for the preview to price, and a coupon granting now: the form's preview
  // stacks the best one after the tier.
  await publishProduct(page.request, `[E2E] เสื้อยืดช้อปครบ ${Date.now().toString(36)}`, {
    skus: [
      { specValues: ['ขาว'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 50 },
      { specValues: ['ดำ'], price: '219.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 50 },
    ],
  });
  await addGrantingCoupon(page.request, `FSE${Date.now().toString(36).toUpperCase()}`, {
    name: 'คูปองลด 20 ซ้อนช้อปครบ',
    faceValue: '20.00',
    minSpend: '100.00',
  });

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
  // The preview prices each tier through the engine: the tier's reward, then a coupon granting now.
  const preview = page.getByTestId('fullscale-preview');
  const tier1 = preview.locator('[data-tier="1"]').first();
  await expect(tier1.getByTestId('price-breakdown')).toContainText('ขั้นนี้ −฿30.00');
  await expect(tier1.getByTestId('price-breakdown')).toContainText('คูปอง −');
  await expect(tier1.getByTestId('stacked').last()).toHaveText(/^คูปอง: /);
  await expect(preview.locator('[data-tier="2"]').first().getByTestId('price-breakdown')).toContainText('ขั้นนี้ −฿80.00');
  // The filled form and its preview in each language, switched in place (a reload would empty it).
  const shell = new ShellLayout(page, '');
  for (const [locale, tierOff] of [
    ['th-TH', 'ขั้นนี้ −฿30.00'],
    ['en-US', 'This tier −฿30.00'],
    ['zh-CN', '本档 −฿30.00'],
  ] as const) {
    await shell.chooseLocale(locale);
    await expect(tier1.getByTestId('price-breakdown')).toContainText(tierOff);
    expect(await seriousFindings(page)).toEqual([]);
    await shoot(page, `promotions-fullscale-form-${locale}.png`);
  }
  await shell.chooseLocale('th-TH');
  // Filled again on a fresh form: the start it offers is the time it opened, by now past its grace.
  await page.reload();
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
