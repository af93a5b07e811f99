import type { ReactNode } from 'react';

/** A titled card of label/value pairs. */
export function StatList({
  id,
  title,
  stats,
  testId,
}: {
  id: string;
  title: string;
  stats: { label: string; value: ReactNode }[];
  testId?: string;
}) {
  return (
    <section className="card result-card" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      <dl className="stat-list">
        {stats.map(({ label, value }) => (
          <div key={label} className="stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
