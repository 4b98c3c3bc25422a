import type { Locator, Page } from '@playwright/test';

export const ADD_PATH = '/shop/add';
export const IMPORT_PATH = '/shop/import';
export const PICTURES_PATH = '/shop/pictureMg';
export const editPath = (productId: string) => `/shop/edit?id=${productId}`;
export const detailsPath = (productId: string) => `/shop/details/${productId}`;

/** /shop/add and /shop/edit: the product form (form name "product", fields by id `product_<path>`). */
export class ProductFormPage {
  readonly form: Locator;
  readonly save: Locator;
  readonly matrix: Locator;
  readonly matrixRows: Locator;
  readonly bulk: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form#product');
    this.save = this.form.locator('button[type="submit"]');
    this.matrix = page.getByTestId('sku-matrix');
    this.matrixRows = this.matrix.locator('.ant-table-tbody > tr.ant-table-row');
    this.bulk = page.getByTestId('bulk-fill');
  }

  async gotoAdd(): Promise<void> {
    await this.page.goto(ADD_PATH);
    await this.form.waitFor();
  }

  /** A top-level field by its form id. */
  field(name: string): Locator {
    return this.page.locator(`#product_${name}`);
  }

  /** The error shown under the form item holding `control`. */
  errorOf(control: Locator): Locator {
    return this.page.locator('.ant-form-item').filter({ has: control }).last().locator('.ant-form-item-explain-error');
  }

  fieldError(name: string): Locator {
    return this.errorOf(this.field(name));
  }

  /** Picks a category path in the cascader, level by level. */
  async chooseCategory(path: string[]): Promise<void> {
    await this.field('categoryId').click();
    for (const name of path) {
      await this.page
        .locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: name })
        .first()
        .click();
    }
  }

  /** The box of specification `n` (from 0). */
  spec(n: number): Locator {
    return this.page.getByTestId(`spec-${n}`);
  }

  /** Adds a specification with its values through the editor. */
  async addSpec(name: string, values: string[]): Promise<void> {
    const n = await this.page.locator('[data-testid^="spec-"]').count();
    await this.form.locator('button.ant-btn-dashed').click();
    const box = this.spec(n);
    await box.locator(`#product_specs_${n}_name`).fill(name);
    for (const [i, value] of values.entries()) {
      if (i > 0) await box.getByRole('button', { name: /\+|เพิ่มค่า|Add value|添加规格值/ }).click();
      await this.specValue(n, i).fill(value);
    }
  }

  specValue(spec: number, n: number): Locator {
    return this.page.locator(`#product_specs_${spec}_values_${n}_text`);
  }

  /** A cell's input in the matrix row whose values read `label` ("ดำ / M"). */
  cell(rowIndex: number, field: 'price' | 'marketPrice' | 'purchasePrice' | 'stock' | 'warningLine' | 'code'): Locator {
    return this.page.locator(`#product_skus_${rowIndex}_${field}`);
  }

  /** Fills the bulk row (price, market, purchase, stock, warning line in that order) and applies it. */
  async bulkFill(values: { price?: string; market?: string; purchase?: string; stock?: string; warning?: string }) {
    const inputs = this.bulk.locator('input');
    const order = [values.price, values.market, values.purchase, values.stock, values.warning];
    for (const [i, v] of order.entries()) if (v !== undefined) await inputs.nth(i).fill(v);
    await this.bulk.locator('button').click();
  }
}

/** /shop/details/:id. */
export class ProductDetailsPage {
  readonly title: Locator;
  readonly status: Locator;
  readonly skuRows: Locator;
  readonly images: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('product-title');
    this.status = page.getByTestId('product-status');
    this.skuRows = page.getByTestId('details-skus').locator('.ant-table-tbody > tr.ant-table-row');
    this.images = page.getByTestId('details-images').locator('img');
  }
}

/** /shop/import: the steps, the preview table and the result. */
export class ImportPage {
  readonly dropzone: Locator;
  readonly preview: Locator;
  readonly previewRows: Locator;
  readonly counts: Locator;
  readonly failed: Locator;

  constructor(readonly page: Page) {
    this.dropzone = page.getByTestId('import-dropzone');
    this.preview = page.getByTestId('import-preview');
    this.previewRows = this.preview.locator('.ant-table-tbody > tr.ant-table-row');
    this.counts = page.getByTestId('import-counts');
    this.failed = page.getByTestId('import-failed');
  }

  async goto(): Promise<void> {
    await this.page.goto(IMPORT_PATH);
    await this.dropzone.waitFor();
  }

  async upload(path: string): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles(path);
  }

  /** A statistic's value by its title. */
  count(title: string): Locator {
    return this.counts
      .locator('.ant-statistic')
      .filter({ has: this.page.getByText(title, { exact: true }) })
      .locator('.ant-statistic-content-value');
  }
}
