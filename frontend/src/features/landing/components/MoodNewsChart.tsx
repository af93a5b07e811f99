import { MoodNewsLineChart } from '../../../components/charts/MoodNewsLineChart';
import { sampleWeek } from './sample-data';

const sample = { labels: sampleWeek.days, mood: sampleWeek.mood, news: sampleWeek.news };

/**
 * The 'Mood vs News' sample line chart. Loaded lazily, with ECharts, by SampleChart when it
 * nears the viewport.
 */
export default function MoodNewsChart() {
  return <MoodNewsLineChart data={sample} animationDuration={900} symbolSize={8} />;
}
