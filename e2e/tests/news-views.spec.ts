/**
 * The Daily News Hub's Blindspots and My news bias views against the whole stack, offline: the
 * blindspot feed lists the sample stories one side barely covers (computed from what
 * GET /api/news/blindspots answers), and a signed-in reader's news bias counts the articles they
 * opened, from reads planted in the journal's table as fixtures and one sample article opened
 * through the page.
 */
import { randomUUID } from 'node:crypto';
import {
  saveScreenshot,
  seriousA11yViolations,
  signedInPage,
  signUpThroughApi,
  useStack,
  useThemedPage,
  waitUntil,
  watchErrors,
  type ApiSession,
  type Theme,
} from '../harness';

interface Story {
  id: string;
  title: string;
  blindspots: ('LEFT' | 'RIGHT')[];
}

interface Blindspots {
  stories: Story[];
  checked: number;
  tooFewRated: number;
}

const run = useStack();
let feed: Blindspots;

beforeAll(async () => {
  await waitUntil(
    async () => {
      const res = await fetch(`${run.stack.url}/api/news/blindspots`);
      feed = res.ok
        ? ((await res.json()) as Blindspots)
        : { stories: [], checked: 0, tooFewRated: 0 };
      return feed.stories.length > 0;
    },
    'the sample stories with a blindspot',
    90_000,
  );
}, 100_000);

/** Reads planted for `session`'s user today: `n` articles of `outlet`, rated `rating`. */
async function plantReads(
  session: ApiSession,
  n: number,
  outlet: string,
  rating: 'LEFT' | 'CENTER' | 'RIGHT' | null,
): Promise<void> {
  for (let i = 0; i < n; i++) {
    await run.stack.query(
      `INSERT INTO journal.article_reads
         (user_id, article_id, opened_on, category, opened_at, outlet, outlet_rating, sample)
       VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date, 'World', now(), $3, $4, false)`,
      [session.user.id, randomUUID(), outlet, rating],
    );
  }
}

describe.each<Theme>(['light', 'dark'])('in the %s theme', (theme) => {
  const current = useThemedPage(run, theme);

  it('lists the stories one side barely covers, says what it checked, and opens one', async () => {
    const { page, errors } = current;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/news');
    await page.getByRole('tab', { name: 'Blindspots' }).click();
    await page.waitForURL('**/news?view=blindspots');
    const list = page.getByTestId('blindspot-feed');
    await list.waitFor();
    const cards = list.getByTestId('story-card');
    expect(await cards.count()).toBe(feed.stories.length);
    for (const story of feed.stories) {
      const card = cards.filter({
        has: page.getByRole('heading', { level: 3, name: story.title, exact: true }),
      });
      expect(await card.count()).toBe(1);
      expect(await card.getByText(/^Blindspot: the (Left|Right)/).count()).toBe(1);
      // The sample outlets' ratings say they are sample ones.
      expect(await card.getByText(/\(sample rating\)$/).count()).toBeGreaterThan(0);
    }
    const thin =
      feed.tooFewRated > 0
        ? ` ${feed.tooFewRated} of them had fewer than 3 rated outlets: too few to judge, so they are not listed.`
        : '';
    expect(await page.getByTestId('blindspot-checked').innerText()).toBe(
      `Checked ${feed.checked} recent stories reported by 3 or more outlets.${thin}`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `news-blindspots-${theme}`);

    await cards.first().getByRole('button', { name: 'See the full story' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('list', { name: 'Articles in this story' }).waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).innerText()).toBe(feed.stories[0].title);
    await page.getByRole('button', { name: 'Close story' }).click();
    expect(errors).toEqual([]);
  });

  it("shows a signed-in reader's news bias with the counts behind it, samples apart", async () => {
    const session = await signUpThroughApi(run.stack.url, `news-bias-${theme}`);
    // Fixtures: 12 articles from rated outlets (7 Left of two outlets, 3 Center, 2 Right) and one
    // from an outlet without a rating.
    await plantReads(session, 4, 'The Guardian', 'LEFT');
    await plantReads(session, 3, 'Vox', 'LEFT');
    await plantReads(session, 3, 'Reuters', 'CENTER');
    await plantReads(session, 2, 'Fox News', 'RIGHT');
    await plantReads(session, 1, 'Local Paper', null);

    const page = await signedInPage(current.context, session);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    // A sample article opened through the page is recorded, and counted apart.
    await page.goto('/news');
    await page
      .getByTestId('news-card')
      .first()
      .getByRole('button', { name: 'View Full Article' })
      .click();
    await page.getByRole('dialog').getByTestId('article-content').waitFor();
    await waitUntil(
      async () =>
        (
          await run.stack.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM journal.article_reads WHERE user_id = $1 AND sample',
            [session.user.id],
          )
        )[0].n === 1,
      'the sample read to be recorded',
    );
    await page.getByRole('button', { name: 'Close article' }).click();

    await page.getByRole('tab', { name: 'My news bias' }).click();
    const panel = page.getByRole('region', { name: 'My news bias' });
    await panel
      .getByText('13 articles you opened over the last 30 days, from 5 outlets.', { exact: true })
      .waitFor();
    const counts = panel.getByRole('list', { name: "Articles by their outlet's rating" });
    expect(
      (await counts.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ')),
    ).toEqual(['Left 7', 'Center 3', 'Right 2', 'Not rated 1']);
    const verdict =
      'Of the 12 from rated outlets, 58% came from outlets rated Left, 25% Center and 17% Right.';
    expect(await panel.getByTestId('reading-mix-verdict').innerText()).toBe(verdict);
    expect(await panel.getByRole('img', { name: verdict }).count()).toBe(1);
    await panel
      .getByText(
        'You also opened 1 sample article: their outlets and ratings are made up, so they are not counted.',
      )
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `news-my-bias-${theme}`);
    expect(errors).toEqual([]);
  });

  it('claims no mix from a few reads, and asks a signed-out reader to log in', async () => {
    const session = await signUpThroughApi(run.stack.url, `news-bias-few-${theme}`);
    await plantReads(session, 2, 'Reuters', 'CENTER');
    await plantReads(session, 1, 'Fox News', 'RIGHT');
    const page = await signedInPage(current.context, session);
    const errors = watchErrors(page);
    await page.goto('/news?view=my-bias');
    const panel = page.getByRole('region', { name: 'My news bias' });
    await panel
      .getByText(
        'Only 3 articles came from rated outlets: too few to say which way your reading leans. Open more articles to see a mix.',
      )
      .waitFor();
    expect(await panel.getByRole('img').count()).toBe(0);
    expect(await panel.innerText()).not.toContain('%');
    expect(errors).toEqual([]);

    const anonymous = await current.context.browser()!.newContext({ baseURL: run.stack.url });
    try {
      const signedOut = await anonymous.newPage();
      await signedOut.goto('/news?view=my-bias');
      const login = signedOut
        .getByRole('region', { name: 'My news bias' })
        .getByRole('link', { name: 'Log in' });
      await login.waitFor();
      expect(await login.getAttribute('href')).toBe('/login');
    } finally {
      await anonymous.close();
    }
  });
});
