import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { shopMembers, shops, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByAccount(tx: Tx | Db, account: string): Promise<UserRow | undefined> {
  const value = account.trim().toLowerCase();
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.loginAcct}) = ${value} or lower(${users.email}) = ${value}`)
    .limit(1);
  return row;
}

export async function findUser(tx: Tx | Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The shops a user can enter (enabled memberships), oldest first. */
export async function shopsOf(tx: Tx | Db, userId: string) {
  return tx
    .select({ shopId: shops.id, shopName: shops.name, shopType: shops.shopType, acctType: shopMembers.acctType })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(and(eq(shopMembers.userId, userId), eq(shopMembers.status, 'enabled')))
    .orderBy(asc(shopMembers.createdAt), asc(shops.name));
}

export async function accountTaken(
  tx: Tx,
  fields: { loginAcct?: string | undefined; email?: string | undefined; phone?: string | undefined },
) {
  const check = async (where: ReturnType<typeof sql>) =>
    (await tx.select({ id: users.id }).from(users).where(where).limit(1)).length > 0;
  // Login takes an account name or an e-mail (findUserByAccount), so the two share one
  // namespace: an account name may not be someone's e-mail, nor an e-mail someone's name.
  const named = (value: string) =>
    check(
      sql`lower(${users.loginAcct}) = ${value.trim().toLowerCase()} or lower(${users.email}) = ${value.trim().toLowerCase()}`,
    );
  return {
    loginAcct: fields.loginAcct ? await named(fields.loginAcct) : false,
    email: fields.email ? await named(fields.email) : false,
    phone: fields.phone ? await check(sql`${users.phone} = ${fields.phone}`) : false,
  };
}
