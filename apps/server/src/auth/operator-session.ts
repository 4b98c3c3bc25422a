import { OPERATOR_COOKIE, OPERATOR_SESSION_TTL_MS } from '@sc/contract/calls/marketplace.ts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { operatorSessions, platformOperators } from '../db/schema.ts';
import { BizError } from '../errors.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password.ts';
import { assertNoLoginDelay, clearAttempts, LOGIN_LIMITS, recordAttempt } from './rate-limit.ts';
import { newToken, sha256 } from './tokens.ts';

/** The platform operator behind an operator call. */
export interface OperatorInfo {
  tokenHash: string;
  operatorId: string;
  name: string;
}

/** The live session of an operator token with its operator (every operator call's first statement). */
const operatorSessionQuery = preparedOnce((db) =>
  db
    .select({ operatorId: platformOperators.id, name: platformOperators.name, status: platformOperators.status })
    .from(operatorSessions)
    .innerJoin(platformOperators, eq(platformOperators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('operator_session'),
);

/**
 * The operator session of a request, from its own cookie only (never the merchant's sc_sid),
 * or 900001. A merchant token in the operator cookie finds no row: the tables are apart.
 */
export async function authenticateOperator(db: Db, req: FastifyRequest, now: Date): Promise<OperatorInfo> {
  const token = req.cookies[OPERATOR_COOKIE];
  if (!token || token.length > 100) throw new BizError('SESSION_EXPIRED', 'sessionExpired');
  const tokenHash = sha256(token);
  const [row] = await operatorSessionQuery(db).execute({ tokenHash, now });
  if (row?.status !== 'active') throw new BizError('SESSION_EXPIRED', 'sessionExpired');
  return { tokenHash, operatorId: row.operatorId, name: row.name };
}

/** Keyed on the operator's id when the name is known (as merchants' logins are, see LOGIN_LIMITS). */
const attemptKeys = (account: string, operatorId: string | undefined, ip: string) => ({
  account: operatorId ? `operator:id:${operatorId}` : `operator:acct:${account.trim().toLowerCase()}`,
  address: `operator:ip:${ip}`,
});

/** Checks an operator's password (with the merchants' limits on failed attempts) and starts a session. */
export async function logInOperator(
  tx: Tx,
  input: { loginAcct: string; password: string; ip: string; userAgent: string; now: Date },
) {
  const [operator] = await tx
    .select()
    .from(platformOperators)
    .where(sql`lower(${platformOperators.loginAcct}) = ${input.loginAcct.trim().toLowerCase()}`)
    .limit(1);
  const keys = attemptKeys(input.loginAcct, operator?.id, input.ip);
  await assertNoLoginDelay(
    tx,
    [
      { key: keys.account, free: LOGIN_LIMITS.perAccount },
      { key: keys.address, free: LOGIN_LIMITS.perAddress },
    ],
    input.now,
  );
  // Hash even for an unknown account, so the answer's timing does not tell which exist.
  const ok = await verifyPassword(input.password, operator?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!operator || !ok || operator.status !== 'active') {
    await recordAttempt(tx, [keys.account, keys.address], input.now);
    throw new BizError('LOGIN_FAILED', 'loginFailed', {}, { keepWrites: true });
  }
  await clearAttempts(tx, keys.account);
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + OPERATOR_SESSION_TTL_MS);
  await tx.insert(operatorSessions).values({
    tokenHash: sha256(token),
    operatorId: operator.id,
    createdAt: input.now,
    expiresAt,
    ip: input.ip.slice(0, 64),
    userAgent: input.userAgent.slice(0, 300),
  });
  await tx.update(platformOperators).set({ lastLoginAt: input.now }).where(eq(platformOperators.id, operator.id));
  return { token, expiresAt, operator: { operatorId: operator.id, name: operator.name } };
}

export async function endOperatorSession(tx: Tx, tokenHash: string, now: Date): Promise<void> {
  await tx.update(operatorSessions).set({ endedAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
}
