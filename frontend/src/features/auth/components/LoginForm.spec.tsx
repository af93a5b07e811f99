import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { httpError, networkError, renderWithProviders } from '../../../testing/test-utils';
import { LoginForm } from './LoginForm';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

const offering = (providers: string[]) =>
  mockedApi.get.mockResolvedValue({ status: 200, data: { providers } });

beforeEach(() => offering(['google', 'github']));
afterEach(() => jest.clearAllMocks());

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: 'Sign in with Google' });
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Str0ng!Pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Login', () => {
  it('links to Forgot Password and Sign Up', async () => {
    renderWithProviders(<LoginForm />);
    await screen.findByRole('button', { name: 'Sign in with Google' });
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it("shows 'Signing In...' while busy, then stores token and user and goes to /", async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    mockedApi.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<LoginForm />, { route: '/login', path: '/login' });
    await submit(user);
    expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/signin', {
      email: 'ada@example.com',
      password: 'Str0ng!Pass',
    });
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    const ada = {
      id: 'u1',
      firstname: 'Ada',
      lastname: 'L',
      email: 'ada@example.com',
      profilephoto: null,
    };
    await act(async () =>
      answer({ status: 200, data: { token: 'jwt', user: ada, message: 'Signed in' } }),
    );
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(ada);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    [
      httpError(401, { error: 'Invalid email or password', statusCode: 401 }),
      'Invalid email or password',
    ],
    [httpError(503, 'Service Unavailable'), 'Login failed with status 503'],
    [networkError(), 'Network error'],
  ])('shows the failure %#', async (failure, message) => {
    const user = userEvent.setup();
    mockedApi.post.mockRejectedValue(failure);
    renderWithProviders(<LoginForm />);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an OK answer without a token is a failure too', async () => {
    const user = userEvent.setup();
    mockedApi.post.mockResolvedValue({ status: 200, data: {} });
    renderWithProviders(<LoginForm />);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed with status 200');
  });

  it.each([
    ['Sign in with Google', '/api/auth/google'],
    ['Sign in with GitHub', '/api/auth/github'],
  ])("'%s' sets oauth_redirect to '/' and leaves for %s", async (name, url) => {
    const navigate = jest.spyOn(browser, 'navigate').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.click(await screen.findByRole('button', { name }));
    expect(localStorage.getItem('oauth_redirect')).toBe('/');
    expect(navigate).toHaveBeenCalledWith(url);
  });

  it('shows only the providers the gateway offers', async () => {
    offering(['github']);
    renderWithProviders(<LoginForm />);
    expect(await screen.findByRole('button', { name: 'Sign in with GitHub' })).toBeInTheDocument();
    expect(mockedApi.get).toHaveBeenCalledWith('/api/auth/providers');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('shows no provider buttons (and no divider) when none is configured or the list cannot be read', async () => {
    offering([]);
    const first = renderWithProviders(<LoginForm />);
    await waitFor(() => expect(mockedApi.get).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    expect(screen.queryByText('or with your email')).toBeNull();
    first.unmount();

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedApi.get.mockRejectedValue(networkError());
    renderWithProviders(<LoginForm />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
    warn.mockRestore();
  });

  it("shows the gateway's ?error= code as this app's message in a toast and drops it from the address", async () => {
    renderWithProviders(<LoginForm />, {
      route: '/login?error=provider-not-configured&provider=google',
      path: '/login',
    });
    expect(await screen.findByText('Google sign-in is not configured')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Sign in with Google' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('never shows text taken from the address: an unknown ?error= gets the generic message', async () => {
    renderWithProviders(<LoginForm />, {
      route: '/login?error=Your%20account%20is%20locked.%20Call%20%2B1%20555%200100',
      path: '/login',
    });
    expect(await screen.findByText('Sign-in failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Call \+1 555 0100/)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });
});
