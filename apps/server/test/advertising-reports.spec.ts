import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AD_STATS_DAYS } from '@sc/contract/advertising.ts';
import { addDays } from '@sc/contract/brand-ads.ts';
import {
  advBrandStatisticsExport,
  advPlanStatisticsExport,
  advStatistics,
  advStatisticsExport,
} from '@sc/contract/calls/ad-reports.ts';
import {
  advAccountMast,
  advAccountOpen,
  advDataStatisticsRecords,
  advPlanMaintenance,
} from '@sc/contract/calls/advertising.ts';
import { downloadFileUrl } from '@sc/contract/calls/downloads.ts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopStatsExport } from '../src/areas/advertising/stats-export.ts';
import { exportRunner } from '../src/areas/downloads/runner.ts';
import { bangkokDay } from '../src/bangkok-time.ts';
import { adStats, downloadTasks } from '../src/db/schema.ts';
import { DEMO_ACCOUNTS, OTHER, startTestServer, type TestServer } from './harness.ts';
import { expectOk, expectRefused } from './orders-kit.ts';

// The reports of /activityreport/advertising: a plan's last 30 days and the shop's figures over a
// chosen span as sheets through the download centre, read back from the file and held against
// what the plan page and the statistics call show; the span's bound, the permission and the shop.

const dataDir = mkdtempSync(join(tmpdir(), 'sc-ad-reports-'));
const previousDataDir = process.env.DATA_DIR;
process.env.DATA_DIR = dataDir;

let s: TestServer;
let mine: string;
let theirs: string;
let today: string;
let planA: string;
let planB: string;
let theirPlan: string;

async function openAccount(cookie: string) {
  const mast = advAccountMast.response.parse((await s.call(advAccountMast, {}, { cookie })).data);
  if (mast.opened === 'n') expectOk(await s.call(advAccountOpen, {}, { cookie }));
}
async function plan(cookie: string, name: string) {
  const r = await s.call(
    advPlanMaintenance,
    { name, type: 'search', dailyBudget: '50.00', keywords: `${name} kw`, bid: '1.00' },
    { cookie },
  );
  expectOk(r);
  return advPlanMaintenance.response.parse(r.data).planId;
}
/** Figures of a plan on a day (satang for money), as the auction writes them. */
async function figures(shopId: string, planId: string, day: string, f: number[]) {
  const [impressions = 0, clicks = 0, spend = 0, orders = 0, gmv = 0] = f;
  await s.db.insert(adStats).values({ shopId, planId, day, keyword: 'kw', impressions, clicks, spend, orders, gmv });
}

async function readSheet(taskId: string, cookie: string) {
  await exportRunner()?.idle();
  const [task] = await s.db.select().from(downloadTasks).where(eq(downloadTasks.id, taskId));
  const res = await s.app.inject({ method: 'GET', url: downloadFileUrl(taskId), headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? ''));
  });
  return { task, rows, ctrFormat: sheet.getRow(2).getCell(5).numFmt };
}

beforeAll(async () => {
  s = await startTestServer();
  s.clock.stop();
  mine = (await s.login(OTHER.owner)).cookie;
  theirs = (await s.login(DEMO_ACCOUNTS.owner)).cookie;
  await openAccount(mine);
  await openAccount(theirs);
  await s.db.execute(sql`update ad_accounts set balance = 100000`);
  today = bangkokDay(s.clock.now());
  planA = await plan(mine, 'A เสื้อ');
  planB = await plan(mine, 'B หมวก');
  theirPlan = await plan(theirs, 'แผนร้านอื่น');
  const shopId = s.other.shopId;
  await figures(shopId, planA, today, [200, 10, 1_250, 2, 59_800]);
  await figures(shopId, planA, addDays(today, -3), [50, 4, 400, 0, 0]);
  await figures(shopId, planA, addDays(today, -(AD_STATS_DAYS - 1)), [10, 1, 10, 1, 19_900]);
  await figures(shopId, planA, addDays(today, -AD_STATS_DAYS), [999, 99, 9_900, 9, 99_900]);
  await figures(shopId, planB, addDays(today, -3), [30, 3, 330, 1, 9_900]);
});
afterAll(async () => {
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await s?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a plan’s statistics as a sheet', () => {
  it('has one row per day of the last 30, every figure as the plan page shows it, Thai headers', async () => {
    const page = advDataStatisticsRecords.response.parse(
      (await s.call(advDataStatisticsRecords, { planId: planA }, { cookie: mine })).data,
    );
    expect(page.list).toHaveLength(AD_STATS_DAYS);
    const r = await s.call(advPlanStatisticsExport, { planId: planA }, { cookie: mine, locale: 'th-TH' });
    expectOk(r);
    const sheet = await readSheet(String(r.data.taskId), mine);
    expect([sheet.task?.kind, sheet.task?.status, sheet.task?.rowCount]).toEqual([
      'ad-plan-statistics',
      'done',
      AD_STATS_DAYS,
    ]);
    expect(sheet.task?.fileName).toMatch(/^สถิติแผนโฆษณา_\d{8}_\d{6}\.xlsx$/);
    expect(sheet.rows[0]).toEqual([
      'วันที่',
      'แผนโฆษณา',
      'การแสดงผล',
      'คลิก',
      'อัตราการคลิก (CTR)',
      'ค่าใช้จ่าย (บาท)',
      'คำสั่งซื้อ',
      'ยอดขาย (บาท)',
      'ผลตอบแทนค่าโฆษณา (ROAS)',
    ]);
    expect(sheet.rows.slice(1)).toEqual(
      page.list.map((d) => [d.day, 'A เสื้อ', d.impressions, d.clicks, d.ctr, d.spend, d.orders, d.gmv, d.roas]),
    );
    // The page's last day is today: 200 impressions, 10 clicks, 12.50 baht, 598 baht of orders.
    expect(sheet.rows.at(-1)).toEqual([today, 'A เสื้อ', 200, 10, 0.05, 12.5, 2, 598, 47.84]);
    expect(sheet.ctrFormat).toBe('0.00%');
  });

  it('is refused without the advertising permission, and another shop’s plan is not found', async () => {
    const operator = (await s.login(OTHER.operator)).cookie;
    expectRefused(await s.call(advPlanStatisticsExport, { planId: planA }, { cookie: operator }), 'noPermission');
    expectRefused(
      await s.call(advStatisticsExport, { firstDay: today, lastDay: today }, { cookie: operator }),
      'noPermission',
    );
    expectRefused(await s.call(advPlanStatisticsExport, { planId: theirPlan }, { cookie: mine }), 'notFound');
    expectRefused(await s.call(advBrandStatisticsExport, { reportId: theirPlan }, { cookie: mine }), 'notFound');
  });
});

