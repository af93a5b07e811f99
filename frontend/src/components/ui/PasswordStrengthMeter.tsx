import { passwordStrength } from '../../lib/password';

/**
 * The live strength meter: level 0 to 5 named Very Weak … Strong, a bar 20% wide per level, and
 * the first two unmet rules as hints. Shows nothing until something is typed.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  if (!password) return <div id={id} className="strength" hidden />;
  const { level, label, percent, hints } = passwordStrength(password);
  return (
    <div id={id} className={`strength strength-level-${level}`} data-level={level}>
      <div
        className="strength-track"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={level}
        aria-valuetext={label}
      >
        <div className="strength-bar" style={{ width: `${percent}%` }} data-testid="strength-bar" />
      </div>
      <p className="strength-label" aria-live="polite">
        Password strength: <strong>{label}</strong>
      </p>
      {hints.length > 0 && (
        <ul className="strength-hints">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
