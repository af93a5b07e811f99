import type { Association, FactorCount, MoodInsights } from '../api/types';

/** A factor as the notes name it: the tag, or "<category> news". */
export function factorName(factor: FactorCount): string {
  return factor.kind === 'topic' ? `${factor.name} news` : factor.name;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function AssociationList({
  title,
  items,
  tone,
}: {
  title: string;
  items: Association[];
  tone: 'good' | 'bad';
}) {
  if (items.length === 0) return null;
  return (
    <div className={`dashboard-insights-group dashboard-insights-${tone}`}>
      <h3 className="dashboard-insights-subtitle">{title}</h3>
      <ol className="dashboard-insights-list" data-testid={`insights-${tone}`}>
        {items.map((item) => (
          <li key={`${item.kind}:${item.name}`}>{item.summary}</li>
        ))}
      </ol>
    </div>
  );
}

/**
 * 'What Goes With Your Good and Bad Days': the server's comparisons, worded as associations with
 * the days behind each, or its "too few days" message. Nothing here is computed or worded anew.
 */
export function InsightsPanel({ insights }: { insights: MoodInsights }) {
  const notes: string[] = [];
  if (insights.status === 'ready' && insights.noClearDifference.length > 0) {
    notes.push(
      `No clear difference: ${insights.noClearDifference.map((f) => `${factorName(f)} (${days(f.daysWith)})`).join(', ')}.`,
    );
  }
  if (insights.tooFewDays.length > 0) {
    notes.push(
      `Too few days to compare yet (each needs ${insights.minDaysEach} days with a mood with it and ${insights.minDaysEach} without): ${insights.tooFewDays.map((f) => `${factorName(f)} (${days(f.daysWith)})`).join(', ')}.`,
    );
  }
  return (
    <section className="card dashboard-panel" aria-labelledby="insights-title">
      <h2 id="insights-title" className="dashboard-panel-title">
        What Goes With Your Good and Bad Days
      </h2>
      <p
        className={insights.status === 'ready' ? 'dashboard-insights-message' : 'muted'}
        data-testid="insights-message"
      >
        {insights.message}
      </p>
      <AssociationList title="Better days" items={insights.good} tone="good" />
      <AssociationList title="Harder days" items={insights.bad} tone="bad" />
      {notes.map((note) => (
        <p key={note} className="dashboard-insights-note muted">
          {note}
        </p>
      ))}
      <p className="dashboard-insights-note muted">
        Choose a mood and tag your activities when you write; news topics come from the articles you
        open while signed in. Computed from your own journal only.
      </p>
    </section>
  );
}
