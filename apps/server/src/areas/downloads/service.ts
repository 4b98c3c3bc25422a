import { rm } from 'node:fs/promises';
import {
  ACTIVE_DOWNLOAD_STATUSES,
  type DownloadStatus,
  type DownloadTask,
  type downloadCenterDelete,
  type downloadCenterListInquiry,
  type downloadCenterRetry,
  downloadStatus,
} from '@sc/contract/calls/downloads.ts';
import type { CallResponse } from '@sc/contract/define-call.ts';
import type { Locale } from '@sc/contract/locale.ts';
import { type MessageKey, messages } from '@sc/contract/messages.ts';
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { holds } from '../../auth/permissions.ts';
import { downloadTasks, users } from '../../db/schema.ts';
import type { CallContext } from '../../envelope/handler.ts';
import { text } from '../../envelope/reply.ts';
import { BizError, notFound } from '../../errors.ts';
import { refuseWhenQueueFull } from './exports.ts';
import { inDataDir } from './files.ts';
import { exportKindOf, exportKinds } from './kinds.ts';
import { exportRunner } from './runner.ts';

type Task = typeof downloadTasks.$inferSelect;

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key);

/** Why a task failed, in the reader's language (a key this version no longer has reads as the generic one). */
export function failReason(task: Pick<Task, 'status' | 'error' | 'errorParams'>, locale: Locale): string | null {
  if (task.status !== 'failed') return null;
  const key = task.error && isMessageKey(task.error) ? task.error : 'exportFailed';
  return text(key, locale, task.errorParams ?? undefined);
}

/** The kinds whose files the user may download: the ones whose permission they hold. */
async function visibleKinds(funcs: () => Promise<Set<string>>) {
  const held = await funcs();
  return exportKinds().filter((k) => holds(held, k.func));
}

export async function listTasks(
  ctx: CallContext<typeof downloadCenterListInquiry>,
): Promise<CallResponse<typeof downloadCenterListInquiry>> {
  const { payload, locale } = ctx;
  const { pageNum, pageSize } = payload.page;
  const kinds = await visibleKinds(ctx.funcs);
  const names = kinds.map((k) => k.kind);
  const kindOptions = kinds.map((k) => ({ kind: k.kind, name: k.fileName(locale) }));
  if (names.length === 0) return { list: [], page: { pageNum, pageSize, count: 0 }, kinds: [], active: 0 };

  const t = downloadTasks;
  const conditions: (SQL | undefined)[] = [
    inArray(t.kind, names),
    payload.status ? eq(t.status, payload.status) : undefined,
    payload.kind ? eq(t.kind, payload.kind) : undefined,
    payload.createdFrom ? gte(t.createdAt, new Date(payload.createdFrom)) : undefined,
    payload.createdTo ? lt(t.createdAt, new Date(payload.createdTo)) : undefined,
  ];
  const rows = await ctx.tx
    .select({ task: t, requestedBy: users.nickname })
    .from(t)
    .leftJoin(users, eq(users.id, t.userId))
    .where(ctx.shop.where(t, ...conditions))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  const count = await ctx.shop.count(t, and(...conditions));
  const active = await ctx.shop.count(t, and(inArray(t.kind, names), inArray(t.status, [...ACTIVE_DOWNLOAD_STATUSES])));
  const nameOf = new Map(kindOptions.map((k) => [k.kind, k.name]));
  return {
    list: rows.map(({ task, requestedBy }) =>
      taskView(task, requestedBy ?? '', nameOf.get(task.kind) ?? task.kind, locale),
    ),
    page: { pageNum, pageSize, count },
    kinds: kindOptions,
    active,
  };
}

function taskView(task: Task, requestedBy: string, kindName: string, locale: Locale): DownloadTask {
  const status: DownloadStatus = downloadStatus.catch('failed').parse(task.status);
  const finished = status === 'done' || status === 'expired';
  return {
    taskId: task.id,
    kind: task.kind,
    kindName,
    fileName: task.fileName,
    status,
    progress: task.progress,
    rowCount: task.rowCount,
    bytes: task.bytes,
    requestedBy,
    createdAt: task.createdAt.toISOString(),
    startedAt: task.startedAt?.toISOString() ?? null,
    finishedAt: task.finishedAt?.toISOString() ?? null,
    expiresAt: finished ? (task.expiresAt?.toISOString() ?? null) : null,
    failReason: failReason(task, locale),
  };
}

/** The task of the session's shop, refused unless the user holds its kind's permission. */
async function ownTask(ctx: CallContext<typeof downloadCenterDelete | typeof downloadCenterRetry>): Promise<Task> {
  const task = await ctx.shop.first(downloadTasks, eq(downloadTasks.id, ctx.payload.taskId));
  if (!task) throw notFound();
  const kind = exportKindOf(task.kind);
  if (kind && !holds(await ctx.funcs(), kind.func)) throw new BizError('NO_PERMISSION', 'exportNoPermission');
  return task;
}

/** Deletes the task and its file; a running export notices at its next batch and stops. */
export async function deleteTask(ctx: CallContext<typeof downloadCenterDelete>): Promise<Record<string, never>> {
  const task = await ownTask(ctx);
  await ctx.shop.delete(downloadTasks, eq(downloadTasks.id, task.id));
  const dataDir = exportRunner()?.dataDir;
  if (task.path && dataDir) await rm(inDataDir(dataDir, task.path), { force: true });
  return {};
}

/** Queues a failed export again, at the top of the list. */
export async function retryTask(ctx: CallContext<typeof downloadCenterRetry>): Promise<{ taskId: string }> {
  const task = await ownTask(ctx);
  if (!exportKindOf(task.kind)) throw new BizError('RULE_VIOLATED', 'exportKindUnavailable');
  if (task.status !== 'failed') throw new BizError('RULE_VIOLATED', 'downloadRetryNotFailed');
  await refuseWhenQueueFull(ctx);
  await ctx.shop.update(
    downloadTasks,
    {
      status: 'queued',
      progress: 0,
      rowCount: 0,
      bytes: 0,
      path: null,
      error: null,
      errorParams: null,
      runnerId: null,
      heartbeatAt: null,
      startedAt: null,
      finishedAt: null,
      expiresAt: null,
      createdAt: ctx.now,
    },
    and(eq(downloadTasks.id, task.id), eq(downloadTasks.status, 'failed')),
  );
  exportRunner()?.kick();
  return { taskId: task.id };
}
