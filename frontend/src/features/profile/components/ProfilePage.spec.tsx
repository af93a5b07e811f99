import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import {
  fakeFile,
  httpError,
  networkError,
  renderWithProviders,
  settle,
} from '../../../testing/test-utils';
import { ProfilePage } from './ProfilePage';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn(), put: jest.fn() },
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

  it('states the photo limits before a photo is chosen, and refuses one over 15 MB at once', async () => {
    await renderSignedIn();
    expect(
      screen.getByText(/JPEG or PNG, up to 15 MB\. A large photo is made smaller for you/),
    ).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    const input = document.getElementById('profile-photo-input') as HTMLInputElement;
    const huge = new File([new Uint8Array(1)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 15 * 1024 * 1024 + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText('File size must be less than 15MB.')).toBeInTheDocument();
  });

  it('shows the fetched profile', async () => {
    await renderSignedIn();
    expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/user-profile', { token: 'jwt' });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('links a GitHub account from here: the link starts signed in, with the token in the Authorization header', async () => {
    // The page also loads the reminder settings: answer each call by its address.
    mockedApi.get.mockImplementation((url: string) =>
      url === '/api/auth/providers'
        ? Promise.resolve({ status: 200, data: { providers: ['github'] } })
        : Promise.reject(new Error(`not part of this test: GET ${url}`)),
    );
    const navigate = jest.spyOn(browser, 'navigate').mockImplementation(() => undefined);
    await renderSignedIn();
    const section = screen.getByRole('region', { name: 'Linked accounts' });
    expect(section).toHaveTextContent('you will see which SentiLog account it joins');
    expect(within(section).queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    mockedApi.post.mockResolvedValueOnce({ status: 200, data: { url: '/api/auth/github' } });
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Link GitHub account' }));
    expect(mockedApi.post).toHaveBeenLastCalledWith(
      '/api/auth/link/github',
      {},
      { headers: { Authorization: 'Bearer jwt' } },
    );
    expect(navigate).toHaveBeenCalledWith('/api/auth/github');
    // Back from GitHub, the confirmation page returns to the profile.
    expect(localStorage.getItem('oauth_redirect')).toBe('/user-profile');
    navigate.mockRestore();
    mockedApi.get.mockReset();
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
    await user.type(screen.getByLabelText('Your password'), 'New!Pass2');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(mockedApi.delete).toHaveBeenCalledWith('/api/auth/delete-account', {
      headers: { Authorization: 'Bearer jwt-2' },
      data: { password: 'New!Pass2' },
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

  describe('daily reminder', () => {
    const settings = {
      email: false,
      push: false,
      time: '20:00',
      timeZone: 'UTC',
      pushDevices: 0,
      pushAvailable: false,
      vapidPublicKey: null,
    };

    it('is off until turned on, and saves the time in this browser’s time zone', async () => {
      mockedApi.get.mockResolvedValueOnce({ status: 200, data: settings });
      await renderSignedIn();
      const section = screen.getByRole('region', { name: 'Daily reminder' });
      const email = await within(section).findByLabelText('Email me a reminder');
      expect(email).not.toBeChecked();
      expect(mockedApi.get).toHaveBeenCalledWith('/api/reminders', {
        headers: { Authorization: 'Bearer jwt' },
        signal: expect.any(AbortSignal),
      });
      // No VAPID keys on this server: push is unavailable, and says so.
      expect(
        within(section).getByLabelText('Send a push notification to this browser'),
      ).toBeDisabled();
      expect(section).toHaveTextContent(
        'Push notifications are not set up on this server, so reminders come by email only.',
      );
      const user = userEvent.setup();
      await user.click(email);
      const time = within(section).getByLabelText('Time');
      await user.clear(time);
      await user.type(time, '07:45');
      mockedApi.put.mockResolvedValueOnce({
        status: 200,
        data: { ...settings, email: true, time: '07:45' },
      });
      await user.click(within(section).getByRole('button', { name: 'Save reminder' }));
      expect(mockedApi.put).toHaveBeenCalledWith(
        '/api/reminders',
        {
          email: true,
          push: false,
          time: '07:45',
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        { headers: { Authorization: 'Bearer jwt' } },
      );
      expect(await screen.findByText('Reminder saved')).toBeInTheDocument();
    });

    it('says the server’s refusal', async () => {
      mockedApi.get.mockResolvedValueOnce({ status: 200, data: settings });
      await renderSignedIn();
      const section = screen.getByRole('region', { name: 'Daily reminder' });
      await within(section).findByLabelText('Email me a reminder');
      const refusal = 'time must be a time of day as HH:MM (24-hour clock)';
      mockedApi.put.mockRejectedValueOnce(httpError(400, { error: refusal, statusCode: 400 }));
      await userEvent.click(within(section).getByRole('button', { name: 'Save reminder' }));
      expect(await within(section).findByText(refusal)).toBeVisible();
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

    it('offers the export first, and asks for the password before Delete', async () => {
      await renderSignedIn();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Permanently Delete My Account' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
      const exports = within(dialog).getByRole('group', { name: 'Export your journal' });
      expect(
        within(exports).getByRole('button', { name: 'Download ZIP (JSON and photos)' }),
      ).toBeEnabled();
      expect(within(exports).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Your password'), 'x');
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    });

    it('says a wrong password in the dialog, and keeps the account', async () => {
      await renderSignedIn();
      const user = userEvent.setup();
      const wrong = 'That password is not right, so your account was not deleted.';
      mockedApi.delete.mockRejectedValue(httpError(400, { error: wrong, statusCode: 400 }));
      await user.click(screen.getByRole('button', { name: 'Permanently Delete My Account' }));
      await user.type(screen.getByLabelText('Your password'), 'Wr0ng!pass');
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
      expect(await within(dialog).findByText(wrong)).toBeVisible();
      expect(localStorage.getItem('token')).toBe('jwt');
    });

    it('asks an account without a password for a fresh sign-in, coming back here', async () => {
      localStorage.setItem('token', 'jwt');
      mockedApi.post.mockResolvedValueOnce({ status: 200, data: { ...ada, hasPassword: false } });
      renderWithProviders(<ProfilePage />, { route: '/user-profile', path: '/user-profile' });
      await settle();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Permanently Delete My Account' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
      expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
        'href',
        '/login?next=%2Fuser-profile%23delete-account',
      );
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    });

    it('Delete calls the API with the Bearer token and the password, clears the session, alerts and goes to /signup', async () => {
      await renderSignedIn();
      const user = userEvent.setup();
      mockedApi.delete.mockResolvedValue({ status: 200, data: {} });
      await user.click(screen.getByRole('button', { name: 'Permanently Delete My Account' }));
      await user.type(screen.getByLabelText('Your password'), 'Str0ng!pass');
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(mockedApi.delete).toHaveBeenCalledWith('/api/auth/delete-account', {
        headers: { Authorization: 'Bearer jwt' },
        data: { password: 'Str0ng!pass' },
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
      await user.type(screen.getByLabelText('Your password'), 'Str0ng!pass');
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBe('jwt');
    });
  });
});
