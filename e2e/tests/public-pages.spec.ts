/**
 * Every route renders its heading in both themes, with no serious or critical axe-core
 * violations, and a full-page screenshot of each lands in test-results/screenshots. An alias
 * (`/Contact`, `/news-listing`) renders the very screen of its route, so it is checked for its
 * heading and a clean console only: its axe check and photograph would repeat the route's.
 */
import {
  documentTheme,
  expectAccessibleAndPhotograph,
  useStack,
  useThemedPage,
  type Theme,
} from '../harness';

const pages = [
  { path: '/', heading: 'SentiLog', name: 'home' },
  { path: '/about', heading: 'About SentiLog', name: 'about' },
  { path: '/contact', heading: 'Contact Us', name: 'contact' },
  { path: '/help', heading: 'Help Center', name: 'help' },
  { path: '/privacy-policy', heading: 'Privacy Policy', name: 'privacy-policy' },
  { path: '/login', heading: 'Login', name: 'login' },
  { path: '/signup', heading: 'Create your account', name: 'signup' },
  { path: '/forgot-password', heading: 'Forgot password', name: 'forgot-password' },
  { path: '/reset-password?token=example', heading: 'Reset password', name: 'reset-password' },
  { path: '/oauth-callback', heading: 'Authentication Failed', name: 'oauth-callback' },
  {
    path: '/auth/callback?error=access_denied',
    heading: 'Authentication Failed',
    name: 'auth-callback-error',
  },
  { path: '/user-profile', heading: 'User Profile', name: 'user-profile-signed-out' },
  { path: '/news', heading: 'Daily News Hub', name: 'news' },
  { path: '/analyze', heading: 'Document Analysis', name: 'analyze' },
  { path: '/journal', heading: 'Journal', name: 'journal' },
  { path: '/dashboard', heading: 'Dashboard', name: 'dashboard' },
  { path: '/no-such-page', heading: 'Page not found', name: 'not-found' },
];
const aliases = [
  { path: '/Contact', heading: 'Contact Us' },
  { path: '/news-listing', heading: 'Daily News Hub' },
];

const run = useStack();

describe.each<Theme>(['light', 'dark'])('in the %s theme', (theme) => {
  const current = useThemedPage(run, theme, { scope: 'all' });

  /** Opens `path` and waits for its heading, in the theme the system prefers. */
  async function open(path: string, heading: string) {
    const { page, errors } = current;
    errors.length = 0;
    await page.goto(path);
    await page
      .getByRole('heading', { level: 1, name: heading, exact: true })
      .waitFor({ state: 'visible' });
    expect(await documentTheme(page)).toBe(theme);
  }

  it.each(pages)(
    '$path renders "$heading", passes axe and is photographed',
    async ({ path, heading, name }) => {
      await open(path, heading);
      await expectAccessibleAndPhotograph(current.page, `${name}-${theme}`);
      expect(current.errors).toEqual([]);
    },
  );

  it.each(aliases)('$path renders "$heading" too', async ({ path, heading }) => {
    await open(path, heading);
    expect(current.errors).toEqual([]);
  });
});
