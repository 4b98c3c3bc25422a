import { isoTime } from '@sc/contract/common.ts';
import { FUNC } from '@sc/contract/func-codes.ts';
import { type Texts, texts } from '@sc/contract/locale.ts';
import { z } from 'zod';
import type { ShopScope } from '../../db/tenant.ts';
import { columnsIn, type ExportCell, type LocalisedColumn } from '../../sheets/columns.ts';
import { defineExportKind } from '../downloads/index.ts';
import { brandAdDetail } from './brand-figures.ts';
import { planOf } from './plans.ts';
import { checkSpan, planDays, statistics, statsRow } from './stats.ts';

// The figures of a plan (its last AD_STATS_DAYS days, as the data statistics records answer
// them), of a brand ad (its days so far, as its detail answers them) and of all the shop's plans
// over a chosen span, as sheets through the download centre: one row per day (and plan), every
// figure, money in baht, headers in the requester's language.

type Row = { day: string; name: string } & Omit<ReturnType<typeof statsRow>, 'day'>;

const col = (key: string, header: Texts, width: number, numFmt: string): LocalisedColumn => ({
  key,
  header,
  width,
  numFmt,
});
const COUNT = '#,##0';
const BAHT = '#,##0.00';
const FIGURE_COLUMNS: LocalisedColumn[] = [
  col('impressions', texts('การแสดงผล', 'Impressions', '曝光量'), 14, COUNT),
  col('clicks', texts('คลิก', 'Clicks', '点击量'), 12, COUNT),
  col('ctr', texts('อัตราการคลิก (CTR)', 'Click-through rate (CTR)', '点击率 (CTR)'), 16, '0.00%'),
  col('spend', texts('ค่าใช้จ่าย (บาท)', 'Spend (baht)', '花费（泰铢）'), 14, BAHT),
  col('orders', texts('คำสั่งซื้อ', 'Orders', '订单数'), 12, COUNT),
  col('gmv', texts('ยอดขาย (บาท)', 'GMV (baht)', '成交额（泰铢）'), 14, BAHT),
  col('roas', texts('ผลตอบแทนค่าโฆษณา (ROAS)', 'Return on ad spend (ROAS)', '投入产出比 (ROAS)'), 18, '0.00'),
];
const DAY_COLUMN: LocalisedColumn = { key: 'day', header: texts('วันที่', 'Day', '日期'), width: 12 };

const cells = (r: Row): Record<string, ExportCell> => ({ ...r });

/** A kind whose rows come at once (at most AD_STATS_DAYS days, or days times plans). */
function figuresKind<P>(spec: {
  kind: string;
  fileName: Texts;
  nameHeader: Texts;
  params: z.ZodType<P>;
  rows: (shop: ShopScope, params: P) => Promise<Row[]>;
}) {
  const columns = [DAY_COLUMN, { key: 'name', header: spec.nameHeader, width: 28 }, ...FIGURE_COLUMNS];
  return defineExportKind<P>({
    kind: spec.kind,
    func: FUNC.advertising,
    params: spec.params,
    fileName: (locale) => spec.fileName[locale],
    columns: (locale) => columnsIn(columns, locale),
    count: async (shop, params) => (await spec.rows(shop, params)).length,
    async *batches(shop, params) {
      yield (await spec.rows(shop, params)).map(cells);
    },
  });
}

const PLAN_HEADER = texts('แผนโฆษณา', 'Plan', '广告计划');

/** `at` is the moment the export was asked for: the sheet shows the days the page showed then. */
const planParams = z.object({ planId: z.string(), at: isoTime });
export const planStatsExport = figuresKind({
  kind: 'ad-plan-statistics',
  fileName: texts('สถิติแผนโฆษณา', 'Ad plan statistics', '广告计划统计'),
  nameHeader: PLAN_HEADER,
  params: planParams,
  async rows(shop, p) {
    const plan = await planOf(shop, p.planId);
    const { list } = await statistics(shop, plan.id, new Date(p.at));
    return list.map((r) => ({ ...r, name: plan.name }));
  },
});

const brandParams = z.object({ reportId: z.string(), at: isoTime });
export const brandStatsExport = figuresKind({
  kind: 'ad-brand-statistics',
  fileName: texts('สถิติโฆษณาแบรนด์', 'Brand ad statistics', '品牌广告统计'),
  nameHeader: texts('โฆษณาแบรนด์', 'Brand ad', '品牌广告'),
  params: brandParams,
  async rows(shop, p) {
    const ad = await brandAdDetail(shop, p.reportId, new Date(p.at));
    return ad.figures.map((r) => ({ ...r, name: ad.headline }));
  },
});

const spanParams = z.object({ firstDay: z.string(), lastDay: z.string() });
export const shopStatsExport = figuresKind({
  kind: 'ad-shop-statistics',
  fileName: texts('สถิติโฆษณาของร้าน', 'Shop advertising statistics', '店铺广告统计'),
  nameHeader: PLAN_HEADER,
  params: spanParams,
  async rows(shop, p) {
    checkSpan(p.firstDay, p.lastDay);
    const rows = await planDays(shop, p.firstDay, p.lastDay);
    return rows.map(({ day, name, planId: _p, type: _t, ...r }) => ({ ...statsRow(day, r), name }));
  },
});
