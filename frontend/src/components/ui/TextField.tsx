import { useId, type InputHTMLAttributes } from 'react';
import { Field } from './Field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  id?: string;
};

/** A labelled text input; the plain twin of PasswordField. */
export function TextField({ label, id, ...input }: Props) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <Field id={fieldId} label={label}>
      <input {...input} id={fieldId} />
    </Field>
  );
}
