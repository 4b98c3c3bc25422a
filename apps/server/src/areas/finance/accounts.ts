import { and, eq } from 'drizzle-orm';
import { receivingAccounts } from '../../db/schema.ts';
import type { ShopScope } from '../../db/tenant.ts';

// The shop's receiving accounts as settlement reads them: the default one a bill is paid to.

export type AccountRow = typeof receivingAccounts.$inferSelect;

/** How an account is named on a bill: its bank code and the last four digits. */
export function accountLabel(a: Pick<AccountRow, 'bankCode' | 'number' | 'holder'>): string {
  return `${a.bankCode} ••••${a.number.slice(-4)} ${a.holder}`.slice(0, 120);
}

export async function defaultAccount(shop: ShopScope): Promise<AccountRow | null> {
  const [row] = await shop.select(receivingAccounts, and(eq(receivingAccounts.isDefault, true)));
  return row ?? null;
}
