/**
 * The app shell against the running stack: theme persistence without a flash, the navigation
 * states, the mobile menu from the keyboard, scrolling, and the contact form storing a message.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  documentTheme,
  newContext,
  scrollPosition,
  storageItem,
  uniqueEmail,
  useStack,
  type InPage,
} from '../harness';

const run = useStack();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await newContext(run.browser, run.stack.url, { theme: 'light' });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('theme', () => {
  it('follows the system preference, and the toggle persists across a reload without a flash', async () => {
    await page.goto('/');
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    expect(await documentTheme(page)).toBe('light');
    expect(await toggle.isChecked()).toBe(false);
    expect(await storageItem(page, 'theme')).toBeNull();

    await toggle.click();
    expect(await documentTheme(page)).toBe('dark');
    expect(await toggle.isChecked()).toBe(true);
    expect(await storageItem(page, 'theme')).toBe('dark');

    // The theme is on <html> before the app's script runs: right at DOMContentLoaded, and the
    // body is already painted dark.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await documentTheme(page)).toBe('dark');
    const background = await page.evaluate(() => {
      const w = globalThis as unknown as InPage;
      return w.getComputedStyle(w.document.body).backgroundColor;
    });
    expect(background).toBe('rgb(11, 16, 32)');
    await page.getByRole('heading', { level: 1, name: 'SentiLog' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Dark theme' }).isChecked()).toBe(true);

    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await page.reload();
    expect(await documentTheme(page)).toBe('light');
    expect(await storageItem(page, 'theme')).toBe('light');
  });

  it('starts dark when the system prefers dark', async () => {
    const dark = await newContext(run.browser, run.stack.url, { theme: 'dark' });
    const darkPage = await dark.newPage();
    await darkPage.goto('/about', { waitUntil: 'domcontentloaded' });
    expect(await documentTheme(darkPage)).toBe('dark');
    await dark.close();
  });
});

describe('navigation', () => {
  it('shows Signup, or Login once the registered flag is stored', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Signup', exact: true }).waitFor();
    await page.evaluate(() =>
      (globalThis as unknown as InPage).localStorage.setItem('registered', '1'),
    );
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' })
      .waitFor();
  });

  it('the nav links reach every screen; News goes to /news-listing', async () => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path, heading] of [
      ['Analyze', '/analyze', 'Document Analysis'],
      ['Journal', '/journal', 'Journal'],
      ['News', '/news-listing', 'Daily News Hub'],
      ['Dashboard', '/dashboard', 'Dashboard'],
      ['About', '/about', 'About SentiLog'],
      ['Home', '/', 'SentiLog'],
    ]) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it('the mobile menu opens and closes from the keyboard', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const about = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' });
    await about.waitFor({ state: 'visible' });
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await page.keyboard.press('Escape');
    await about.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await about.click();
    await page.getByRole('heading', { level: 1, name: 'About SentiLog' }).waitFor();
    await about.waitFor({ state: 'hidden' });
  });

  it('Back To Top appears after 300 px, and every route change starts at the top', async () => {
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const backToTop = page.getByRole('button', { name: 'Back To Top' });
    expect(await backToTop.count()).toBe(0);
    await page.evaluate(() => (globalThis as unknown as InPage).scrollTo(0, 1200));
    await backToTop.waitFor({ state: 'visible' });
    await backToTop.click();
    await page.waitForFunction(() => (globalThis as unknown as InPage).scrollY === 0);

    await page.evaluate(() => (globalThis as unknown as InPage).scrollTo(0, 5000));
    await page.waitForFunction(() => (globalThis as unknown as InPage).scrollY > 1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    expect(await scrollPosition(page)).toBe(0);
  });

  it('the privacy policy sidebar highlights the section in view', async () => {
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Privacy policy sections' });
    await sidebar.getByRole('link', { name: 'Security' }).click();
    await page.waitForFunction(
      () =>
        (
          globalThis as unknown as {
            document: { querySelector(s: string): { textContent: string } | null };
          }
        ).document.querySelector('.policy-nav a[aria-current="location"]')?.textContent ===
        'Security',
    );
  });
});

describe('contact form', () => {
  it("stores the message, shows 'Form submitted' and clears the form", async () => {
    const email = uniqueEmail('contact');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('The live demo is lovely.');
    const [response] = await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(response.status()).toBe(200);
    // A toast, not the browser's alert box.
    await page.getByRole('alert').getByText('Form submitted').waitFor();
    expect(dialogs).toEqual([]);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');

    const rows = await run.stack.query<{ username: string; email: string; message: string }>(
      'SELECT username, email, message FROM contact.messages WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([
      { username: 'Grace Hopper', email, message: 'The live demo is lovely.' },
    ]);
  });
});
