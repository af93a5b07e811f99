/**
 * Journal II against the whole stack: a mood logged in two taps (and yesterday's in two more), an
 * entry dated with the date picker, the Read view with the mood, the tags and a colour the page
 * would swallow, a draft kept across the sign-in that comes back to the Journal, the Dashboard's
 * View Insights, and the push reminder's permission flow in Chromium.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  expectAccessibleAndPhotograph,
  newContext,
  signedInPage,
  signUpThroughApi,
  STRONG_PASSWORD,
  useStack,
  watchErrors,
  type ApiSession,
} from '../harness';

const run = useStack();
const DAY_MS = 86_400_000;

/** The browser's today and a day `days` before it, as the day picker counts them. */
async function browserDay(page: Page, days = 0): Promise<string> {
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }).format(new Date()),
  );
  return new Date(Date.parse(`${today}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The days the user's entries are about, newest first, as stored. */
async function storedDays(session: ApiSession): Promise<{ day: string; mood: number | null }[]> {
  return run.stack.query<{ day: string; mood: number | null }>(
    `SELECT to_char(entry_date, 'YYYY-MM-DD') AS day, mood FROM journal.entries
     WHERE user_id = $1 ORDER BY entry_date DESC, created_at DESC`,
    [session.user.id],
  );
}

describe('journal II', () => {
  let context: BrowserContext;

  beforeEach(async () => {
    context = await newContext(run.browser, run.stack.url, { theme: 'light' });
  });

  afterEach(async () => {
    await context?.close();
  });

  it('logs a mood in two taps, yesterday in two more, and a day a week back with the date picker', async () => {
    const session = await signUpThroughApi(run.stack.url, 'one-tap');
    const page = await signedInPage(context, session);
    const errors = watchErrors(page);
    await page.goto('/journal');
    await page.getByRole('heading', { name: 'Your Entries' }).waitFor();
    const save = page.getByRole('button', { name: 'Save Mood' });
    expect(await save.isDisabled()).toBe(true);

    // Today: a mood, then Save Mood. No words, nothing analysed.
    await page.getByRole('button', { name: 'Mood 4 of 5: Good' }).click();
    const [posted] = await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith('/api/journal') && res.request().method() === 'POST',
      ),
      save.click(),
    ]);
    expect(posted.status()).toBe(201);
    expect(posted.request().postDataJSON()).not.toHaveProperty('text');
    expect(await posted.json()).toMatchObject({ mood: 4, sentiment: null, reading: null });
    await page.getByText('Mood logged').waitFor();

    // Yesterday: one tap on the day, one on the mood, and Save Mood.
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await page.getByRole('button', { name: 'Mood 2 of 5: Bad' }).click();
    await save.click();
    await page.getByTestId('journal-result').getByText('Saved for Yesterday').waitFor();

    // A week back, with words: the date picker, then the words are read.
    const weekAgo = await browserDay(page, 7);
    await page.getByLabel('Day', { exact: true }).fill(weekAgo);
    await page
      .getByText(/^This entry is about .* You can date an entry up to a year back\.$/)
      .waitFor();
    await page.getByRole('button', { name: 'Mood 5 of 5: Very good' }).click();
    await page.getByRole('textbox', { name: 'Journal entry' }).click();
    await page.keyboard.type('A lovely walk by the river with friends.');
    await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith('/api/journal') && res.request().method() === 'POST',
        { timeout: 60_000 },
      ),
      page.getByRole('button', { name: 'Add Journal' }).click(),
    ]);
    await page.getByText('Journal added successfully!').waitFor();

    expect(await storedDays(session)).toEqual([
      { day: await browserDay(page), mood: 4 },
      { day: await browserDay(page, 1), mood: 2 },
      { day: weekAgo, mood: 5 },
    ]);
    // The list is in the entries' days, newest first; the day picker is back on today.
    const cards = page.getByTestId('journal-entry');
    expect(await cards.count()).toBe(3);
    expect(await cards.nth(0).innerText()).toContain('Today');
    expect(await cards.nth(1).innerText()).toContain('Yesterday');
    expect(await cards.nth(2).innerText()).toContain('A lovely walk by the river');
    expect(await page.getByLabel('Day', { exact: true }).inputValue()).toBe(await browserDay(page));
    // A day ahead is not offered.
    expect(await page.getByLabel('Day', { exact: true }).getAttribute('max')).toBe(
      await browserDay(page),
    );
    await expectAccessibleAndPhotograph(page, 'journal-moods-light');
    expect(errors).toEqual([]);
  }, 150_000);

  it('Read shows the mood, the tags and the formatting, and backs words in a colour the page would swallow', async () => {
    const session = await signUpThroughApi(run.stack.url, 'read-view');
    const res = await fetch(`${run.stack.url}/api/journal`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: session.token },
      body: JSON.stringify({
        text:
          '<p>A <strong>calm</strong> day, <span style="color: rgb(255, 255, 255);">white as snow</span> ' +
          'and <span style="color: rgb(230, 0, 0);">red sails</span>.</p>',
        mood: 5,
        activities: ['friends', 'outdoors'],
      }),
    });
    expect(res.status).toBe(201);
    const page = await signedInPage(context, session);
    const errors = watchErrors(page);
    await page.goto('/journal');
    await page.getByRole('button', { name: /^Read the entry of Today/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mood: Very good, 5 of 5').waitFor();
    const tags = dialog.getByRole('list', { name: 'Activities' });
    expect(await tags.innerText()).toContain('friends');
    expect(await tags.innerText()).toContain('outdoors');
    await dialog.getByLabel(/^Words read as: /).waitFor();
    const content = dialog.getByTestId('entry-content');
    await content.locator('strong', { hasText: 'calm' }).waitFor();
    const white = content.locator('span', { hasText: 'white as snow' });
    // Still the writer's white, now on a dark backing: readable on the light page.
    const style = await white.evaluate((el) => {
      const computed = getComputedStyle(el);
      return { color: computed.color, background: computed.backgroundColor };
    });
    expect(style.color).toBe('rgb(255, 255, 255)');
    expect(style.background).toBe('rgb(30, 41, 59)');
    const red = content.locator('span', { hasText: 'red sails' });
    expect(await red.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(errors).toEqual([]);
  });

  it('keeps a draft written before signing in, and sign-in returns to the Journal with it', async () => {
    const session = await signUpThroughApi(run.stack.url, 'draft');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/journal');
    await page.getByRole('button', { name: 'Mood 3 of 5: Okay' }).click();
    await page.getByRole('textbox', { name: 'Journal entry' }).click();
    await page.keyboard.type('Written before I signed in.');
    await page.getByRole('button', { name: 'Login Required' }).click();
    await page.waitForURL('**/login?next=%2Fjournal');
    await page.getByLabel('Email', { exact: true }).fill(session.user.email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/journal');
    await page.getByText(/What you wrote before signing in is here/).waitFor();
    const editor = page.getByRole('textbox', { name: 'Journal entry' });
    await editor.getByText('Written before I signed in.').waitFor();
    expect(
      await page.getByRole('button', { name: 'Mood 3 of 5: Okay' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith('/api/journal') && res.request().method() === 'POST',
        { timeout: 60_000 },
      ),
      page.getByRole('button', { name: 'Add Journal' }).click(),
    ]);
    await page.getByText('Journal added successfully!').waitFor();
    expect(await storedDays(session)).toEqual([{ day: await browserDay(page), mood: 3 }]);
    // Taken back once: a reload starts empty.
    await page.reload();
    await page.getByRole('heading', { name: 'Your Entries' }).waitFor();
    expect(await page.getByText(/What you wrote before signing in is here/).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it("the Dashboard's View Insights goes to the insights", async () => {
    const session = await signUpThroughApi(run.stack.url, 'view-insights');
    await fetch(`${run.stack.url}/api/journal`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: session.token },
      body: JSON.stringify({ mood: 4 }),
    });
    const page = await signedInPage(context, session);
    await page.goto('/dashboard');
    await page.getByTestId('mood-meaning').waitFor();
    await page.getByRole('link', { name: 'View Insights' }).click();
    await page.waitForURL('**/dashboard#insights');
    const insights = page.locator('#insights');
    await insights.getByTestId('card-current-streak').waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('insights')!.getBoundingClientRect();
      return box.top >= 0 && box.top < window.innerHeight;
    });
  });

  it('turns push reminders on through the browser: permission, service worker, subscription', async () => {
    const session = await signUpThroughApi(run.stack.url, 'push');
    await context.grantPermissions(['notifications'], { origin: run.stack.url });
    const page = await signedInPage(context, session);
    await page.goto('/user-profile');
    const settings = page.getByRole('region', { name: 'Daily reminder' });
    const push = settings.getByLabel('Send a push notification to this browser');
    await push.waitFor();
    expect(await push.isEnabled()).toBe(true);
    expect(await push.isChecked()).toBe(false);
    await push.click();

    // Chromium asked: the permission is granted and the reminder's service worker installed.
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/reminder-sw.js');
      return registration?.active?.scriptURL.endsWith('/reminder-sw.js') ?? false;
    });
    // A browser context for tests is incognito, where Chromium has no push service: the page
    // says so plainly, keeps push off, and email reminders still save.
    await settings
      .getByText(
        /^This browser could not subscribe to push notifications \(.+\)\. Email reminders still work\.$/,
      )
      .waitFor();
    expect(await push.isChecked()).toBe(false);
    await settings.getByLabel('Email me a reminder').check();
    await settings.getByLabel('Time', { exact: true }).fill('07:30');
    await settings.getByRole('button', { name: 'Save reminder' }).click();
    await page.getByText('Reminder saved').waitFor();
    const [reminder] = await run.stack.query<{ email: boolean; push: boolean; time: string }>(
      `SELECT email, push, to_char(remind_at, 'HH24:MI') AS time FROM journal.reminders
       WHERE user_id = $1`,
      [session.user.id],
    );
    expect(reminder).toEqual({ email: true, push: false, time: '07:30' });
    await expectAccessibleAndPhotograph(page, 'profile-reminders-light');
  });
});
