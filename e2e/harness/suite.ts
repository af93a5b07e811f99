/**
 * The jest lifecycle every browser spec repeats: the run's shared stack and a Chromium for the
 * file, a fresh themed page per test, signing up through the form, and the
 * look-and-accessibility check.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  connectBrowser,
  newContext,
  saveScreenshot,
  seriousA11yViolations,
  watchErrors,
  type Theme,
} from './browser';
import { STRONG_PASSWORD } from './fixtures';
import { revealWholePage } from './reveal';
import { joinSharedStack, type SharedStack } from './shared-stack';

/** Filled in by `useStack`'s beforeAll: read its fields inside hooks and tests only. */
export interface RunningStack {
  stack: SharedStack;
  browser: Browser;
}

/**
 * Joins the run's shared stack and its Chromium (started by jest's global setup) before the file's
 * tests; leaves both after them (the file's browser contexts close), running for the next file.
 */
export function useStack(): RunningStack {
  const running = {} as RunningStack;
  beforeAll(async () => {
    running.stack = joinSharedStack();
    running.browser = await connectBrowser(running.stack.browserEndpoint);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.stack?.close();
  }, 60_000);
  return running;
}

/** Filled in by `useThemedPage`'s hooks: read its fields inside tests only. */
export interface ThemedPage {
  context: BrowserContext;
  page: Page;
  /** Page and console errors of `page` since it opened. */
  errors: string[];
}

/**
 * A fresh context whose system preference is `theme`, with one watched page: a new one for each
 * test, or (`scope: 'all'`) one shared by the tests of the enclosing describe.
 */
export function useThemedPage(
  running: RunningStack,
  theme: Theme,
  { scope = 'each' }: { scope?: 'each' | 'all' } = {},
): ThemedPage {
  const current = {} as ThemedPage;
  const open = async () => {
    current.context = await newContext(running.browser, running.stack.url, { theme });
    current.page = await current.context.newPage();
    current.errors = watchErrors(current.page);
  };
  const close = async () => {
    await current.context?.close();
  };
  if (scope === 'all') {
    beforeAll(open);
    afterAll(close);
  } else {
    beforeEach(open);
    afterEach(close);
  }
  return current;
}

/**
 * Scrolls the whole page into view (reveals, lazy parts), saves its full-page screenshot as
 * `name`, and expects no serious or critical axe-core violations.
 */
export async function expectAccessibleAndPhotograph(page: Page, name: string): Promise<void> {
  await revealWholePage(page);
  await saveScreenshot(page, name);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Signs a new user up through the signup form (no photo) and waits for the landing page. */
export async function signUpThroughForm(
  page: Page,
  account: { firstname: string; lastname: string; email: string },
): Promise<void> {
  await page.goto('/signup');
  // The first visit builds the signup chunk's caches; on a loaded machine that can take a while.
  await page
    .getByRole('heading', { level: 1, name: 'Create your account' })
    .waitFor({ timeout: 60_000 });
  await page.getByLabel('First name', { exact: true }).fill(account.firstname);
  await page.getByLabel('Last name', { exact: true }).fill(account.lastname);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Signup', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
