import { OPEN_VIOLATION_STATUSES } from '@sc/contract/calls/compliance.ts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { products, violations } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// What a violation does to its product ("permanently halted (cannot be restored)"). The products
// table belongs to the items area; these are the only writes this area makes to it, each scoped to
// the shop.

const stamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** A product the platform may act on: listed or in the recycle bin, not purged. */
export async function productOf(shop: ShopScope, productId: number) {
  return shop.first(products, and(eq(products.id, productId), isNull(products.purgedAt)));
}

/** Off shelf for a violation: from on sale or coming; one already off shelf keeps its place and takes the reason. */
export async function takeDown(shop: ShopScope, productId: number, now: Date): Promise<void> {
  await shop.update(
    products,
    {
      status: 'off_shelf',
      offShelfReason: 'violation',
      offShelfAt: sql`case when ${products.status} = 'off_shelf' then ${products.offShelfAt} else ${stamp(now)} end`,
      updatedAt: now,
    },
    and(eq(products.id, productId), inArray(products.status, ['on_sale', 'coming', 'off_shelf'])),
  );
}

/** Permanently halted: never restorable, by any later decision. */
export async function halt(shop: ShopScope, productId: number, now: Date): Promise<void> {
  await shop.update(
    products,
    {
      status: 'halted',
      offShelfReason: 'violation',
      offShelfAt: sql`case when ${products.status} in ('on_sale', 'coming') then ${stamp(now)} else ${products.offShelfAt} end`,
      updatedAt: now,
    },
    and(eq(products.id, productId), sql`${products.status} <> 'halted'`),
  );
}

/** Recounts the open violations of products (pending or appealing) into products.open_violations. */
export async function refreshOpenViolations(shop: ShopScope, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await shop.update(
    products,
    {
      openViolations: sql`(select count(*)::int from ${violations} where ${violations.shopId} = ${products.shopId} and ${violations.productId} = ${products.id} and ${violations.status} in ('pending', 'appealing'))`,
    },
    inArray(products.id, ids),
  );
}

/**
 * The products among `productIds` that may not go on sale because of the platform: halted
 * ones, and those with an open take-down or halt violation. The items area asks this before it
 * puts a product on sale (publish, timed release, restore from the bin).
 */
export async function blockedFromSale(shop: ShopScope, productIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Set();
  const halted = await shop.tx
    .select({ id: products.id })
    .from(products)
    .where(shop.where(products, inArray(products.id, ids), eq(products.status, 'halted')));
  const open = await shop.tx
    .selectDistinct({ id: violations.productId })
    .from(violations)
    .where(
      shop.where(
        violations,
        inArray(violations.productId, ids),
        inArray(violations.status, [...OPEN_VIOLATION_STATUSES]),
        inArray(violations.severity, ['take_down', 'halt']),
      ),
    );
  return new Set([...halted.map((r) => r.id), ...open.map((r) => r.id)]);
}
