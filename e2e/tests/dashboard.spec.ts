/**
 * The Dashboard against the whole stack: signed out it shows the spec's sample, labelled as one;
 * for a user signed up through the API whose journal entry was written through the API, it shows
 * that entry in the cards and Recent Activity, switches periods, and exports the journal.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import {
  expectAccessibleAndPhotograph,
  newContext,
  STRONG_PASSWORD,
  uniqueEmail,
  useStack,
  watchErrors,
  type Theme,
} from '../harness';

interface Session {
  token: string;
  user: unknown;
}

interface CreatedEntry {
  id: string;
  sentiment: string;
  emotion: string;
}

const ENTRY =
  'Today was wonderful: I finished my project early and celebrated with friends in the sunshine.';

const run = useStack();

async function signUp(label: string): Promise<Session> {
  const form = new FormData();
  form.append('firstname', 'Dee');
  form.append('lastname', 'Ashboard');
  form.append('email', uniqueEmail(label));
  form.append('password', STRONG_PASSWORD);
  const res = await fetch(`${run.stack.url}/api/auth/signup`, { method: 'POST', body: form });
  const body = (await res.json()) as Session;
  expect(res.status).toBeLessThan(300);
  expect(typeof body.token).toBe('string');
  return body;
}

async function writeEntry(session: Session, text: string): Promise<CreatedEntry> {
  const res = await fetch(`${run.stack.url}/api/journal`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token: session.token },
    body: JSON.stringify({ text: `<p>${text}</p>` }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedEntry;
}

/** Opens the app already signed in, as the login screen would leave it. */
async function signedInPage(context: BrowserContext, session: Session): Promise<Page> {
  await context.addInitScript(
    ({ token, user }) => {
      const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
      storage.setItem('token', token);
      storage.setItem('registered', '1');
      storage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
  return context.newPage();
}

interface Storage {
  setItem(key: string, value: string): void;
}

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

describe.each<Theme>(['light', 'dark'])('in the %s theme', (theme) => {
  let context: BrowserContext;

  beforeEach(async () => {
    context = await newContext(run.browser, run.stack.url, { theme });
  });

  afterEach(async () => {
    await context?.close();
  });

  it('signed out: the sample figures, labelled as a sample, with a call to sign in', async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const notice = page.getByTestId('sample-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Sample data');
    expect(await notice.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(await page.getByTestId('card-overall-mood').innerText()).toContain('82/100');
    expect(await page.getByTestId('card-mood-trend').innerText()).toContain('+12%');
    expect(await page.getByTestId('card-total-entries').innerText()).toContain('124');
    expect(await page.getByTestId('card-total-entries').innerText()).toContain('+7 this week');
    await page.getByTestId('mood-chart').locator('svg').first().waitFor();
    for (const [name, href] of [
      ['New Journal Entry', '/journal'],
      ['Run New Analysis', '/analyze'],
      ['View Insights', '/news-listing'],
    ])
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    await expectAccessibleAndPhotograph(page, `dashboard-sample-${theme}`);
    expect(errors).toEqual([]);
  });

  it('signed in: shows a journal entry written through the API, by period, and exports it', async () => {
    const session = await signUp(`dashboard-${theme}`);

    // Before any entry: still the sample, now with a call to write the first entry.
    let page = await signedInPage(context, session);
    let errors = watchErrors(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Write your first entry' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();

    const entry = await writeEntry(session, ENTRY);
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto('/dashboard');
    const total = page.getByTestId('card-total-entries');
    await total.getByText('+1 this week').waitFor();
    expect(await total.locator('.dashboard-card-value').innerText()).toBe('1');
    expect(await page.getByTestId('sample-notice').count()).toBe(0);
    const last = page.getByTestId('card-last-analysis');
    expect(await last.getByLabel(`Sentiment: ${label(entry.sentiment)}`).count()).toBe(1);
    expect(await last.getByText(label(entry.emotion), { exact: true }).count()).toBe(1);
    const activity = page.getByTestId('recent-activity');
    expect(await activity.innerText()).toContain('Today was wonderful');
    expect(await page.getByTestId('card-overall-mood').innerText()).toMatch(/\d+\/100/);
    await page.getByTestId('mood-chart').locator('svg').first().waitFor();
    expect(await page.getByTestId('mood-chart').getAttribute('aria-label')).toMatch(/mood \d+/);
    await expectAccessibleAndPhotograph(page, `dashboard-live-${theme}`);

    // Week is the default; Year asks the server again and the trend card says so.
    expect(await page.getByRole('tab', { name: 'Week' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const [yearResponse] = await Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/journal/stats?period=year')),
      page.getByRole('tab', { name: 'Year' }).click(),
    ]);
    expect(yearResponse.status()).toBe(200);
    await page.getByTestId('card-mood-trend').getByText('over 12 months').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = readFileSync(await download.path(), 'utf8');
    expect(exported).toContain('Today was wonderful');
    await page.getByText(`Journal exported as ${download.suggestedFilename()}`).waitFor();
    expect(errors).toEqual([]);
  });
});
