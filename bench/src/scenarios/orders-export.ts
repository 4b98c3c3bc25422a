/**
 * The order export of /order/index at scale, through the real export job: the demo shop holds
 * 100,000 orders (about 125,000 lines, one sheet row per line) on PostgreSQL, the owner asks for
 * the export of every order, and the download centre's runner writes the xlsx in the background.
 * Timed from the export call until the task is done; the server process's resident memory is
 * sampled meanwhile (and its high-water mark read from /proc).
 *
 * Goals: done in under 4 s, the server's peak RSS within 250 MB. BENCH_EXPORT_ORDERS sets the
 * scale (try it small: BENCH_EXPORT_ORDERS=10000).
 */
import type { Goal, Scenario, ScenarioResult, Skip, ValueMeasurement } from '../scenario.ts';
import { postCall } from '../seller-centre.ts';
import { memoryOf } from '../servers.ts';
import { startItemsShop } from './items-shop.ts';
import { fillOrders } from './orders-shop.ts';

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
const GOAL_SECONDS = 4;
const GOAL_RSS_MB = 250;
const EXPORT_PATH = '/oms/order/export/excel';
const TASKS_PATH = '/oms/shop/download/center/list/inquiry';
const DELETE_PATH = '/oms/shop/download/center/delete';
const POLL_MS = 200;
const SAMPLE_MS = 50;
const TIMEOUT_MS = 10 * 60_000;
const MB = 1024 * 1024;

