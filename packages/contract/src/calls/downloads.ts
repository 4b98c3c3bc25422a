import { z } from 'zod';
import { id, isoTime } from '../common.ts';
import { EXPORT_ROWS_PER_WAIT, EXPORT_WAIT_MS } from '../constants.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { TIME_TEXT_MAX } from '../limits.ts';
import { paged, pageSchema } from '../page.ts';

// The download centre (top-bar link, route /dashboard/downloadcenter;: Download center). Every
// export of a list runs here in the background; the finished xlsx is listed until it expires.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Exported results are deleted after a retention period that is not shown."
 * We keep a finished file 7 days (the length the spec uses for stored values), then delete it.
 */
export const EXPORT_RETENTION_DAYS = 7;
export const EXPORT_RETENTION_MS = EXPORT_RETENTION_DAYS * DAY_MS;
/** An expired or failed task stays listed this long after it expired, then its row goes too. */
export const EXPORT_LISTED_AFTER_EXPIRY_MS = 30 * DAY_MS;
/**
 * "Export waiting 30 s, 1000 rows": rows are read and written 1000 at a time
 * (progress moves after each batch), and one user may start the same kind of export again
 * only 30 s after the last one, unless that one has finished.
 */
export const EXPORT_BATCH_ROWS = EXPORT_ROWS_PER_WAIT;
export const EXPORT_REPEAT_WAIT_MS = EXPORT_WAIT_MS;
/** Rows one file may hold; a larger export fails with a reason asking for a narrower filter. */
export const EXPORT_MAX_ROWS = 200_000;
/** Exports a shop may have waiting or running at once. */
export const EXPORT_MAX_ACTIVE_PER_SHOP = 5;
/** The download centre asks again this often while an export is waiting or running. */
export const DOWNLOAD_POLL_MS = 2000;

export const DOWNLOAD_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export const downloadStatus = z.enum(DOWNLOAD_STATUSES);
export type DownloadStatus = z.infer<typeof downloadStatus>;
/** Statuses of an export that is not finished yet (the list polls while one is shown). */
export const ACTIVE_DOWNLOAD_STATUSES: readonly DownloadStatus[] = ['queued', 'running'];

/** The finished file, sent by GET with the session cookie (not an envelope call). */
export const DOWNLOAD_FILE_PATH = '/oms/shop/download/center/file';
export const downloadFileUrl = (taskId: string) => `${DOWNLOAD_FILE_PATH}/${encodeURIComponent(taskId)}`;

export const downloadTask = z.object({
  taskId: z.string(),
  /** The export kind, e.g. 'products'. */
  kind: z.string(),
  /** The kind's name in the request's language. */
  kindName: z.string(),
  /** The name the file downloads with, ending in .xlsx. */
  fileName: z.string(),
  status: downloadStatus,
  /** 0 to 100; 100 when done. */
  progress: z.number().int().min(0).max(100),
  /** Rows written so far (all of them when done). */
  rowCount: z.number().int().min(0),
  /** Size of the finished file; 0 before. */
  bytes: z.number().int().min(0),
  /** Nickname of the user who started it. */
  requestedBy: z.string(),
  createdAt: isoTime,
  startedAt: isoTime.nullable(),
  finishedAt: isoTime.nullable(),
  /** When a finished file is deleted (done), or was (expired); null before it finished. */
  expiresAt: isoTime.nullable(),
  /** Why it failed, in the request's language; null unless failed. */
  failReason: z.string().nullable(),
});
export type DownloadTask = z.infer<typeof downloadTask>;

const time = z.iso.datetime({ offset: true }).max(TIME_TEXT_MAX);
const EXAMPLE_TASK_ID = '0123456789abcdef0123456789abcdef';

export const downloadCenterListInquiry = defineCall({
  readOnly: true,
  path: '/oms/shop/download/center/list/inquiry',
  func: FUNC.home,
  summary:
    'Exports of the shop the user may download (holding each kind’s permission), newest first; filters by status, kind and time.',
  request: z.object({
    status: downloadStatus.optional(),
    kind: z.string().trim().max(40).optional(),
    /** Started at or after. */
    createdFrom: time.optional(),
    /** Started before. */
    createdTo: time.optional(),
    page: pageSchema,
  }),
  response: paged(downloadTask).extend({
    /** Kinds the user may filter by, named in the request's language. */
    kinds: z.array(z.object({ kind: z.string(), name: z.string() })),
    /** Exports of the user's kinds still waiting or running, on any page. */
    active: z.number().int().min(0),
  }),
});

export const downloadCenterDelete = defineCall({
  path: '/oms/shop/download/center/delete',
  func: FUNC.home,
  summary: 'Delete an export and its file; a running one stops.',
  ids: { taskId: 'download' },
  example: { taskId: EXAMPLE_TASK_ID },
  request: z.object({ taskId: id }),
  response: z.object({}),
});

export const downloadCenterRetry = defineCall({
  path: '/oms/shop/download/center/retry',
  func: FUNC.home,
  summary: 'Run a failed export again with the same filter.',
  ids: { taskId: 'download' },
  example: { taskId: EXAMPLE_TASK_ID },
  request: z.object({ taskId: id }),
  response: z.object({ taskId: z.string() }),
});

export const downloadsCalls: readonly Call[] = [downloadCenterListInquiry, downloadCenterDelete, downloadCenterRetry];
