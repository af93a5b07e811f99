import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import {
  fakeFile,
  httpError,
  networkError,
  renderWithProviders,
  settle,
} from '../../../testing/test-utils';
import { ProfilePage } from './ProfilePage';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);
const ada = {
  id: 'u1',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  profilephoto: null,
};
let alertSpy: jest.SpyInstance;

async function renderSignedIn() {
  localStorage.setItem('token', 'jwt');
  localStorage.setItem('registered', '1');
  mockedApi.post.mockResolvedValueOnce({ status: 200, data: ada });
  renderWithProviders(<ProfilePage />, { route: '/user-profile', path: '/user-profile' });
  await settle();
}

beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  // The browser's alert box is gone from every flow: toasts and inline messages replace it.
  expect(alertSpy).not.toHaveBeenCalled();
  jest.clearAllMocks();
});

describe('Profile', () => {
  it('signed out: offers Login instead of the form', async () => {
    renderWithProviders(<ProfilePage />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('shows the fetched profile', async () => {
    await renderSignedIn();
    expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/user-profile', { token: 'jwt' });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('refuses a photo that is not JPEG or PNG with a toast', async () => {
    await renderSignedIn();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Change photo'), fakeFile('a.gif', 'image/gif', 10));
    expect(await screen.findByText('Only JPEG or PNG images are allowed.')).toBeInTheDocument();
  });

  it("saves names, email, photo and a password change; 'Saving...' while busy", async () => {
    await renderSignedIn();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Change photo'),
      fakeFile('me.png', 'image/png', 5 * 1024 * 1024),
    );
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Augusta');
    await user.type(screen.getByLabelText('Current password'), 'Old!Pass1');
    await user.type(screen.getByLabelText('New password'), 'New!Pass2');
    await user.type(screen.getByLabelText('Confirm new password'), 'New!Pass2');
    let answer: (value: unknown) => void = () => undefined;
    mockedApi.post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

    const [path, form] = mockedApi.post.mock.calls.at(-1) as [string, FormData];
    expect(path).toBe('/api/auth/user-profile-update');
    expect(form.get('firstname')).toBe('Augusta');
    expect(form.get('lastname')).toBe('Lovelace');
    expect(form.get('email')).toBe('ada@example.com');
    expect(form.get('token')).toBe('jwt');
    expect((form.get('profilePhoto') as File).name).toBe('me.png');
    expect(form.get('currentPassword')).toBe('Old!Pass1');
    expect(form.get('newPassword')).toBe('New!Pass2');

    answer({
      status: 200,
      data: { user: { ...ada, firstname: 'Augusta', profilephoto: '/api/auth/photo/u1' } },
    });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user')!).firstname).toBe('Augusta');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('does not send password fields when they are empty, and checks a new password first', async () => {
    await renderSignedIn();
    const user = userEvent.setup();
    mockedApi.post.mockResolvedValueOnce({ status: 200, data: { user: ada } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const form = mockedApi.post.mock.calls.at(-1)![1] as FormData;
    expect(form.has('currentPassword')).toBe(false);
    expect(form.has('newPassword')).toBe(false);
    expect(form.has('profilePhoto')).toBe(false);

    const calls = mockedApi.post.mock.calls.length;
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining('Enter your current password to set a new one'),
    );
    await user.type(screen.getByLabelText('Current password'), 'Old!Pass1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining('Password must be at least 8 characters long'),
    );
    expect(mockedApi.post.mock.calls.length).toBe(calls);
  });

  it('changing only the email asks for the current password and sends it without a new password', async () => {
    await renderSignedIn();
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@newmail.example');
    const calls = mockedApi.post.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
      expect.stringContaining('Enter your current password to change your email'),
    );
    expect(mockedApi.post.mock.calls.length).toBe(calls);

    mockedApi.post.mockResolvedValueOnce({
      status: 200,
      data: { user: { ...ada, email: 'ada@newmail.example' }, token: 'token-after-email-change' },
    });
    await user.type(screen.getByLabelText('Current password'), 'Old!Pass1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const form = mockedApi.post.mock.calls.at(-1)![1] as FormData;
    expect(form.get('email')).toBe('ada@newmail.example');
    expect(form.get('currentPassword')).toBe('Old!Pass1');
    expect(form.has('newPassword')).toBe(false);
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-after-email-change');
  });

  it('keeps the new token a password change answers with, so the next save is still signed in', async () => {
    await renderSignedIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Old!Pass1');
    await user.type(screen.getByLabelText('New password'), 'New!Pass2');
    await user.type(screen.getByLabelText('Confirm new password'), 'New!Pass2');
    mockedApi.post.mockResolvedValueOnce({
      status: 200,
      data: { user: ada, message: 'Profile updated successfully', token: 'jwt-2' },
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt-2');

    mockedApi.post.mockResolvedValueOnce({ status: 200, data: { user: ada } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const form = mockedApi.post.mock.calls.at(-1)![1] as FormData;
    expect(form.get('token')).toBe('jwt-2');

    mockedApi.delete.mockResolvedValue({ status: 200, data: {} });
    await user.click(screen.getByRole('button', { name: 'Permanently Delete My Account' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(mockedApi.delete).toHaveBeenCalledWith('/api/auth/delete-account', {
      headers: { Authorization: 'Bearer jwt-2' },
    });
  });

  it('shows a failure as a toast in the spec wording, never pointing at the console', async () => {
    await renderSignedIn();
    const user = userEvent.setup();
    mockedApi.post.mockRejectedValueOnce(
      httpError(401, { error: 'Current password is incorrect' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Profile update failed: Current password is incorrect.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/console/i)).not.toBeInTheDocument();
  });

  it("a 429 shows the server's message, which says how long to wait", async () => {
    await renderSignedIn();
    const user = userEvent.setup();
    mockedApi.post.mockRejectedValueOnce(
      httpError(429, { error: 'Too many requests. Please wait a minute and try again.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Too many requests. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });

  describe('email confirmation', () => {
    it('says an address is not confirmed yet and mails a new link on request', async () => {
      localStorage.setItem('token', 'jwt');
      mockedApi.post.mockResolvedValueOnce({
        status: 200,
        data: { ...ada, emailConfirmed: false },
      });
      renderWithProviders(<ProfilePage />, { route: '/user-profile', path: '/user-profile' });
      await settle();
      const notice = screen.getByTestId('email-confirmation');
      expect(notice).toHaveTextContent(
        'Your email address ada@example.com is not confirmed yet. Follow the link we emailed you, or send a new one.',
      );
      const sent = 'A confirmation link has been sent to your email address.';
      mockedApi.post.mockResolvedValueOnce({ status: 200, data: { message: sent } });
      const user = userEvent.setup();
      await user.click(within(notice).getByRole('button', { name: 'Resend confirmation link' }));
      expect(mockedApi.post).toHaveBeenLastCalledWith(
        '/api/auth/resend-verification',
        {},
        { headers: { Authorization: 'Bearer jwt' } },
      );
      expect(await within(notice).findByText(sent)).toBeVisible();

      const wait = 'Too many requests. Please wait a minute and try again.';
      mockedApi.post.mockRejectedValueOnce(httpError(429, { error: wait, statusCode: 429 }));
      await user.click(within(notice).getByRole('button', { name: 'Resend confirmation link' }));
      expect(await within(notice).findByText(wait)).toBeVisible();
    });

    it('says nothing once the address is confirmed', async () => {
      localStorage.setItem('token', 'jwt');
      mockedApi.post.mockResolvedValueOnce({ status: 200, data: { ...ada, emailConfirmed: true } });
      renderWithProviders(<ProfilePage />, { route: '/user-profile', path: '/user-profile' });
      await settle();
      expect(screen.queryByTestId('email-confirmation')).not.toBeInTheDocument();
    });
  });

  describe('danger zone', () => {
    it('Cancel (or Escape) closes the dialog and keeps the account', async () => {
      await renderSignedIn();
      const user = userEvent.setup();
      const open = screen.getByRole('button', { name: 'Permanently Delete My Account' });
      await user.click(open);
      const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(open).toHaveFocus();

      await user.click(open);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(mockedApi.delete).not.toHaveBeenCalled();
      expect(localStorage.getItem('token')).toBe('jwt');
    });

    it('Delete calls the API with the Bearer token, clears the session, alerts and goes to /signup', async () => {
      await renderSignedIn();
      const user = userEvent.setup();
      mockedApi.delete.mockResolvedValue({ status: 200, data: {} });
      await user.click(screen.getByRole('button', { name: 'Permanently Delete My Account' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(mockedApi.delete).toHaveBeenCalledWith('/api/auth/delete-account', {
        headers: { Authorization: 'Bearer jwt' },
      });
      expect(
        await screen.findByText('Your account has been deleted successfully.'),
      ).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('registered')).toBeNull();
      expect(screen.getByTestId('location')).toHaveTextContent('/signup');
      // The account's tokens died with it: no logout call (it would be refused with a 401).
      expect(mockedApi.post).not.toHaveBeenCalledWith(
        '/api/auth/logout',
        expect.anything(),
        expect.anything(),
      );
    });

    it.each([
      [httpError(401), 'Failed to delete account.'],
      [networkError(), 'An error occurred.'],
    ])('failure %# shows %p and keeps the session', async (failure, message) => {
      await renderSignedIn();
      const user = userEvent.setup();
      mockedApi.delete.mockRejectedValue(failure);
      await user.click(screen.getByRole('button', { name: 'Permanently Delete My Account' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('jwt');
    });
  });
});
