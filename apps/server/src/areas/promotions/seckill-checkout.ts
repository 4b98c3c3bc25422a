import { flashUnits } from '@sc/contract/seckill.ts';
import { and, asc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { orderItems, seckillBuys, seckillRegistrations } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import type { FlashOffer } from './engine.ts';
import { runningSlotIds } from './seckill.ts';

// Flash stock at checkout. An approved registration whose slot runs sells at its flash price: the
// units a line takes are taken from its flash stock by one UPDATE that adds least(wanted, stock −
// sold) while the registration is approved and its slot runs, so however many buyers check out at
// once no more units are sold at the flash price than the registration offers, and a line wanting
// more than is left takes what is left. Per buyer, the units at the flash price stop at the
// registration's limit (seckill_buys, raised by one conditional upsert). The line's other units pay
// the normal price, as a marketplace sells past a flash allowance. A cancel gives back the units not
// shipped to the flash stock and to the buyer's allowance.

const runningApproved = (shop: ShopScope, now: Date) =>
  and(eq(seckillRegistrations.state, 'approved'), inArray(seckillRegistrations.slotId, runningSlotIds(shop.tx, now)));

/** The approved registrations of `skuIds` in a running slot: per SKU the lowest flash price. */
async function runningRegistrations(shop: ShopScope, skuIds: readonly number[], now: Date) {
  if (skuIds.length === 0) return new Map<number, typeof seckillRegistrations.$inferSelect>();
  const rows = await shop
    .select(seckillRegistrations, and(runningApproved(shop, now), inArray(seckillRegistrations.skuId, [...skuIds])))
    .orderBy(asc(seckillRegistrations.price), asc(seckillRegistrations.id));
  const bySku = new Map<number, typeof seckillRegistrations.$inferSelect>();
  for (const r of rows) if (!bySku.has(r.skuId)) bySku.set(r.skuId, r);
  return bySku;
}

/**
 * Takes up to `want` units of a registration's flash stock in one statement: the row is locked and
 * read at its latest (FOR UPDATE in the CTE, so a concurrent checkout's units are seen), and the
 * UPDATE adds least(want, stock − sold), answering what it took (0 when none is left or the slot
 * no longer runs).
 */
async function takeUpTo(shop: ShopScope, registrationId: string, want: number, now: Date): Promise<number> {
  const left = shop.tx.$with('flash_left').as(
    shop.tx
      .select({
        id: seckillRegistrations.id,
        take: sql<number>`least(${want}, ${seckillRegistrations.stock} - ${seckillRegistrations.sold})`.as('take'),
      })
      .from(seckillRegistrations)
      .where(
        shop.where(
          seckillRegistrations,
          eq(seckillRegistrations.id, registrationId),
          lt(seckillRegistrations.sold, seckillRegistrations.stock),
          runningApproved(shop, now),
        ),
      )
      .for('update'),
  );
  const [row] = await shop.tx
    .with(left)
    .update(seckillRegistrations)
    .set({ sold: sql`${seckillRegistrations.sold} + ${left.take}`, updatedAt: now })
    .from(left)
    .where(shop.where(seckillRegistrations, eq(seckillRegistrations.id, left.id), sql`${left.take} > 0`))
    .returning({ took: left.take });
  return Number(row?.took ?? 0);
}

/**
 * Takes flash stock for a checkout's lines: per line of a SKU with a running approved
 * registration, the units within the buyer's allowance left and the flash stock left (what is
 * left, not all or none: the other units pay the normal price). Answers the flash offers with the units taken, which the engine prices at the flash price.
 */
export async function takeFlashStock(
  shop: ShopScope,
  buyerId: string,
  lines: readonly { skuId: number; quantity: number; unitPrice: number }[],
  now: Date,
): Promise<FlashOffer[]> {
  const regs = await runningRegistrations(
    shop,
    lines.map((l) => l.skuId),
    now,
  );
  const offers: FlashOffer[] = [];
  for (const line of [...lines].sort((a, b) => a.skuId - b.skuId)) {
    const reg = regs.get(line.skuId);
    if (!reg || reg.price >= line.unitPrice) continue;
    const [had] = await shop.pick(
      seckillBuys,
      { units: seckillBuys.units },
      and(eq(seckillBuys.registrationId, reg.id), eq(seckillBuys.buyerId, buyerId)),
    );
    const want = flashUnits({ quantity: line.quantity, buyerLeft: reg.perBuyer - (had?.units ?? 0), stockLeft: null });
    if (want <= 0) continue;
    const took = await takeUpTo(shop, reg.id, want, now);
    if (took <= 0) continue;
    // The buyer's allowance: raised only while it stays within the limit (two checkouts of one buyer at once).
    const [counted] = await shop.tx
      .insert(seckillBuys)
      .values({ shopId: shop.shopId, registrationId: reg.id, buyerId, units: took })
      .onConflictDoUpdate({
        target: [seckillBuys.shopId, seckillBuys.registrationId, seckillBuys.buyerId],
        set: { units: sql`${seckillBuys.units} + ${took}` },
        setWhere: sql`${seckillBuys.units} + ${took} <= ${reg.perBuyer}`,
      })
      .returning({ units: seckillBuys.units });
    if (!counted) {
      await shop.update(
        seckillRegistrations,
        { sold: sql`greatest(${seckillRegistrations.sold} - ${took}, 0)` },
        eq(seckillRegistrations.id, reg.id),
      );
      continue;
    }
    offers.push({ registrationId: reg.id, skuId: line.skuId, unitPrice: reg.price, units: took });
  }
  return offers;
}

/**
 * Gives back the units of an order not shipped (a cancel): per line, at most the units it bought at
 * the flash price, to the registration's flash stock and to the buyer's allowance, never below 0.
 */
export async function giveBackFlashStock(
  shop: ShopScope,
  orderId: number,
  buyerId: string,
  units: readonly { skuId: number; quantity: number }[],
): Promise<void> {
  const lines = await shop
    .pick(
      orderItems,
      { skuId: orderItems.skuId, seckillId: orderItems.seckillId, seckillUnits: orderItems.seckillUnits },
      and(eq(orderItems.orderId, orderId), isNotNull(orderItems.seckillId), gt(orderItems.seckillUnits, 0)),
    )
    .orderBy(asc(orderItems.skuId));
  for (const line of lines) {
    if (!line.seckillId) continue;
    const unshipped = units.filter((u) => u.skuId === line.skuId).reduce((s, u) => s + u.quantity, 0);
    const back = Math.min(unshipped, line.seckillUnits);
    if (back <= 0) continue;
    await shop.update(
      seckillRegistrations,
      { sold: sql`greatest(${seckillRegistrations.sold} - ${back}, 0)` },
      eq(seckillRegistrations.id, line.seckillId),
    );
    await shop.update(
      seckillBuys,
      { units: sql`greatest(${seckillBuys.units} - ${back}, 0)` },
      and(eq(seckillBuys.registrationId, line.seckillId), eq(seckillBuys.buyerId, buyerId)),
    );
  }
}

/** The SKUs of approved registrations in a running slot with flash stock left (the simulator's buyers go for them). */
export async function runningFlashSkus(shop: ShopScope, now: Date): Promise<number[]> {
  const rows = await shop
    .pick(
      seckillRegistrations,
      { skuId: seckillRegistrations.skuId },
      and(runningApproved(shop, now), lt(seckillRegistrations.sold, seckillRegistrations.stock)),
    )
    .limit(50);
  return [...new Set(rows.map((r) => r.skuId))];
}
