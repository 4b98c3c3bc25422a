/**
 * A product import at the spec's limit (1000 rows per file) through the real calls on PostgreSQL:
 * upload the xlsx, preview (read and check every row), commit (write 250 products of 4 SKUs in one
 * transaction). Three files, the median of each step.
 *
 * Goal: the commit of a 1000-row file under 2 s.
 */
import ExcelJS from 'exceljs';
import type { Goal, Scenario, ScenarioResult, Skip, ValueMeasurement } from '../scenario.ts';
import { postCall } from '../seller-centre.ts';
import { startItemsShop } from './items-shop.ts';

const ROWS = 1000;
const RUNS = 3;
const GOAL_COMMIT_S = 2;

/** The template's English headers, in its column order. */
const HEADERS = [
  '*Product code',
  '*Title',
  '*Category ID',
  'Brand ID',
  'Spec 1 name',
  'Spec 1 value',
  'Spec 2 name',
  'Spec 2 value',
  'Spec 3 name',
  'Spec 3 value',
  '*Price (THB)',
  '*Market price (THB)',
  'Purchase price (THB)',
  '*Stock',
  'Warning line',
  'SKU code',
  'Image URLs',
  'Keywords',
  'Description',
];

async function importFile(run: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(HEADERS);
  const colours = ['ขาว', 'ดำ', 'แดง', 'น้ำเงิน'];
  for (let i = 0; i < ROWS; i++) {
    const n = Math.floor(i / 4);
    sheet.addRow([
      `IMP${run}-${n}`,
      `เสื้อโปโล ผ้าจูติ รุ่น ${run}-${n}`,
      '110103',
      '0',
      'สี',
      colours[i % 4],
      null,
      null,
      null,
      null,
      290 + (n % 50),
      490,
      150,
      20 + (i % 30),
      5,
      `IMP${run}-${n}-${i % 4}`,
      'https://img.alicdn.com/p/1.jpg',
      'โปโล เสื้อ',
      'ผ้าจูติ ระบายอากาศดี',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(baseUrl: string, cookie: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('sessionContext', JSON.stringify({ locale: 'en-US' }));
  form.append('usage', 'importSheet');
  form.append('file', new Blob([data]), 'products.xlsx');
  const res = await fetch(`${baseUrl}/oms/cos/file/Stream/upload`, { method: 'POST', body: form, headers: { cookie } });
  const body = (await res.json()) as {
    data: { fileId?: string; transactionStatus: { success: boolean; replyText: string } };
  };
  if (!body.data.transactionStatus.success || !body.data.fileId) {
    throw new Error(`upload failed: ${body.data.transactionStatus.replyText}`);
  }
  return body.data.fileId;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const itemsImport: Scenario = {
  id: 'items-import',
  title: `Product import of ${ROWS} rows (PostgreSQL)`,
  async run(ctx): Promise<ScenarioResult> {
    const skipped: Skip[] = [];
    const notes: string[] = [];
    const goals: Goal[] = [];
    const measurements: ValueMeasurement[] = [];
    const goalText = `${ROWS}-row import commits in under ${GOAL_COMMIT_S} s`;
    const shop = await startItemsShop(ctx);
    if (!shop) {
      skipped.push({
        target: 'items-import',
        label: 'product import',
        reason: 'PostgreSQL unreachable',
        failed: false,
      });
      goals.push({ description: goalText, status: 'skipped', detail: 'PostgreSQL not reachable' });
      return { id: this.id, title: this.title, measurements, skipped, goals, notes };
    }
    const previews: number[] = [];
    const commits: number[] = [];
    try {
      for (let run = 1; run <= RUNS; run++) {
        const fileId = await upload(shop.server.baseUrl, shop.cookie, await importFile(run));
        let t = performance.now();
        const preview = await postCall(shop.server.baseUrl, '/oms/shop/item/import/preview', { fileId }, shop.cookie);
        previews.push((performance.now() - t) / 1000);
        if (!preview.success) throw new Error(`preview failed: ${preview.replyText}`);
        const { importId, validRows } = (JSON.parse(preview.body) as { data: { importId: string; validRows: number } })
          .data;
        if (validRows !== ROWS) throw new Error(`preview found ${ROWS - validRows} bad rows`);
        t = performance.now();
        const commit = await postCall(shop.server.baseUrl, '/oms/shop/item/import/commit', { importId }, shop.cookie);
        commits.push((performance.now() - t) / 1000);
        if (!commit.success) throw new Error(`commit failed: ${commit.replyText}`);
        ctx.log(`  run ${run}: preview ${previews.at(-1)?.toFixed(2)} s, commit ${commits.at(-1)?.toFixed(2)} s`);
      }
    } finally {
      await shop.stop();
    }
    measurements.push(
      {
        kind: 'value',
        target: 'items-import-preview',
        label: `import preview, ${ROWS} rows (median of ${RUNS})`,
        value: median(previews),
        unit: 's',
      },
      {
        kind: 'value',
        target: 'items-import-commit',
        label: `import commit, ${ROWS} rows (median of ${RUNS})`,
        value: median(commits),
        unit: 's',
      },
    );
    goals.push({
      description: goalText,
      status: median(commits) < GOAL_COMMIT_S ? 'met' : 'not met',
      detail: `commits ${commits.map((c) => c.toFixed(2)).join(', ')} s; previews ${previews.map((p) => p.toFixed(2)).join(', ')} s`,
    });
    notes.push('Each file: 250 products of 4 SKUs, one leaf category, no brand; timed from the client, HTTP included.');
    return { id: this.id, title: this.title, measurements, skipped, goals, notes };
  },
};
