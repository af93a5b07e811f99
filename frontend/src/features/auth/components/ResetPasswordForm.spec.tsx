import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { httpError, renderWithProviders } from '../../../testing/test-utils';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

describe('Reset password', () => {
  const renderReset = (search = '?token=tok123') =>
    renderWithProviders(<ResetPasswordForm />, {
      route: `/reset-password${search}`,
      path: '/reset-password',
    });

  it("refuses a mismatch with 'Passwords do not match'", async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pasz');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(mockedApi.post).not.toHaveBeenCalled();
  });

  it('refuses a weak password with the joined rule messages and shows the meter', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter.',
    );
  });

  it('sends the token from the query, shows the server message and goes to /login after 2 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockedApi.post.mockResolvedValue({ status: 200, data: { message: 'Password has been reset' } });
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/reset-password', {
      token: 'tok123',
      newPassword: 'Str0ng!Pass',
    });
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Password has been reset');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it("shows the server error, else 'Something went wrong'", async () => {
    const user = userEvent.setup();
    mockedApi.post.mockRejectedValueOnce(
      httpError(400, { error: 'This reset link is invalid or has expired' }),
    );
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'Str0ng!Pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired',
    );
    mockedApi.post.mockRejectedValueOnce(httpError(500));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('without a token it explains and cannot submit', () => {
    renderReset('');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});

describe('Forgot password', () => {
  it('shows the server success message in green, or its error in red', async () => {
    const user = userEvent.setup();
    mockedApi.post.mockResolvedValueOnce({
      status: 200,
      data: { message: 'If that email is registered, a link is on its way' },
    });
    renderWithProviders(<ForgotPasswordForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/forgot-password', {
      email: 'ada@example.com',
    });
    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('If that email is registered, a link is on its way');
    expect(success).toHaveClass('form-message-success');

    mockedApi.post.mockRejectedValueOnce(httpError(429, { error: 'Too many requests' }));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Too many requests');
    expect(failure).toHaveClass('form-message-error');
  });
});
