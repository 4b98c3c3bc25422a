import { SHIPPED_STATUS } from '@sc/contract/orders.ts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { toNumber } from '../../db/numbers.ts';
import { afterSales, orders } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { CaseRow } from './money.ts';

// What the marketplace (the platform's and the simulated buyers' side) reads of after-sales: every
// shop's cases for the platform's list, and the orders a buyer could still ask about.

export interface PlatformCaseFilter {
  /** One shop's cases; every shop's when absent. */
  shopId?: string | undefined;
  status?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** A page of cases, oldest applied first, each with whether the merchant has sent proof. */
export async function platformCases(
  tx: Tx,
  f: PlatformCaseFilter,
): Promise<{ rows: { c: CaseRow; proof: boolean }[]; count: number }> {
  const where = and(
    f.shopId ? eq(afterSales.shopId, f.shopId) : undefined,
    f.status ? eq(afterSales.status, f.status) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(afterSales).where(where);
  const rows = await tx
    .select({
      c: afterSales,
      proof: sql<boolean>`exists (select 1 from after_sale_proofs p where p.shop_id = "after_sales"."shop_id" and p.case_id = "after_sales"."id" and p.side = 'merchant')`,
    })
    .from(afterSales)
    .where(where)
    .orderBy(asc(afterSales.appliedAt), asc(afterSales.id))
    .limit(f.pageSize)
    .offset((f.pageNum - 1) * f.pageSize);
  return { rows: rows.map(({ c, proof }) => ({ c, proof: proof === true })), count: toNumber(total?.n) };
}

/** Paid, shipped orders of the shop no case is about yet, newest first, with their first line's picture. */
export async function ordersWithoutCase(shop: ShopScope, limit: number) {
  return shop.tx
    .select({
      id: orders.id,
      status: orders.status,
      imageUrl: sql<string>`(select i.image_url from order_items i where i.shop_id = "orders"."shop_id" and i.order_id = "orders"."id" order by i.line_no limit 1)`,
    })
    .from(orders)
    .where(
      shop.where(
        orders,
        eq(orders.payStatus, 'success'),
        inArray(orders.status, [...SHIPPED_STATUS]),
        sql`not exists (select 1 from after_sales a where a.shop_id = ${orders.shopId} and a.order_id = ${orders.id})`,
      ),
    )
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(limit);
}
