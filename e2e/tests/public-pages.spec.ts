/**
 * Every route renders its heading in both themes, with no serious or critical axe-core
 * violations, and a full-page screenshot of each lands in test-results/screenshots.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  documentTheme,
  launchBrowser,
  newContext,
  revealWholePage,
  saveScreenshot,
  seriousA11yViolations,
  startStack,
  watchErrors,
  type Stack,
  type Theme,
} from '../harness';

const pages = [
  { path: '/', heading: 'SentiLog', name: 'home' },
  { path: '/about', heading: 'About SentiLog', name: 'about' },
  { path: '/contact', heading: 'Contact Us', name: 'contact' },
  { path: '/Contact', heading: 'Contact Us', name: 'contact-capital-c' },
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
  { path: '/news-listing', heading: 'Daily News Hub', name: 'news-listing' },
  { path: '/analyze', heading: 'Document Analysis', name: 'analyze' },
  { path: '/journal', heading: 'Journal', name: 'journal' },
  { path: '/dashboard', heading: 'Dashboard', name: 'dashboard' },
  { path: '/no-such-page', heading: 'Page not found', name: 'not-found' },
];

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

describe.each<Theme>(['light', 'dark'])('in the %s theme', (theme) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await newContext(browser, stack.url, { theme });
    page = await context.newPage();
    errors = watchErrors(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(pages)(
    '$path renders "$heading", passes axe and is photographed',
    async ({ path, heading, name }) => {
      errors.length = 0;
      await page.goto(path);
      await page
        .getByRole('heading', { level: 1, name: heading, exact: true })
        .waitFor({ state: 'visible' });
      expect(await documentTheme(page)).toBe(theme);

      await revealWholePage(page);
      await saveScreenshot(page, `${name}-${theme}`);

      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
