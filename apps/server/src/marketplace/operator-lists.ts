import type { operatorShopList } from '@sc/contract/calls/marketplace.ts';
import type { CallPayload } from '@sc/contract/define-call.ts';
import { asc, count, ilike } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { toNumber } from '../db/numbers.ts';
import { shops } from '../db/schema.ts';

// The marketplace's own list of shops, for the operator's tools; a shop's products and every
// shop's violations are read through the items and compliance faces.

export async function listShops(tx: Tx, p: CallPayload<typeof operatorShopList>) {
  const where = p.keyword ? ilike(shops.name, containsPattern(p.keyword)) : undefined;
  const rows = await tx
    .select({ shopId: shops.id, shopName: shops.name, shopType: shops.shopType })
    .from(shops)
    .where(where)
    .orderBy(asc(shops.name))
    .limit(p.page.pageSize)
    .offset((p.page.pageNum - 1) * p.page.pageSize);
  const [total] = await tx.select({ n: count() }).from(shops).where(where);
  return { list: rows, page: { pageNum: p.page.pageNum, pageSize: p.page.pageSize, count: toNumber(total?.n) } };
}
