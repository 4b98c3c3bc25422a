import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DOWNLOAD_FILE_PATH } from '@sc/contract/calls/downloads.ts';
import type { MessageKey } from '@sc/contract/messages.ts';
import type { ReplyName } from '@sc/contract/reply-codes.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { holds } from '../../auth/permissions.ts';
import { resolveSession, SESSION_COOKIE } from '../../auth/session.ts';
import type { Clock } from '../../clock.ts';
import { readConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { downloadTasks } from '../../db/schema.ts';
import { ShopScope } from '../../db/tenant.ts';
import { linkLocale, refuseFile } from '../../envelope/file-route.ts';
import { contentDisposition, inDataDir, XLSX_TYPE } from './files.ts';
import { exportKindOf } from './kinds.ts';
import { bindExportRunner, ExportRunner, unbindExportRunner } from './runner.ts';

/**
 * The download centre's part of the server that is not an envelope call: the file itself, by
 * GET with the session cookie (a plain link, so the browser saves it under its name), and the
 * export runner of this server, which starts with the app (resuming what a crash left) and
 * stops with it. Files live under DATA_DIR (config.ts).
 */
export function registerDownloadRoutes(
  app: FastifyInstance,
  database: Pick<Database, 'db'>,
  clock: Clock,
  dataDir: string = readConfig().dataDir,
): ExportRunner {
  const { db } = database;
  const runner = new ExportRunner({
    db,
    clock,
    dataDir,
    log: (err, taskId) => app.log.error({ err, taskId }, 'export failed'),
  });
  bindExportRunner(runner);
  app.addHook('onReady', async () => runner.kick([0]));
  app.addHook('onClose', async () => {
    unbindExportRunner(runner);
    await runner.stop();
  });

  app.get<{ Params: { taskId: string }; Querystring: { locale?: string } }>(
    `${DOWNLOAD_FILE_PATH}/:taskId`,
    async (req, reply) => {
      const locale = linkLocale(req);
      const refuse = (status: number, name: ReplyName, key: MessageKey) => refuseFile(reply, locale, status, name, key);
      const token = req.cookies[SESSION_COOKIE];
      const session = token ? await resolveSession(db, token, clock.now()) : null;
      if (!session) return refuse(401, 'SESSION_EXPIRED', 'sessionExpired');
      const taskId = req.params.taskId;
      // Another shop's task, or none: the same answer, so ids of other shops cannot be probed.
      if (!session.shopId || !/^[0-9a-f]{32}$/.test(taskId)) return refuse(404, 'NOT_FOUND', 'notFound');
      const shop = new ShopScope(db, session.shopId);
      const task = await shop.first(downloadTasks, eq(downloadTasks.id, taskId));
      if (!task) return refuse(404, 'NOT_FOUND', 'notFound');
      const kind = exportKindOf(task.kind);
      if (!kind || !holds(session.funcs, kind.func)) return refuse(403, 'NO_PERMISSION', 'exportNoPermission');
      if (task.status === 'expired') return refuse(410, 'NOT_FOUND', 'downloadExpired');
      if (task.status !== 'done' || !task.path) return refuse(409, 'NOT_READY', 'downloadNotReady');
      const file = inDataDir(dataDir, task.path);
      const size = await stat(file).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) return refuse(410, 'NOT_FOUND', 'downloadExpired');
      return sendFile(reply, file, size, task.fileName, task.kind);
    },
  );
  return runner;
}

function sendFile(reply: FastifyReply, file: string, size: number, fileName: string, kind: string) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(fileName, kind))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(file));
}
