import { and, asc, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { campaignRegistrations, orderItems, platformCampaigns } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { CampaignOffer } from './campaign-step.ts';

// Campaign stock at checkout. An approved registration of a running platform campaign sells at its
// campaign price: the units a line takes are taken from its campaign stock by one UPDATE that adds
// least(wanted, stock − sold) while still approved and the campaign runs (a line wanting more than
// is left, even when a concurrent checkout took some since it was read, takes what is left), so
// however many buyers check out at once no more units sell at the campaign price than the
// registration offers. Units past it
// pay the normal price. A cancel gives the units not shipped back to the campaign stock.

/** The campaigns running at `now` (the platform's rows). */
function runningCampaignIds(tx: Tx, now: Date) {
  return tx
    .select({ id: platformCampaigns.id })
    .from(platformCampaigns)
    .where(and(lte(platformCampaigns.startAt, now), gt(platformCampaigns.endAt, now)));
}

const runningApproved = (shop: ShopScope, now: Date) =>
  and(
    eq(campaignRegistrations.state, 'approved'),
    inArray(campaignRegistrations.campaignId, runningCampaignIds(shop.tx, now)),
  );

/**
 * Takes up to `want` units of a registration's campaign stock in one statement: the row is locked
 * and read at its latest (FOR UPDATE in the CTE, so a concurrent checkout's units are seen), and the
 * UPDATE adds least(want, stock − sold), answering what it took (0 when none is left).
 */
async function takeUpTo(shop: ShopScope, registrationId: string, want: number, now: Date): Promise<number> {
  const left = shop.tx.$with('campaign_left').as(
    shop.tx
      .select({
        id: campaignRegistrations.id,
        take: sql<number>`least(${want}, ${campaignRegistrations.stock} - ${campaignRegistrations.sold})`.as('take'),
      })
      .from(campaignRegistrations)
      .where(
        shop.where(
          campaignRegistrations,
          eq(campaignRegistrations.id, registrationId),
          lt(campaignRegistrations.sold, campaignRegistrations.stock),
          runningApproved(shop, now),
        ),
      )
      .for('update'),
  );
  const [row] = await shop.tx
    .with(left)
    .update(campaignRegistrations)
    .set({ sold: sql`${campaignRegistrations.sold} + ${left.take}`, updatedAt: now })
    .from(left)
    .where(shop.where(campaignRegistrations, eq(campaignRegistrations.id, left.id), sql`${left.take} > 0`))
    .returning({ took: left.take });
  return Number(row?.took ?? 0);
}

/**
 * Takes campaign stock for a checkout's lines (the units a flash price did not take): per line of
 * a SKU with a running approved registration priced below the line's list price, as many units as
 * its stock has left, by one conditional UPDATE. Answers the offers the engine prices.
 */
export async function takeCampaignStock(
  shop: ShopScope,
  lines: readonly { skuId: number; quantity: number; unitPrice: number }[],
  now: Date,
): Promise<CampaignOffer[]> {
  const skuIds = lines.filter((l) => l.quantity > 0).map((l) => l.skuId);
  if (skuIds.length === 0) return [];
  const regs = await shop
    .select(campaignRegistrations, and(runningApproved(shop, now), inArray(campaignRegistrations.skuId, skuIds)))
    .orderBy(asc(campaignRegistrations.price), asc(campaignRegistrations.id));
  const offers: CampaignOffer[] = [];
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    // The lowest campaign price of the SKU with stock left (a SKU may be in two campaigns at once).
    const reg = regs.find((r) => r.skuId === line.skuId && r.sold < r.stock && r.price < line.unitPrice);
    if (!reg || line.quantity <= 0) continue;
    const took = await takeUpTo(shop, reg.id, line.quantity, now);
    if (took > 0) offers.push({ registrationId: reg.id, skuId: line.skuId, unitPrice: reg.price, units: took });
  }
  return offers;
}

/**
 * Gives back the units of an order not shipped (a cancel), at most those bought at the campaign
 * price and, with the flash units given back, at most the units not shipped; never below 0.
 */
export async function giveBackCampaignStock(
  shop: ShopScope,
  orderId: number,
  units: readonly { skuId: number; quantity: number }[],
): Promise<void> {
  const lines = await shop
    .pick(
      orderItems,
      {
        skuId: orderItems.skuId,
        regId: orderItems.campaignRegId,
        campaignUnits: orderItems.campaignUnits,
        seckillUnits: orderItems.seckillUnits,
      },
      and(eq(orderItems.orderId, orderId), isNotNull(orderItems.campaignRegId), gt(orderItems.campaignUnits, 0)),
    )
    .orderBy(asc(orderItems.skuId));
  for (const line of lines) {
    if (!line.regId) continue;
    const unshipped = units.filter((u) => u.skuId === line.skuId).reduce((s, u) => s + u.quantity, 0);
    // The flash units of the line go back first (giveBackFlashStock): together never more than unshipped.
    const back = Math.min(unshipped - Math.min(unshipped, line.seckillUnits), line.campaignUnits);
    if (back <= 0) continue;
    await shop.update(
      campaignRegistrations,
      { sold: sql`greatest(${campaignRegistrations.sold} - ${back}, 0)` },
      eq(campaignRegistrations.id, line.regId),
    );
  }
}