interface TaskRow {
  taskId: string;
  status: string;
  rowCount: number;
  bytes: number;
  failReason: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export const ordersExport: Scenario = {
  id: 'orders-export',
  title: `Order export of ${ORDERS.toLocaleString('en-US')} orders to xlsx (PostgreSQL)`,
  async run(ctx): Promise<ScenarioResult> {
    const skipped: Skip[] = [];
    const notes: string[] = [];
    const goals: Goal[] = [];
    const measurements: ValueMeasurement[] = [];
    const timeGoal = `${ORDERS.toLocaleString('en-US')}-order export done in under ${GOAL_SECONDS} s`;
    const memoryGoal = `server peak RSS within ${GOAL_RSS_MB} MB during that export`;
    const shop = await startItemsShop(ctx);
    if (!shop) {
      skipped.push({ target: 'orders-export', label: 'order export', reason: 'PostgreSQL unreachable', failed: false });
      goals.push({ description: timeGoal, status: 'skipped', detail: 'PostgreSQL not reachable' });
      goals.push({ description: memoryGoal, status: 'skipped', detail: 'PostgreSQL not reachable' });
      return { id: this.id, title: this.title, measurements, skipped, goals, notes };
    }
    try {
      ctx.log(`filling the demo shop with ${ORDERS} orders`);
      const filled = await fillOrders(shop.database.url, shop.shopId, ORDERS);
      notes.push(
        `Filled ${filled.orders.toLocaleString('en-US')} orders with ${filled.lines.toLocaleString('en-US')} lines in ${filled.seconds.toFixed(1)} s (bulk SQL).`,
      );
      const pid = shop.server.pid;
      const before = memoryOf(pid);
      let peak = before?.rss ?? 0;
      const sampler = setInterval(() => {
        const m = memoryOf(pid);
        if (m && m.rss > peak) peak = m.rss;
      }, SAMPLE_MS);
      const cpuBefore = shop.server.cpuSeconds();
      const started = performance.now();
      let task: TaskRow | undefined;
      try {
        const reply = await postCall(shop.server.baseUrl, EXPORT_PATH, {}, shop.cookie);
        if (!reply.success) throw new Error(`export call failed: ${reply.replyCode} ${reply.replyText}`);
        const { taskId } = (JSON.parse(reply.body) as { data: { taskId: string } }).data;
        ctx.log(`  export task ${taskId} queued; waiting for it`);
        for (;;) {
          if (performance.now() - started > TIMEOUT_MS) throw new Error('the export did not finish in 10 minutes');
          await new Promise((r) => setTimeout(r, POLL_MS));
          const list = await postCall(
            shop.server.baseUrl,
            TASKS_PATH,
            { kind: 'orders', page: { pageNum: 1, pageSize: 10 } },
            shop.cookie,
          );
          if (!list.success) throw new Error(`download list failed: ${list.replyText}`);
          task = (JSON.parse(list.body) as { data: { list: TaskRow[] } }).data.list.find((t) => t.taskId === taskId);
          if (task?.status === 'failed') throw new Error(`the export failed: ${task.failReason}`);
          if (task?.status === 'done') break;
        }
      } finally {
        clearInterval(sampler);
      }
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = shop.server.cpuSeconds();
      const after = memoryOf(pid);
      if (after && after.rss > peak) peak = after.rss;
      const download = await fetch(`${shop.server.baseUrl}/oms/shop/download/center/file/${task?.taskId}`, {
        headers: { cookie: shop.cookie },
      });
      const file = Buffer.from(await download.arrayBuffer());
      if (!download.ok || file.subarray(0, 2).toString('latin1') !== 'PK') {
        throw new Error(`the finished file did not download as an xlsx (HTTP ${download.status})`);
      }
      // The server keeps its files under its data directory: delete this one as a merchant would.
      const removed = await postCall(shop.server.baseUrl, DELETE_PATH, { taskId: task?.taskId }, shop.cookie);
      if (!removed.success) ctx.log(`  could not delete the export file: ${removed.replyText}`);
      ctx.log(
        `  done: ${task?.rowCount} rows, ${(file.length / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s; RSS ${((before?.rss ?? 0) / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB`,
      );
      measurements.push(
        {
          kind: 'value',
          target: 'orders-export-seconds',
          label: `order export, ${ORDERS.toLocaleString('en-US')} orders (${task?.rowCount.toLocaleString('en-US')} rows), call to done`,
          value: seconds,
          unit: 's',
        },
        {
          kind: 'value',
          target: 'orders-export-rss-peak',
          label: 'server RSS, peak while exporting (sampled every 50 ms)',
          value: peak / MB,
          unit: 'MB',
        },
        {
          kind: 'value',
          target: 'orders-export-rss-before',
          label: 'server RSS before the export',
          value: (before?.rss ?? 0) / MB,
          unit: 'MB',
        },
        {
          kind: 'value',
          target: 'orders-export-rss-hwm',
          label: 'server RSS high-water mark since start (VmHWM)',
          value: (after?.hwm ?? 0) / MB,
          unit: 'MB',
        },
        { kind: 'value', target: 'orders-export-bytes', label: 'xlsx file size', value: file.length / MB, unit: 'MB' },
      );
      if (task?.startedAt && task.finishedAt) {
        const at = (t: string) => Date.parse(t) / 1000;
        measurements.push(
          {
            kind: 'value',
            target: 'orders-export-queued',
            label: 'of which queued (the task made until the runner took it)',
            value: at(task.startedAt) - at(task.createdAt),
            unit: 's',
          },
          {
            kind: 'value',
            target: 'orders-export-running',
            label: 'of which running (taken until done, as the task records it)',
            value: at(task.finishedAt) - at(task.startedAt),
            unit: 's',
          },
        );
      }
      if (cpuBefore !== null && cpuAfter !== null) {
        measurements.push({
          kind: 'value',
          target: 'orders-export-server-cpu',
          label: 'server CPU during the export',
          value: cpuAfter - cpuBefore,
          unit: 's',
        });
      }
      goals.push(
        {
          description: timeGoal,
          status: seconds < GOAL_SECONDS ? 'met' : 'not met',
          detail: `${seconds.toFixed(1)} s for ${task?.rowCount} rows`,
        },
        {
          description: memoryGoal,
          status: peak / MB <= GOAL_RSS_MB ? 'met' : 'not met',
          detail: `peak ${(peak / MB).toFixed(0)} MB (${((before?.rss ?? 0) / MB).toFixed(0)} MB before the export)`,
        },
      );
      notes.push(
        'The runner reads the orders by keyset on (created_at, id) a few thousand at a time, with their lines, and streams each row into the xlsx as it is read; the sheet is written to disk, never held whole.',
      );
    } finally {
      await shop.stop();
    }
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};
