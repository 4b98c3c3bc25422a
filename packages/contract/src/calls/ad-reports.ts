import { z } from 'zod';
import { AD_STATS_DAYS } from '../advertising.ts';
import { id } from '../common.ts';
import { type Call, defineCall } from '../define-call.ts';
import { FUNC } from '../func-codes.ts';
import { adStatsRow } from './advertising.ts';
import { adDay } from './brand-ads.ts';

// The reports of advertising (catalogue §7 "Advertising (adv/)": statistics; the issue's
// "exportable through the download centre"): the shop's figures per day across all its plans over
// a span of at most AD_STATS_DAYS days, and the sheets of a plan's, a brand ad's and the shop's
// figures made by the download centre. Every call is FUNC.advertising.

const EXAMPLE_ID = '0123456789abcdef0123456789abcdef';
const AD = { func: FUNC.advertising } as const;
const span = z.object({ firstDay: adDay, lastDay: adDay });
const task = z.object({ taskId: z.string() });

/** One plan's figures over a span, with its name and kind. */
export const adPlanTotal = adStatsRow.omit({ day: true }).extend({
  planId: z.string(),
  name: z.string(),
  type: z.string(),
});

export const advStatistics = defineCall({
  ...AD,
  readOnly: true,
  path: '/oms/adv/statistics',
  summary: `The shop’s advertising figures from firstDay to lastDay (Bangkok days, at most ${AD_STATS_DAYS}): per day across all its plans (every day listed, oldest first), the totals, and each plan that had impressions in the span with its own totals.`,
  example: { firstDay: '2026-11-25', lastDay: '2026-12-01' },
  request: span,
  response: z.object({
    list: z.array(adStatsRow),
    total: adStatsRow.omit({ day: true }),
    plans: z.array(adPlanTotal),
  }),
});

export const advStatisticsExport = defineCall({
  ...AD,
  path: '/oms/adv/statistics/export',
  summary: `Export the shop’s figures from firstDay to lastDay (at most ${AD_STATS_DAYS} days) to xlsx through the download centre: one row per day and plan that had impressions, oldest day first; answers the task id at once.`,
  example: { firstDay: '2026-11-25', lastDay: '2026-12-01' },
  request: span,
  response: task,
});

export const advPlanStatisticsExport = defineCall({
  ...AD,
  path: '/oms/adv/data/statistics/export',
  summary: `Export a plan’s figures over the last ${AD_STATS_DAYS} days to xlsx through the download centre, one row per day (every day, oldest first) as the data statistics records answer them; answers the task id at once.`,
  ids: { planId: 'adPlan' },
  example: { planId: EXAMPLE_ID },
  request: z.object({ planId: id }),
  response: task,
});

export const advBrandStatisticsExport = defineCall({
  ...AD,
  path: '/oms/adv/brand/plan/statistics/export',
  summary:
    'Export an approved brand ad’s figures per day served so far to xlsx through the download centre, as its detail answers them; answers the task id at once.',
  ids: { reportId: 'brandAd' },
  example: { reportId: EXAMPLE_ID },
  request: z.object({ reportId: id }),
  response: task,
});

export const adReportCalls: readonly Call[] = [
  advStatistics,
  advStatisticsExport,
  advPlanStatisticsExport,
  advBrandStatisticsExport,
];
