import type { operatorProductList } from '@sc/contract/calls/marketplace.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { count, desc, isNull } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import { products } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { productKeyword } from '../compliance/index.ts';

// What the platform (the marketplace's operator) reads of a shop's products: the list its tools
// pick products from, newest change first, deleted ones left out.

/** A page of the shop's products for the operator, found by id or title. */
export async function listShopProducts(shop: ShopScope, p: CallPayload<typeof operatorProductList>) {
  const condition = shop.where(
    products,
    isNull(products.deletedAt),
    isNull(products.purgedAt),
    productKeyword(p.keyword, products.id, [products.title]),
  );
  const rows = await shop.tx
    .select({
      id: products.id,
      title: products.title,
      status: products.status,
      openViolations: products.openViolations,
    })
    .from(products)
    .where(condition)
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(p.page.pageSize)
    .offset((p.page.pageNum - 1) * p.page.pageSize);
  const [total] = await shop.tx.select({ n: count() }).from(products).where(condition);
  return {
    list: rows.map((r) => ({
      productId: String(r.id),
      title: r.title,
      status: r.status,
      openViolations: r.openViolations,
    })),
    page: { pageNum: p.page.pageNum, pageSize: p.page.pageSize, count: toNumber(total?.n) },
  };
}
