import type { Locator, Page, Response } from '@playwright/test';
import { AccountPage } from './account-auth-page.ts';

export const SWITCH_CALL = '/oms/sms/V3/login/switch/store';

/** /selectshop: one button per shop, the current one marked. */
export class AccountSelectShopPage extends AccountPage {
  readonly shops: Locator;
  readonly back: Locator;

  constructor(page: Page) {
    super(page);
    this.shops = page.getByRole('main').getByRole('listitem').getByRole('button');
    this.back = page.getByRole('main').getByRole('button').first();
  }

  shop(name: string): Locator {
    return this.shops.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Chooses a shop that is not the current one; resolves with what the switch call answered. */
  async switchTo(name: string): Promise<{ shopId: string; shopName: string }> {
    const reply = this.page.waitForResponse((r) => new URL(r.url()).pathname === SWITCH_CALL);
    await this.shop(name).click();
    const body = (await (await reply).json()) as { data: { shopId: string; shopName: string } };
    return body.data;
  }

  /** Chooses a shop, current or not; resolves with the reply to the switch call (none for the current one). */
  async choose(name: string): Promise<Response | null> {
    const card = this.shop(name);
    const isCurrent = (await card.getAttribute('aria-current')) === 'true';
    const reply = isCurrent ? null : this.page.waitForResponse((r) => new URL(r.url()).pathname === SWITCH_CALL);
    await card.click();
    return reply;
  }
}

/** /storeentrylist. */
export class AccountStoreEntryPage extends AccountPage {
  readonly apply: Locator;
  readonly table: Locator;

  constructor(page: Page) {
    super(page);
    this.apply = page.getByRole('main').getByRole('button');
    this.table = page.getByRole('table');
  }
}

/** /agreement: a section per agreement (data-agreement 009 or 010). */
export class AccountAgreementPage extends AccountPage {
  constructor(page: Page) {
    super(page);
  }

  agreement(type: '009' | '010'): Locator {
    return this.page.locator(`section[data-agreement="${type}"]`);
  }

  text(type: '009' | '010'): Locator {
    return this.agreement(type).locator('section');
  }

  agree(type: '009' | '010'): Locator {
    return this.agreement(type).locator('footer').getByRole('button');
  }
}
