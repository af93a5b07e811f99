import { useId, useState, type InputHTMLAttributes } from 'react';
import { Field } from './Field';
import { EyeIcon, EyeOffIcon } from './icons';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  label: string;
  id?: string;
  /** Extra content under the field, e.g. the strength meter. */
  describedBy?: string;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ label, id, describedBy, ...input }: Props) {
  const generated = useId();
  const fieldId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={fieldId} label={label}>
      <div className="input-with-action">
        <input
          {...input}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="off"
        />
        <button
          type="button"
          className="input-action"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={fieldId}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
    </Field>
  );
}
