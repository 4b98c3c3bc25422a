import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  downloadCenterDelete,
  downloadCenterListInquiry,
  downloadCenterRetry,
  downloadFileUrl,
  EXPORT_BATCH_ROWS,
  EXPORT_LISTED_AFTER_EXPIRY_MS,
  EXPORT_MAX_ACTIVE_PER_SHOP,
  EXPORT_MAX_ROWS,
  EXPORT_REPEAT_WAIT_MS,
  EXPORT_RETENTION_MS,
} from '@sc/contract/calls/downloads.ts';
import { fillParams, type Locale } from '@sc/contract/locale.ts';
import { messages } from '@sc/contract/messages.ts';
import { REPLY } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startExport } from '../src/areas/downloads/exports.ts';
import { exportFilePath } from '../src/areas/downloads/files.ts';
import { defineExportKind } from '../src/areas/downloads/kinds.ts';
import { bindExportRunner, EXPORT_LEASE_MS, ExportRunner, exportRunner } from '../src/areas/downloads/runner.ts';
import { resolveSession, SESSION_COOKIE } from '../src/auth/session.ts';
import type { Db } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { downloadTasks } from '../src/db/schema.ts';
import { ShopScope } from '../src/db/tenant.ts';
import { BizError } from '../src/errors.ts';
import type { ExportCell } from '../src/sheets/columns.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';

// The download centre: the runner on a test-only export kind, the calls around it, and the
// file GET. Files go to a temporary data directory (the routes read DATA_DIR when the app is built).

const dataDir = mkdtempSync(join(tmpdir(), 'sc-downloads-'));
// Files of one worker share the process: the data dir is given back when this file ends.
const previousDataDir = process.env.DATA_DIR;
process.env.DATA_DIR = dataDir;

/** Lets a test hold an export between batches, to look at it while it runs. */
class Gate {
  private opened: () => void = () => undefined;
  private promise = new Promise<void>((r) => {
    this.opened = r;
  });
  entered = 0;
  async pass(): Promise<void> {
    this.entered += 1;
    await this.promise;
  }
  open(): void {
    this.opened();
  }
}
let gate: Gate | undefined;
/** While set, the test kind fails at this batch (a plain error, or a refusal with a text). */
let failAt: { batch: number; refusal: boolean } | undefined;

const testParams = z.object({
  rows: z.number().int().min(0),
  /** What count() answers, if not `rows` (an estimate that is off). */
  countAs: z.number().int().optional(),
  values: z.array(z.union([z.string(), z.number()])).optional(),
});
type TestParams = z.infer<typeof testParams>;

/** An export kind for tests only, guarded by the product-list permission like the real one. */
const testRows = defineExportKind<TestParams>({
  kind: 'test-rows',
  func: 'OMS_FUNC_0003',
  params: testParams,
  fileName: (locale) => ({ 'th-TH': 'แถวทดสอบ', 'en-US': 'Test rows', 'zh-CN': '测试行' })[locale],
  columns: (locale) => [
    { key: 'n', header: locale === 'th-TH' ? 'ลำดับ' : 'No.', width: 8 },
    { key: 'value', header: locale === 'zh-CN' ? '值' : 'Value' },
  ],
  count: async (_shop, p) => p.countAs ?? p.rows,
  async *batches(_shop, p) {
    let batch = 0;
    for (let from = 0; from < p.rows; from += EXPORT_BATCH_ROWS) {
      batch += 1;
      if (batch > 1 && gate) await gate.pass();
      if (failAt?.batch === batch) {
        if (failAt.refusal) throw new BizError('RULE_VIOLATED', 'exportTooManyRows', { count: 7, max: 5 });
        throw new Error('the test kind broke');
      }
      const rows: Record<string, ExportCell>[] = [];
      for (let n = from; n < Math.min(p.rows, from + EXPORT_BATCH_ROWS); n++) {
        rows.push({ n: n + 1, value: p.values?.[n] ?? `row ${n + 1}` });
      }
      yield rows;
    }
  },
});

