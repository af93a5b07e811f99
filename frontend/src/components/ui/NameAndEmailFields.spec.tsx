import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NameAndEmailFields, type NameAndEmail } from './NameAndEmailFields';

function Form({ initial }: { initial: NameAndEmail }) {
  const [details, setDetails] = useState(initial);
  return (
    <>
      <NameAndEmailFields idPrefix="probe" value={details} onChange={setDetails} />
      <output>{JSON.stringify(details)}</output>
    </>
  );
}

describe('NameAndEmailFields', () => {
  it('labels the three required fields, with ids from the prefix and autofill hints', () => {
    render(<Form initial={{ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }} />);
    const expected = [
      ['First name', 'probe-firstname', 'given-name', 'Ada'],
      ['Last name', 'probe-lastname', 'family-name', 'Lovelace'],
      ['Email', 'probe-email', 'email', 'ada@example.com'],
    ];
    for (const [label, id, autocomplete, value] of expected) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('id', id);
      expect(field).toHaveAttribute('autocomplete', autocomplete);
      expect(field).toBeRequired();
      expect(field).toHaveValue(value);
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('changes only the field typed in', async () => {
    render(<Form initial={{ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }} />);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Augusta');
    expect(screen.getByRole('status')).toHaveTextContent(
      JSON.stringify({ firstname: 'Augusta', lastname: 'Lovelace', email: 'ada@example.com' }),
    );
  });
});
