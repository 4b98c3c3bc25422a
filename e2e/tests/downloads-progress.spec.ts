import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousFindings } from '../pages/axe.ts';
import { DownloadCenterPage, LIST_PATH, signInReady } from '../pages/downloads-center-page.ts';
import type { Locale } from '../pages/settings-session.ts';
import { ShellLayout } from '../pages/shell-layout.ts';

// How the screen follows an export while it runs. The server's runner finishes a small export
// within a second, too fast to watch, and the product export belongs to the items area, so
// the list call is answered here with an export at 40 %, then 80 %, then done. Everything
// else (session, layout, strings) is the real server's.

const screenshots = fileURLToPath(new URL('../screenshots/', import.meta.url));
const TASK_ID = '5f0c2b6e9d8a4f17b3c1e2d4a6b8c0d2';
const DAY = 86_400_000;
const LOCALES: Locale[] = ['th-TH', 'en-US', 'zh-CN'];

function task(status: 'running' | 'done' | 'failed' | 'queued' | 'expired', over: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    taskId: TASK_ID,
    kind: 'products',
    kindName: 'รายการสินค้า',
    fileName: 'รายการสินค้า_20260115_103000.xlsx',
    status,
    progress: 0,
    rowCount: 0,
    bytes: 0,
    requestedBy: 'Demo owner',
    createdAt: new Date(now - 60_000).toISOString(),
    startedAt: new Date(now - 58_000).toISOString(),
    finishedAt: null,
    expiresAt: null,
    failReason: null,
    ...over,
  };
}

function reply(list: object[], active: number) {
  return {
    data: {
      list,
      page: { pageNum: 1, pageSize: 10, count: list.length },
      kinds: [{ kind: 'products', name: 'รายการสินค้า' }],
      active,
      transactionStatus: { success: true, replyCode: '000000', replyText: 'สำเร็จ' },
    },
  };
}

/**
 * Answers the list call with `replies[stage.now]` (the test moves the stage) and counts the
 * calls, so the screen's own timing decides when it asks.
 */
async function answerList(page: Page, replies: object[]) {
  const stage = { now: 0, calls: 0 };
  await page.route(`**${LIST_PATH}`, async (route) => {
    stage.calls += 1;
    await route.fulfill({ json: replies[stage.now] });
  });
  return stage;
}

test('shows the progress while an export runs, asks every 2 s, and stops once it is done', async ({ page }) => {
  await signInReady(page, 'th-TH');
  const done = task('done', {
    progress: 100,
    rowCount: 1250,
    bytes: 48_640,
    finishedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
  });
  const stage = await answerList(page, [
    reply([task('running', { progress: 40, rowCount: 500 })], 1),
    reply([task('running', { progress: 80, rowCount: 1000 })], 1),
    reply([done], 0),
  ]);
  // The page's timers run on a clock the test moves: each poll is due after 2 s of it, however
  // slow the machine, and the quiet after the last one is watched over two polls' time.
  await page.clock.install();
  const p = new DownloadCenterPage(page);
  await p.goto();
  const row = p.row('รายการสินค้า_20260115_103000.xlsx');
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await expect(row.getByText('ส่งออกแล้ว 500 แถว')).toBeVisible();
  // The screen asks again by itself within the 2-second poll.
  stage.now = 1;
  await page.clock.runFor(2000);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
  stage.now = 2;
  await page.clock.runFor(2000);
  await expect(p.statusTag(row)).toHaveAttribute('data-status', 'done');
  await expect(row.getByText('47.5 KB')).toBeVisible();
  await expect(row.getByText('1,250 แถว')).toBeVisible();
  await expect(row.getByTestId('expires-in')).toHaveText(/จะถูกลบ.*7 วัน|จะถูกลบ.*6 วัน/);
  const link = row.getByRole('link', { name: /ดาวน์โหลด/ });
  await expect(link).toHaveAttribute('href', `/oms/shop/download/center/file/${TASK_ID}?locale=th-TH`);
  await expect(link).toHaveAttribute('download', 'รายการสินค้า_20260115_103000.xlsx');
  // Nothing runs any more: no more asking over two polls' time.
  const calls = stage.calls;
  await page.clock.runFor(4500);
  await expect(row.getByTestId('expires-in')).toBeVisible();
  expect(stage.calls).toBe(calls);
});

// One visit for the three languages, switched in place from the top bar: the list is asked again
// in each, and answered with the failure's reason in that language.
test('exports in every state in every language: screenshot and accessibility', async ({ page }) => {
  test.setTimeout(180_000);
  await signInReady(page, 'th-TH');
  const now = Date.now();
  const id = (n: number) => `${TASK_ID.slice(0, 30)}${String(n).padStart(2, '0')}`;
  const reasons: Record<Locale, string> = {
    'th-TH': 'ส่งออกไม่สำเร็จเนื่องจากระบบขัดข้อง กรุณาลองใหม่',
    'en-US': 'The export could not be completed because of a system error; please retry',
    'zh-CN': '系统错误，导出未完成，请重试',
  };
  const stage = await answerList(
    page,
    LOCALES.map((locale) =>
      reply(
        [
          task('queued', { taskId: id(1), startedAt: null, createdAt: new Date(now - 5_000).toISOString() }),
          task('running', { taskId: id(2), progress: 62, rowCount: 3000 }),
          task('done', {
            taskId: id(3),
            progress: 100,
            rowCount: 4820,
            bytes: 1_254_000,
            finishedAt: new Date(now - 3_600_000).toISOString(),
            expiresAt: new Date(now + 6 * DAY + 3_600_000).toISOString(),
          }),
          task('failed', { taskId: id(4), failReason: reasons[locale], finishedAt: new Date(now - DAY).toISOString() }),
          task('expired', {
            taskId: id(5),
            rowCount: 210,
            bytes: 0,
            createdAt: new Date(now - 9 * DAY).toISOString(),
            finishedAt: new Date(now - 9 * DAY).toISOString(),
            expiresAt: new Date(now - 2 * DAY).toISOString(),
          }),
        ],
        2,
      ),
    ),
  );
  const p = new DownloadCenterPage(page);
  const shell = new ShellLayout(page, '');
  await p.goto();
  for (const [n, locale] of LOCALES.entries()) {
    stage.now = n;
    await shell.chooseLocale(locale);
    await expect(p.rows).toHaveCount(5);
    await expect(p.rows.filter({ hasText: reasons[locale] })).toHaveCount(1);
    expect(await seriousFindings(page)).toEqual([]);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `${screenshots}downloads-states-${locale}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
});
