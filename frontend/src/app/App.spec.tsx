import { act, render, screen } from '@testing-library/react';
import { api } from '../lib/api-client';
import { App } from './App';

// These tests are about what each route renders before its data arrives, so reads never settle
// (a read answered with undefined sent the news screens down their error paths, into the console).
jest.mock('../lib/api-client', () => ({
  api: {
    post: jest.fn(),
    get: jest.fn(() => new Promise(() => undefined)),
    delete: jest.fn(),
  },
  apiUrl: (path: string) => path,
}));
jest.mock('../features/landing/components/MoodNewsChart', () => ({
  __esModule: true,
  default: () => <div data-testid="chart" />,
}));
jest.mock('../features/dashboard/components/MoodChart', () => ({
  __esModule: true,
  default: () => <div data-testid="chart" />,
}));
const mockedApi = jest.mocked(api);

async function renderAt(path: string) {
  window.history.pushState({}, '', path);
  await act(async () => {
    render(<App />);
  });
}

describe('App routes', () => {
  beforeEach(() => mockedApi.post.mockReset());

  it.each([
    ['/', 'SentiLog'],
    ['/about', 'About SentiLog'],
    ['/contact', 'Contact Us'],
    ['/Contact', 'Contact Us'],
    ['/help', 'Help Center'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/login', 'Login'],
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password?token=abc', 'Reset password'],
    ['/oauth-callback', 'Authentication Failed'],
    ['/auth/callback', 'Authentication Failed'],
    ['/user-profile', 'User Profile'],
    ['/news', 'Daily News Hub'],
    ['/news-listing', 'Daily News Hub'],
    ['/analyze', 'Document Analysis'],
    ['/journal', 'Journal'],
    ['/dashboard', 'Dashboard'],
    ['/no/such/page', 'Page not found'],
  ])('%s renders its heading %p', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the landing subtitle and the demo placeholder', async () => {
    await renderAt('/');
    expect(
      await screen.findByText('AI-powered sentiment insights for your world'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sentiment and emotion will appear here.')).toBeInTheDocument();
  });

  it('the footer shows the current year, the spec texts and its links', async () => {
    await renderAt('/about');
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} SentiLog. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByText(/Built with/)).toHaveTextContent('Built with love for open source');
    const footer = screen.getByRole('contentinfo');
    const links = Array.from(footer.querySelectorAll('a')).map((a) => [
      a.textContent?.trim(),
      a.getAttribute('href'),
    ]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Home', '/'],
        ['Analyze', '/analyze'],
        ['Journal', '/journal'],
        ['News', '/news'],
        ['Dashboard', '/dashboard'],
        ['Help Center', '/help'],
        ['Contact Us', '/contact'],
        ['About Us', '/about'],
        ['Privacy Policy', '/privacy-policy'],
        ['System Status', '/'],
      ]),
    );
    expect(links.some(([, href]) => href?.startsWith('mailto:'))).toBe(true);
    expect(links.filter(([, href]) => href?.startsWith('https://'))).toHaveLength(2);
  });
});
