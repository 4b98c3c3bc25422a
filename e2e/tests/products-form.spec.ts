import { expect, test } from '@playwright/test';
import { clickSettled } from '../pages/overlays.ts';
import { writePng } from '../pages/products-form-files.ts';
import {
  detailsPath,
  editPath,
  PICTURES_PATH,
  ProductDetailsPage,
  ProductFormPage,
} from '../pages/products-form-page.ts';
import {
  createMatrixProduct,
  productsWithCode,
  signInToSell,
  uniqueCode,
  uploadPhoto,
} from '../pages/products-form-session.ts';

// The product form in Thai, the merchants' language: a 2×3 matrix (colour × size), a price
// the shared rule refuses, the fix, the save and the details page.

test('create a product with a colour × size matrix, a refused price, and see its details', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToSell(page, 'th-TH');
  const code = uniqueCode('E2E-F');
  const p = new ProductFormPage(page);
  await p.gotoAdd();

  // Basic information: the title counts its characters, keywords show as chips split by the shared rule.
  await p.field('title').fill('เสื้อยืดคอกลม ผ้าฝ้าย 100%');
  await expect(p.form.getByText(`${[...'เสื้อยืดคอกลม ผ้าฝ้าย 100%'].length} / 100`)).toBeVisible();
  await p.field('code').fill(code);
  await p.chooseCategory(['เสื้อผ้าแฟชั่นผู้ชาย', 'เสื้อผู้ชาย', 'เสื้อยืด']);
  await p.field('keywordsText').fill('เสื้อยืด ผ้าฝ้าย\nหน้าร้อน、เสื้อยืด');
  const chips = page.getByTestId('keyword-chips');
  await expect(chips.locator('.ant-tag')).toHaveText(['เสื้อยืด', 'ผ้าฝ้าย', 'หน้าร้อน', 'เสื้อยืด']);
  await expect(p.fieldError('keywordsText')).toHaveText('คำค้นหานี้มีอยู่แล้ว: เสื้อยืด');
  await p.field('keywordsText').fill('เสื้อยืด ผ้าฝ้าย\nหน้าร้อน');
  await expect(p.fieldError('keywordsText')).toHaveCount(0);

  // The main photo: an 800×800 PNG made here, uploaded through the shared image input.
  await page.getByRole('button', { name: 'เพิ่มรูปภาพ' }).first().waitFor();
  await page.locator('#product-media input[type="file"][accept*="png"]').first().setInputFiles(writePng('main.png'));
  await expect(page.locator('#product-media img').first()).toBeVisible();

  // Two specifications; a repeated value is refused on the spot.
  await p.addSpec('สี', ['ขาว', 'ดำ', 'ขาว']);
  await expect(p.errorOf(p.specValue(0, 2))).toHaveText('ค่าตัวเลือกนี้มีอยู่แล้ว');
  await p
    .spec(0)
    .getByRole('img', { name: /ลบค่าตัวเลือก|close/ })
    .last()
    .click();
  await expect(p.specValue(0, 2)).toHaveCount(0);
  await p.addSpec('ไซซ์', ['S', 'M', 'L']);
  await expect(p.matrixRows).toHaveCount(6);
  await expect(p.matrixRows.nth(4)).toContainText('M');

  // One row above the matrix fills every SKU.
  await p.bulkFill({ price: '199', market: '259', purchase: '120', stock: '10', warning: '2' });
  await expect(p.cell(5, 'price')).toHaveValue('199.00');
  await expect(p.cell(5, 'stock')).toHaveValue('10');

  // A sale price above the market price: the shared message, naming the row.
  await p.cell(4, 'price').fill('300');
  await p.cell(4, 'price').blur();
  await expect(p.errorOf(p.cell(4, 'price'))).toHaveText('ดำ / M: ราคาขายต้องไม่สูงกว่าราคาตลาด (259.00 บาท)');
  await p.save.click();
  await expect(page).toHaveURL(/\/shop\/add$/);
  expect(await productsWithCode(page.request, code)).toHaveLength(0);

  await p.cell(4, 'price').fill('249');
  await p.cell(4, 'price').blur();
  await expect(p.errorOf(p.cell(4, 'price'))).toHaveCount(0);
  await p.save.click();

  // The details page: status, the six SKUs with their prices, the photo.
  await expect(page).toHaveURL(/\/shop\/details\/\d+$/);
  const d = new ProductDetailsPage(page);
  await expect(d.title).toHaveText('เสื้อยืดคอกลม ผ้าฝ้าย 100%');
  await expect(d.status).toHaveText('กำลังขาย');
  await expect(d.skuRows).toHaveCount(6);
  await expect(d.skuRows.filter({ hasText: '฿249.00' })).toHaveCount(1);
  await expect(page.getByText('฿199.00 – ฿249.00')).toBeVisible();
  await expect(d.images).toHaveCount(1);
  expect(await productsWithCode(page.request, code)).toHaveLength(1);
});

