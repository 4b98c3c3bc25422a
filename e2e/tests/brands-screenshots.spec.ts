import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { BrandApplyPage, thaiDay } from '../pages/brands-apply-page.ts';
import { BrandSettingPage, signInForBrands } from '../pages/brands-setting-page.ts';
import { settled } from '../pages/overlays.ts';
import { writePng } from '../pages/products-form-files.ts';
import { uploadPhoto } from '../pages/products-form-session.ts';
import { call, type Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// Set SHOTS_DIR to keep the pictures elsewhere (a helper's tmp dir).
const screenshots = process.env.SHOTS_DIR
  ? `${process.env.SHOTS_DIR.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  // A form scrolled to its first error would be pictured with the top bar halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshots}${file}`, fullPage: true, animations: 'disabled' });
}

// One sign-in and one visit per screen; each screen is pictured in the three languages,
// switched in place from the top bar.
test('screenshots of the brand settings in every language', async ({ page }) => {
  test.setTimeout(270_000);
  await signInForBrands(page, 'th-TH');
  const shell = new ShellLayout(page, '');
  // One waiting for review (already there after an earlier run: the server says so).
  await call(page.request, '/oms/shop/item/brand/apply', {
    brandId: '1009',
    trademarkNo: '171100555',
    registrationStart: thaiDay(-800),
    registrationEnd: thaiDay(2000),
    authStart: thaiDay(-10),
    authEnd: thaiDay(720),
    // A picture the server stores and serves, as the form uploads one.
    documentUrls: [await uploadPhoto(page.request, writePng('philips-certificate.png', 600), 'brandDocument')],
  });

  const list = new BrandSettingPage(page);
  await list.goto();
  const philips = list.row('Philips');
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(list.status('Philips')).toHaveAttribute('data-status', 'pending');
    await shoot(page, `brands-setting-${locale}.png`);

    // The drawer's mask covers the top bar: it is opened again in each language.
    await philips.getByRole('button').first().click();
    const drawer = page.getByRole('dialog');
    await settled(drawer);
    await expect(drawer).toContainText('171100555');
    // The document shows: its picture loaded (a missing one falls back to a drawn placeholder).
    const document = drawer.locator('img[src^="/media/"]').first();
    await expect(document).toBeVisible();
    await expect
      .poll(() => document.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await shoot(page, `brands-detail-${locale}.png`);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  const form = new BrandApplyPage(page);
  await shell.chooseLocale('th-TH');
  await form.goto();
  await form.chooseBrand('tef', 'Tefal (ทีฟาล์ว)');
  await form.field('trademarkNo').fill('171100123');
  await form.addDocument('tefal-certificate.png');
  await form.fillDates({ registrationStart: thaiDay(-700), registrationEnd: thaiDay(365), authStart: thaiDay(-30) });
  await form.setDate('authEnd', thaiDay(366));
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    // Sent again in each language, so the refusal is worded in it.
    await form.submit.click();
    await expect(form.fieldError('authEnd')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await shoot(page, `brands-apply-${locale}.png`);
  }
});
