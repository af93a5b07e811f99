import { MoodNewsLineChart } from '../../../components/charts/MoodNewsLineChart';
import type { ChartData } from '../../../components/charts/chart-data';

/**
 * 'Mood Over Time': the user's mood against the daily news sentiment, both 0..100. Loaded lazily,
 * with ECharts, by MoodChartPanel.
 */
export default function MoodChart({ data }: { data: ChartData }) {
  return <MoodNewsLineChart data={data} animationDuration={700} symbolSize={7} />;
}
