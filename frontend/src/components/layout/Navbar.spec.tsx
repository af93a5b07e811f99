import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../lib/api-client';
import { renderWithProviders, settle } from '../../testing/test-utils';
import { Navbar } from './Navbar';

jest.mock('../../lib/api-client', () => ({
  api: { post: jest.fn(), get: jest.fn(), delete: jest.fn() },
  apiUrl: (path: string) => `http://api.test${path}`,
}));
const mockedApi = jest.mocked(api);

const ada = {
  id: 'u1',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  profilephoto: null,
};

function signedIn(user: object = ada) {
  localStorage.setItem('token', 'jwt-token');
  localStorage.setItem('registered', '1');
  localStorage.setItem('user', JSON.stringify(user));
  mockedApi.post.mockResolvedValue({ status: 200, data: user });
}

afterEach(() => jest.clearAllMocks());

describe('Navbar', () => {
  it('has the spec links: Home, Analyze, Journal, News, Dashboard, About', () => {
    renderWithProviders(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Home', '/'],
        ['Analyze', '/analyze'],
        ['Journal', '/journal'],
        ['News', '/news-listing'],
        ['Dashboard', '/dashboard'],
        ['About', '/about'],
      ]),
    );
  });

  it('signed out with no registered flag: shows Signup', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /My Profile/ })).not.toBeInTheDocument();
  });

  it('signed out with the registered flag: shows Login', () => {
    localStorage.setItem('registered', '1');
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
  });

  it('signed in: shows the My Profile dropdown with the first letter when there is no photo', async () => {
    signedIn();
    renderWithProviders(<Navbar />);
    await settle();
    const button = screen.getByRole('button', { name: /My Profile/ });
    expect(within(button).getByText('A')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(mockedApi.post).toHaveBeenCalledWith('/api/auth/user-profile', { token: 'jwt-token' }),
    );
  });

  it('signed in with a photo: the avatar shows it', async () => {
    signedIn({ ...ada, profilephoto: '/api/auth/photo/u1' });
    renderWithProviders(<Navbar />);
    await settle();
    const button = screen.getByRole('button', { name: /My Profile/ });
    // The avatar is decorative (the button is named 'My Profile'), so the image has an empty alt.
    expect(button.querySelector('img')).toHaveAttribute('src', 'http://api.test/api/auth/photo/u1');
  });

  it('the dropdown holds Reset Password, User Profile, API Keys and Logout and works from the keyboard', async () => {
    signedIn();
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    await settle();
    const button = screen.getByRole('button', { name: /My Profile/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'My Profile' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'Reset Password',
      'User Profile',
      'API Keys',
      'Logout',
    ]);
    expect(items[0]).toHaveAttribute('href', '/forgot-password');
    expect(items[1]).toHaveAttribute('href', '/user-profile');
    expect(items[2]).toHaveAttribute('href', '/api-keys');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('logout removes token and registered and goes to /', async () => {
    signedIn();
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { route: '/about' });
    await settle();
    await user.click(screen.getByRole('button', { name: /My Profile/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('registered')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Signup' })).toBeInTheDocument();
  });

  it('a failed session check signs out silently', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('registered', '1');
    mockedApi.post.mockRejectedValue(new Error('401'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('button', { name: /My Profile/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    warn.mockRestore();
  });

  it('the mobile menu button opens and closes the menu, also with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('is-open');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('has a theme switch that is checked in the dark theme', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
