import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addReturnAddress, call, clearReturnAddresses, type Locale, saveStoreSetup } from './settings-session.ts';
import { signIn } from './shell-session.ts';

export const PRODUCT_LIST_PATH = '/shop/index';
export const RECYCLE_BIN_PATH = '/shop/recover';
export const SHELF_REMOVAL_PATH = '/shop/slowerOffTheShelf';

/**
 * The shared list page (components/list/ListPage.tsx) as a screen shows it: the search form
 * (fields found by form id, `<form name>_<field>`), tabs, toolbar, batch bar and table.
 */
export class ListScreen {
  readonly table: Locator;
  readonly rows: Locator;
  readonly tabs: Locator;
  readonly batchBar: Locator;
  readonly searchButton: Locator;
  readonly resetButton: Locator;

  constructor(
    readonly page: Page,
    readonly formName: string,
  ) {
    this.table = page.locator('.ant-table').first();
    this.rows = page.locator('.ant-table-tbody > tr.ant-table-row');
    this.tabs = page.getByRole('tab');
    this.batchBar = page.locator('[data-batch-bar]');
    this.searchButton = page.locator(`form#${formName} button[type="submit"]`);
    this.resetButton = page.locator(`form#${formName} button[type="button"]`).last();
  }

  field(name: string): Locator {
    return this.page.locator(`#${this.formName}_${name}`);
  }

  /** The error under a field of the search form. */
  fieldError(name: string): Locator {
    return this.page
      .locator('.ant-form-item')
      .filter({ has: this.field(name) })
      .locator('.ant-form-item-explain-error');
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** A tab by the start of its label (labels end with their count). */
  tab(label: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${label}( \\(\\d[\\d,]*\\))?$`) });
  }

  async search(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value);
    await this.searchButton.click();
  }

  /** Clicks a row's action (a link or a button) by its text. */
  async action(rowText: string, label: string): Promise<void> {
    await this.row(rowText).getByText(label, { exact: true }).click();
  }

  /** Opens the SKUs of a product's row (the product list's stock column). */
  async openSkus(rowText: string): Promise<void> {
    await this.row(rowText).locator('[data-sku-toggle]').click();
  }

  async select(rowText: string): Promise<void> {
    await this.row(rowText).locator('.ant-checkbox-input').check();
  }

  /** The buttons of an open confirmation dialog. */
  dialog(): Locator {
    return this.page.locator('.ant-modal-confirm, .ant-modal').filter({ visible: true }).last();
  }
}

export interface CreatedProduct {
  productId: string;
  skuIds: string[];
  title: string;
}

interface TreeNode {
  categoryId: string;
  isLeaf: 'y' | 'n';
  children?: TreeNode[];
}

function firstLeaf(nodes: TreeNode[]): string | undefined {
  for (const n of nodes) {
    if (n.isLeaf === 'y') return n.categoryId;
    const below = firstLeaf(n.children ?? []);
    if (below) return below;
  }
  return undefined;
}

/** Makes the signed-in shop ready to sell (so no setup gate shows): a return address and the service setup. */
export async function readyToSell(request: APIRequestContext): Promise<void> {
  await clearReturnAddresses(request);
  await addReturnAddress(request);
  await saveStoreSetup(request);
}

/** Publishes a product through the API, as the signed-in shop: two SKUs, on shelf. */
export async function publishProduct(
  request: APIRequestContext,
  title: string,
  over: Record<string, unknown> = {},
): Promise<CreatedProduct> {
  const tree = await call(request, '/oms/shop/item/category/tree');
  const categoryId = firstLeaf((tree.list ?? []) as TreeNode[]);
  if (!categoryId) throw new Error('no leaf category in the seed');
  const created = await call(request, '/oms/shop/item/mast/add', {
    title,
    code: `E2E-${Date.now().toString(36)}`,
    categoryId,
    specs: [{ name: 'สี', values: ['ขาว', 'ดำ'] }],
    skus: [
      { specValues: ['ขาว'], price: '199.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 10 },
      { specValues: ['ดำ'], price: '219.00', marketPrice: '259.00', purchasePrice: '120.00', stock: 5 },
    ],
    images: ['https://img.alicdn.com/imgextra/cover.jpg'],
    shelf: 'on',
    ...over,
  });
  if (!created.transactionStatus.success) throw new Error(`create product: ${created.transactionStatus.replyText}`);
  const productId = String(created.productId);
  const stock = await call(request, '/oms/shop/item/stock/inquiry', { productId });
  const skuIds = ((stock.skus ?? []) as { skuId: string }[]).map((s) => s.skuId);
  return { productId, skuIds, title };
}

/**
 * Signs the demo owner into Demo Shop (with its seeded products) on `baseURL` and chooses the
 * language before the first page loads. Prepare the shop first (shell-session's
 * prepareDemoShop), on a server of the spec's own: the shared one keeps Demo Shop as seeded.
 */
export async function signInToDemoShop(page: Page, baseURL: string, locale: Locale): Promise<void> {
  await signIn(page, baseURL, 'demo-owner');
  await page.evaluate((value) => {
    localStorage.setItem('sc.language', JSON.stringify({ value, expiresAt: Date.now() + 7 * 24 * 3600 * 1000 }));
  }, locale);
}
