import { SESSION_TTL_MS } from '@sc/contract/constants.ts';
import { FUNC, FUNC_IDS } from '@sc/contract/func-codes.ts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { memberFuncs, sessions, shopMembers, shops, users } from '../db/schema.ts';
import { MAIN_ACCOUNT } from './permissions.ts';
import type { SessionCache } from './session-cache.ts';
import { newToken, sha256 } from './tokens.ts';

export const SESSION_COOKIE = 'sc_sid';

export interface SessionInfo {
  tokenHash: string;
  userId: string;
  shopId: string | null;
  acctType: number | null;
  shopType: number | null;
  flgCustService: boolean;
  /** The customer-service scope of the member row ('pre', 'after', 'both'), if any. */
  csScope: string | null;
  /** The function codes held in the session's shop, read with the session (heldFuncs). */
  funcs: Set<string>;
  otherLogin: boolean;
  expiresAt: Date;
}

/**
 * Resolves a cookie token to its live session with the member row of its shop and the
 * function codes granted there, in one statement: every call starts with it, so it is one
 * round trip, prepared once. A session whose user is no longer an enabled member of that
 * shop, or is banned or inactive, is not live.
 */
const resolveQuery = preparedOnce((db) =>
  db
    .select({
      userId: sessions.userId,
      shopId: sessions.shopId,
      expiresAt: sessions.expiresAt,
      otherLoginAt: sessions.otherLoginAt,
      userStatus: users.status,
      acctType: shopMembers.acctType,
      memberStatus: shopMembers.status,
      flgCustService: shopMembers.flgCustService,
      csScope: shopMembers.csScope,
      shopType: shops.shopType,
      // A main account holds every code, so its grants are not read.
      granted: sql<string[] | null>`case when ${shopMembers.acctType} = ${MAIN_ACCOUNT} then null else array(
        select ${memberFuncs.funcId} from ${memberFuncs}
        where ${memberFuncs.shopId} = ${sessions.shopId} and ${memberFuncs.userId} = ${sessions.userId}) end`,
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
    .prepare('resolve_session'),
);

type SessionRow = Awaited<ReturnType<ReturnType<typeof resolveQuery>['execute']>>[number];

/**
 * The live session of a cookie token, from `cache` when this process resolved it in the last
 * few seconds and nothing about it changed since (auth/session-cache.ts), else one statement.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
  cache?: SessionCache<SessionRow>,
): Promise<SessionInfo | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = sha256(token);
  let row = cache?.get(tokenHash);
  if (!row) {
    const mark = cache?.mark() ?? 0;
    [row] = await resolveQuery(db).execute({ tokenHash, now });
    if (row && cache && live(row)) cache.put(tokenHash, row, mark);
  }
  // A kept row is checked against this call's time as the statement would have.
  if (!row || !live(row) || row.expiresAt.getTime() <= now.getTime()) return null;
  return {
    tokenHash,
    userId: row.userId,
    shopId: row.shopId,
    acctType: row.acctType,
    shopType: row.shopType,
    flgCustService: row.flgCustService ?? false,
    csScope: row.csScope,
    funcs: heldFuncs(row.shopId, row.acctType, row.granted),
    otherLogin: row.otherLoginAt !== null,
    expiresAt: row.expiresAt,
  };
}

function live(row: SessionRow): boolean {
  return row.userStatus === 'active' && (!row.shopId || row.memberStatus === 'enabled');
}

/** The session cache the envelope keeps, typed for this statement's rows. */
export type SessionsCache = SessionCache<SessionRow>;

/**
 * The function codes a session holds: home without a shop; every code for the main account;
 * home and what the main account granted for anyone else.
 */
function heldFuncs(shopId: string | null, acctType: number | null, granted: string[] | null): Set<string> {
  if (!shopId) return new Set([FUNC.home]);
  if (acctType === MAIN_ACCOUNT) return new Set<string>(FUNC_IDS);
  return new Set([FUNC.home, ...(granted ?? [])]);
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

/**
 * Ends every session of a user, or only those in one shop (a disabled sub-account), or all
 * but the one making the change (a password change).
 */
export async function endUserSessions(
  tx: Tx,
  userId: string,
  now: Date,
  shopId?: string,
  keepTokenHash?: string,
): Promise<void> {
  const where = and(
    eq(sessions.userId, userId),
    isNull(sessions.endedAt),
    shopId ? eq(sessions.shopId, shopId) : undefined,
    keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
  );
  await tx.update(sessions).set({ endedAt: now }).where(where);
}

/**
 * Replaces a live session by a new token on another shop, keeping its expiry, address and
 * flags; the old token ends. Not a login: the user's other sessions are not marked.
 */
export async function rotateSession(
  tx: Tx,
  tokenHash: string,
  shopId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const [old] = await tx.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  if (!old) throw new Error('rotating a session that does not exist');
  const token = newToken();
  await tx.update(sessions).set({ endedAt: now }).where(eq(sessions.tokenHash, tokenHash));
  await tx.insert(sessions).values({ ...old, tokenHash: sha256(token), shopId, createdAt: now, endedAt: null });
  return { token, expiresAt: old.expiresAt };
}