describe('the shop’s statistics over a span', () => {
  const first = () => addDays(today, -(AD_STATS_DAYS - 1));

  it('lists the days across all plans with the totals and each plan’s own', async () => {
    const r = await s.call(advStatistics, { firstDay: addDays(today, -3), lastDay: today }, { cookie: mine });
    expectOk(r);
    const stats = advStatistics.response.parse(r.data);
    expect(stats.list.map((d) => [d.day, d.impressions, d.spend])).toEqual([
      [addDays(today, -3), 80, 7.3],
      [addDays(today, -2), 0, 0],
      [addDays(today, -1), 0, 0],
      [today, 200, 12.5],
    ]);
    expect(stats.total).toMatchObject({ impressions: 280, clicks: 17, spend: 19.8, orders: 3, gmv: 697 });
    expect(stats.plans.map((p) => [p.name, p.impressions, p.spend, p.gmv])).toEqual([
      ['A เสื้อ', 250, 16.5, 598],
      ['B หมวก', 30, 3.3, 99],
    ]);
  });

  it('exports a row per day and plan with impressions, in English for an English reader', async () => {
    const r = await s.call(
      advStatisticsExport,
      { firstDay: first(), lastDay: today },
      { cookie: mine, locale: 'en-US' },
    );
    expectOk(r);
    const sheet = await readSheet(String(r.data.taskId), mine);
    expect(sheet.task?.fileName).toMatch(/^Shop advertising statistics_\d{8}_\d{6}\.xlsx$/);
    expect(sheet.rows[0]).toEqual([
      'Day',
      'Plan',
      'Impressions',
      'Clicks',
      'Click-through rate (CTR)',
      'Spend (baht)',
      'Orders',
      'GMV (baht)',
      'Return on ad spend (ROAS)',
    ]);
    expect(sheet.rows.slice(1)).toEqual([
      [first(), 'A เสื้อ', 10, 1, 0.1, 0.1, 1, 199, 1990],
      [addDays(today, -3), 'A เสื้อ', 50, 4, 0.08, 4, 0, 0, 0],
      [addDays(today, -3), 'B หมวก', 30, 3, 0.1, 3.3, 1, 99, 30],
      [today, 'A เสื้อ', 200, 10, 0.05, 12.5, 2, 598, 47.84],
    ]);
  });

  it('has its headers in Chinese for a Chinese reader', () => {
    expect(shopStatsExport.columns('zh-CN').map((c) => c.header)).toEqual([
      '日期',
      '广告计划',
      '曝光量',
      '点击量',
      '点击率 (CTR)',
      '花费（泰铢）',
      '订单数',
      '成交额（泰铢）',
      '投入产出比 (ROAS)',
    ]);
  });

  it('covers at most 30 days, from the first day to the last, in the reader’s language', async () => {
    const long = { firstDay: addDays(today, -AD_STATS_DAYS), lastDay: today };
    expectRefused(await s.call(advStatistics, long, { cookie: mine }), 'advStatsSpanTooLong', { max: AD_STATS_DAYS });
    expectRefused(
      await s.call(advStatisticsExport, long, { cookie: mine, locale: 'th-TH' }),
      'advStatsSpanTooLong',
      { max: AD_STATS_DAYS },
      'th-TH',
    );
    const backwards = { firstDay: today, lastDay: addDays(today, -1) };
    expectRefused(
      await s.call(advStatistics, backwards, { cookie: mine, locale: 'zh-CN' }),
      'advStatsSpanOrder',
      {},
      'zh-CN',
    );
    expectOk(await s.call(advStatistics, { firstDay: first(), lastDay: today }, { cookie: mine }));
  });
});
