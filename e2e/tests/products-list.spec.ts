import { expect, test } from '@playwright/test';
import { clickSettled, settled } from '../pages/overlays.ts';
import {
  ListScreen,
  PRODUCT_LIST_PATH,
  publishProduct,
  RECYCLE_BIN_PATH,
  readyToSell,
} from '../pages/products-list-page.ts';
import { call, type Locale, signInToGlobalShop } from '../pages/settings-session.ts';

// The product list screens in the demo owner's "Demo Shop Global" (signed, set up, so no gate
// shows): a product published through the API is found, edited in place, exported, deleted and
// restored.

const unique = () => Date.now().toString(36);

interface Words {
  onSale: string;
  offShelf: string;
  searchTitle: string;
  idsTooShort: RegExp;
  stockSaved: string;
  available: (n: number) => string;
  exportButton: string;
  exportStarted: RegExp;
  openDownloads: string;
  exportKind: string;
  more: string;
  delete: string;
  deleted: string;
  restore: string;
  restored: string;
  offShelfStatus: string;
}

const WORDS: Record<'th-TH' | 'en-US', Words> = {
  'th-TH': {
    onSale: 'กำลังขาย',
    offShelf: 'ไม่ได้วางขาย',
    searchTitle: 'ชื่อสินค้า',
    idsTooShort: /ID แต่ละรายการต้องมีอย่างน้อย 3 หลัก ตรวจสอบ: 12/,
    stockSaved: 'บันทึกสต็อกแล้ว',
    available: (n) => `พร้อมขาย ${n}`,
    exportButton: 'ส่งออก',
    exportStarted: /เริ่มส่งออกแล้ว/,
    openDownloads: 'ไปที่ศูนย์ดาวน์โหลด',
    exportKind: 'สินค้า',
    more: 'เพิ่มเติม',
    delete: 'ลบ',
    deleted: 'ย้ายไปถังขยะแล้ว',
    restore: 'กู้คืน',
    restored: 'กู้คืนแล้ว สินค้าอยู่ในสถานะไม่ได้วางขาย',
    offShelfStatus: 'ไม่ได้วางขาย',
  },
  'en-US': {
    onSale: 'On sale',
    offShelf: 'Off shelf',
    searchTitle: 'Product name',
    idsTooShort: /Each ID needs at least 3 digits\. Check: 12/,
    stockSaved: 'Stock saved',
    available: (n) => `Available ${n}`,
    exportButton: 'Export',
    exportStarted: /Export started/,
    openDownloads: 'Open the download centre',
    exportKind: 'Products',
    more: 'More',
    delete: 'Delete',
    deleted: 'Moved to the recycle bin',
    restore: 'Restore',
    restored: 'Restored: the product is off shelf',
    offShelfStatus: 'Off shelf',
  },
};

