import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { shops } from '../db/schema.ts';
import { ShopScope } from '../db/tenant.ts';
import { notFound } from '../errors.ts';
import type { OperatorInfo } from './operator-session.ts';

/** The operator of an operator call (the envelope guarantees one). */
export function operatorOf(ctx: { operator: OperatorInfo | null }): OperatorInfo {
  if (!ctx.operator) throw new Error('operator call without an operator session');
  return ctx.operator;
}

/**
 * The shop an operator call names in its payload, scoped like a merchant's session shop: the
 * platform acts on any shop, but each call on one only, through the same tenant helper.
 */
export async function shopNamed(tx: Tx, shopId: string): Promise<ShopScope> {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw notFound();
  return new ShopScope(tx, shop.id);
}
