import type { ChangeEvent, Dispatch, SetStateAction } from 'react';
import { TextField } from './TextField';

export interface NameAndEmail {
  firstname: string;
  lastname: string;
  email: string;
}

/** First and last name side by side, then the email: the signup and profile forms' details. */
export function NameAndEmailFields({
  idPrefix,
  value,
  onChange,
}: {
  /** Keeps the ids unique per form: `<idPrefix>-firstname`, `-lastname`, `-email`. */
  idPrefix: string;
  value: NameAndEmail;
  /** The form's state setter: each keystroke updates one field of the latest value. */
  onChange: Dispatch<SetStateAction<NameAndEmail>>;
}) {
  const update = (field: keyof NameAndEmail) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    onChange((current) => ({ ...current, [field]: text }));
  };
  return (
    <>
      <div className="field-row">
        <TextField
          id={`${idPrefix}-firstname`}
          label="First name"
          autoComplete="given-name"
          required
          value={value.firstname}
          onChange={update('firstname')}
        />
        <TextField
          id={`${idPrefix}-lastname`}
          label="Last name"
          autoComplete="family-name"
          required
          value={value.lastname}
          onChange={update('lastname')}
        />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={value.email}
        onChange={update('email')}
      />
    </>
  );
}