let s: TestServer;
interface Member {
  cookie: string;
  userId: string;
  shopId: string;
  acctType: number;
}
let owner: Member;
let operator: Member;
let service: Member;
let other: Member;

async function member(loginAcct: string): Promise<Member> {
  const { cookie, data } = await s.login(loginAcct);
  return { cookie, userId: data.userId, shopId: String(data.shopId), acctType: data.acctType };
}

beforeAll(async () => {
  s = await startTestServer();
  owner = await member(DEMO_ACCOUNTS.owner);
  operator = await member(DEMO_ACCOUNTS.operator);
  service = await member(DEMO_ACCOUNTS.service);
  other = await member(OTHER.owner);
});
afterAll(async () => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await exportRunner()?.stop();
  await s.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  gate = undefined;
  failAt = undefined;
  await s.db.delete(downloadTasks);
  rmSync(join(dataDir, 'exports'), { recursive: true, force: true });
});

const runner = () => {
  const r = exportRunner();
  if (!r) throw new Error('no export runner bound');
  return r;
};

/** Starts an export as a call would (the context a handler gets, on the database itself). */
async function start(who: Member, params: TestParams, locale: Locale = 'en-US', db: Db = s.db) {
  // The member's live session, as the envelope resolves it from the cookie.
  const session = await resolveSession(s.db, who.cookie.slice(`${SESSION_COOKIE}=`.length), s.clock.now());
  if (!session) throw new Error('no live session');
  return startExport(
    {
      shop: new ShopScope(db, who.shopId),
      session,
      locale,
      now: s.clock.now(),
      funcs: async () => session.funcs,
    },
    testRows,
    params,
  );
}

async function task(taskId: string) {
  const [row] = await s.db.select().from(downloadTasks).where(eq(downloadTasks.id, taskId));
  return row;
}

async function list(who: Member, payload: Record<string, unknown> = {}, locale: Locale = 'en-US') {
  const r = await s.call(downloadCenterListInquiry, payload, { cookie: who.cookie, locale });
  expect(r.status_.success, r.status_.replyText).toBe(true);
  return downloadCenterListInquiry.response.parse(r.data);
}

async function download(who: Member, taskId: string, locale?: Locale) {
  return s.app.inject({
    method: 'GET',
    url: `${downloadFileUrl(taskId)}${locale ? `?locale=${locale}` : ''}`,
    headers: { cookie: who.cookie },
  });
}

async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { name: sheet.name, rows };
}

