import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { clickSettled } from './overlays.ts';
import { readyToSell } from './products-list-page.ts';
import { type Locale, signInToGlobalShop } from './settings-session.ts';

// Page objects of the shipping screens: /setting/freighttemplate, /setting/logisticsConfiguration
// and /order/pickupCode, worked in Demo Shop Global (ready to sell, so no setup gate covers them).

export const FREIGHT_PATH = '/setting/freighttemplate';
export const LOGISTICS_PATH = '/setting/logisticsConfiguration';
export const PICKUP_PATH = '/order/pickupCode';

/** The server's "a fee can be at most 10,000 baht", per language. */
export const FEE_TOO_HIGH: Record<Locale, string> = {
  'th-TH': 'ค่าขนส่งต้องไม่เกิน 10000.00 บาท',
  'en-US': 'A freight fee can be at most 10000.00 baht',
  'zh-CN': '运费不能超过 10000.00 泰铢',
};

/** The server's "unknown carrier code" of a pick-up code row, per language. */
export const PICKUP_CARRIER_UNKNOWN: Record<Locale, (carrier: string) => string> = {
  'th-TH': (c) => `ไม่รู้จักบริษัทขนส่ง ${c}`,
  'en-US': (c) => `Unknown carrier code ${c}`,
  'zh-CN': (c) => `未知的快递公司编码 ${c}`,
};

export const DEFAULT_TAG: Record<Locale, string> = { 'th-TH': 'ค่าเริ่มต้น', 'en-US': 'Default', 'zh-CN': '默认' };
export const SET_DEFAULT: Record<Locale, string> = {
  'th-TH': 'ตั้งเป็นค่าเริ่มต้น',
  'en-US': 'Set as default',
  'zh-CN': '设为默认',
};

/** Signs in to Demo Shop Global, ready to sell (a return address, the store set up). */
export async function openShippingShop(page: Page, locale: Locale): Promise<{ shopId: string }> {
  const signed = await signInToGlobalShop(page, locale);
  await readyToSell(page.request);
  return signed;
}

/** A pick-up code csv under the English template header. */
export function pickupCsv(rows: [code: string, carrier: string][]): string {
  const dir = mkdtempSync(join(tmpdir(), 'sc-pickup-'));
  const file = join(dir, 'pickup-codes.csv');
  writeFileSync(file, ['Pick-up code,Carrier code', ...rows.map((r) => r.join(','))].join('\n'));
  return file;
}

/** Picks an option of an antd Select by its visible text; again if an animation swallowed the pick. */
export async function choose(page: Page, select: Locator, label: string): Promise<void> {
  const item = page.locator('.ant-form-item').filter({ has: select });
  await expect(async () => {
    await select.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: label })
      .first()
      .click();
    await expect(item).toContainText(label, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

export class FreightDrawer {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.locator('.ant-drawer:visible');
  }

  async fill(values: { name: string; firstFee: string; continuedFee: string; freeOver?: string }): Promise<void> {
    await this.page.locator('#freightTemplate_name').fill(values.name);
    await this.page.locator('#freightTemplate_firstFee').fill(values.firstFee);
    await this.page.locator('#freightTemplate_continuedFee').fill(values.continuedFee);
    if (values.freeOver) await this.page.locator('#freightTemplate_freeOver').fill(values.freeOver);
  }

  async save(): Promise<void> {
    await clickSettled(this.root.locator('.ant-drawer-footer .ant-btn-primary'));
  }

  get error(): Locator {
    return this.page.getByTestId('freight-error');
  }
}

export class FreightScreen {
  readonly drawer: FreightDrawer;
  constructor(readonly page: Page) {
    this.drawer = new FreightDrawer(page);
  }

  async open(): Promise<void> {
    await this.page.goto(FREIGHT_PATH);
    await expect(this.page.getByTestId('freight-table')).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.locator('.ant-table-row').filter({ hasText: name });
  }
}
