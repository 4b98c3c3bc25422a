import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { clickSettled, popconfirm, settled } from '../pages/overlays.ts';
import { tmpPath, writePng } from '../pages/products-form-files.ts';
import {
  ADD_PATH,
  detailsPath,
  editPath,
  IMPORT_PATH,
  ImportPage,
  PICTURES_PATH,
  ProductFormPage,
} from '../pages/products-form-page.ts';
import { createMatrixProduct, signInToSell, uniqueCode, uploadPhoto } from '../pages/products-form-session.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

const screenshots = process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../screenshots/', import.meta.url));
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

async function shoot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshots}/${file}`, fullPage: true, animations: 'disabled' });
}

/** An import file: the template's 19 columns, a valid product of two rows and one bad row. */
async function importFile(locale: Locale): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  const headers = {
    'th-TH': ['*รหัสสินค้า', '*ชื่อสินค้า', '*รหัสหมวดหมู่', 'รหัสแบรนด์'],
    'en-US': ['*Product code', '*Title', '*Category ID', 'Brand ID'],
    'zh-CN': ['*商品编码', '*商品标题', '*类目ID', '品牌ID'],
  }[locale];
  const rest = [
    'Spec 1 name',
    'Spec 1 value',
    'Spec 2 name',
    'Spec 2 value',
    'Spec 3 name',
    'Spec 3 value',
    '*Price (THB)',
    '*Market price (THB)',
    'Purchase price (THB)',
    '*Stock',
    'Warning line',
    'SKU code',
    'Image URLs',
    'Keywords',
    'Description',
  ];
  sheet.addRow([...headers, ...rest]);
  const code = uniqueCode('SHOT');
  const row = (c: string, title: string, colour: string, price: number) => [
    c,
    title,
    '110101',
    '0',
    'สี',
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
    'https://img.alicdn.com/imgextra/ts-001.jpg',
    'เสื้อยืด',
    '',
  ];
  sheet.addRow(row(`${code}-A`, 'เสื้อยืดคอกลม ผ้าฝ้าย', 'ขาว', 199));
  sheet.addRow(row(`${code}-A`, 'เสื้อยืดคอกลม ผ้าฝ้าย', 'ดำ', 209));
  sheet.addRow(row(`${code}-B`, 'เสื้อโปโล', 'น้ำเงิน', 300));
  const out = tmpPath(`shots-import-${locale}.xlsx`);
  await book.xlsx.writeFile(out);
  return out;
}

// One visit per screen: the page switches language in place from the top bar for each picture.
test('screenshots of the product form, details and pictures in every language', async ({ page }) => {
  test.setTimeout(240_000);
  await signInToSell(page, 'th-TH');
  const shell = new ShellLayout(page, '');
  const photos = await Promise.all([
    uploadPhoto(page.request, writePng('shot-a.png', 800, [230, 90, 40])),
    uploadPhoto(page.request, writePng('shot-b.png', 800, [40, 120, 220])),
  ]);
  const code = uniqueCode('SHOT');
  const productId = await createMatrixProduct(page.request, {
    title: 'เสื้อยืดคอกลม ผ้าฝ้าย 100% ใส่ได้ทั้งชายและหญิง',
    code,
    images: photos,
  });

  // The add form with two specifications, the matrix and one refused price.
  const form = new ProductFormPage(page);
  await page.goto(ADD_PATH);
  await form.form.waitFor();
  await form.field('title').fill('เสื้อยืดคอกลม ผ้าฝ้าย 100%');
  await form.field('keywordsText').fill('เสื้อยืด ผ้าฝ้าย หน้าร้อน');
  await form.addSpec('สี', ['ขาว', 'ดำ']);
  await form.addSpec('ไซซ์', ['S', 'M', 'L']);
  await form.bulkFill({ price: '199', market: '259', purchase: '120', stock: '10' });
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    // The refused price is changed and checked again, so its message is in the language shown.
    await form.cell(4, 'price').fill('301');
    await form.cell(4, 'price').fill('300');
    await form.cell(4, 'price').blur();
    // The message of the language before fades out first.
    await expect(form.errorOf(form.cell(4, 'price'))).toHaveCount(1);
    await expect(form.errorOf(form.cell(4, 'price'))).toBeVisible();
    await shoot(page, `products-form-add-${locale}.png`);
  }

  await page.goto(editPath(productId));
  await expect(form.cell(0, 'price')).toHaveValue('199.00');
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(form.cell(0, 'price')).toHaveValue('199.00');
    await shoot(page, `products-form-edit-${locale}.png`);
  }

  await page.goto(detailsPath(productId));
  const skuRows = page.getByTestId('details-skus').locator('.ant-table-row');
  await expect(skuRows).toHaveCount(6);
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(skuRows).toHaveCount(6);
    await shoot(page, `products-form-details-${locale}.png`);
    // The QR code's dialog covers the language menu: opened and closed in each language.
    await page
      .locator('button')
      .filter({ has: page.locator('.anticon-qrcode') })
      .click();
    await settled(page.locator('.ant-modal img'));
    await page.screenshot({ path: `${screenshots}/products-form-qr-${locale}.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  }

  await page.goto(PICTURES_PATH);
  const firstPicture = page.getByTestId('pictures-list').locator('section').first();
  await expect(firstPicture).toBeVisible();
  for (const locale of LOCALES) {
    await shell.chooseLocale(locale);
    await expect(firstPicture).toBeVisible();
    await shoot(page, `products-form-pictures-${locale}.png`);
  }
});

for (const locale of LOCALES) {
  test(`screenshots of the import steps in ${locale}`, async ({ page }) => {
    await signInToSell(page, locale);
    const p = new ImportPage(page);
    await page.goto(IMPORT_PATH);
    await p.dropzone.waitFor();
    await shoot(page, `products-form-import-${locale}.png`);

    await p.upload(await importFile(locale));
    await expect(p.preview).toBeVisible();
    await page.locator('.ant-segmented-item').first().click();
    await shoot(page, `products-form-import-preview-${locale}.png`);

    await page.locator('button.ant-btn-primary').last().click();
    await clickSettled(popconfirm(page).locator('button.ant-btn-primary'));
    await expect(p.failed).toBeVisible();
    await shoot(page, `products-form-import-done-${locale}.png`);
  });
}
