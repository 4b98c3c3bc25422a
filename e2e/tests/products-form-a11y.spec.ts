import { expect, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { writePng } from '../pages/products-form-files.ts';
import { ADD_PATH, detailsPath, IMPORT_PATH, PICTURES_PATH, ProductFormPage } from '../pages/products-form-page.ts';
import { createMatrixProduct, signInToSell, uniqueCode, uploadPhoto } from '../pages/products-form-session.ts';

test('the product form, details, import and picture screens have no serious accessibility faults', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToSell(page, 'th-TH');
  const photo = await uploadPhoto(page.request, writePng('a11y.png'));
  const productId = await createMatrixProduct(page.request, {
    title: 'เสื้อยืดตรวจการเข้าถึง',
    code: uniqueCode('A11Y'),
    images: [photo],
  });

  const form = new ProductFormPage(page);
  await page.goto(ADD_PATH);
  await form.form.waitFor();
  await form.addSpec('สี', ['ขาว', 'ดำ']);
  await form.cell(0, 'price').fill('300');
  await form.cell(0, 'marketPrice').fill('200');
  await form.cell(0, 'price').blur();
  await expect(form.errorOf(form.cell(0, 'price'))).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  await page.goto(detailsPath(productId));
  await expect(page.getByTestId('details-skus')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  await page.goto(IMPORT_PATH);
  await page.getByTestId('import-dropzone').waitFor();
  expect(await seriousFindings(page)).toEqual([]);

  await page.goto(PICTURES_PATH);
  await expect(page.getByTestId('pictures-list')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});
