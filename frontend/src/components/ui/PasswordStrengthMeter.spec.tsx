import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

describe('PasswordStrengthMeter', () => {
  it('shows nothing before anything is typed', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('shows the level name, a 20%-per-level bar and the first two unmet hints', () => {
    render(<PasswordStrengthMeter password="abc" />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(meter).toHaveAttribute('aria-valuetext', 'Very Weak');
    expect(screen.getByTestId('strength-bar')).toHaveStyle({ width: '20%' });
    expect(screen.getByText('Very Weak')).toBeInTheDocument();
    const hints = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(hints).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
    ]);
  });

  it('updates live as the password gets stronger', () => {
    const { rerender } = render(<PasswordStrengthMeter password="abcD1" />);
    expect(screen.getByText('Fair')).toBeInTheDocument();
    expect(screen.getByTestId('strength-bar')).toHaveStyle({ width: '60%' });

    rerender(<PasswordStrengthMeter password="abcD1!xyz" />);
    expect(screen.getByText('Strong')).toBeInTheDocument();
    expect(screen.getByTestId('strength-bar')).toHaveStyle({ width: '100%' });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
