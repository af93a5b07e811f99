import { HeatmapChart } from 'echarts/charts';
import { CalendarComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { useTheme } from '../../../lib/theme';
import type { MoodCalendarData } from '../api/types';
import { calendarCells, NO_MOOD } from '../utils/calendar-data';

// Only what the heatmap draws is bundled; this module is loaded lazily by MoodCalendar.
echarts.use([HeatmapChart, CalendarComponent, TooltipComponent, VisualMapComponent, SVGRenderer]);

const palette = {
  light: { text: '#334155', border: '#ffffff', empty: '#f1f5f9', noMood: '#94a3b8' },
  dark: { text: '#e2e8f0', border: '#0b1120', empty: '#1a2238', noMood: '#64748b' },
};
/** Chosen moods, low to high: red, amber, light green, green. */
const MOOD_COLOURS = ['#ef4444', '#f59e0b', '#84cc16', '#16a34a'];

const fontFamily =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/**
 * The last 26 weeks as a GitHub-style calendar: a cell per day with entries, coloured by the day's
 * mean chosen mood, grey when the day has entries but no mood.
 */
export default function MoodCalendarChart({ calendar }: { calendar: MoodCalendarData }) {
  const { theme } = useTheme();
  const colors = palette[theme];
  const option = useMemo(
    () => ({
      textStyle: { fontFamily, color: colors.text },
      tooltip: {
        formatter: (params: { value: [string, number]; data: unknown }) => {
          const [date, mood] = params.value;
          const day = calendar.days.find((d) => d.date === date);
          const entries = day ? `${day.entries} ${day.entries === 1 ? 'entry' : 'entries'}` : '';
          const fromWords = !Array.isArray(params.data);
          if (fromWords) return `${date}: ${entries}, no mood picked; your words read as ${mood}`;
          return mood === NO_MOOD
            ? `${date}: ${entries}, no mood`
            : `${date}: ${entries}, mood ${mood}`;
        },
      },
      visualMap: {
        type: 'piecewise',
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        textStyle: { color: colors.text },
        pieces: [
          { value: NO_MOOD, label: 'No mood', color: colors.noMood },
          { gte: 1, lt: 2, label: '1', color: MOOD_COLOURS[0] },
          { gte: 2, lt: 3, label: '2', color: MOOD_COLOURS[1] },
          { gte: 3, lt: 4, label: '3', color: MOOD_COLOURS[2] },
          { gte: 4, lte: 5, label: '4–5', color: MOOD_COLOURS[3] },
        ],
      },
      calendar: {
        range: [calendar.from, calendar.to],
        top: 30,
        left: 36,
        right: 10,
        bottom: 50,
        cellSize: ['auto', 'auto'],
        splitLine: { show: false },
        itemStyle: { color: colors.empty, borderColor: colors.border, borderWidth: 2 },
        yearLabel: { show: false },
        dayLabel: { color: colors.text, nameMap: 'en', firstDay: 1 },
        monthLabel: { color: colors.text, nameMap: 'en' },
      },
      series: [{ type: 'heatmap', coordinateSystem: 'calendar', data: calendarCells(calendar) }],
    }),
    [calendar, colors],
  );
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      opts={{ renderer: 'svg' }}
      style={{ height: '100%', width: '100%' }}
    />
  );
}
