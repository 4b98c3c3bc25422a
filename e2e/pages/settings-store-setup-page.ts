import type { Locator, Page } from '@playwright/test';

export const STORE_SETUP_PATH = '/setting/storesetup';

/** /setting/storesetup: the customer-service setup form. */
export class StoreSetupPage {
  readonly form: Locator;
  readonly ownService: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form#storeSetup');
    this.ownService = page.locator('#storeSetup_customerServiceEnabled');
    this.save = this.form.locator('button[type="submit"]');
  }

  async goto(): Promise<void> {
    await this.page.goto(STORE_SETUP_PATH);
    await this.form.waitFor();
  }

  field(name: string): Locator {
    return this.page.locator(`#storeSetup_${name}`);
  }

  /** Picks a button of a radio group (return window, ship within) by its text. */
  async pick(name: 'returnDays' | 'shipWithinDays', label: string): Promise<void> {
    await this.field(name).getByText(label, { exact: true }).click();
  }

  /** Sets a time picker by typing, as a keyboard user would. */
  async setTime(name: 'serviceStart' | 'serviceEnd', hhmm: string): Promise<void> {
    const input = this.field(name);
    await input.click();
    await input.fill(hhmm);
    await input.press('Enter');
  }
}
