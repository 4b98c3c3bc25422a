import type { PayMethod } from '@sc/contract/orders.ts';
import type { sellableSkus } from '../areas/items/index.ts';
import { balancesOpen, payBalance, payDeposit } from '../areas/orders/index.ts';
import type { PaylaterOffer } from '../areas/promotions/index.ts';
import type { Tx } from '../db/client.ts';
import type { ShopScope } from '../db/tenant.ts';
import { BizError } from '../errors.ts';
import { type BuyerRow, pick } from './buyers.ts';

// The simulator's buyers on pay-later activities and deposit pre-sales: now and then one pays for
// a pay-later activity's goods in one of its plans, or pays a deposit on a pre-sale taking them;
// a deposit's balance is paid now and then once its window opens, and the others lapse by the
// clock (the orders' rule orders.deposit-balance-lapse). No draw at all when the shop runs none,
// so a shop without them gets the orders it always got.

type PoolSku = Awaited<ReturnType<typeof sellableSkus>>[number];

/** How often a buyer pays later on a running pay-later activity's goods, when the shop runs one. */
export const PAYLATER_TAKE_RATIO = 0.25;

/** How often a buyer pays a deposit on a pre-sale taking deposits, when the shop runs one. */
export const DEPOSIT_TAKE_RATIO = 0.2;

/**
 * How often an open balance is paid on one simulator run: most buyers pay within the window, a
 * few let it lapse (each run draws again, so a balance left once may still be paid next time).
 */
export const BALANCE_PAY_RATIO = 0.6;

/** How buyers pay a deposit: online, never on delivery (nothing is delivered before the balance). */
const DEPOSIT_PAY_METHODS: readonly PayMethod[] = ['mobile_banking', 'qr', 'wallet', 'card'];

/**
 * One unit of a SKU of one of the running pay-later activities and one of its plans; null when
 * its products have no SKU with stock.
 */
export function paylaterLine(
  random: () => number,
  pool: readonly PoolSku[],
  running: readonly PaylaterOffer[],
): { skuId: number; months: number; activityId: string } | null {
  if (running.length === 0) return null;
  const offer = pick(random, running);
  const goods = pool.filter((p) => offer.productIds.includes(p.productId) && p.available > 0);
  if (goods.length === 0 || offer.plans.length === 0) return null;
  return { skuId: pick(random, goods).skuId, months: pick(random, offer.plans), activityId: offer.activityId };
}

/** A buyer pays a deposit on one of the SKUs taking them, in a savepoint; null when sold out meanwhile. */
export async function simulateDeposit(
  shop: ShopScope,
  buyer: BuyerRow,
  skuIds: readonly number[],
  random: () => number,
  now: Date,
): Promise<number | null> {
  const skuId = pick(random, skuIds);
  const payMethod = pick(random, DEPOSIT_PAY_METHODS);
  try {
    const order = await shop.tx.transaction((sp) =>
      payDeposit(sp as unknown as Tx, { shopId: shop.shopId, buyerId: buyer.id, skuId, payMethod }, now),
    );
    return order.id;
  } catch (err) {
    if (!(err instanceof BizError)) throw err;
    return null;
  }
}

/** Pays some of the balances open now (BALANCE_PAY_RATIO each); returns the orders paid. */
export async function payOpenBalances(shop: ShopScope, random: () => number, now: Date): Promise<number[]> {
  const open = await balancesOpen(shop, now);
  const paid: number[] = [];
  for (const orderId of open) {
    if (random() >= BALANCE_PAY_RATIO) continue;
    try {
      await shop.tx.transaction((sp) => payBalance(sp as unknown as Tx, shop.shopId, orderId, now));
      paid.push(orderId);
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
    }
  }
  return paid;
}
