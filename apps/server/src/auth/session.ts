import { SESSION_TTL_MS } from '@sc/contract/constants.ts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions, shopMembers, shops, users } from '../db/schema.ts';
import { newToken, sha256 } from './tokens.ts';

export const SESSION_COOKIE = 'sc_sid';

export interface SessionInfo {
  tokenHash: string;
  userId: string;
  shopId: string | null;
  acctType: number | null;
  shopType: number | null;
  flgCustService: boolean;
  otherLogin: boolean;
  expiresAt: Date;
}

/**
 * Resolves a cookie token to its live session with the member row of its shop in one
 * query. A session whose user is no longer an enabled member of that shop, or is banned
 * or inactive, is not live.
 */
function resolveQuery(db: Db) {
  return db
    .select({
      userId: sessions.userId,
      shopId: sessions.shopId,
      expiresAt: sessions.expiresAt,
      otherLoginAt: sessions.otherLoginAt,
      userStatus: users.status,
      acctType: shopMembers.acctType,
      memberStatus: shopMembers.status,
      flgCustService: shopMembers.flgCustService,
      shopType: shops.shopType,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(shopMembers, and(eq(shopMembers.shopId, sessions.shopId), eq(shopMembers.userId, sessions.userId)))
    .leftJoin(shops, eq(shops.id, sessions.shopId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}

// Every call resolves its session: the statement is prepared once per database.
const prepared = new WeakMap<Db, ReturnType<typeof resolveQuery>>();

export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionInfo | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = sha256(token);
  let query = prepared.get(db);
  if (!query) {
    query = resolveQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now });
  if (row?.userStatus !== 'active') return null;
  if (row.shopId && row.memberStatus !== 'enabled') return null;
  return {
    tokenHash,
    userId: row.userId,
    shopId: row.shopId,
    acctType: row.acctType,
    shopType: row.shopType,
    flgCustService: row.flgCustService ?? false,
    otherLogin: row.otherLoginAt !== null,
    expiresAt: row.expiresAt,
  };
}

/**
 * Starts a session with a fresh token. Older live sessions of the account are kept but
 * marked, so they learn (flagOtherLogin) that the account logged in elsewhere.
 */
export async function startSession(
  tx: Tx,
  input: { userId: string; shopId: string | null; ip: string; userAgent: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const tokenHash = sha256(token);
  const expiresAt = new Date(input.now.getTime() + SESSION_TTL_MS);
  await tx
    .update(sessions)
    .set({ otherLoginAt: input.now })
    .where(
      and(
        eq(sessions.userId, input.userId),
        isNull(sessions.endedAt),
        isNull(sessions.otherLoginAt),
        gt(sessions.expiresAt, input.now),
        ne(sessions.tokenHash, tokenHash),
      ),
    );
  await tx.insert(sessions).values({
    tokenHash,
    userId: input.userId,
    shopId: input.shopId,
    expiresAt,
    ip: input.ip.slice(0, 64),
    userAgent: input.userAgent.slice(0, 300),
    createdAt: input.now,
  });
  return { token, expiresAt };
}

export async function endSession(tx: Tx, tokenHash: string, now: Date): Promise<void> {
  await tx.update(sessions).set({ endedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or only those in one shop (a disabled sub-account). */
export async function endUserSessions(tx: Tx, userId: string, now: Date, shopId?: string): Promise<void> {
  const where = shopId
    ? and(eq(sessions.userId, userId), eq(sessions.shopId, shopId), isNull(sessions.endedAt))
    : and(eq(sessions.userId, userId), isNull(sessions.endedAt));
  await tx.update(sessions).set({ endedAt: now }).where(where);
}
