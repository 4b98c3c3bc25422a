import { rm } from 'node:fs/promises';
import { EXPORT_LISTED_AFTER_EXPIRY_MS } from '@sc/contract/calls/downloads.ts';
import { and, eq, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloadTasks } from '../../db/schema.ts';
import { exportFilePath, inDataDir } from './files.ts';

/**
 * The retention rule ("Exported results are deleted after a retention period";
 * EXPORT_RETENTION_DAYS): a finished file past its expiry is deleted and its task marked expired;
 * an expired or failed task leaves the list EXPORT_LISTED_AFTER_EXPIRY_MS later. Idempotent: a
 * second run at the same time finds nothing. Returns the tasks it changed.
 */
export async function sweepExpiredExports(tx: Db, now: Date, dataDir: string | undefined): Promise<number> {
  const t = downloadTasks;
  const expired = await tx
    .update(t)
    .set({ status: 'expired', path: null })
    .where(and(eq(t.status, 'done'), lte(t.expiresAt, now)))
    .returning({ shopId: t.shopId, id: t.id });
  const forgetBefore = new Date(now.getTime() - EXPORT_LISTED_AFTER_EXPIRY_MS);
  const forgotten = await tx
    .delete(t)
    .where(
      or(
        and(eq(t.status, 'expired'), lte(t.expiresAt, forgetBefore)),
        and(eq(t.status, 'failed'), lte(t.finishedAt, forgetBefore)),
      ),
    )
    .returning({ id: t.id });
  if (dataDir) {
    for (const row of expired) await rm(inDataDir(dataDir, exportFilePath(row.shopId, row.id)), { force: true });
  }
  return expired.length + forgotten.length;
}
