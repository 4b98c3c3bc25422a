import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { toNumber } from '../db/numbers.ts';
import { loginAttempts } from '../db/schema.ts';
import { BizError } from '../errors.ts';

/** Failed logins allowed per account and per address within the window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };
/** Public account checks (the register form) per address within the window, every check counted. */
export const CHECK_LIMITS = { perAddress: 30, windowMs: 10 * 60 * 1000 };
/** Verification codes per target and per address within the window. */
export const CODE_LIMITS = {
  perTarget: 1,
  perTargetWindowMs: 60 * 1000,
  perAddress: 10,
  perAddressWindowMs: 60 * 60 * 1000,
};

// Attempts live in the database, not in process memory, so every server instance counts them.
export async function attemptsSince(tx: Tx, key: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)));
  return toNumber(row?.n);
}

export async function recordAttempt(tx: Tx, keys: string[], now: Date): Promise<void> {
  await tx.insert(loginAttempts).values(keys.map((key) => ({ key, at: now })));
}

export async function assertUnderLimit(tx: Tx, checks: { key: string; max: number; windowMs: number }[], now: Date) {
  for (const c of checks) {
    if ((await attemptsSince(tx, c.key, new Date(now.getTime() - c.windowMs))) >= c.max) {
      throw new BizError('TOO_FREQUENT', 'tooFrequent');
    }
  }
}

export async function clearAttempts(tx: Tx, key: string): Promise<void> {
  await tx.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** Old attempts are of no use; dropped now and then so the table stays small. */
export async function pruneAttempts(tx: Tx, now: Date): Promise<void> {
  await tx.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - 24 * 3600 * 1000)));
}
