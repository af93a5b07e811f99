import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NewPasswordField } from './NewPasswordField';

function Form({ required }: { required?: boolean }) {
  const [password, setPassword] = useState('');
  return (
    <NewPasswordField
      id="probe-password"
      strengthId="probe-strength"
      label="New password"
      required={required}
      value={password}
      onChange={setPassword}
    />
  );
}

describe('NewPasswordField', () => {
  it('is a new-password field described by its strength meter, which follows the typing', async () => {
    render(<Form required />);
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('id', 'probe-password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(field).toHaveAttribute('aria-describedby', 'probe-strength');
    expect(field).toBeRequired();

    await userEvent.type(field, 'abcD1');
    expect(field).toHaveValue('abcD1');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.closest('#probe-strength')).not.toBeNull();
    expect(meter).toHaveAttribute('aria-valuetext', 'Fair');
  });

  it('keeps the show/hide toggle of a password field', async () => {
    render(<Form />);
    expect(screen.getByLabelText('New password')).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
  });
});
