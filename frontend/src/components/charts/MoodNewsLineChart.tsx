import { LineChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { useTheme } from '../../lib/theme';
import { isSparse, pointStyle } from './sparse';

// Only what this chart draws is bundled. Import this module only from a lazily loaded one, so
// ECharts stays out of every page's first load.
echarts.use([LineChart, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

const palette = {
  light: {
    text: '#334155',
    muted: '#64748b',
    grid: '#e2e8f0',
    mood: '#6366f1',
    news: '#0d9488',
    tooltip: '#ffffff',
  },
  dark: {
    text: '#e2e8f0',
    muted: '#94a3b8',
    grid: '#273449',
    mood: '#a5b4fc',
    news: '#5eead4',
    tooltip: '#131a2e',
  },
};

// ECharts measures text itself, so it needs a real font stack rather than 'inherit'.
const fontFamily =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

export interface MoodNewsSeries {
  labels: readonly string[];
  /** The user's mood, 0..100; null where there is no value. */
  mood: readonly (number | null)[];
  /**
   * Points whose mood is what the words read as (days without a picked mood): drawn as hollow
   * diamonds, and said so in the tooltip.
   */
  filled?: readonly boolean[];
  /** The news sentiment on the same 0..100 scale; null where there is no value. */
  news: readonly (number | null)[];
  /** The news line is built from sample articles: its legend says "sample news". */
  newsSample?: boolean;
}

/** The news line's name in the legend and the tooltip. */
export function newsLineName(newsSample = false): string {
  return newsSample ? 'News sentiment (sample news)' : 'News sentiment';
}

/** A tooltip line: the series' marker, its name and the point's value. */
interface TooltipParam {
  marker: string;
  seriesName: string;
  value: number | null;
  data: number | null | { value: number | null; filled?: boolean };
  axisValueLabel: string;
}

function tooltipText(params: TooltipParam[]): string {
  const lines = params.map((p) => {
    const value = p.value === null || p.value === undefined ? 'no data' : `${p.value}/100`;
    const filled = typeof p.data === 'object' && p.data !== null && p.data.filled;
    return `${p.marker}${p.seriesName}: ${value}${filled ? ' (what your words read as)' : ''}`;
  });
  return [params[0]?.axisValueLabel ?? '', ...lines].join('<br/>');
}

/**
 * The user's mood (filled line) against the news sentiment (dashed line), both 0..100, drawn
 * with ECharts' SVG renderer in the current theme's colours. Sparse series (a day of entries in a
 * month) are drawn as large labelled points, centred in their day rather than at the axis's edge.
 */
export function MoodNewsLineChart({
  data,
  animationDuration,
  symbolSize,
}: {
  data: MoodNewsSeries;
  animationDuration: number;
  symbolSize: number;
}) {
  const { theme } = useTheme();
  const colors = palette[theme];

  const option = useMemo(
    () => ({
      animationDuration,
      color: [colors.mood, colors.news],
      textStyle: { fontFamily, color: colors.text },
      tooltip: {
        trigger: 'axis',
        backgroundColor: colors.tooltip,
        borderColor: colors.grid,
        textStyle: { color: colors.text },
        formatter: tooltipText,
      },
      legend: {
        top: 0,
        left: 0,
        itemGap: 20,
        textStyle: { color: colors.text, fontFamily },
        icon: 'roundRect',
      },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      xAxis: {
        type: 'category',
        boundaryGap: isSparse(data.mood) || isSparse(data.news),
        data: [...data.labels],
        axisLine: { lineStyle: { color: colors.grid } },
        axisTick: { show: false },
        axisLabel: { color: colors.muted, fontFamily, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        min: 0,
        max: 100,
        interval: 25,
        splitLine: { lineStyle: { color: colors.grid, type: 'dashed' } },
        axisLabel: { color: colors.muted, fontFamily },
      },
      series: [
        {
          name: 'Your mood',
          type: 'line',
          smooth: true,
          connectNulls: true,
          ...pointStyle(data.mood, symbolSize, colors.text),
          // Two series' values written above their points can land on each other: the mood's go
          // above, the news' below, and any that still collide are moved apart.
          labelLayout: { moveOverlap: 'shiftY' },
          lineStyle: { width: 3 },
          areaStyle: {
            color: new echarts.graphic.LinearGradient(0, 0, 0, 1, [
              { offset: 0, color: `${colors.mood}55` },
              { offset: 1, color: `${colors.mood}00` },
            ]),
          },
          // A day's mood from its words (no mood picked) is a hollow diamond, not the picked kind.
          data: data.mood.map((value, i) =>
            data.filled?.[i]
              ? { value, filled: true, symbol: 'emptyDiamond', symbolSize: symbolSize + 4 }
              : value,
          ),
        },
        {
          name: newsLineName(data.newsSample),
          type: 'line',
          smooth: true,
          connectNulls: true,
          ...pointStyle(data.news, symbolSize, colors.text, 'bottom'),
          labelLayout: { moveOverlap: 'shiftY' },
          lineStyle: { width: 3, type: 'dashed' },
          data: [...data.news],
        },
      ],
    }),
    [colors, data, animationDuration, symbolSize],
  );

  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      opts={{ renderer: 'svg' }}
      style={{ height: 320, width: '100%' }}
    />
  );
}
