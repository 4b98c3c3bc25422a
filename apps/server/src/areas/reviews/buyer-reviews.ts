import { buyerReviewInput } from '@sc/contract/calls/reviews.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { products, reviews, skus } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError, notFound } from '../../errors.ts';

export type BuyerReview = z.input<typeof buyerReviewInput>;

/**
 * A buyer reviews one SKU of a shop's product (the marketplace simulator's buyer side; the seed
 * and tests call it directly). The product must be the shop's and not purged, the SKU the
 * product's. The seed dates its reviews in the past through `createdAt`.
 */
export async function createBuyerReview(tx: Tx, input: BuyerReview, createdAt: Date): Promise<{ reviewId: string }> {
  const r = buyerReviewInput.parse(input);
  const shop = new ShopScope(tx, r.shopId);
  const productId = Number(r.productId);
  const product = await shop.first(products, and(eq(products.id, productId), isNull(products.purgedAt)));
  if (!product) throw notFound();
  const sku = await shop.first(skus, eq(skus.id, Number(r.skuId)));
  if (!sku) throw notFound();
  if (sku.productId !== productId) throw new BizError('RULE_VIOLATED', 'reviewSkuNotOfProduct');
  const reviewId = newId();
  await shop.insert(reviews, [
    {
      id: reviewId,
      productId,
      skuId: sku.id,
      buyerNickname: r.nickname,
      anonymous: r.anonymous === 'y',
      score: r.score,
      text: r.text,
      images: r.images,
      videoUrl: r.videoUrl,
      orderNo: r.orderNo,
      createdAt,
    },
  ]);
  return { reviewId };
}
