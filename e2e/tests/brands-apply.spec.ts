import { expect, test } from '@playwright/test';
import { catalogMessages } from '@sc/contract/messages/catalog.ts';
import { BrandApplyPage, thaiDay } from '../pages/brands-apply-page.ts';
import { BrandSettingPage, signInForBrands, withdrawPending } from '../pages/brands-setting-page.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// Brand authorization: "Trademark authorization end must not exceed registration end. Authorization
// time must be later than now." A bad date shows the spec's message on its field; a good
// application is listed as pending review. One application: at each step the page is switched in
// place to Thai and to English and the field's message read in each.

const LOCALES = ['th-TH', 'en-US'] as const satisfies Locale[];

const STATUS_PENDING: Record<Locale, string> = {
  'th-TH': 'รอการตรวจสอบ',
  'en-US': 'Pending review',
  'zh-CN': '审核中',
};
const APPLY: Record<Locale, string> = { 'th-TH': 'ยื่นขออนุญาตแบรนด์', 'en-US': 'Apply for a brand', 'zh-CN': '申请品牌' };

test('apply for a brand: a bad date is refused with its reason, a good one waits for review (th-TH and en-US at each step)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInForBrands(page, 'th-TH');
  await withdrawPending(page.request, 'Tefal');
  const shell = new ShellLayout(page, '');
  const list = new BrandSettingPage(page);
  await list.goto();
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(list.applyButton).toHaveText(APPLY[locale]);
  }
  await list.applyButton.click();

  const form = new BrandApplyPage(page);
  await expect(page).toHaveURL(/\/setting\/addBrandSetting$/);
  // Everything empty: the spec's required messages.
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await form.submit.click();
    await expect(form.fieldError('authEnd')).toHaveText(catalogMessages.brandCertificateDatesRequired[locale]);
    await expect(form.fieldError('documentUrls')).toHaveText(catalogMessages.brandDocumentsRequired[locale]);
  }

  await form.chooseBrand('tef', 'Tefal (ทีฟาล์ว)');
  await form.field('trademarkNo').fill('171100123');
  const registrationEnd = thaiDay(365);
  await form.fillDates({
    registrationStart: thaiDay(-700),
    registrationEnd,
    authStart: thaiDay(-30),
    authEnd: thaiDay(0),
  });
  await form.addDocument('trademark-certificate.png');

  // Ending today is not later than now.
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await form.submit.click();
    await expect(form.fieldError('authEnd')).toHaveText(catalogMessages.brandAuthEndNotFuture[locale]);
  }

  // A day past the registration's end.
  await form.setDate('authEnd', thaiDay(366));
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await form.submit.click();
    await expect(form.fieldError('authEnd')).toHaveText(catalogMessages.brandAuthEndAfterRegistration[locale]);
  }

  // Ending with the registration is right.
  await form.setDate('authEnd', registrationEnd);
  await expect(form.fieldError('authEnd')).toHaveCount(0);
  await form.submit.click();

  await expect(page).toHaveURL(/\/setting\/brandSetting\?tab=pending$/);
  // The pending tab holds it alone (earlier runs' applications were withdrawn).
  await expect(list.row('Tefal')).toHaveCount(1);
  await expect(list.row('Tefal')).toContainText('171100123');
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(list.status('Tefal')).toHaveText(STATUS_PENDING[locale]);
  }
});

test('a new brand name the platform has is refused as existing', async ({ page }) => {
  await signInForBrands(page, 'en-US');
  const form = new BrandApplyPage(page);
  await form.goto();
  await page.getByRole('radio', { name: 'A new brand (not in the list)' }).check();
  await form.field('brandName').fill('SAMSUNG');
  await form.field('trademarkNo').fill('TM-1');
  await form.fillDates({
    registrationStart: thaiDay(-10),
    registrationEnd: thaiDay(400),
    authStart: thaiDay(-10),
    authEnd: thaiDay(300),
  });
  await form.addDocument('authorization-letter.png');
  await form.submit.click();
  await expect(form.fieldError('brandName')).toHaveText(catalogMessages.brandNameExists['en-US']);
});
