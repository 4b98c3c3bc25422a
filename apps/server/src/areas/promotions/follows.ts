import { eq } from 'drizzle-orm';
import { shopFollows } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// Buyers who follow a shop (shop_follows): the follow coupon of /promotion/attention is theirs to
// collect. The simulator's buyers follow shops now and then; a follow is kept, never doubled.

/** Whether the buyer follows the shop. */
export async function followsShop(shop: ShopScope, buyerId: string): Promise<boolean> {
  return (await shop.count(shopFollows, eq(shopFollows.buyerId, buyerId))) > 0;
}

/** The buyer follows the shop from `now` (a buyer who follows already keeps the first time). */
export async function followShop(shop: ShopScope, buyerId: string, now: Date): Promise<{ since: Date }> {
  await shop.insert(shopFollows, [{ buyerId, since: now }]).onConflictDoNothing();
  const [row] = await shop.pick(shopFollows, { since: shopFollows.since }, eq(shopFollows.buyerId, buyerId));
  return { since: row?.since ?? now };
}

/** How many buyers follow the shop. */
export async function followerCount(shop: ShopScope): Promise<number> {
  return shop.count(shopFollows);
}
