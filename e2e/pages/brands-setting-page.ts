import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addReturnAddress, call, type Locale, saveStoreSetup, signInToGlobalShop } from './settings-session.ts';

export const BRAND_SETTING_PATH = '/setting/brandSetting';

/** /setting/brandSetting: the applications table with its status tabs. */
export class BrandSettingPage {
  readonly applyButton: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.applyButton = page.locator('button.ant-btn-primary').filter({ has: page.locator('.anticon-plus') });
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${BRAND_SETTING_PATH}${query}`);
    await this.page.locator('.ant-table').waitFor();
  }

  row(brandName: string): Locator {
    return this.rows.filter({ hasText: brandName });
  }

  /** The status tag of a row (data-status is the stored or read status). */
  status(brandName: string): Locator {
    return this.row(brandName).locator('.ant-tag[data-status]');
  }
}

/**
 * Withdraws the shop's applications for a brand still under review, so it can be applied for
 * again on a server earlier runs have used.
 */
export async function withdrawPending(request: APIRequestContext, brandName: string): Promise<void> {
  const list = await call(request, '/oms/shop/item/brand/apply/list', {
    status: 'pending',
    keyword: brandName,
    page: { pageSize: 100 },
  });
  for (const a of (list.list ?? []) as { applicationId: string }[]) {
    await call(request, '/oms/shop/item/brand/apply/revoke', { applicationId: a.applicationId });
  }
}

/** Signs the owner into the global shop with its setup done, so no setup dialog covers the screen. */
export async function signInForBrands(page: Page, locale: Locale): Promise<void> {
  await signInToGlobalShop(page, locale);
  const addresses = await call(page.request, '/oms/shop/merchant/address/list/inquiry');
  if (((addresses.list ?? []) as unknown[]).length === 0) await addReturnAddress(page.request);
  await saveStoreSetup(page.request);
}
