import { FUNC, FUNC_IDS, type FuncId } from '@sc/contract/func-codes.ts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { memberFuncs } from '../db/schema.ts';

export const MAIN_ACCOUNT = 1;
export const SUB_ACCOUNT = 2;

/**
 * The function codes a user holds in a shop: the main account holds all of them; anyone
 * else holds home plus what the main account granted.
 */
export async function funcsOf(
  db: Db | Tx,
  member: { shopId: string; userId: string; acctType: number | null },
): Promise<Set<string>> {
  if (member.acctType === MAIN_ACCOUNT) return new Set<string>(FUNC_IDS);
  const rows = await db
    .select({ funcId: memberFuncs.funcId })
    .from(memberFuncs)
    .where(and(eq(memberFuncs.shopId, member.shopId), eq(memberFuncs.userId, member.userId)));
  return new Set<string>([FUNC.home, ...rows.map((r) => r.funcId)]);
}

export function holds(funcsHeld: Set<string>, func: FuncId): boolean {
  return func === FUNC.home || funcsHeld.has(func);
}
