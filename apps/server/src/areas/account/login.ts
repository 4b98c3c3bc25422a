import { eq } from 'drizzle-orm';
import { assertNoLoginDelay, clearAttempts, LOGIN_LIMITS, recordAttempt } from '../../auth/rate-limit.ts';
import { startSession } from '../../auth/session.ts';
import type { Tx } from '../../db/client.ts';
import { shopMembers, users } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { BizError } from '../../errors.ts';
import { shopsOf, type UserRow } from './users.ts';

export interface LoginInput {
  account: string;
  ip: string;
  userAgent: string;
  now: Date;
}

/**
 * The account's counter is keyed on its id, so its name and its e-mail share one; a name no
 * account has is counted under the name itself (and answered alike).
 */
const keys = (input: LoginInput, user: UserRow | undefined) => ({
  account: user ? `login:user:${user.id}` : `login:acct:${input.account.trim().toLowerCase()}`,
  address: `login:ip:${input.ip}`,
});

/** Refuses before any password work while the account's or the address's delay runs (LOGIN_LIMITS). */
export async function assertLoginAllowed(tx: Tx, input: LoginInput, user: UserRow | undefined) {
  const k = keys(input, user);
  await assertNoLoginDelay(
    tx,
    [
      { key: k.account, free: LOGIN_LIMITS.perAccount },
      { key: k.address, free: LOGIN_LIMITS.perAddress },
    ],
    input.now,
  );
}

/** Counts a failed attempt (kept although the call is refused) and refuses as a wrong password or code does. */
export async function failLogin(
  tx: Tx,
  input: LoginInput,
  user: UserRow | undefined,
  by: 'password' | 'code' = 'password',
): Promise<never> {
  const k = keys(input, user);
  await recordAttempt(tx, [k.account, k.address], input.now);
  if (by === 'code') throw new BizError('VERIFICATION_CODE_ERROR', 'verificationCodeError', {}, { keepWrites: true });
  throw new BizError('LOGIN_FAILED', 'loginFailed', {}, { keepWrites: true });
}

/** After the credential is proven: status checks, the shop to enter, a new session. */
export async function completeLogin(tx: Tx, user: UserRow, input: LoginInput) {
  if (user.status === 'inactive') throw new BizError('NOT_ACTIVATED', 'accountNotActivated');
  if (user.status === 'banned') throw new BizError('ACCOUNT_BANNED', 'accountBanned');
  const shopList = await shopsOf(tx, user.id);
  if (shopList.length === 0) {
    // A user whose every membership is disabled is blocked; one with none has yet to open a store.
    const memberships = await tx
      .select({ shopId: shopMembers.shopId })
      .from(shopMembers)
      .where(eq(shopMembers.userId, user.id))
      .limit(1);
    if (memberships.length > 0) throw new BizError('ACCOUNT_BLOCKED', 'accountBlocked');
  }
  const shop = shopList.find((s) => s.shopId === user.lastShopId) ?? shopList[0] ?? null;
  await clearAttempts(tx, keys(input, user).account);
  const session = await startSession(tx, {
    userId: user.id,
    shopId: shop?.shopId ?? null,
    ip: input.ip,
    userAgent: input.userAgent,
    now: input.now,
  });
  if (shop) {
    await new ShopScope(tx, shop.shopId).update(
      shopMembers,
      { lastLoginAt: input.now },
      eq(shopMembers.userId, user.id),
    );
    await tx.update(users).set({ lastShopId: shop.shopId }).where(eq(users.id, user.id));
  }
  return {
    session,
    result: {
      userId: user.id,
      shopId: shop?.shopId ?? null,
      userName: user.nickname,
      acctType: shop?.acctType ?? 0,
      shopList,
    },
  };
}
