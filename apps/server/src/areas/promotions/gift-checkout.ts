import { giftUnits } from '@sc/contract/gift.ts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { giftActivities, giftMainProducts, orderItems, products } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { reserveStock } from '../items/index.ts';

// Gifts at checkout. An order holding at least an activity's threshold of units of its main goods
// gets its gifts per order of the gift SKU as a line of its own at 0 baht. The gift stock is taken
// by one UPDATE adding least(due, stock − given) while the activity runs, so however many buyers
// check out at once no more gifts are given than the stock, and an order due more gifts than are
// left gets what is left; the gift SKU's units are reserved from the product's stock as any line's
// are. When no gift is left, or the product's stock is short, the order goes through without the
// gift. A cancel gives back the gift units not shipped.

const running = (now: Date) =>
  and(isNull(giftActivities.stoppedAt), lte(giftActivities.startAt, now), gt(giftActivities.endAt, now));

/** A running gift activity, as checkout reads it. */
export interface GiftOffer {
  giftId: string;
  mainProductIds: readonly number[];
  threshold: number;
  perOrder: number;
  giftSkuId: number;
  giftProductId: number;
}

async function offersOf(shop: ShopScope, rows: readonly (typeof giftActivities.$inferSelect)[]): Promise<GiftOffer[]> {
  if (rows.length === 0) return [];
  const mains = await shop.pick(
    giftMainProducts,
    { giftId: giftMainProducts.giftId, productId: giftMainProducts.productId },
    inArray(
      giftMainProducts.giftId,
      rows.map((r) => r.id),
    ),
  );
  return [...rows]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((g) => ({
      giftId: g.id,
      mainProductIds: mains.filter((m) => m.giftId === g.id).map((m) => m.productId),
      threshold: g.threshold,
      perOrder: g.perOrder,
      giftSkuId: g.giftSkuId,
      giftProductId: g.giftProductId,
    }));
}

/** The gift activities running at `now` with a main product among `productIds`, their gift on sale. */
export async function runningGifts(shop: ShopScope, productIds: readonly number[], now: Date): Promise<GiftOffer[]> {
  if (productIds.length === 0) return [];
  const rows = await shop.pick(
    giftActivities,
    { g: giftActivities },
    and(
      running(now),
      inArray(
        giftActivities.id,
        shop.pick(
          giftMainProducts,
          { id: giftMainProducts.giftId },
          inArray(giftMainProducts.productId, [...productIds]),
        ),
      ),
      inArray(
        giftActivities.giftProductId,
        shop.pick(products, { id: products.id }, and(eq(products.status, 'on_sale'), isNull(products.deletedAt))),
      ),
    ),
  );
  return offersOf(
    shop,
    rows.map((r) => r.g),
  );
}

/** A gift line of an order: the gift SKU as reserved, at 0 baht. */
export interface GiftLine {
  giftId: string;
  skuId: number;
  productId: number;
  quantity: number;
  specValues: string[];
  imageUrl: string;
  code: string;
}

/**
 * Takes up to `want` gift units of an activity's gift stock in one statement: the row is locked and
 * read at its latest (FOR UPDATE in the CTE, so a concurrent checkout's gifts are seen), and the
 * UPDATE adds least(want, stock − given), answering what it took (0 when none is left or the
 * activity no longer runs).
 */
async function takeUpTo(shop: ShopScope, giftId: string, want: number, now: Date): Promise<number> {
  const left = shop.tx.$with('gift_left').as(
    shop.tx
      .select({
        id: giftActivities.id,
        take: sql<number>`least(${want}, ${giftActivities.stock} - ${giftActivities.given})`.as('take'),
      })
      .from(giftActivities)
      .where(
        shop.where(
          giftActivities,
          eq(giftActivities.id, giftId),
          lt(giftActivities.given, giftActivities.stock),
          running(now),
        ),
      )
      .for('update'),
  );
  const [row] = await shop.tx
    .with(left)
    .update(giftActivities)
    .set({ given: sql`${giftActivities.given} + ${left.take}` })
    .from(left)
    .where(shop.where(giftActivities, eq(giftActivities.id, left.id), sql`${left.take} > 0`))
    .returning({ took: left.take });
  return Number(row?.took ?? 0);
}

/**
 * Takes the gifts of a checkout's cart: for each offer whose main goods the cart holds enough of,
 * the gift units (what is left of the gift stock when fewer than its due) by one UPDATE, then the gift SKU's units from the
 * product's stock (its product locked by the caller); a gift short of product stock is not given (its
 * gift stock taken back), and the order goes on without it.
 */
export async function takeGifts(
  tx: Tx,
  shop: ShopScope,
  cart: readonly { productId: number; quantity: number }[],
  offers: readonly GiftOffer[],
  now: Date,
): Promise<GiftLine[]> {
  const lines: GiftLine[] = [];
  for (const offer of offers) {
    const mainUnits = cart
      .filter((l) => offer.mainProductIds.includes(l.productId))
      .reduce((s, l) => s + l.quantity, 0);
    const units = giftUnits(mainUnits, offer.threshold, offer.perOrder);
    if (units <= 0) continue;
    const took = await takeUpTo(shop, offer.giftId, units, now);
    if (took <= 0) continue;
    const sku = await reserveStock(tx, shop.shopId, offer.giftSkuId, took, now);
    if (!sku) {
      await shop.update(
        giftActivities,
        { given: sql`greatest(${giftActivities.given} - ${took}, 0)` },
        eq(giftActivities.id, offer.giftId),
      );
      continue;
    }
    lines.push({
      giftId: offer.giftId,
      skuId: offer.giftSkuId,
      productId: sku.productId,
      quantity: took,
      specValues: sku.specValues,
      imageUrl: sku.imageUrl,
      code: sku.code,
    });
  }
  return lines;
}

/** Gives back to the gift stock the gift units of an order not shipped (a cancel), never below 0. */
export async function giveBackGifts(shop: ShopScope, orderId: number): Promise<void> {
  const lines = await shop
    .pick(
      orderItems,
      { giftId: orderItems.giftId, quantity: orderItems.quantity, shippedQty: orderItems.shippedQty },
      and(eq(orderItems.orderId, orderId), isNotNull(orderItems.giftId)),
    )
    .orderBy(asc(orderItems.lineNo));
  for (const line of lines) {
    const back = line.quantity - line.shippedQty;
    if (!line.giftId || back <= 0) continue;
    await shop.update(
      giftActivities,
      { given: sql`greatest(${giftActivities.given} - ${back}, 0)` },
      eq(giftActivities.id, line.giftId),
    );
  }
}

/** The running gift activities with gift stock left for an order (the simulator's buyers go for their main goods). */
export async function runningGiftActivities(shop: ShopScope, now: Date): Promise<GiftOffer[]> {
  const rows = await shop
    .pick(
      giftActivities,
      { g: giftActivities },
      and(running(now), sql`${giftActivities.given} + ${giftActivities.perOrder} <= ${giftActivities.stock}`),
    )
    .limit(50);
  return offersOf(
    shop,
    rows.map((r) => r.g),
  );
}
