import { type SQL, sql } from 'drizzle-orm';
import { toNumber } from '../../db/numbers.ts';
import type { ShopScope, TenantTable } from '../../db/tenant.ts';

/**
 * A list's tab counts in one statement: how many of the shop's rows of `table` (matching
 * `condition`) are in each of `states`, and all of them. Counts are of the whole shop: a search
 * narrows the page, not the tabs.
 */
export async function stateCounts<S extends string>(
  shop: ShopScope,
  table: TenantTable,
  state: SQL<S>,
  states: readonly S[],
  condition?: SQL,
): Promise<Record<S | 'all', number>> {
  const fields = Object.fromEntries(
    states.map((st) => [st, sql<number>`count(*) filter (where ${state} = ${st})`.mapWith(toNumber)]),
  ) as Record<string, SQL<number>>;
  const [byState] = await shop.pick(table, fields, condition);
  const counts = { all: 0 } as Record<S | 'all', number>;
  for (const st of states) {
    counts[st] = (byState?.[st] as number | undefined) ?? 0;
    counts.all += counts[st];
  }
  return counts;
}
