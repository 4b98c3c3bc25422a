import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { publishCampaign } from '../areas/promotions/index.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { campaignRegistrations, platformOperators, products, skus } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';

// The demo's platform campaigns (/activityreport/index): one finished, whose window covers days of
// the demo's orders so its report reads real order lines, and one open to registration, with the
// demo shop's registrations in every review state. Seeded before the demo's orders.

const DAY = 24 * 60 * 60 * 1000;
/** The reason the demo's rejected registration shows. */
export const DEMO_CAMPAIGN_REJECT_REASON = 'ราคาแคมเปญยังไม่ต่ำพอเมื่อเทียบกับร้านอื่น';

export async function seedDemoCampaigns(tx: Tx, shopId: string, now: Date): Promise<void> {
  const [op] = await tx.select({ id: platformOperators.id }).from(platformOperators).limit(1);
  if (!op) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const finished = await publishCampaign(
    tx,
    {
      name: 'Mid-month Mega Sale',
      regStart: at(-25),
      regEnd: at(-14),
      startTime: at(-12),
      endTime: at(-2),
      minDiscountPercent: 10,
      requiredStock: 5,
      categoryIds: [],
    },
    op.id,
    new Date(now.getTime() - 26 * DAY),
  );
  const open = await publishCampaign(
    tx,
    {
      name: 'Payday Sale',
      regStart: at(-1),
      regEnd: at(6),
      startTime: at(8),
      endTime: at(11),
      minDiscountPercent: 15,
      requiredStock: 5,
      categoryIds: [],
    },
    op.id,
    new Date(now.getTime() - DAY),
  );
  // SKUs on sale with stock to spare, as the demo's orders choose theirs.
  const pool = await tx
    .select({ skuId: skus.id, productId: skus.productId, price: skus.price, stock: skus.stock })
    .from(skus)
    .innerJoin(products, and(eq(products.shopId, skus.shopId), eq(products.id, skus.productId)))
    .where(
      new ShopScope(tx, shopId).where(
        skus,
        eq(products.status, 'on_sale'),
        isNull(products.deletedAt),
        isNotNull(products.lastSoldAt),
        gte(sql`${skus.stock} - ${skus.reserved}`, 40),
      ),
    )
    .orderBy(asc(skus.id))
    .limit(6);
  const reg = (campaignId: string, s: (typeof pool)[number], off: number, state: string, reason = '', days = 0) => ({
    shopId,
    id: newId(),
    campaignId,
    skuId: s.skuId,
    productId: s.productId,
    price: Math.floor((s.price * (100 - off)) / 100),
    stock: 20,
    state,
    reason,
    reviewedAt: state === 'pending' ? null : new Date(now.getTime() + days * DAY),
    reviewedBy: state === 'pending' ? null : op.id,
    createdBy: op.id,
    createdAt: new Date(now.getTime() + (days - 1) * DAY),
    updatedAt: new Date(now.getTime() + days * DAY),
  });
  const rows = [
    ...pool.slice(0, 3).map((s) => reg(finished.campaignId, s, 20, 'approved', '', -15)),
    ...(pool[3] ? [reg(open.campaignId, pool[3], 20, 'approved', '', 0)] : []),
    ...(pool[4] ? [reg(open.campaignId, pool[4], 18, 'pending', '', 0)] : []),
    ...(pool[5] ? [reg(open.campaignId, pool[5], 16, 'rejected', DEMO_CAMPAIGN_REJECT_REASON, 0)] : []),
  ];
  if (rows.length > 0) await tx.insert(campaignRegistrations).values(rows);
}
