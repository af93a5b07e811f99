/**
 * What a new user meets first (issue 14): every route looks the same opened directly (a reload, a
 * bookmark) as reached by a link after other pages loaded their styles; no page ever opens the
 * browser's alert box; a password change keeps the user signed in for the next save; the demo
 * names its length limit; toasts cover no control of the navigation bar, on a desktop or a phone
 * (issue 29); and the gateway delivers the build compressed, with cache headers, and without
 * HTTPS-only headers over plain HTTP.
 */
import type { BrowserContext, Dialog, Locator, Page } from 'playwright-core';
import {
  newContext,
  signUpThroughForm,
  storageItem,
  STRONG_PASSWORD,
  uniqueEmail,
  useStack,
  watchErrors,
} from '../harness';

const routes = [
  { path: '/', heading: 'SentiLog' },
  { path: '/about', heading: 'About SentiLog' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/help', heading: 'Help Center' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/login', heading: 'Login' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot password' },
  { path: '/reset-password?token=example', heading: 'Reset password' },
  { path: '/user-profile', heading: 'User Profile' },
  { path: '/news', heading: 'Daily News Hub' },
  { path: '/analyze', heading: 'Document Analysis' },
  { path: '/journal', heading: 'Journal' },
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/no-such-page', heading: 'Page not found' },
];

/** The computed styles that make a page look the way it does (not motion: reveals animate). */
const LOOK = [
  'display',
  'paddingTop',
  'paddingLeft',
  'marginBottom',
  'gridTemplateColumns',
  'gap',
  'borderRadius',
  'borderTopWidth',
  'backgroundColor',
  'backgroundImage',
  'color',
  'fontSize',
  'fontWeight',
] as const;

interface StyledElement {
  className: string;
  getAttribute(name: string): string | null;
}
interface StylePage {
  document: { querySelectorAll(selector: string): Iterable<StyledElement> };
  getComputedStyle(element: StyledElement): Record<string, string>;
  history: { pushState(state: unknown, title: string, url: string): void };
  dispatchEvent(event: unknown): void;
  PopStateEvent: new (type: string) => unknown;
}

/** For each class list inside <main>, the look of its first element. */
function lookOfMain(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (properties) => {
      const w = globalThis as unknown as StylePage;
      const looks: Record<string, string> = {};
      for (const element of w.document.querySelectorAll('main [class]')) {
        const key = element.getAttribute('class') ?? '';
        if (key in looks) continue;
        const style = w.getComputedStyle(element);
        looks[key] = properties.map((p) => `${p}:${style[p]}`).join(';');
      }
      return looks;
    },
    LOOK as unknown as string[],
  );
}

/** Client-side navigation, as a click on an in-app link does it (no page load). */
async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const w = globalThis as unknown as StylePage;
    w.history.pushState({}, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, path);
}

async function heading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
}

const run = useStack();
let context: BrowserContext;
let page: Page;
let dialogs: string[];

/** Every page of every test reports a native dialog here; afterEach fails the test on any. */
function watchDialogs(p: Page): void {
  p.on('dialog', (dialog: Dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
}

beforeEach(async () => {
  dialogs = [];
  context = await newContext(run.browser, run.stack.url);
  context.on('page', watchDialogs);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
  expect(dialogs).toEqual([]);
});

describe('every route opened directly looks as it does when reached by a link', () => {
  it.each(routes)('$path', async ({ path, heading: name }) => {
    // By link: Home and Help load first, with their stylesheets, as a visitor clicking through.
    await page.goto('/');
    await heading(page, 'SentiLog');
    await followLink(page, '/help');
    await heading(page, 'Help Center');
    await followLink(page, path);
    await heading(page, name);
    const byLink = await lookOfMain(page);

    const direct = await context.newPage();
    const errors = watchErrors(direct);
    await direct.goto(path);
    await heading(direct, name);
    const opened = await lookOfMain(direct);

    const differences = Object.keys(opened)
      .filter((key) => key in byLink && byLink[key] !== opened[key])
      .map((key) => ({ element: key, direct: opened[key], byLink: byLink[key] }));
    expect(differences).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('About, opened directly, keeps the padding of its cards', async () => {
    await page.goto('/about');
    await heading(page, 'About SentiLog');
    const padding = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const w = globalThis as unknown as StylePage;
          return w.getComputedStyle(element as unknown as StyledElement).paddingTop;
        });
    expect(await padding('.feature-card')).toBe('28px');
    expect(await padding('.future-item')).toBe('24px');
    expect(await padding('.cta-card')).toBe('28px');
  });
});

describe('profile after a password change', () => {
  it('stays signed in: a second save after the change succeeds, all without alert()', async () => {
    const email = uniqueEmail('first-run');
    const newPassword = 'Changed!Pass9';
    await signUpThroughForm(page, { firstname: 'Fay', lastname: 'First', email });
    const firstToken = await storageItem(page, 'token');
    expect(firstToken).toBeTruthy();

    await page.goto('/user-profile');
    await page.getByLabel('Current password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').getByText('Profile updated successfully').waitFor();
    const secondToken = await storageItem(page, 'token');
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(firstToken);

    // The next save goes out with the new token and is accepted.
    await page.getByLabel('First name', { exact: true }).fill('Faye');
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/auth/user-profile-update')),
      page.getByRole('button', { name: 'Save Changes' }).click(),
    ]);
    expect(response.status()).toBe(200);
    await page.getByRole('alert').getByText('Profile updated successfully').last().waitFor();
    expect(JSON.parse((await storageItem(page, 'user')) ?? '{}').firstname).toBe('Faye');
    expect(await page.getByText(/console/i).count()).toBe(0);

    // A reload keeps the session: the stored token is the live one.
    await page.reload();
    await heading(page, 'User Profile');
    expect(await page.getByLabel('First name', { exact: true }).inputValue()).toBe('Faye');
  });
});