test('edit a product: the saved values come back, leaving with changes asks first', async ({ page }) => {
  await signInToSell(page, 'th-TH');
  const photo = await uploadPhoto(page.request, writePng('edit.png'));
  const code = uniqueCode('E2E-E');
  const productId = await createMatrixProduct(page.request, { title: 'เสื้อยืดก่อนแก้ไข', code, images: [photo] });

  const p = new ProductFormPage(page);
  await page.goto(editPath(productId));
  await expect(p.field('title')).toHaveValue('เสื้อยืดก่อนแก้ไข');
  await expect(p.matrixRows).toHaveCount(6);
  await expect(p.cell(5, 'stock')).toHaveValue('1');
  await expect(p.matrix.getByText('ถูกจอง: 0').first()).toBeVisible();

  // Leaving with a change asks; staying keeps the change.
  await p.field('title').fill('เสื้อยืดหลังแก้ไข');
  await page.getByRole('link', { name: 'รายการสินค้า' }).click();
  const leave = page.locator('.ant-modal-confirm');
  await expect(leave).toContainText('ออกจากหน้านี้โดยไม่บันทึกหรือไม่');
  await clickSettled(leave.getByRole('button', { name: 'อยู่ต่อ' }));
  await expect(p.field('title')).toHaveValue('เสื้อยืดหลังแก้ไข');

  // A code another product holds: the server's answer lands on the code field.
  const taken = uniqueCode('E2E-T');
  await createMatrixProduct(page.request, { title: 'สินค้าอีกรายการ', code: taken, images: [photo] });
  await p.field('code').fill(taken);
  await p.save.click();
  await expect(p.fieldError('code')).toContainText(taken);
  await expect(page).toHaveURL(editPath(productId));
  await p.field('code').fill(code);

  // The save keeps the SKUs and goes to the details.
  await p.cell(5, 'stock').fill('7');
  await p.save.click();
  await expect(page).toHaveURL(detailsPath(productId));
  const d = new ProductDetailsPage(page);
  await expect(d.title).toHaveText('เสื้อยืดหลังแก้ไข');
  await expect(d.skuRows.last()).toContainText('7');
});

test('picture management: find products missing SKU photos and add one in place', async ({ page }) => {
  await signInToSell(page, 'th-TH');
  const photo = await uploadPhoto(page.request, writePng('pictures.png'));
  const title = `รูปภาพ ${uniqueCode('PIC')}`;
  const productId = await createMatrixProduct(page.request, { title, code: uniqueCode('E2E-P'), images: [photo] });

  await page.goto(PICTURES_PATH);
  await page.locator('#pictures_title').fill(title);
  await page.locator('#pictures_missing').click();
  await page.locator('.ant-select-dropdown:visible').getByText('ยังไม่มีรูป SKU').click();
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  const block = page.getByTestId(`pictures-${productId}`);
  await expect(block).toContainText('ยังไม่มีรูป: 6 จาก 6 SKU');

  // The first SKU's photo, uploaded where it is shown; saved at once.
  await block
    .getByTestId('sku-photos')
    .locator('input[type="file"]')
    .first()
    .setInputFiles(writePng('sku.png', 800, [40, 160, 90]));
  await expect(page.getByText('บันทึกรูปภาพแล้ว')).toBeVisible();
  await expect(block).toContainText('ยังไม่มีรูป: 5 จาก 6 SKU');
});
