/** A busy indicator; give it a label when nothing else on screen says what is happening. */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`spinner spinner-${size}`} role={label ? 'status' : undefined}>
      <span className="spinner-ring" aria-hidden="true" />
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
