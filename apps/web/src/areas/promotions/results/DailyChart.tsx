import { Segmented, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../components/money/format-baht.ts';
import { formatNumber } from '../../../format/number-format.ts';
import { chartModel, shortDay } from './chart-model.ts';
import styles from './results.module.css';
import type { PromotionResults } from './results-queries.ts';

// The daily bars of one figure of a promotion's results, drawn as SVG at the width of its box (so
// its text keeps its size on a phone). The chart is one image with a summary for screen readers;
// the table under it (ResultsPage) carries every figure as text.

export const CHART_METRICS = ['gmv', 'orders', 'discount'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

const HEIGHT = 180;
const AXIS = 22;
const LEFT = 56;
/** Room above the plot for the top gridline's label. */
const TOP = 10;

function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function DailyChart({ days }: { days: PromotionResults['days'] }) {
  const { t } = useTranslation('promotions');
  const { token } = theme.useToken();
  const [metric, setMetric] = useState<ChartMetric>('gmv');
  const { ref, width } = useBoxWidth();
  const plotWidth = width - LEFT;
  const model = chartModel(
    days.map((d) => ({ day: d.day, value: d[metric] })),
    plotWidth,
    HEIGHT,
    Math.max(2, Math.floor(plotWidth / 56)),
  );
  const show = (v: number) => (metric === 'orders' ? formatNumber(v) : formatBaht(v));
  const max = Math.max(0, ...days.map((d) => d[metric]));
  const label = t('results.chart.label', {
    metric: t(`results.chart.metric.${metric}`),
    first: days[0]?.day ?? '',
    last: days.at(-1)?.day ?? '',
    max: show(max),
  });
  return (
    <div className={styles.chart}>
      <Segmented<ChartMetric>
        aria-label={t('results.chart.show')}
        value={metric}
        onChange={setMetric}
        options={CHART_METRICS.map((m) => ({ value: m, label: t(`results.chart.metric.${m}`) }))}
        className={styles.metrics}
      />
      <div ref={ref} className={styles.chartBox}>
        <svg
          role="img"
          aria-label={label}
          width={width}
          height={TOP + HEIGHT + AXIS}
          viewBox={`0 ${-TOP} ${width} ${TOP + HEIGHT + AXIS}`}
          data-testid="results-chart"
        >
          {[0, 0.5, 1].map((f) => {
            const y = HEIGHT - f * HEIGHT + (f === 1 ? 1 : 0);
            return (
              <g key={f}>
                <line x1={LEFT} x2={width} y1={y} y2={y} stroke={token.colorBorderSecondary} />
                <text x={LEFT - 6} y={y + 4} textAnchor="end" fontSize={11} fill={token.colorTextSecondary}>
                  {formatNumber(model.top * f)}
                </text>
              </g>
            );
          })}
          {model.bars.map((b) => (
            <g key={b.day} transform={`translate(${LEFT} 0)`}>
              {b.barHeight > 0 && (
                <rect x={b.x} y={b.y} width={b.width} height={b.barHeight} rx={2} fill={token.colorPrimary}>
                  <title>{`${b.day}: ${show(b.value)}`}</title>
                </rect>
              )}
              {b.labelled && (
                <text
                  x={b.x + b.width / 2}
                  y={HEIGHT + 15}
                  textAnchor="middle"
                  fontSize={11}
                  fill={token.colorTextSecondary}
                >
                  {shortDay(b.day)}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
    </div>
  );
}
