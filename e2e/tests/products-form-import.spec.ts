import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { clickSettled, popconfirm } from '../pages/overlays.ts';
import { tmpPath } from '../pages/products-form-files.ts';
import { ImportPage } from '../pages/products-form-page.ts';
import { productsWithCode, signInToSell, uniqueCode } from '../pages/products-form-session.ts';
import { call } from '../pages/settings-session.ts';

// /shop/import in English: the template downloaded from the screen, filled here with one bad
// row, a preview that names the row's error before anything is written, then the import
// with its failed counts, once.

/** Fills the downloaded template: its header row stays, its example rows go, ours follow. */
async function fillTemplate(template: string, rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  // The example rows are overwritten and what is left of them emptied.
  const last = Math.max(sheet.rowCount, rows.length + 1);
  for (let r = 2; r <= last; r += 1) {
    const row = sheet.getRow(r);
    row.eachCell((cell) => {
      cell.value = null;
    });
    const values = rows[r - 2];
    if (values) row.values = values;
    row.commit();
  }
  const out = tmpPath('import-filled.xlsx');
  await book.xlsx.writeFile(out);
  return out;
}

test('import a file with one bad row: preview with the error first, then the import and its failed counts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInToSell(page, 'en-US');
  const p = new ImportPage(page);
  await p.goto();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('product-import-template.xlsx');
  const template = tmpPath('template.xlsx');
  await download.saveAs(template);

  // Columns: code, title, category, brand, three spec name/value pairs, price, market,
  // purchase, stock, warning line, SKU code, images, keywords, description.
  const [a, b, c] = [uniqueCode('IMP-A'), uniqueCode('IMP-B'), uniqueCode('IMP-C')];
  const photo = 'https://img.alicdn.com/imgextra/ts-001.jpg';
  const sku = (code: string, title: string, colour: string, price: number) => [
    code,
    title,
    '110101',
    '0',
    'Colour',
    colour,
    '',
    '',
    '',
    '',
    price,
    259,
    120,
    10,
    2,
    '',
    photo,
    'shirt cotton',
    'Cotton T-shirt',
  ];
  const file = await fillTemplate(template, [
    sku(a, 'Imported tee A', 'White', 199),
    sku(a, 'Imported tee A', 'Black', 209),
    sku(b, 'Imported tee B', 'Red', 199),
    sku(c, 'Imported tee C', 'Blue', 300), // above the market price
  ]);

  // A workbook that is not the template is refused beside the drop zone, in the server's words.
  const stranger = new ExcelJS.Workbook();
  stranger.addWorksheet('Sheet1').addRow(['Name', 'Price']);
  const strangerPath = tmpPath('not-the-template.xlsx');
  await stranger.xlsx.writeFile(strangerPath);
  await p.upload(strangerPath);
  await expect(page.getByTestId('import-refused')).toHaveText(
    'The file format does not meet the requirements, please use the template',
  );

  const previewed = page.waitForResponse((r) => r.url().endsWith('/oms/shop/item/import/preview'));
  await p.upload(file);
  const importId = String(((await (await previewed).json()) as { data: { importId: string } }).data.importId);

  // The preview: counts, the bad row marked with its error, and nothing written yet.
  await expect(p.count('Rows')).toHaveText('4');
  await expect(p.count('Products')).toHaveText('3');
  await expect(p.count('Valid rows')).toHaveText('3');
  await expect(p.count('Rows with errors')).toHaveText('1');
  await expect(p.previewRows).toHaveCount(1); // the errors-only view opens first
  await expect(p.previewRows.first()).toContainText(c);
  await expect(p.previewRows.first()).toContainText('market price');
  await page.getByText('All rows (4)').click();
  await expect(p.previewRows).toHaveCount(4);
  expect(await productsWithCode(page.request, a)).toHaveLength(0);

  await page.getByRole('button', { name: 'Import valid rows (3)' }).click();
  await clickSettled(popconfirm(page).getByRole('button', { name: 'Import' }));
  await expect(page.getByText('Products created: 2 (SKUs: 3)')).toBeVisible();
  await expect(p.failed).toHaveText('Failed to import — rows: 1, products: 1');
  expect(await productsWithCode(page.request, a)).toHaveLength(1);
  expect(await productsWithCode(page.request, b)).toHaveLength(1);
  expect(await productsWithCode(page.request, c)).toHaveLength(0);

  // Once only: the screen offers no second import, and the server refuses one.
  await expect(page.getByRole('button', { name: /Import valid rows/ })).toHaveCount(0);
  const again = await call(page.request, '/oms/shop/item/import/commit', { importId, shelf: 'off' });
  expect(again.transactionStatus.success).toBe(false);
  expect(await productsWithCode(page.request, a)).toHaveLength(1);
});
