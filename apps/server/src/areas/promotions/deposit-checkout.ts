import { DEPOSIT_UNITS_PER_ORDER } from '@sc/contract/deposit.ts';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { depositPresaleSkus, depositPresales } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';

// Pre-sale stock at a deposit. A buyer's deposit takes one unit of a SKU's pre-sale stock by one
// conditional UPDATE (sold + 1 ≤ stock, the deposit window open), so however many buyers pay at
// once no more deposits are taken than the stock; the product's own stock is reserved by checkout
// as any line's. A deposit order cancelled or lapsed gives its unit back.

const taking = (now: Date) => and(lte(depositPresales.depositStart, now), gt(depositPresales.depositEnd, now));

/** What a deposit of a SKU is, as the pre-sale taking deposits now offers it. */
export interface PresaleOffer {
  presaleId: string;
  skuId: number;
  /** Satang per unit. */
  deposit: number;
  deduction: number;
  balanceFrom: Date;
  balanceDueAt: Date;
}

/** The shop's SKUs whose pre-sale takes deposits now with pre-sale stock left (the simulator's buyers pay deposits on them). */
export async function presaleSkusTaking(shop: ShopScope, now: Date): Promise<number[]> {
  const rows = await shop.tx
    .select({ skuId: depositPresaleSkus.skuId })
    .from(depositPresaleSkus)
    .innerJoin(
      depositPresales,
      and(eq(depositPresales.shopId, depositPresaleSkus.shopId), eq(depositPresales.id, depositPresaleSkus.presaleId)),
    )
    .where(shop.where(depositPresaleSkus, taking(now), sql`${depositPresaleSkus.sold} < ${depositPresaleSkus.stock}`))
    .orderBy(depositPresaleSkus.skuId);
  return [...new Set(rows.map((r) => r.skuId))];
}

/** The pre-sale taking deposits now for a SKU, or the refusal naming it. */
export async function presaleOfferOf(shop: ShopScope, skuId: number, now: Date): Promise<PresaleOffer> {
  const [row] = await shop.tx
    .select({ s: depositPresaleSkus, depositEnd: depositPresales.depositEnd, balanceEnd: depositPresales.balanceEnd })
    .from(depositPresaleSkus)
    .innerJoin(
      depositPresales,
      and(eq(depositPresales.shopId, depositPresaleSkus.shopId), eq(depositPresales.id, depositPresaleSkus.presaleId)),
    )
    .where(shop.where(depositPresaleSkus, eq(depositPresaleSkus.skuId, skuId), taking(now)))
    .limit(1);
  if (!row) throw new BizError('RULE_VIOLATED', 'depositNotOpen', { skuId: String(skuId) });
  return {
    presaleId: row.s.presaleId,
    skuId,
    deposit: row.s.deposit,
    deduction: row.s.deduction,
    balanceFrom: row.depositEnd,
    balanceDueAt: row.balanceEnd,
  };
}

/** Takes the unit of a deposit from the pre-sale stock, or refuses it sold out (the window closed meanwhile too). */
export async function takePresaleUnit(shop: ShopScope, offer: PresaleOffer, now: Date): Promise<void> {
  const units = DEPOSIT_UNITS_PER_ORDER;
  const [taken] = await shop
    .update(
      depositPresaleSkus,
      { sold: sql`${depositPresaleSkus.sold} + ${units}` },
      and(
        eq(depositPresaleSkus.presaleId, offer.presaleId),
        eq(depositPresaleSkus.skuId, offer.skuId),
        sql`${depositPresaleSkus.sold} + ${units} <= ${depositPresaleSkus.stock}`,
        inArray(depositPresaleSkus.presaleId, shop.pick(depositPresales, { id: depositPresales.id }, taking(now))),
      ),
    )
    .returning({ sold: depositPresaleSkus.sold });
  if (!taken) throw new BizError('RULE_VIOLATED', 'depositSoldOut', { skuId: String(offer.skuId) });
}

/** Gives a deposit order's unit back to its pre-sale stock (a cancel or a lapse), never below 0. */
export async function giveBackPresaleUnit(shop: ShopScope, presaleId: string, skuId: number): Promise<void> {
  await shop.update(
    depositPresaleSkus,
    { sold: sql`greatest(${depositPresaleSkus.sold} - ${DEPOSIT_UNITS_PER_ORDER}, 0)` },
    and(eq(depositPresaleSkus.presaleId, presaleId), eq(depositPresaleSkus.skuId, skuId)),
  );
}
