import {
  ACTIVE_DOWNLOAD_STATUSES,
  EXPORT_MAX_ACTIVE_PER_SHOP,
  EXPORT_REPEAT_WAIT_MS,
} from '@sc/contract/calls/downloads.ts';
import type { Call } from '@sc/contract/define-call.ts';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { holds } from '../../auth/permissions.ts';
import { bangkokStamp } from '../../bangkok-time.ts';
import { newId } from '../../db/ids.ts';
import { downloadTasks } from '../../db/schema.ts';
import { type CallContext, sessionOf } from '../../envelope/handler.ts';
import { BizError } from '../../errors.ts';
import type { ExportKind } from './export-kind.ts';
import { safeFileName } from './files.ts';
import { exportKindOf } from './kinds.ts';
import { exportRunner } from './runner.ts';

/** What `startExport` needs of a handler's context (any call's context fits). */
export type ExportStartContext = Pick<CallContext<Call>, 'shop' | 'session' | 'locale' | 'now' | 'funcs'>;

/**
 * Queues an export of `kind` with `params` for the session user, inside the caller's
 * transaction, and answers its task id at once; the runner starts on it right after the
 * call commits. The sheet is written in the caller's language and named after it.
 *
 * Refuses a user without the kind's permission, the same kind again by the same user within 30 s
 * while the first still waits or runs, and a shop with EXPORT_MAX_ACTIVE_PER_SHOP exports already
 * waiting or running.
 */
export async function startExport<P>(
  ctx: ExportStartContext,
  kind: ExportKind<P>,
  params: P,
): Promise<{ taskId: string }> {
  if (exportKindOf(kind.kind) !== (kind as unknown)) {
    throw new Error(`export kind "${kind.kind}" is not defined with defineExportKind`);
  }
  if (!holds(await ctx.funcs(), kind.func)) throw new BizError('NO_PERMISSION', 'exportNoPermission');
  const { userId } = sessionOf(ctx);
  const t = downloadTasks;
  const [recent] = await ctx.shop.tx
    .select({ createdAt: t.createdAt })
    .from(t)
    .where(
      ctx.shop.where(
        t,
        eq(t.userId, userId),
        eq(t.kind, kind.kind),
        inArray(t.status, [...ACTIVE_DOWNLOAD_STATUSES]),
        gt(t.createdAt, new Date(ctx.now.getTime() - EXPORT_REPEAT_WAIT_MS)),
      ),
    )
    .orderBy(desc(t.createdAt))
    .limit(1);
  if (recent) {
    const waitMs = recent.createdAt.getTime() + EXPORT_REPEAT_WAIT_MS - ctx.now.getTime();
    throw new BizError('TOO_FREQUENT', 'exportTooFrequent', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
  }
  await refuseWhenQueueFull(ctx);
  const taskId = newId();
  await ctx.shop.insert(t, [
    {
      id: taskId,
      userId,
      kind: kind.kind,
      locale: ctx.locale,
      fileName: `${safeFileName(kind.fileName(ctx.locale))}_${bangkokStamp(ctx.now)}.xlsx`,
      params: params ?? null,
      status: 'queued',
      createdAt: ctx.now,
    },
  ]);
  exportRunner()?.kick();
  return { taskId };
}

/** A shop may have EXPORT_MAX_ACTIVE_PER_SHOP exports waiting or running. */
export async function refuseWhenQueueFull(ctx: Pick<ExportStartContext, 'shop'>): Promise<void> {
  const t = downloadTasks;
  const active = await ctx.shop.count(t, and(inArray(t.status, [...ACTIVE_DOWNLOAD_STATUSES])));
  if (active >= EXPORT_MAX_ACTIVE_PER_SHOP) {
    throw new BizError('RULE_VIOLATED', 'exportQueueFull', { max: EXPORT_MAX_ACTIVE_PER_SHOP });
  }
}
