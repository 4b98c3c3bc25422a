import { RECENT_AUTHENTICATION_MS } from '@sc/contract/constants.ts';
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { sessionVerifications } from '../db/schema.ts';

// A sensitive step (a recharge, say) asks /oms/sms/V2/check/token whether the session has just
// proved its user again for that step's reason: a code mailed to the user and confirmed in this
// session for the same reason within RECENT_AUTHENTICATION_MS. Another session, another reason or
// an older confirmation does not count.

/** Records that the session confirmed a code for `reason` now. */
export async function recordAuthentication(tx: Tx, tokenHash: string, reason: string, now: Date): Promise<void> {
  await tx
    .insert(sessionVerifications)
    .values({ tokenHash, reason, verifiedAt: now })
    .onConflictDoUpdate({
      target: [sessionVerifications.tokenHash, sessionVerifications.reason],
      set: { verifiedAt: now },
    });
}

/** Whether the session confirmed a code for `reason` within RECENT_AUTHENTICATION_MS of `now`. */
export async function recentlyAuthenticated(tx: Tx, tokenHash: string, reason: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RECENT_AUTHENTICATION_MS);
  const [row] = await tx
    .select({ at: sessionVerifications.verifiedAt })
    .from(sessionVerifications)
    .where(
      and(
        eq(sessionVerifications.tokenHash, tokenHash),
        eq(sessionVerifications.reason, reason),
        gt(sessionVerifications.verifiedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined && row.at.getTime() <= now.getTime();
}
