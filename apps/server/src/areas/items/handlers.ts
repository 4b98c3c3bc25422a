import * as items from '@sc/contract/calls/items.ts';
import { handle, type Registration, sessionOf } from '../../envelope/handler.ts';
import { startExport } from '../downloads/index.ts';
import { commitImport, previewImport } from './import-batches.ts';
import { importTemplate, templateFileName } from './import-sheet.ts';
import { editSkuPictures, editSpuPictures } from './pictures.ts';
import { productExport } from './product-export.ts';
import { listPictures, listProducts, listRecycleBin, listShelfRemovals } from './product-list.ts';
import { findProduct } from './product-lookup.ts';
import { presentDetail } from './product-view.ts';
import { createProduct, modifyProduct } from './product-write.ts';
import { productQrCode } from './qrcode.ts';
import { deleteMany, discardMany, publishMany, publishOne, recoverMany, scheduleRelease } from './shelf-actions.ts';
import { stockOf, updateStock } from './stock.ts';

// The products area. Handlers only pick what each service needs from the call's context.

export const itemsHandlers: readonly Registration[] = [
  handle(items.itemCreate, (ctx) => createProduct(ctx, ctx.payload)),
  handle(items.itemModify, (ctx) => modifyProduct(ctx, ctx.payload)),
  handle(items.itemPublish, (ctx) => publishOne(ctx, ctx.payload.productId, ctx.payload.onShelf === 'y')),
  handle(items.itemBatchPublish, (ctx) => publishMany(ctx, ctx.payload.productIds, ctx.payload.onShelf === 'y')),
  handle(items.itemDelete, (ctx) => deleteMany(ctx, ctx.payload.productIds)),
  handle(items.itemRecover, (ctx) => recoverMany(ctx, ctx.payload.productIds)),
  handle(items.itemDiscard, (ctx) => discardMany(ctx, ctx.payload.productIds)),
  handle(items.itemTimedRelease, (ctx) => scheduleRelease(ctx, ctx.payload.productId, ctx.payload.releaseAt)),

  handle(items.itemListInquiry, (ctx) => listProducts(ctx.shop, ctx.payload, ctx.now, ctx.locale)),
  handle(items.itemRecycleList, (ctx) => listRecycleBin(ctx.shop, ctx.payload, ctx.now, ctx.locale)),
  handle(items.itemShelfRemovalList, (ctx) => listShelfRemovals(ctx.shop, ctx.payload, ctx.now, ctx.locale)),
  handle(items.itemPictureList, (ctx) => listPictures(ctx.shop, ctx.payload, ctx.now)),
  handle(items.itemDetailsInquiry, async (ctx) =>
    presentDetail(ctx.shop, await findProduct(ctx.shop, ctx.payload.productId), ctx.now, ctx.locale),
  ),

  handle(items.itemStockInquiry, async (ctx) => {
    const row = await findProduct(ctx.shop, ctx.payload.productId);
    return { productId: String(row.id), skus: await stockOf(ctx.shop, row.id, ctx.now) };
  }),
  handle(items.itemStockUpdate, (ctx) => updateStock(ctx.shop, ctx.payload, ctx.now, ctx.locale)),

  handle(items.itemSpuPictureEdit, (ctx) => editSpuPictures(ctx.shop, ctx.payload, ctx.now)),
  handle(items.itemSkuPictureEdit, (ctx) => editSkuPictures(ctx.shop, ctx.payload, ctx.now)),
  handle(items.itemQrcode, (ctx) => productQrCode(ctx.shop, ctx.payload.productId)),
  handle(items.itemExportExcel, (ctx) => startExport(ctx, productExport, ctx.payload)),

  handle(items.itemImportTemplate, async (ctx) => ({
    fileName: templateFileName(ctx.locale),
    contentBase64: (await importTemplate(ctx.locale)).toString('base64'),
  })),
  handle(items.itemImportPreview, (ctx) =>
    previewImport({ shop: ctx.shop, userId: sessionOf(ctx).userId, now: ctx.now, locale: ctx.locale }, ctx.payload),
  ),
  handle(items.itemImportCommit, (ctx) =>
    commitImport({ shop: ctx.shop, userId: sessionOf(ctx).userId, now: ctx.now, locale: ctx.locale }, ctx.payload),
  ),
];
