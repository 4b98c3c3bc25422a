import type { Locator, Page } from '@playwright/test';
import { settled } from './overlays.ts';

export const RETURN_ADDRESS_PATH = '/setting/returnaddress';

/** /setting/returnaddress: the table and the add/edit drawer. Fields are found by form id. */
export class ReturnAddressPage {
  readonly addButton: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly drawer: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.locator('button.ant-btn-primary').filter({ has: page.locator('.anticon-plus') });
    this.table = page.locator('.ant-table');
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row');
    this.drawer = page.getByRole('dialog');
    this.save = this.drawer.locator('button[type="submit"]');
  }

  async goto(): Promise<void> {
    await this.page.goto(RETURN_ADDRESS_PATH);
    await this.table.waitFor();
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  field(name: string): Locator {
    return this.page.locator(`#returnAddress_${name}`);
  }

  /** The inline error under a field of the drawer's form. */
  fieldError(name: string): Locator {
    return this.page
      .locator('.ant-form-item')
      .filter({ has: this.field(name) })
      .locator('.ant-form-item-explain-error');
  }

  /** Picks `option` in the antd Select of a field, typing to search first. */
  async choose(name: 'provinceCode' | 'districtCode' | 'subDistrictCode', option: string): Promise<void> {
    const input = await settled(this.field(name));
    await input.click();
    await input.fill(option);
    // The field's own dropdown (its listbox is `<id>_list`): the previous field's dropdown may
    // still be fading out with an option of the same name (district and sub-district Chatuchak).
    await this.page
      .locator('.ant-select-dropdown')
      .filter({ has: this.page.locator(`#returnAddress_${name}_list`) })
      .locator(`.ant-select-item-option[title="${option}"]`)
      .click();
  }

  /** The text an antd Select shows for a field. */
  selected(name: string): Locator {
    return this.page
      .locator('.ant-select')
      .filter({ has: this.field(name) })
      .locator('.ant-select-content');
  }

  async fill(values: { name?: string; contact?: string; phone?: string; detail?: string }): Promise<void> {
    for (const [key, value] of Object.entries(values)) if (value !== undefined) await this.field(key).fill(value);
  }

  /** Clicks a row's action (Edit, Set as default, Delete) by its text. */
  async action(rowName: string, label: string): Promise<void> {
    await this.row(rowName).getByRole('button', { name: label }).click();
  }
}
