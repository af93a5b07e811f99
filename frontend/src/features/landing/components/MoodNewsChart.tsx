import {
  MoodNewsLineChart,
  type MoodNewsSeries,
} from '../../../components/charts/MoodNewsLineChart';

/**
 * The landing page's 'Mood vs News' line chart (the sample, or the user's own week). Loaded
 * lazily, with ECharts, by SampleChart when it nears the viewport.
 */
export default function MoodNewsChart({ data }: { data: MoodNewsSeries }) {
  return <MoodNewsLineChart data={data} animationDuration={900} symbolSize={8} />;
}
