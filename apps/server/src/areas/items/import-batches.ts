import type { itemImportCommit, itemImportPreview } from '@sc/contract/calls/items.ts';
import type { CallPayload, CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import { importBatches, products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BizError, notFound } from '../../errors.ts';
import { readUploadedFile } from '../media/index.ts';
import { headerOf, readImportRows } from './import-sheet.ts';
import { checkAgainstShop, checkImport, type StoredProduct, storedProduct } from './import-validate.ts';
import { recordPrices } from './price-history.ts';

// The product import: the preview reads and checks the uploaded file and keeps the products that
// passed in a batch, writing no product; the commit writes them, all in one transaction, once.

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const PRODUCTS_PER_INSERT = 500;
const SKUS_PER_INSERT = 1000;

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

export interface ImportContext {
  shop: ShopScope;
  userId: string;
  now: Date;
  locale: Locale;
}

export async function previewImport(
  c: ImportContext,
  input: CallPayload<typeof itemImportPreview>,
): Promise<CallResponse<typeof itemImportPreview>> {
  const file = await readUploadedFile(c.shop, input.fileId);
  const rows = await readImportRows(file.buffer);
  const check = await checkImport(c.shop, rows, c.now, c.locale);
  const invalidRows = rows.filter((r) => (check.errors.get(r.rowNo)?.length ?? 0) > 0).length;
  const importId = newId();
  await c.shop.insert(importBatches, [
    {
      id: importId,
      userId: c.userId,
      fileId: input.fileId,
      fileName: file.name,
      rowCount: rows.length,
      productCount: check.productCount,
      validRows: rows.length - invalidRows,
      invalidRows,
      products: check.products,
      failedProducts: check.failedProducts,
      createdAt: c.now,
    },
  ]);
  return {
    importId,
    fileName: file.name,
    rowCount: rows.length,
    productCount: check.productCount,
    validRows: rows.length - invalidRows,
    invalidRows,
    rows: rows.map((r) => ({
      rowNo: r.rowNo,
      code: r.code,
      title: r.title,
      specValues: [r.spec1Value, r.spec2Value, r.spec3Value].filter((v) => v !== ''),
      price: r.price,
      stock: r.stock,
      errors: (check.errors.get(r.rowNo) ?? []).map((e) => ({
        column: headerOf(e.column, c.locale),
        message: e.message,
      })),
    })),
  };
}

async function insertAll(c: ImportContext, list: StoredProduct[], onShelf: boolean) {
  const ids = new Map<string, number>();
  for (const part of chunks(list, PRODUCTS_PER_INSERT)) {
    const inserted = await c.shop
      .insert(
        products,
        part.map((p) => {
          const onSale = onShelf && p.skus.some((s) => s.stock > 0);
          return {
            title: p.title,
            code: p.code,
            categoryId: p.categoryId,
            brandId: p.brandId,
            description: p.description,
            keywords: p.keywords,
            specs: p.specs,
            images: p.images,
            status: onSale ? 'on_sale' : 'off_shelf',
            offShelfReason: onSale ? null : 'merchant',
            onShelfAt: onSale ? c.now : null,
            offShelfAt: onSale ? null : c.now,
            lastEditedAt: c.now,
            createdAt: c.now,
            updatedAt: c.now,
          };
        }),
      )
      .returning({ id: products.id, code: products.code });
    for (const row of inserted) ids.set(row.code, row.id);
  }
  const skuRows = list.flatMap((p) =>
    p.skus.map((s, sort) => ({
      productId: ids.get(p.code) ?? 0,
      specValues: s.specValues,
      code: s.code,
      price: s.price,
      marketPrice: s.marketPrice,
      purchasePrice: s.purchasePrice,
      stock: s.stock,
      warningLine: s.warningLine,
      sort,
      createdAt: c.now,
      updatedAt: c.now,
    })),
  );
  const prices: { skuId: number; price: number }[] = [];
  for (const part of chunks(skuRows, SKUS_PER_INSERT)) {
    const inserted = await c.shop.insert(skus, part).returning({ id: skus.id, price: skus.price });
    prices.push(...inserted.map((s) => ({ skuId: s.id, price: s.price })));
  }
  for (const part of chunks(prices, SKUS_PER_INSERT)) await recordPrices(c.shop, part, c.now);
  return skuRows.length;
}

export async function commitImport(
  c: ImportContext,
  input: CallPayload<typeof itemImportCommit>,
): Promise<CallResponse<typeof itemImportCommit>> {
  const [batch] = await c.shop.tx
    .select()
    .from(importBatches)
    .where(c.shop.where(importBatches, eq(importBatches.id, input.importId)))
    .for('update');
  if (!batch) throw notFound();
  if (batch.status !== 'previewed') throw new BizError('RULE_VIOLATED', 'itemImportCommitted');
  const kept = z.array(storedProduct).parse(batch.products);
  if (kept.length === 0) throw new BizError('RULE_VIOLATED', 'itemImportNothingValid');
  // The shop may have changed since the preview (a code taken, a brand authorization ended).
  const passed = await checkAgainstShop(c.shop, kept, null, c.now, c.locale);
  let createdSkus: number;
  try {
    createdSkus = await insertAll(c, passed, input.shelf === 'on');
  } catch (err) {
    if (isUniqueViolation(err, 'products_shop_code_uq')) throw new BizError('RULE_VIOLATED', 'itemStateChanged');
    throw err;
  }
  const failedProducts = batch.failedProducts + (kept.length - passed.length);
  const passedCodes = new Set(passed.map((p) => p.code));
  const lateRows = kept.filter((k) => !passedCodes.has(k.code)).reduce((n, k) => n + k.rowNos.length, 0);
  const result = {
    createdProducts: passed.length,
    createdSkus,
    failedRows: batch.invalidRows + lateRows,
    failedProducts,
  };
  await c.shop.update(
    importBatches,
    { status: 'committed', committedAt: c.now, result },
    eq(importBatches.id, batch.id),
  );
  return result;
}
