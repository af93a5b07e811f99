/** A labelled progress bar; without a value it is indeterminate (work whose share is unknown). */
export function ProgressBar({ label, percent }: { label: string; percent?: number | null }) {
  const known = typeof percent === 'number' && Number.isFinite(percent);
  const value = known ? Math.max(0, Math.min(100, Math.round(percent))) : undefined;
  return (
    <div className="progress">
      <div className="progress-label">
        <span>{label}</span>
        {value !== undefined && <span>{value}%</span>}
      </div>
      <div
        className={`progress-track${known ? '' : ' progress-indeterminate'}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="progress-bar" style={known ? { width: `${value}%` } : undefined} />
      </div>
    </div>
  );
}
