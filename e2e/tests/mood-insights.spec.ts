/**
 * Mood insights against the whole stack: on the Journal screen a mood and activity tags are chosen
 * beside the text and show on the saved entry; on the Dashboard, a journal written through the API
 * over nine days (backdated through the API's `date`) shows its streaks, its
 * mood calendar drawn by ECharts, and the planted association between exercise and good days,
 * with the days behind it.
 */
import type { BrowserContext } from 'playwright-core';
import {
  expectAccessibleAndPhotograph,
  newContext,
  signedInPage,
  signUpThroughApi,
  useStack,
  watchErrors,
  type ApiSession,
} from '../harness';

const run = useStack();
const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** `POST /api/journal` with a mood and tags, about the (UTC) day `daysAgo` days back. */
async function entryOn(
  session: ApiSession,
  daysAgo: number,
  mood: number,
  activities: string[],
): Promise<void> {
  const res = await fetch(`${run.stack.url}/api/journal`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token: session.token },
    body: JSON.stringify({
      text: `<p>Day ${daysAgo} of my week.</p>`,
      mood,
      activities,
      date: utcDay(new Date(Date.now() - daysAgo * DAY_MS)),
      timeZone: 'UTC',
    }),
  });
  expect(res.status).toBe(201);
}

describe('mood insights', () => {
  let context: BrowserContext;

  beforeEach(async () => {
    context = await newContext(run.browser, run.stack.url, { theme: 'light' });
  });

  afterEach(async () => {
    await context?.close();
  });

  it('the Journal screen saves a mood and tags beside the text', async () => {
    const session = await signUpThroughApi(run.stack.url, 'mood-editor');
    const page = await signedInPage(context, session);
    const errors = watchErrors(page);
    await page.goto('/journal');
    await page.getByRole('textbox', { name: 'Journal entry' }).click();
    await page.keyboard.type('A long walk by the sea with my sister.');
    await page.getByRole('button', { name: 'Mood 5 of 5: Very good' }).click();
    await page.getByRole('button', { name: 'Add family' }).click();
    await page.getByRole('combobox', { name: 'Activities (optional)' }).fill('Sea Walk');
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Chosen activities' }).getByText('sea walk').waitFor();
    await expectAccessibleAndPhotograph(page, 'journal-mood-and-tags-light');
    await page.getByRole('button', { name: 'Add Journal' }).click();
    await page.getByText('Journal added successfully!').waitFor();

    const first = page.getByTestId('journal-entry').first();
    await first.getByLabel('Mood: Very good, 5 of 5').waitFor();
    const saved = first.getByTestId('journal-entry-mood');
    expect(await saved.innerText()).toContain('family');
    expect(await saved.innerText()).toContain('sea walk');
    const [row] = await run.stack.query<{ mood: number; activities: string[] }>(
      'SELECT mood, activities FROM journal.entries WHERE user_id = $1',
      [session.user.id],
    );
    expect(row).toEqual({ mood: 5, activities: ['family', 'sea walk'] });
    // The tag the writer made is offered among the suggestions from now on.
    await page.getByRole('combobox', { name: 'Activities (optional)' }).focus();
    await page.getByRole('button', { name: 'Add sea walk' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the Dashboard shows the streaks, the mood calendar and what goes with good days', async () => {
    const session = await signUpThroughApi(run.stack.url, 'mood-dashboard');
    // Nine days in a row ending today: exercise on the four 5s, work on the 2s and 3s.
    const plan: [number, number, string[]][] = [
      [0, 5, ['exercise']],
      [1, 2, ['work']],
      [2, 5, ['exercise']],
      [3, 3, ['work']],
      [4, 2, ['work']],
      [5, 5, ['exercise', 'work']],
      [6, 3, []],
      [7, 5, ['exercise']],
      [8, 2, ['work']],
    ];
    for (const [daysAgo, mood, tags] of plan) await entryOn(session, daysAgo, mood, tags);

    const page = await signedInPage(context, session);
    const errors = watchErrors(page);
    await page.goto('/dashboard');
    const current = page.getByTestId('card-current-streak');
    await current.getByText('9 days').waitFor();
    expect(await page.getByTestId('card-longest-streak').innerText()).toContain('9 days');

    const calendar = page.getByTestId('mood-calendar');
    await calendar.locator('svg').first().waitFor();
    expect(await calendar.getAttribute('aria-label')).toMatch(
      /^Calendar from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: 9 days with entries, 9 of them with a mood chosen, 0 coloured by what the words read as\.$/,
    );
    // ECharts drew the calendar: its month labels are text in the SVG.
    expect((await calendar.locator('svg text').allTextContents()).length).toBeGreaterThan(3);

    const good = page.getByTestId('insights-good');
    await good.waitFor();
    expect(await good.innerText()).toContain(
      'On days with exercise your mood averaged 2.6 higher (4 days with it, 5 without).',
    );
    expect(await page.getByTestId('insights-bad').innerText()).toContain('On days with work');
    await expectAccessibleAndPhotograph(page, 'dashboard-insights-light');
    expect(errors).toEqual([]);
  });

  it('the Dashboard says when there are too few days', async () => {
    const session = await signUpThroughApi(run.stack.url, 'mood-few');
    await entryOn(session, 0, 4, ['exercise']);
    await entryOn(session, 2, 2, []);
    const page = await signedInPage(context, session);
    await page.goto('/dashboard');
    const message = page.getByTestId('insights-message');
    await message.waitFor();
    expect(await message.innerText()).toMatch(/^Too few days .* on 2 days .* at least 7\.$/);
    expect(await page.getByTestId('insights-good').count()).toBe(0);
    expect(await page.getByTestId('card-current-streak').innerText()).toContain('1 day');
    expect(await page.getByTestId('card-longest-streak').innerText()).toContain('1 day');
  });
});