describe('landing demo and contact form without alert()', () => {
  it('refuses a text over 100,000 characters in the browser, naming the limit', async () => {
    await page.goto('/');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analyze/text')) requests.push(request.url());
    });
    await page.getByRole('textbox', { name: 'Text to analyze' }).fill('a'.repeat(100_001));
    await page.getByRole('button', { name: 'Analyze' }).click();
    const message = page.locator('.demo-error');
    await message.waitFor();
    expect(await message.innerText()).toContain('The maximum is 100,000 characters');
    expect(await message.innerText()).not.toContain('Failed to analyze sentiment');
    expect(requests).toEqual([]);
  });

  it('the server refuses the same text with 413 and a message the demo can show', async () => {
    const res = await fetch(`${run.stack.url}/api/analyze/text`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'a'.repeat(100_001) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain('100,000 characters');
  });

  it('sends a contact message with a toast', async () => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Fay First');
    await page.getByLabel('Email').fill(uniqueEmail('contact'));
    await page.getByLabel('Message').fill('Hello from a first run.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').getByText('Form submitted').waitFor();
  });
});

describe('toasts', () => {
  interface Box {
    x: number;
    y: number;
    width: number;
    height: number;
  }
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  /** Every visible link and button of the navigation bar that `toast` covers. */
  async function coveredNavControls(p: Page, toast: Box): Promise<string[]> {
    const covered: string[] = [];
    const controls = p.locator('header.navbar').locator('a:visible, button:visible');
    for (let i = 0; i < (await controls.count()); i++) {
      const box = await controls.nth(i).boundingBox();
      if (box && overlap(box, toast)) covered.push(await controls.nth(i).innerText());
    }
    return covered;
  }

  /**
   * Where a toast rests once its entrance is over: react-toastify drops it in from above the page,
   * so a box taken as soon as it is visible can be anywhere on that path, over the bar included.
   * The toast's own animations only: its progress bar's runs until it closes.
   */
  async function restingBox(toast: Locator): Promise<Box> {
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    return (await toast.boundingBox())!;
  }

  it.each([
    [1366, 900],
    [390, 844],
  ])('at %i px, cover neither the Signup button nor the rest of the bar', async (width, height) => {
    const toastContext = await newContext(run.browser, run.stack.url, { width, height });
    try {
      const p = await toastContext.newPage();
      await p.goto('/contact');
      await p.getByLabel('Name').fill('Toby Toast');
      await p.getByLabel('Email').fill(uniqueEmail('toast'));
      await p.getByLabel('Message').fill('Where do the toasts go?');
      await p.getByRole('button', { name: 'Submit' }).click();
      const toast = p.locator('.Toastify__toast', { hasText: 'Form submitted' });
      await toast.waitFor();
      const box = await restingBox(toast);
      const bar = (await p.locator('header.navbar').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(await coveredNavControls(p, box)).toEqual([]);

      // The login-required toast (top centre, on the landing page) too.
      await p.goto('/');
      await p.getByRole('link', { name: 'Log a Mood Entry' }).click();
      const login = p.locator('.Toastify__toast', {
        hasText: 'Please login to write your journal or log mood',
      });
      await login.waitFor();
      expect(await coveredNavControls(p, await restingBox(login))).toEqual([]);
    } finally {
      await toastContext.close();
    }
  });
});

describe('delivery over plain HTTP', () => {
  it('index.html: compressed, revalidated on every load, no HTTPS-only headers', async () => {
    const res = await fetch(`${run.stack.url}/about`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const html = await res.text();
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);

    for (const script of scripts) {
      const asset = await fetch(`${run.stack.url}${script}`, {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
