import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  addReturnAddress,
  clearReturnAddresses,
  type Locale,
  saveStoreSetup,
  signInToGlobalShop,
} from '../pages/settings-session.ts';

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots}${file}`, fullPage, animations: 'disabled' });
}

for (const locale of LOCALES) {
  test(`screenshots of the dashboard in ${locale}`, async ({ page }) => {
    await signInToGlobalShop(page, locale);
    await saveStoreSetup(page.request);
    await clearReturnAddresses(page.request);
    // A shop without a return address still has a step to take (the shell's setup gate shows
    // over it; the viewport alone, since a full-page shot would cut the gate's mask short).
    await page.goto('/dashboard/index');
    await expect(page.locator('[data-step="returnAddress"]')).toBeVisible();
    await expect(page.locator('[data-count]')).toHaveCount(6);
    await shoot(page, `dashboard-get-started-${locale}.png`, false);

    await addReturnAddress(page.request);
    await page.reload();
    await expect(page.locator('[data-count]')).toHaveCount(6);
    await expect(page.locator('[data-step]')).toHaveCount(0);
    await shoot(page, `dashboard-${locale}.png`);
  });
}
