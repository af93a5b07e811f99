/**
 * The Dashboard against the whole stack: signed out it shows the spec's sample, labelled as one;
 * for a user signed up through the API whose journal entry was written through the API, it shows
 * that entry in the cards and Recent Activity, switches periods, and exports the journal.
 */
import JSZip from 'jszip';
import type { BrowserContext } from 'playwright-core';
import {
  downloadedBytes,
  expectAccessibleAndPhotograph,
  newContext,
  revealWholePage,
  saveScreenshot,
  signedInPage,
  signUpThroughApi,
  useStack,
  waitUntil,
  watchErrors,
  writeEntryThroughApi,
  type Theme,
} from '../harness';

const ENTRY =
  'Today was wonderful: I finished my project early and celebrated with friends in the sunshine.';

const run = useStack();

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
    expect(await notice.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fdashboard',
    );
    expect(await page.getByTestId('card-overall-mood').innerText()).toContain('82/100');
    expect(await page.getByTestId('card-mood-trend').innerText()).toContain('+12%');
    expect(await page.getByTestId('card-total-entries').innerText()).toContain('124');
    expect(await page.getByTestId('card-total-entries').innerText()).toContain('+7 this week');
    await page.getByTestId('mood-chart').locator('svg').first().waitFor();
    for (const [name, href] of [
      ['New Journal Entry', '/journal'],
      ['Run New Analysis', '/analyze'],
      ['View Insights', '/dashboard#insights'],
    ])
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    await expectAccessibleAndPhotograph(page, `dashboard-sample-${theme}`);
    expect(errors).toEqual([]);
  });

  it('signed in: shows a journal entry written through the API, by period, and exports it', async () => {
    const session = await signUpThroughApi(run.stack.url, `dashboard-${theme}`);

    // Before any entry: still the sample, now with a call to write the first entry.
    let page = await signedInPage(context, session);
    let errors = watchErrors(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Write your first entry' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();

    const entry = await writeEntryThroughApi(run.stack.url, session, `<p>${ENTRY}</p>`);
    // The shared stack reads no feed: its news is the sample articles, there once the models have
    // read them.
    let newsSeries: { sample: boolean }[] = [];
    await waitUntil(
      async () => {
        const week = await fetch(`${run.stack.url}/api/journal/stats?period=week`, {
          headers: { token: session.token },
        });
        newsSeries = ((await week.json()) as { newsSeries: { sample: boolean }[] }).newsSeries;
        return newsSeries.length > 0;
      },
      'the sample news in the statistics',
      90_000,
    );
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto('/dashboard');
    const total = page.getByTestId('card-total-entries');
    await total.getByText('+1 this week').waitFor();
    expect(await total.locator('.dashboard-card-value').innerText()).toBe('1');
    expect(await page.getByTestId('sample-notice').count()).toBe(0);
    // What the words read as, and the emotion, say which is which ('Neutral' can be either).
    const last = page.getByTestId('card-last-analysis');
    const words = async (text: Promise<string | null>) => (await text)?.replace(/\s+/g, ' ').trim();
    expect(
      await words(last.getByLabel(`Words read as: ${label(entry.sentiment)}`).textContent()),
    ).toBe(`Words read as: ${label(entry.sentiment)}`);
    expect(await words(last.getByLabel(`Emotion: ${label(entry.emotion)}`).textContent())).toBe(
      `Emotion: ${label(entry.emotion)}`,
    );
    // One day of entries and nothing before: a 0% trend, drawn neither good nor bad.
    const trend = page.getByTestId('card-mood-trend').locator('.dashboard-card-value');
    expect(await trend.innerText()).toBe('0%');
    expect(await trend.getAttribute('class')).toContain('trend-flat');
    const activity = page.getByTestId('recent-activity');
    expect(await activity.innerText()).toContain('Today was wonderful');
    expect(await page.getByTestId('card-overall-mood').innerText()).toMatch(/\d+\/100/);
    await page.getByTestId('mood-chart').locator('svg').first().waitFor();
    expect(await page.getByTestId('mood-chart').getAttribute('aria-label')).toMatch(/mood \d+/);
    // The news line is built from the sample articles: the API marks its points, and the chart
    // says "sample news" in its legend, its description and a note.
    expect(newsSeries.every((point) => point.sample)).toBe(true);
    await page
      .getByTestId('news-sample-note')
      .getByText('Sample news: the news line here is built from sample data, not from real news.')
      .waitFor();
    await waitUntil(
      async () =>
        (await page.getByTestId('mood-chart').locator('svg text').allTextContents()).includes(
          'News sentiment (sample news)',
        ),
      'the legend naming the sample news',
    );
    expect(await page.getByTestId('mood-chart').getAttribute('aria-label')).toContain(
      'against the news sentiment (sample news)',
    );
    await expectAccessibleAndPhotograph(page, `dashboard-live-${theme}`);

    // A month with one day of entries: that day is a large point with its value written above,
    // not a dot lost at the chart's edge.
    const [monthResponse] = await Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/journal/stats?period=month')),
      page.getByRole('tab', { name: 'Month' }).click(),
    ]);
    const month = (await monthResponse.json()) as { series: { mood: number }[] };
    expect(month.series).toHaveLength(1);
    const mood = String(Math.round(month.series[0].mood));
    const chart = page.getByTestId('mood-chart');
    // The point's value is written beside it (besides the axis label, when it is a tick value).
    const axisTick = ['0', '25', '50', '75', '100'].includes(mood) ? 1 : 0;
    const labelledPoint = () =>
      waitUntil(
        async () =>
          (await chart.locator('svg text').allTextContents()).filter((t) => t === mood).length >
          axisTick,
        'the labelled point of the day with entries',
      );
    await page.getByTestId('chart-sparse-note').waitFor();
    await labelledPoint();
    // On a phone, as a phone opens it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('tab', { name: 'Month' }).click();
    await page.getByTestId('chart-sparse-note').waitFor();
    await labelledPoint();
    expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(390);
    await revealWholePage(page);
    await saveScreenshot(page, `dashboard-month-mobile-${theme}`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('tab', { name: 'Week' }).click();

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
      page.getByRole('button', { name: 'Download ZIP (JSON and photos)' }).click(),
    ]);
    // A zip of entries.json and the entries' photos.
    expect(download.suggestedFilename()).toMatch(/^sentilog-journal-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await downloadedBytes(download));
    const exported = JSON.parse(await zip.file('entries.json')!.async('string')) as {
      count: number;
      entries: { text: string }[];
    };
    expect(exported.count).toBe(1);
    expect(exported.entries[0].text).toContain('Today was wonderful');
    await page.getByText(`Journal exported as ${download.suggestedFilename()}`).waitFor();

    // The landing page's chart is now this user's own week.
    await page.goto('/');
    const snapshot = page.getByTestId('snapshot');
    await snapshot.getByText('Your data', { exact: true }).waitFor();
    expect(await snapshot.getByText('This is a sample chart.').count()).toBe(0);
    await snapshot.scrollIntoViewIfNeeded();
    await snapshot.locator('svg').first().waitFor();

    // Recent Activity opens the whole entry on the Journal page.
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Read the whole entry' }).first().click();
    await page.waitForURL(`**/journal?entry=${entry.id}`);
    await page.getByRole('dialog').getByText('Today was wonderful', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });
});
