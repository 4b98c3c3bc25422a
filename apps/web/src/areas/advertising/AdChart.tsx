import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// A small wrapper over echarts: only the line and bar charts with their grid, tooltip and legend
// are bundled, and only with the screens that import this file (loaded on demand), so the sign-in
// page and the other screens carry none of it.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface ChartSeries {
  name: string;
  values: readonly number[];
}

/** A line or bar chart of a few series over the same days, described for screen readers by `label`. */
export function AdChart(props: {
  kind: 'line' | 'bar';
  label: string;
  days: readonly string[];
  series: readonly ChartSeries[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current);
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      {
        animation: false,
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 48, right: 16, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: props.days.map((d) => d.slice(5)) },
        yAxis: { type: 'value' },
        series: props.series.map((s) => ({
          name: s.name,
          type: props.kind,
          data: [...s.values],
          smooth: props.kind === 'line',
        })),
      },
      true,
    );
  }, [props.kind, props.days, props.series]);

  return <div ref={box} role="img" aria-label={props.label} style={{ width: '100%', height: 260 }} />;
}
