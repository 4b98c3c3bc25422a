import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addReturnAddress, call, type Locale, saveStoreSetup, signInToGlobalShop } from './settings-session.ts';

export const DOWNLOAD_CENTRE_PATH = '/dashboard/downloadcenter';
export const LIST_PATH = '/oms/shop/download/center/list/inquiry';

/** /dashboard/downloadcenter: filters, the table of exports and its empty state. */
export class DownloadCenterPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly statusFilter: Locator;

  constructor(readonly page: Page) {
    this.table = page.locator('.ant-table');
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row');
    this.empty = page.getByTestId('downloads-empty');
    this.statusFilter = page.getByTestId('filter-status');
  }

  async goto(path = DOWNLOAD_CENTRE_PATH): Promise<void> {
    await this.page.goto(path);
    await this.table.waitFor();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** The status tag of a row (data-status holds the status name). */
  statusTag(row: Locator): Locator {
    return row.locator('[data-status]');
  }
}

/** Deletes every export the session can see, so a screen starts empty. */
export async function clearExports(request: APIRequestContext): Promise<void> {
  for (;;) {
    const page = await call(request, LIST_PATH, { page: { pageNum: 1, pageSize: 100 } });
    const list = page.list as { taskId: string }[];
    if (list.length === 0) return;
    for (const t of list) await call(request, '/oms/shop/download/center/delete', { taskId: t.taskId });
  }
}

/** Signs the owner into the global shop with its setup done, so no setup dialog covers the screen. */
export async function signInReady(page: Page, locale: Locale): Promise<void> {
  await signInToGlobalShop(page, locale);
  const addresses = await call(page.request, '/oms/shop/merchant/address/list/inquiry');
  if ((addresses.list as unknown[]).length === 0) await addReturnAddress(page.request);
  await saveStoreSetup(page.request);
}
