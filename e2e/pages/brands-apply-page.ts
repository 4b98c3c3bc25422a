import type { Locator, Page } from '@playwright/test';
import { writePng } from './products-form-files.ts';

export const BRAND_APPLY_PATH = '/setting/addBrandSetting';

/** The calendar day `days` from today in Thailand (UTC+7 all year), as YYYY-MM-DD. */
export function thaiDay(days: number): string {
  return new Date(Date.now() + 7 * 3600 * 1000 + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

type DateField = 'registrationStart' | 'registrationEnd' | 'authStart' | 'authEnd';

/** /setting/addBrandSetting and editBrandSetting: the application form. Fields by form id. */
export class BrandApplyPage {
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.submit = page.locator('form#brandApply button[type="submit"]');
  }

  async goto(): Promise<void> {
    await this.page.goto(BRAND_APPLY_PATH);
    await this.submit.waitFor();
  }

  field(name: string): Locator {
    return this.page.locator(`#brandApply_${name}`);
  }

  /**
   * The inline errors under a field, as one block: while one message gives way to the next,
   * both are there for a moment, so read the block's text until it settles.
   */
  fieldError(name: string): Locator {
    return this.page
      .locator('.ant-form-item')
      .filter({ has: this.field(name) })
      .locator('.ant-form-item-explain');
  }

  /** Searches the platform's brands and picks one by its label ("Hatari (ฮาตาริ)"). */
  async chooseBrand(search: string, label: string): Promise<void> {
    const input = this.field('brandId');
    await input.click();
    await input.fill(search);
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`).click();
  }

  /**
   * Types a date (YYYY-MM-DD is read in every language) and leaves the field, which keeps it
   * (Enter would also submit the form).
   */
  async setDate(name: DateField, ymd: string): Promise<void> {
    const input = this.field(name);
    await input.click();
    await input.fill(ymd);
    await input.press('Tab');
  }

  async fillDates(dates: Partial<Record<DateField, string>>): Promise<void> {
    for (const [name, ymd] of Object.entries(dates) as [DateField, string][]) await this.setDate(name, ymd);
  }

  /** Uploads a document image (a generated 600x400 PNG) and waits for its tile. */
  async addDocument(name: string): Promise<void> {
    // Uploaded images are served from /media/; the tile of one still uploading shows a blob.
    const uploaded = this.documents.locator('img[src^="/media/"]');
    const before = await uploaded.count();
    await this.documents.locator('input[type="file"]').setInputFiles(writePng(name, 600));
    await uploaded.nth(before).waitFor();
  }

  /** The documents field. */
  get documents(): Locator {
    return this.page.locator('.ant-form-item').filter({ has: this.field('documentUrls') });
  }
}
