// The daily chart of a promotion's results, as numbers only: bars of one figure per day scaled to
// a plot of fixed height, a round top value for the axis, and which day labels fit under the bars.
// Drawn by DailyChart.tsx; the table below it carries every figure for readers of text.

export interface ChartBar {
  day: string;
  value: number;
  /** Left edge, width and top of the bar in plot units (0 at the top, `height` at the axis). */
  x: number;
  width: number;
  y: number;
  barHeight: number;
  /** Whether the day's label is drawn under it (labels thin out on long windows). */
  labelled: boolean;
}

export interface ChartModel {
  bars: ChartBar[];
  /** The value of the top gridline: a round number at or above the highest bar (1 when all are 0). */
  top: number;
}

/** The smallest 1, 2 or 5 times a power of ten at or above `n` (1 for 0 or less). */
export function niceCeiling(n: number): number {
  if (!(n > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * power >= n - 1e-9) return step * power;
  return 10 * power;
}

/** The widest a bar is drawn, in plot units: one day alone is a bar, not a wall. */
export const MAX_BAR_WIDTH = 40;

/**
 * Bars of `values` across `width` plot units, `height` high, each centred in its slot and taking
 * four fifths of it (at most MAX_BAR_WIDTH); at most `maxLabels` day labels, evenly spaced, the
 * last day always labelled.
 */
export function chartModel(
  days: readonly { day: string; value: number }[],
  width: number,
  height: number,
  maxLabels = 8,
): ChartModel {
  const top = niceCeiling(Math.max(0, ...days.map((d) => d.value)));
  const slot = days.length > 0 ? width / days.length : width;
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, maxLabels)));
  const barWidth = Math.min(slot * 0.8, MAX_BAR_WIDTH);
  const bars = days.map((d, i): ChartBar => {
    const barHeight = d.value > 0 ? Math.max(1, (d.value / top) * height) : 0;
    return {
      day: d.day,
      value: d.value,
      x: i * slot + (slot - barWidth) / 2,
      width: barWidth,
      y: height - barHeight,
      barHeight,
      labelled: (days.length - 1 - i) % every === 0,
    };
  });
  return { bars, top };
}

/** A day 'YYYY-MM-DD' as the chart labels it: 'DD/MM'. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
