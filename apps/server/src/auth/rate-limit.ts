import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { toNumber } from '../db/numbers.ts';
import { loginAttempts } from '../db/schema.ts';
import { BizError } from '../errors.ts';

/**
 * Failed logins, counted per account (its id, whichever alias was typed) and per address, failures
 * only. The first `perAccount` (`perAddress`) failures within the window cost nothing; after that
 * each further attempt must wait a delay after the last failure, `firstDelayMs` doubling with every
 * failure up to `maxDelayMs`. Never a lock: once the delay is over the right password gets in.
 */
export const LOGIN_LIMITS = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
  firstDelayMs: 1000,
  maxDelayMs: 60 * 1000,
};
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

/** The delay after `failures` failures (the first `free` of them cost nothing). */
export function loginDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_LIMITS.firstDelayMs * 2 ** (failures - free), LOGIN_LIMITS.maxDelayMs);
}

/**
 * Refuses with the seconds left while a key's progressive delay runs (see LOGIN_LIMITS); the
 * refusal itself is not counted, so waiting always ends it.
 */
export async function assertNoLoginDelay(tx: Tx, checks: { key: string; free: number }[], now: Date) {
  let waitMs = 0;
  for (const c of checks) {
    const [row] = await tx
      .select({ n: count(), last: max(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, c.key), gt(loginAttempts.at, new Date(now.getTime() - LOGIN_LIMITS.windowMs))));
    const failures = toNumber(row?.n);
    if (!row?.last || failures < c.free) continue;
    const last = row.last instanceof Date ? row.last : new Date(row.last);
    waitMs = Math.max(waitMs, last.getTime() + loginDelayMs(failures, c.free) - now.getTime());
  }
  if (waitMs > 0) throw new BizError('TOO_FREQUENT', 'loginWait', { seconds: Math.ceil(waitMs / 1000) });
}

export async function clearAttempts(tx: Tx, key: string): Promise<void> {
  await tx.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** Old attempts are of no use; dropped now and then so the table stays small. */
export async function pruneAttempts(tx: Tx, now: Date): Promise<void> {
  await tx.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - 24 * 3600 * 1000)));
}