const shopFiles = (shopId: string) => {
  const dir = join(dataDir, 'exports', shopId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function relogin() {
  // Moving the clock by days ends the 7-day sessions.
  owner = await member(DEMO_ACCOUNTS.owner);
  operator = await member(DEMO_ACCOUNTS.operator);
  service = await member(DEMO_ACCOUNTS.service);
  other = await member(OTHER.owner);
}

describe('the runner', () => {
  it('starts on its own after the call, without waiting for the scheduler', async () => {
    // As a call does: in a transaction, which the runner cannot see until it commits.
    const taskId = await s.db.transaction(async (tx) => {
      const started = await start(owner, { rows: 3 }, 'en-US', tx);
      const [row] = await tx.select().from(downloadTasks).where(eq(downloadTasks.id, started.taskId));
      expect(row?.status).toBe('queued');
      return started.taskId;
    });
    // A liveness bound, not a speed figure: no scheduler runs in this test, so only the kick
    // after commit can start it; a busy machine may take a while.
    const until = Date.now() + 15_000;
    while ((await task(taskId))?.status === 'queued' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await task(taskId))?.status).not.toBe('queued');
    await runner().idle();
    expect(await task(taskId)).toMatchObject({ status: 'done', progress: 100, rowCount: 3 });
  });

  it('moves the progress batch by batch and lists the finished file with size and expiry', async () => {
    gate = new Gate();
    const { taskId } = await start(owner, { rows: 3 * EXPORT_BATCH_ROWS });
    while (gate.entered === 0) await new Promise((r) => setTimeout(r, 10));
    const running = await task(taskId);
    expect(running).toMatchObject({ status: 'running', progress: 33, rowCount: EXPORT_BATCH_ROWS });
    const [shown] = (await list(owner)).list;
    expect(shown).toMatchObject({ taskId, status: 'running', progress: 33, bytes: 0, expiresAt: null });
    expect((await list(owner)).active).toBe(1);

    gate.open();
    await runner().idle();
    const done = await task(taskId);
    expect(done).toMatchObject({ status: 'done', progress: 100, rowCount: 3 * EXPORT_BATCH_ROWS });
    expect(done?.bytes).toBeGreaterThan(1000);
    const page = await list(owner);
    expect(page.active).toBe(0);
    const row = page.list[0];
    expect(row).toMatchObject({ taskId, kind: 'test-rows', kindName: 'Test rows', status: 'done', failReason: null });
    expect(row?.fileName).toMatch(/^Test rows_\d{8}_\d{6}\.xlsx$/);
    expect(row?.requestedBy.length).toBeGreaterThan(0);
    expect(Date.parse(row?.expiresAt ?? '') - Date.parse(row?.finishedAt ?? '')).toBe(EXPORT_RETENTION_MS);
    expect(shopFiles(owner.shopId)).toEqual([`${taskId}.xlsx`]);
  });

  it('writes the sheet in the requester’s language and prefixes text that would start a formula', async () => {
    const values = ['=1+2', '+SUM(A1:A2)', '-3', '@cmd', 'plain', 42, -5, 'a=b'];
    const { taskId } = await start(owner, { rows: values.length, values }, 'th-TH');
    await runner().idle();
    const res = await download(owner, taskId);
    expect(res.statusCode).toBe(200);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('แถวทดสอบ');
    expect(sheet.rows[0]).toEqual(['ลำดับ', 'Value']);
    expect(sheet.rows.slice(1).map((r) => r[1])).toEqual([
      "'=1+2",
      "'+SUM(A1:A2)",
      "'-3",
      "'@cmd",
      'plain',
      42,
      -5,
      'a=b',
    ]);
    expect((await task(taskId))?.fileName).toMatch(/^แถวทดสอบ_\d{8}_\d{6}\.xlsx$/);
  });

  it('fails with a reason in the reader’s language and never lists a half-written file', async () => {
    failAt = { batch: 2, refusal: false };
    const { taskId } = await start(owner, { rows: 3 * EXPORT_BATCH_ROWS });
    await runner().idle();
    expect(await task(taskId)).toMatchObject({ status: 'failed', error: 'exportFailed', path: null, bytes: 0 });
    expect(shopFiles(owner.shopId)).toEqual([]);
    for (const locale of ['th-TH', 'en-US', 'zh-CN'] as const) {
      const [row] = (await list(owner, {}, locale)).list;
      expect(row).toMatchObject({ status: 'failed', failReason: messages.exportFailed[locale] });
    }
    const res = await download(owner, taskId, 'th-TH');
    expect(res.statusCode).toBe(409);
    expect(res.json().data.transactionStatus).toMatchObject({
      replyCode: REPLY.NOT_READY.code,
      replyText: messages.downloadNotReady['th-TH'],
    });
  });

  it('keeps the text of a refusal the kind throws, and of a sheet too large for one file', async () => {
    failAt = { batch: 1, refusal: true };
    const refused = await start(owner, { rows: 10 });
    await runner().idle();
    const [row] = (await list(owner, {}, 'zh-CN')).list;
    expect(row).toMatchObject({
      taskId: refused.taskId,
      failReason: fillParams(messages.exportTooManyRows['zh-CN'], { count: 7, max: 5 }),
    });

    failAt = undefined;
    s.clock.advance(EXPORT_REPEAT_WAIT_MS);
    const big = await start(owner, { rows: 1, countAs: EXPORT_MAX_ROWS + 1 });
    await runner().idle();
    expect(await task(big.taskId)).toMatchObject({ status: 'failed', error: 'exportTooManyRows' });
  });

  it('runs a failed export again on retry, at the top of the list', async () => {
    failAt = { batch: 1, refusal: false };
    const { taskId } = await start(owner, { rows: 5 });
    await runner().idle();
    expect((await task(taskId))?.status).toBe('failed');
    failAt = undefined;
    s.clock.advance(1000);
    const r = await s.call(downloadCenterRetry, { taskId }, { cookie: owner.cookie });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    await runner().idle();
    expect(await task(taskId)).toMatchObject({ status: 'done', rowCount: 5, error: null });
    const again = await s.call(downloadCenterRetry, { taskId }, { cookie: owner.cookie });
    expect(again.status_).toMatchObject({
      replyCode: REPLY.RULE_VIOLATED.code,
      replyText: messages.downloadRetryNotFailed['en-US'],
    });
  });

  it('stops a running export that is deleted and leaves no file', async () => {
    gate = new Gate();
    const { taskId } = await start(owner, { rows: 2 * EXPORT_BATCH_ROWS });
    while (gate.entered === 0) await new Promise((r) => setTimeout(r, 10));
    const r = await s.call(downloadCenterDelete, { taskId }, { cookie: owner.cookie });
    expect(r.status_.success, r.status_.replyText).toBe(true);
    gate.open();
    await runner().idle();
    expect(await task(taskId)).toBeUndefined();
    expect(shopFiles(owner.shopId)).toEqual([]);
  });

  it('deleting a finished export removes its file', async () => {
    const { taskId } = await start(owner, { rows: 2 });
    await runner().idle();
    expect(shopFiles(owner.shopId)).toEqual([`${taskId}.xlsx`]);
    const r = await s.call(downloadCenterDelete, { taskId }, { cookie: owner.cookie });
    expect(r.status_.success).toBe(true);
    expect(shopFiles(owner.shopId)).toEqual([]);
    expect((await download(owner, taskId)).statusCode).toBe(404);
  });

  it('refuses the same export again within 30 s while it waits, and a full queue', async () => {
    gate = new Gate();
    await start(owner, { rows: 2 * EXPORT_BATCH_ROWS });
    const again = start(owner, { rows: 1 });
    await expect(again).rejects.toMatchObject({ reply: 'TOO_FREQUENT', messageKey: 'exportTooFrequent' });
    s.clock.advance(EXPORT_REPEAT_WAIT_MS);
    for (let i = 1; i < EXPORT_MAX_ACTIVE_PER_SHOP; i++) {
      s.clock.advance(EXPORT_REPEAT_WAIT_MS);
      await start(owner, { rows: 2 * EXPORT_BATCH_ROWS });
    }
    s.clock.advance(EXPORT_REPEAT_WAIT_MS);
    await expect(start(owner, { rows: 1 })).rejects.toMatchObject({ messageKey: 'exportQueueFull' });
    gate.open();
    await runner().idle();
    expect((await list(owner)).list.map((t) => t.status)).toEqual(Array(EXPORT_MAX_ACTIVE_PER_SHOP).fill('done'));
  });

  it('resumes a task a crashed server left running, from the start', async () => {
    const taskId = newId();
    const path = exportFilePath(owner.shopId, taskId);
    mkdirSync(join(dataDir, 'exports', owner.shopId), { recursive: true });
    writeFileSync(join(dataDir, `${path}.part`), 'half a file');
    await s.db.insert(downloadTasks).values({
      shopId: owner.shopId,
      id: taskId,
      userId: owner.userId,
      kind: 'test-rows',
      locale: 'en-US',
      fileName: 'Test rows_crashed.xlsx',
      params: { rows: 4 },
      status: 'running',
      progress: 40,
      rowCount: 2,
      runnerId: 'ffffffffffffffffffffffffffffffff',
      heartbeatAt: s.clock.now(),
      startedAt: s.clock.now(),
      createdAt: s.clock.now(),
    });
    // Another instance may still be at work on it until its lease runs out.
    const first = await s.runJobs();
    await runner().idle();
    expect(first['downloads-run-exports']).toBe(0);
    expect((await task(taskId))?.status).toBe('running');
    s.clock.advance(EXPORT_LEASE_MS + 1000);
    expect((await s.runJobs())['downloads-run-exports']).toBe(1);
    await runner().idle();
    expect(await task(taskId)).toMatchObject({ status: 'done', rowCount: 4, progress: 100, runnerId: runner().id });
    expect(shopFiles(owner.shopId)).toEqual([`${taskId}.xlsx`]);
  });

  it('a server stopping mid-export leaves the task running, and the next one finishes it', async () => {
    gate = new Gate();
    const { taskId } = await start(owner, { rows: 2 * EXPORT_BATCH_ROWS });
    while (gate.entered === 0) await new Promise((r) => setTimeout(r, 10));
    const old = runner();
    const stopping = old.stop();
    gate.open();
    await stopping;
    expect((await task(taskId))?.status).toBe('running');
    expect(shopFiles(owner.shopId)).toEqual([]);

    const next = new ExportRunner(old.options);
    bindExportRunner(next);
    gate = undefined;
    // The stopped runner's lease runs out before another takes the task over.
    expect((await s.runJobs())['downloads-run-exports']).toBe(0);
    s.clock.advance(EXPORT_LEASE_MS + 1000);
    expect((await s.runJobs())['downloads-run-exports']).toBe(1);
    await next.idle();
    expect(await task(taskId)).toMatchObject({ status: 'done', rowCount: 2 * EXPORT_BATCH_ROWS });
  });
});

describe('access', () => {
  it('lists newest first, pages, and filters by status, kind and time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      s.clock.advance(EXPORT_REPEAT_WAIT_MS);
      ids.push((await start(owner, { rows: 1 })).taskId);
      await runner().idle();
    }
    failAt = { batch: 1, refusal: false };
    s.clock.advance(EXPORT_REPEAT_WAIT_MS);
    const failed = (await start(owner, { rows: 1 })).taskId;
    await runner().idle();

    const [oldest, middle, newest] = ids;
    const all = await list(owner);
    expect(all.list.map((t) => t.taskId)).toEqual([failed, newest, middle, oldest]);
    expect(all.page.count).toBe(4);
    expect(all.kinds).toContainEqual({ kind: 'test-rows', name: 'Test rows' });
    const second = await list(owner, { page: { pageNum: 2, pageSize: 3 } });
    expect(second.list.map((t) => t.taskId)).toEqual([oldest]);
    expect((await list(owner, { status: 'failed' })).list.map((t) => t.taskId)).toEqual([failed]);
    expect((await list(owner, { kind: 'products-nothing' })).list).toEqual([]);
    const failedAt = (await task(failed))?.createdAt as Date;
    const since = await list(owner, { createdFrom: failedAt.toISOString() });
    expect(since.list.map((t) => t.taskId)).toEqual([failed]);
    const before = await list(owner, { createdTo: failedAt.toISOString() });
    expect(before.list).toHaveLength(3);
    const bad = await s.call(downloadCenterListInquiry, { createdFrom: 'yesterday' }, { cookie: owner.cookie });
    expect(bad.status_.replyCode).toBe(REPLY.VALIDATION_FAILED.code);
  });

  it('downloads with the file name, UTF-8 and ASCII, as an xlsx', async () => {
    const { taskId } = await start(owner, { rows: 2 }, 'th-TH');
    await runner().idle();
    const res = await download(owner, taskId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const fileName = (await task(taskId))?.fileName ?? '';
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
    expect(disposition).toMatch(/^attachment; filename="test-rows_\d{8}_\d{6}\.xlsx";/);
    expect(Number(res.headers['content-length'])).toBe((await task(taskId))?.bytes);
    expect((await readSheet(res.rawPayload)).rows).toHaveLength(3);
  });

  it('another shop can neither list, download, delete nor retry a shop’s export', async () => {
    const { taskId } = await start(owner, { rows: 1 });
    await runner().idle();
    expect((await list(other)).list).toEqual([]);
    const res = await download(other, taskId, 'en-US');
    expect(res.statusCode).toBe(404);
    expect(res.json().data.transactionStatus.replyCode).toBe(REPLY.NOT_FOUND.code);
    for (const call of [downloadCenterDelete, downloadCenterRetry]) {
      const r = await s.call(call, { taskId }, { cookie: other.cookie });
      expect(r.status_.replyCode).toBe(REPLY.NOT_FOUND.code);
    }
    expect((await task(taskId))?.status).toBe('done');
  });

  it('a member without the kind’s permission does not see, download or delete it; one with it does', async () => {
    const { taskId } = await start(owner, { rows: 1 });
    await runner().idle();
    expect((await list(service)).list).toEqual([]);
    expect((await list(service)).kinds.map((k) => k.kind)).not.toContain('test-rows');
    const res = await download(service, taskId, 'zh-CN');
    expect(res.statusCode).toBe(403);
    expect(res.json().data.transactionStatus).toMatchObject({
      replyCode: REPLY.NO_PERMISSION.code,
      replyText: messages.exportNoPermission['zh-CN'],
    });
    const del = await s.call(downloadCenterDelete, { taskId }, { cookie: service.cookie });
    expect(del.status_.replyCode).toBe(REPLY.NO_PERMISSION.code);
    await expect(start(service, { rows: 1 })).rejects.toMatchObject({ reply: 'NO_PERMISSION' });

    // The operator holds the product list: the owner's export is the shop's, and theirs to fetch.
    expect((await list(operator)).list.map((t) => t.taskId)).toEqual([taskId]);
    expect((await download(operator, taskId)).statusCode).toBe(200);
  });

  it('answers 401 without a session and 404 for an id that is no task', async () => {
    const none = await s.app.inject({ method: 'GET', url: downloadFileUrl(newId()) });
    expect(none.statusCode).toBe(401);
    expect(none.json().data.transactionStatus.replyCode).toBe(REPLY.SESSION_EXPIRED.code);
    expect((await download(owner, '../../etc/passwd')).statusCode).toBe(404);
    expect((await download(owner, newId())).statusCode).toBe(404);
  });
});

describe('retention', () => {
  it('deletes the file after the retention period, marks it expired, and later drops the row', async () => {
    const { taskId } = await start(owner, { rows: 1 });
    await runner().idle();
    s.clock.advance(EXPORT_RETENTION_MS - 60_000);
    expect((await s.runJobs())['downloads-expire-files']).toBe(0);
    expect(shopFiles(owner.shopId)).toEqual([`${taskId}.xlsx`]);

    s.clock.advance(60_000);
    expect((await s.runJobs())['downloads-expire-files']).toBe(1);
    expect((await s.runJobs())['downloads-expire-files']).toBe(0);
    expect(shopFiles(owner.shopId)).toEqual([]);
    await relogin();
    const [row] = (await list(owner)).list;
    expect(row).toMatchObject({ taskId, status: 'expired' });
    const res = await download(owner, taskId, 'th-TH');
    expect(res.statusCode).toBe(410);
    expect(res.json().data.transactionStatus.replyText).toBe(messages.downloadExpired['th-TH']);

    s.clock.advance(EXPORT_LISTED_AFTER_EXPIRY_MS);
    expect((await s.runJobs())['downloads-expire-files']).toBe(1);
    expect(await task(taskId)).toBeUndefined();
  });
});