for (const locale of ['th-TH', 'en-US'] as const satisfies readonly Locale[]) {
  const w = WORDS[locale];

  test(`${locale}: find a product on sale by title and by SPU id, edit its stock, export, delete and restore it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInToGlobalShop(page, locale);
    await readyToSell(page.request);
    const title = `E2E ${locale} ${unique()}`;
    const product = await publishProduct(page.request, title);
    const list = new ListScreen(page, 'productSearch');

    // On the on-sale tab, by title: the search lands in the URL.
    await page.goto(PRODUCT_LIST_PATH);
    await list.tab(w.onSale).click();
    await expect(page).toHaveURL(/tab=on_sale/);
    await list.search({ title });
    await expect(page).toHaveURL(/title=/);
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(title)).toContainText(product.productId);
    await expect(list.row(title)).toContainText('฿199.00 – ฿219.00');

    // By SPU id: fewer than 3 digits is refused before anything is sent.
    await list.resetButton.click();
    await list.field('ids').fill('12');
    // The reset above refetches the whole list, perhaps only now; what must never leave is a
    // search for the refused id.
    let sent = false;
    const watch = (r: { url: () => string; postData: () => string | null }) => {
      if (r.url().endsWith('/oms/shop/item/list/inquiry') && /"(spu|sku)Ids":\["12"\]/.test(r.postData() ?? '')) {
        sent = true;
      }
    };
    page.on('request', watch);
    await list.searchButton.click();
    await expect(list.fieldError('ids')).toHaveText(w.idsTooShort);
    page.off('request', watch);
    expect(sent).toBe(false);
    await list.search({ ids: product.productId });
    await expect(page).toHaveURL(new RegExp(`ids=${product.productId}`));
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(title)).toBeVisible();

    // Inline stock: open the SKUs, set the first one's stock.
    await list.openSkus(title);
    const editor = page.locator(`[data-stock-editor="${product.skuIds[0]}"]`);
    await editor.getByRole('spinbutton').fill('25');
    await editor.getByRole('button').click();
    await expect(page.getByText(w.stockSaved)).toBeVisible();
    await expect(list.row(title)).toContainText(w.available(30));

    // Export the filtered list; the task waits in the download centre.
    await page.getByRole('button', { name: w.exportButton }).click();
    await expect(page.getByText(w.exportStarted)).toBeVisible();
    await page.getByRole('link', { name: w.openDownloads }).click();
    await expect(page).toHaveURL(/\/dashboard\/downloadcenter/);
    // The newest task first: this shop's product export.
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(w.exportKind);

    // Delete it from its row: it goes to the recycle bin.
    await page.goto(`${PRODUCT_LIST_PATH}?ids=${product.productId}`);
    await expect(list.row(title)).toBeVisible();
    await list.row(title).getByRole('button', { name: w.more }).click();
    await page.getByRole('menuitem', { name: w.delete }).click();
    await clickSettled(list.dialog().getByRole('button', { name: w.delete }));
    await expect(page.getByText(w.deleted)).toBeVisible();
    await expect(list.rows).toHaveCount(0);

    // Restore it from the recycle bin: it comes back off shelf.
    const bin = new ListScreen(page, 'recycleSearch');
    await page.goto(RECYCLE_BIN_PATH);
    await bin.search({ title });
    await expect(bin.rows).toHaveCount(1);
    await bin.row(title).getByRole('button', { name: w.restore }).click();
    await expect(page.getByText(w.restored)).toBeVisible();
    await expect(bin.rows).toHaveCount(0);

    await page.goto(PRODUCT_LIST_PATH);
    await list.tab(w.offShelf).click();
    await list.search({ title });
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(title).locator('[data-status="off_shelf"]')).toContainText(w.offShelfStatus);
  });
}

test('th-TH: batch on shelf reports each refusal, low stock filters, a refused stock says why, delete for good asks twice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToGlobalShop(page, 'th-TH');
  await readyToSell(page.request);
  const tag = unique();
  const ready = await publishProduct(page.request, `ชุดพร้อมขาย ${tag}`, {
    shelf: 'off',
    skus: [{ price: '99.00', marketPrice: '150.00', purchasePrice: '50.00', stock: 2, warningLine: 5 }],
    specs: [],
  });
  const empty = await publishProduct(page.request, `ชุดไม่มีสต็อก ${tag}`, {
    shelf: 'off',
    skus: [{ price: '99.00', marketPrice: '150.00', purchasePrice: '50.00', stock: 0 }],
    specs: [],
  });
  const list = new ListScreen(page, 'productSearch');

  // Both off shelf; on shelf together: one goes, the one without stock is refused with its reason.
  await page.goto(`${PRODUCT_LIST_PATH}?tab=off_shelf&title=${tag}`);
  await expect(list.rows).toHaveCount(2);
  await list.select(ready.title);
  await list.select(empty.title);
  await expect(list.batchBar).toContainText('เลือกแล้ว 2 รายการ');
  await list.batchBar.getByRole('button', { name: 'วางขาย' }).click();
  const summary = page.locator('.ant-modal-confirm');
  await expect(summary).toContainText('วางขาย: สำเร็จ 1 รายการ ไม่สำเร็จ 1 รายการ');
  await expect(summary.locator('tr').filter({ hasText: empty.title })).toBeVisible();
  await expect(summary.locator('tr').filter({ hasText: ready.title })).toHaveCount(0);
  await clickSettled(summary.getByRole('button').last());
  await expect(list.rows).toHaveCount(1);
  await expect(list.row(empty.title)).toBeVisible();

  // The dashboard's low-stock card links to ?tab=lowStock: the low-stock filter, ticked.
  await page.goto(`${PRODUCT_LIST_PATH}?tab=lowStock`);
  await expect(page).toHaveURL(/lowStock=y/);
  await expect(list.field('lowStock')).toBeChecked();
  await list.search({ title: tag });
  // 2 available under a warning line of 5; none available at all counts as low too.
  await expect(list.rows).toHaveCount(2);
  await expect(list.row(ready.title)).toContainText('สต็อกใกล้หมด');

  // Stock below what orders reserve is refused by the server; its words show under the field.
  // (Orders, which reserve stock, come later: the refusal is the server's reply, replayed.)
  const refusal = `SKU ${ready.skuIds[0]}: สต็อกต้องไม่น้อยกว่าสต็อกที่ถูกจองไว้ (3)`;
  await page.route('**/oms/shop/item/stock/update', (route) =>
    route.fulfill({
      json: { data: { transactionStatus: { success: false, replyCode: '100003', replyText: refusal } } },
    }),
  );
  await list.openSkus(ready.title);
  const editor = page.locator(`[data-stock-editor="${ready.skuIds[0]}"]`);
  await editor.getByRole('spinbutton').fill('1');
  await editor.getByRole('button').click();
  await expect(editor.getByRole('alert')).toHaveText(refusal);
  // Shown there only: no toast repeats it.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await page.unroute('**/oms/shop/item/stock/update');

  // Deleting for good from the recycle bin asks for a deliberate confirmation first.
  await call(page.request, '/oms/shop/item/delete', { productIds: [empty.productId] });
  const bin = new ListScreen(page, 'recycleSearch');
  await page.goto(`${RECYCLE_BIN_PATH}?title=${encodeURIComponent(empty.title)}`);
  await expect(bin.rows).toHaveCount(1);
  await bin.row(empty.title).getByRole('button', { name: 'ลบถาวร' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('ลบสินค้า 1 รายการถาวรหรือไม่');
  const discard = confirm.getByRole('button', { name: 'ลบถาวร' });
  await expect(discard).toBeDisabled();
  await (await settled(confirm.getByRole('checkbox', { name: 'ฉันเข้าใจว่าการลบนี้ย้อนกลับไม่ได้' }))).check();
  await discard.click();
  await expect(page.getByText('ลบถาวรแล้ว')).toBeVisible();
  await expect(bin.rows).toHaveCount(0);
});

test('zh-CN: a timed release puts a product on the coming tab until cancelled; its QR code link copies', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInToGlobalShop(page, 'zh-CN');
  await readyToSell(page.request);
  const product = await publishProduct(page.request, `定时商品 ${unique()}`, { shelf: 'off' });
  const list = new ListScreen(page, 'productSearch');
  await page.goto(`${PRODUCT_LIST_PATH}?tab=off_shelf&ids=${product.productId}`);
  await expect(list.rows).toHaveCount(1);

  // Timed release: earlier today is refused on the field (past days cannot be picked at all),
  // a future time schedules it.
  const ymd = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await list.row(product.title).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '定时上架' }).click();
  const dialog = page.getByRole('dialog', { name: '定时上架' });
  const at = dialog.locator('#timedRelease_at');
  await at.fill(`${ymd(new Date())} 00:00`);
  await at.press('Enter'); // confirms the picker
  await dialog.getByRole('button', { name: '确定定时' }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('请选择将来的时间');
  const day = ymd(new Date(Date.now() + 3 * 24 * 3600 * 1000));
  await at.fill(`${day} 10:00`);
  await at.press('Enter'); // confirms the picker and, the form being valid now, submits it
  await expect(page.getByText(`${day} 10:00:00 开售`).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await list.tab('即将开售').click();
  await expect(list.row(product.title).locator('[data-status="coming"]')).toContainText(`${day} 10:00:00 开售`);

  // Cancel the schedule: back off shelf.
  await list.row(product.title).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '定时上架' }).click();
  await expect(dialog).toContainText(`已定时：${day} 10:00:00`);
  await dialog.getByRole('button', { name: '取消定时' }).click();
  await expect(page.getByText('已取消定时，商品保持下架')).toBeVisible();
  await expect(list.rows).toHaveCount(0);

  // The QR code: the image, the buyer link, copied.
  await page.goto(`${PRODUCT_LIST_PATH}?ids=${product.productId}`);
  await list.row(product.title).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '二维码' }).click();
  const qr = page.getByRole('dialog', { name: '商品二维码' });
  await expect(qr.getByRole('img', { name: `${product.title} 的二维码` })).toBeVisible();
  const link = await qr.getByRole('textbox', { name: '买家链接' }).inputValue();
  expect(link).toContain(product.productId);
  await qr.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('链接已复制')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});
