import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import {
  fakeFile,
  httpError,
  networkError,
  renderWithProviders,
} from '../../../testing/test-utils';
import { SignupForm } from './SignupForm';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);
const MB = 1024 * 1024;
const SIGNUP_RECEIVED =
  'Thanks for signing up. We have sent a message to this address; if it already has an account, sign in or reset your password instead.';

async function fillForm(user: ReturnType<typeof userEvent.setup>, password = 'Str0ng!Pass') {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
}

beforeEach(() =>
  mockedApi.get.mockResolvedValue({ status: 200, data: { providers: ['google', 'github'] } }),
);

afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

describe('Signup', () => {
  it('has Google and GitHub buttons, the fields, the meter and a Login link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />);
    expect(await screen.findByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with GitHub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('First name')).toBeRequired();

    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Very Weak',
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('shows only the providers the gateway offers', async () => {
    mockedApi.get.mockResolvedValue({ status: 200, data: { providers: ['google'] } });
    renderWithProviders(<SignupForm />);
    expect(await screen.findByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up with GitHub' })).toBeNull();
  });

  describe('photo picker', () => {
    it('previews an accepted JPEG or PNG', async () => {
      const user = userEvent.setup();
      renderWithProviders(<SignupForm />);
      await user.upload(
        screen.getByLabelText('Add profile photo'),
        fakeFile('me.png', 'image/png', 1000),
      );
      expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
        'src',
        'blob:preview',
      );
      expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
    });

    it('rejects other types with the spec message', async () => {
      const user = userEvent.setup({ applyAccept: false });
      renderWithProviders(<SignupForm />);
      await user.upload(
        screen.getByLabelText('Add profile photo'),
        fakeFile('me.gif', 'image/gif', 1000),
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG or PNG files are allowed.');
      expect(screen.queryByRole('img', { name: 'Profile photo preview' })).not.toBeInTheDocument();
    });

    it('rejects photos over 15 MB with the spec message', async () => {
      const user = userEvent.setup();
      renderWithProviders(<SignupForm />);
      await user.upload(
        screen.getByLabelText('Add profile photo'),
        fakeFile('big.jpg', 'image/jpeg', 15 * MB + 1),
      );
      expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 15MB.');
    });
  });

  it('refuses a weak password with every failing message joined', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />);
    await fillForm(user, 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must contain at least one uppercase letter. Password must contain at least one number. ' +
        'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    );
    expect(mockedApi.post).not.toHaveBeenCalled();
  });

  it("sends the multipart form, signs in with it, shows 'Signing up...', stores the session and goes to / after 1.5 s", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answer: (value: unknown) => void = () => undefined;
    mockedApi.post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<SignupForm />, { route: '/signup', path: '/signup' });
    await user.upload(
      screen.getByLabelText('Add profile photo'),
      fakeFile('me.jpg', 'image/jpeg', 1000),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(screen.getByRole('button', { name: 'Signing up...' })).toBeDisabled();

    const [path, body] = mockedApi.post.mock.calls[0] as [string, FormData];
    expect(path).toBe('/api/auth/signup');
    expect(body.get('firstname')).toBe('Ada');
    expect(body.get('lastname')).toBe('Lovelace');
    expect(body.get('email')).toBe('ada@example.com');
    expect(body.get('password')).toBe('Str0ng!Pass');
    expect((body.get('profilePhoto') as File).name).toBe('me.jpg');

    const created = {
      id: 'u1',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      profilephoto: null,
      emailConfirmed: false,
    };
    mockedApi.post.mockResolvedValueOnce({
      status: 200,
      data: { token: 'jwt', user: created, message: 'Signed in successfully' },
    });
    await act(async () => answer({ status: 202, data: { message: SIGNUP_RECEIVED } }));
    expect(mockedApi.post).toHaveBeenLastCalledWith('/api/auth/signin', {
      email: 'ada@example.com',
      password: 'Str0ng!Pass',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Signed up successfully! Redirecting...');
    expect(
      await screen.findByText(
        'Check your inbox: we sent a confirmation link to ada@example.com. Follow it to confirm your email address.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt');
    expect(localStorage.getItem('registered')).toBe('1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(created);

    act(() => jest.advanceTimersByTime(1400));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("shows sign-up's message, signed out, when the address already has an account (the sign-in is refused)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />);
    await fillForm(user);
    mockedApi.post
      .mockResolvedValueOnce({ status: 202, data: { message: SIGNUP_RECEIVED } })
      .mockRejectedValueOnce(httpError(401, { error: 'Invalid email or password' }));
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNUP_RECEIVED);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Signup' })).toBeEnabled();
  });

  it('shows the server message, else the status, else Network error', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />);
    await fillForm(user);

    mockedApi.post.mockRejectedValueOnce(
      httpError(400, { error: 'Only JPEG or PNG files are allowed.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only JPEG or PNG files are allowed.',
    );

    mockedApi.post.mockRejectedValueOnce(httpError(500));
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Signup failed with status 500'),
    );

    mockedApi.post.mockRejectedValueOnce(networkError());
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network error'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
