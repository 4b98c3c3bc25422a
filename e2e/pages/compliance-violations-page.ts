import type { Locator, Page } from '@playwright/test';
import { confirmOk, settled } from './overlays.ts';

export const VIOLATIONS_PATH = '/shop/IllegalGoods';

/** /shop/IllegalGoods: the tabs, the table and the detail drawer with its response form. */
export class ViolationsPage {
  readonly rows: Locator;
  readonly drawer: Locator;
  readonly explanation: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row');
    this.drawer = page.getByRole('dialog').filter({ has: page.locator('[data-violation-detail]') });
    this.explanation = page.locator('#violationResponse_explanation');
    this.submit = this.drawer.locator('button[type="submit"]');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${VIOLATIONS_PATH}${query}`);
    await this.page.locator('.ant-table').waitFor();
  }

  /** Waits for the detail drawer to finish sliding in, before its form is worked. */
  async opened(): Promise<void> {
    await settled(this.drawer);
  }

  tab(name: RegExp | string): Locator {
    return this.page.getByRole('tab', { name });
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** Picks a kind of response: "I fixed it" or "I disagree". */
  kind(label: string): Locator {
    return this.drawer.locator('.ant-radio-wrapper').filter({ hasText: label });
  }

  evidence(n: number): Locator {
    return this.page.locator(`#violationResponse_evidenceUrls_${n}`);
  }

  fieldError(): Locator {
    return this.drawer.locator('.ant-form-item-explain-error');
  }

  /** The drawer's close button. */
  close(): Locator {
    return this.drawer.locator('.ant-drawer-close');
  }

  /** Presses OK in the confirmation once it has finished opening; waits for it to close. */
  async confirm(): Promise<void> {
    await confirmOk(this.page);
  }
}
