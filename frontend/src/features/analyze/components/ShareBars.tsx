/** Horizontal bars of percentages, one per row, coloured by tone. */
export function ShareBars({
  rows,
}: {
  rows: { label: string; percent: number; tone: string; text?: string }[];
}) {
  return (
    <ul className="share-bars">
      {rows.map((row) => (
        <li key={row.label} className="share-row">
          <span className="share-label">{row.label}</span>
          <span className="share-track" aria-hidden="true">
            <span
              className={`share-fill share-fill-${row.tone}`}
              style={{ width: `${Math.max(0, Math.min(100, row.percent))}%` }}
            />
          </span>
          <span className="share-value">{row.text ?? `${row.percent}%`}</span>
        </li>
      ))}
    </ul>
  );
}
