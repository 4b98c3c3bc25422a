import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  addReturnAddress,
  clearReturnAddresses,
  type Locale,
  saveStoreSetup,
  signInToGlobalShop,
} from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots}${file}`, fullPage, animations: 'disabled' });
}

/** The next page load starts in `locale` (stored as the web app stores the top bar's choice). */
async function loadIn(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('sc.language', JSON.stringify({ value, expiresAt: Date.now() + 86_400_000 }));
  }, locale);
  await page.reload();
}

// One sign-in for the three languages. The setup gate's mask covers the top bar, so that screen
// takes its language from a reload; the dashboard switches language in place from the top bar.
test('screenshots of the dashboard in every language', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToGlobalShop(page, 'th-TH');
  await saveStoreSetup(page.request);
  await clearReturnAddresses(page.request);
  // A shop without a return address still has a step to take (the shell's setup gate shows
  // over it; the viewport alone, since a full-page shot would cut the gate's mask short).
  await page.goto('/dashboard/index');
  for (const locale of LOCALES) {
    if (locale !== 'th-TH') await loadIn(page, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('[data-step="returnAddress"]')).toBeVisible();
    await expect(page.locator('[data-count]')).toHaveCount(6);
    // The progress ring says in words what it draws (a screen reader reads "1 of 2 done").
    await expect(page.locator('[role="progressbar"]')).toHaveAccessibleName(/\d/);
    await shoot(page, `dashboard-get-started-${locale}.png`, false);
  }

  await addReturnAddress(page.request);
  await page.reload();
  await expect(page.locator('[data-count]')).toHaveCount(6);
  await expect(page.locator('[data-step]')).toHaveCount(0);
  const shell = new ShellLayout(page, '');
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(page.locator('[data-count]')).toHaveCount(6);
    await expect(page.locator('[data-step]')).toHaveCount(0);
    await shoot(page, `dashboard-${locale}.png`);
  }
});
