import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  id?: string;
};

/** A labelled text input; the plain twin of PasswordField. */
export function TextField({ label, id, ...input }: Props) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <input {...input} id={fieldId} />
    </div>
  );
}
