import type { itemSkuPictureEdit, itemSpuPictureEdit } from '@sc/contract/calls/items.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { products, skus } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { notFound } from '../../errors.ts';
import { findProduct, idNumber } from './product-lookup.ts';

// The photos of /shop/pictureMg (sku and spu picture edit). A photo change is an edit: it restarts
// the idle clock of the shelf rules.

export async function editSpuPictures(shop: ShopScope, input: CallPayload<typeof itemSpuPictureEdit>, now: Date) {
  const row = await findProduct(shop, input.productId);
  await shop.update(
    products,
    { images: input.images, videoUrl: input.videoUrl, lastEditedAt: now, updatedAt: now },
    eq(products.id, row.id),
  );
  return {};
}

export async function editSkuPictures(shop: ShopScope, input: CallPayload<typeof itemSkuPictureEdit>, now: Date) {
  const ids = [...new Set(input.pictures.map((pic) => idNumber(pic.skuId)))];
  const found = await shop.tx
    .select({ id: skus.id, productId: skus.productId })
    .from(skus)
    // A join: the product is matched on the shop column of the SKU, which `where` scopes.
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(shop.where(skus, inArray(skus.id, ids), isNull(products.purgedAt)));
  if (found.length !== ids.length) throw notFound();
  // In id order, like every SKU write (stock.ts).
  const ordered = [...input.pictures].sort((a, b) => idNumber(a.skuId) - idNumber(b.skuId));
  for (const pic of ordered) {
    await shop.update(skus, { imageUrl: pic.imageUrl, updatedAt: now }, eq(skus.id, idNumber(pic.skuId)));
  }
  const productIds = [...new Set(found.map((f) => f.productId))];
  await shop.update(products, { lastEditedAt: now, updatedAt: now }, inArray(products.id, productIds));
  return {};
}
