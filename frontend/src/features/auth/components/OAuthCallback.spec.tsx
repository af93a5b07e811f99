import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { api } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { httpError, networkError, renderWithProviders } from '../../../testing/test-utils';
import { OAuthCallback } from './OAuthCallback';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

const user = {
  id: 'u9',
  firstname: 'Zoë',
  lastname: 'Ng',
  email: 'zoe@example.com',
  profilephoto: null,
};
const base64Json = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

function renderAt(search: string) {
  return renderWithProviders(
    <StrictMode>
      <OAuthCallback />
    </StrictMode>,
    { route: `/oauth-callback${search}`, path: '/oauth-callback' },
  );
}

afterEach(() => jest.clearAllMocks());

describe('OAuth callback', () => {
  it('step 1: an error parameter shows the error state', async () => {
    renderAt('?error=access_denied');
    expect(
      await screen.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('OAuth Error: access_denied');
    expect(mockedApi.post).not.toHaveBeenCalled();
  });

  it("step 1: the gateway's error code shows this app's words, never text from the address", async () => {
    renderAt('?error=link-refused&provider=github');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^OAuth Error: An account with this email already exists, .* sign in with GitHub again\.$/,
    );
    expect(mockedApi.post).not.toHaveBeenCalled();
  });

  it('step 1: an unknown error shows a generic message, not its text', async () => {
    renderAt('?error=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'OAuth Error: Sign-in failed. Please try again.',
    );
    expect(screen.queryByText(/555 0100/)).toBeNull();
  });

  it('a token in the address never signs in (login CSRF): without a code it is the no-code error', async () => {
    localStorage.setItem('oauth_redirect', '/help');
    renderAt(`?token=jwt-1&user=${encodeURIComponent(base64Json(user))}&provider=github`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No authorization code received from OAuth provider',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/oauth-callback');
    expect(mockedApi.post).not.toHaveBeenCalled();
  });

  it('a token beside a code is ignored: the token stored is the one the exchange answers', async () => {
    mockedApi.post.mockResolvedValue({
      status: 200,
      data: { success: true, token: 'jwt-2', user },
    });
    renderAt('?token=planted&code=one-time&provider=github');
    await waitFor(() => expect(localStorage.getItem('token')).toBe('jwt-2'));
    expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/oauth/callback', {
      code: 'one-time',
      provider: 'github',
    });
  });

  it('step 2: no code shows the spec message', async () => {
    renderAt('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No authorization code received from OAuth provider',
    );
    expect(screen.getByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
  });

  it('step 3: exchanges the code once (default provider github) and signs in', async () => {
    localStorage.setItem('oauth_redirect', '/');
    mockedApi.post.mockResolvedValue({
      status: 200,
      data: { success: true, token: 'jwt-3', user },
    });
    renderAt('?code=abc&state=xyz');
    expect(
      screen.getByRole('heading', { name: 'Completing Authentication...' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBe('jwt-3'));
    expect(mockedApi.post).toHaveBeenCalledTimes(1);
    expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/oauth/callback', {
      code: 'abc',
      state: 'xyz',
      provider: 'github',
    });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("step 3: the gateway's one-time code (no state) is posted with its provider and no state", async () => {
    mockedApi.post.mockResolvedValue({
      status: 200,
      data: { success: true, token: 'jwt-4', user },
    });
    renderAt('?code=one-time&provider=google');
    await waitFor(() => expect(localStorage.getItem('token')).toBe('jwt-4'));
    expect(mockedApi.post).toHaveBeenCalledTimes(1);
    expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/oauth/callback', {
      code: 'one-time',
      provider: 'google',
    });
  });

  it('step 3: passes the provider parameter through', async () => {
    mockedApi.post.mockResolvedValue({ status: 200, data: { success: true, token: 't', user } });
    renderAt('?code=abc&state=s&provider=google');
    await waitFor(() =>
      expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/oauth/callback', {
        code: 'abc',
        state: 's',
        provider: 'google',
      }),
    );
  });

  it('step 3: an answer without a token shows its message, else its error, else Authentication failed', async () => {
    mockedApi.post.mockResolvedValue({
      status: 200,
      data: { success: false, error: 'Account is disabled' },
    });
    renderAt('?code=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account is disabled');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('step 3: a refused exchange shows the server error; a failed call shows Authentication error', async () => {
    mockedApi.post.mockRejectedValueOnce(
      httpError(400, { error: 'Invalid OAuth state', statusCode: 400 }),
    );
    const first = renderAt('?code=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OAuth state');
    first.unmount();

    mockedApi.post.mockRejectedValueOnce(networkError());
    renderAt('?code=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication error: Network Error',
    );
  });

  it('the error state offers Back to Login and Try Again (a reload)', async () => {
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const userEvents = userEvent.setup();
    renderAt('?error=denied');
    await userEvents.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalled();
    await userEvents.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  describe('a link the profile asked for (?link=): asked first, linked on confirmation', () => {
    const preview = {
      provider: 'github',
      providerAccount: 'octo@example.com',
      account: { email: 'zoe@example.com' },
    };
    const signedIn = () => {
      localStorage.setItem('token', 'jwt-old');
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('oauth_redirect', '/user-profile');
    };
    /** The app's start fetches the profile; the link's calls answer `answers` in turn. */
    const answer = (...answers: unknown[]) =>
      mockedApi.post.mockImplementation((url: string) => {
        if (url === '/api/auth/user-profile') return Promise.resolve({ status: 200, data: user });
        const next = answers.shift();
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
      });
    const linkCalls = () =>
      mockedApi.post.mock.calls.filter(([url]) => url !== '/api/auth/user-profile');

    it('shows which provider account joins which SentiLog account, and links only on confirmation', async () => {
      signedIn();
      answer(
        { status: 200, data: preview },
        {
          status: 200,
          data: { success: true, token: 'jwt-new', user, message: 'Linked your GitHub account' },
        },
      );
      renderAt('?link=code-1&provider=github');
      const question = await screen.findByTestId('link-question');
      expect(question).toHaveTextContent(
        'The GitHub account octo@example.com will be linked to the SentiLog account zoe@example.com.',
      );
      expect(linkCalls()).toEqual([
        [
          '/api/auth/link/preview',
          { code: 'code-1' },
          { headers: { Authorization: 'Bearer jwt-old' } },
        ],
      ]);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Link accounts' }));
      await waitFor(() => expect(localStorage.getItem('token')).toBe('jwt-new'));
      expect(linkCalls()[1]).toEqual([
        '/api/auth/link/confirm',
        { code: 'code-1' },
        { headers: { Authorization: 'Bearer jwt-old' } },
      ]);
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/user-profile'),
      );
      // No code exchange: a link is no sign-in.
      expect(linkCalls().map(([url]) => url)).not.toContain('/api/auth/oauth/callback');
    });

    it('Cancel links nothing and goes back to the profile', async () => {
      signedIn();
      answer({ status: 200, data: preview });
      renderAt('?link=code-2&provider=github');
      await screen.findByTestId('link-question');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/user-profile');
      expect(linkCalls().map(([url]) => url)).toEqual(['/api/auth/link/preview']);
    });

    it("a link sent to someone else shows the server's refusal and no button to link", async () => {
      signedIn();
      const refused =
        'This link request has expired or was started in another browser. Start again from your profile page.';
      answer(httpError(400, { error: refused, statusCode: 400 }));
      renderAt('?link=code-3&provider=github');
      expect(await screen.findByRole('alert')).toHaveTextContent(refused);
      expect(screen.getByRole('heading', { name: 'Account Not Linked' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Link accounts' })).not.toBeInTheDocument();
    });

    it('signed out: says to sign in to the account to link to, and asks the server nothing', async () => {
      renderAt('?link=code-4&provider=github');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Sign in to the SentiLog account you want to link to',
      );
      expect(mockedApi.post).not.toHaveBeenCalledWith(
        '/api/auth/link/preview',
        expect.anything(),
        expect.anything(),
      );
    });
  });
});
