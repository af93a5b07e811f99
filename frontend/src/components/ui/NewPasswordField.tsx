import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** A password being chosen (signup, reset, profile): the field and its live strength meter. */
export function NewPasswordField({
  id,
  strengthId,
  label,
  required,
  value,
  onChange,
}: {
  id: string;
  /** The meter's id, which the field names as its description. */
  strengthId: string;
  label: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <PasswordField
        id={id}
        label={label}
        autoComplete="new-password"
        required={required}
        value={value}
        describedBy={strengthId}
        onChange={(event) => onChange(event.target.value)}
      />
      <PasswordStrengthMeter id={strengthId} password={value} />
    </>
  );
}
