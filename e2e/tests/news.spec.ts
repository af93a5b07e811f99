/**
 * The Daily News Hub against the whole stack. Its only feed is unreachable, so the news service
 * seeds its demo articles (as on an offline machine): the page must say so, show no success toast
 * and no outbound link for them, and a Refresh must say the feeds are still unreachable. The
 * expectations are computed from what GET /api/news answers, with the spec's search rule (title,
 * description, category).
 */
import type { Page } from 'playwright-core';
import {
  saveScreenshot,
  seriousA11yViolations,
  useStack,
  useThemedPage,
  waitUntil,
  type Theme,
} from '../harness';

interface ApiArticle {
  id: string;
  url: string;
  title: string;
  description: string;
  category: string;
  sentiment: 'Positive' | 'Neutral' | 'Negative';
  bias: 'LEFT' | 'CENTER' | 'RIGHT';
  source: string;
  publishedAt: string;
  sample: boolean;
}

const SENTIMENTS = ['Positive', 'Neutral', 'Negative'] as const;
const PAGE_SIZE = 30;

// The shared stack's only feed is unreachable (shared-stack.ts), so it serves the demo articles.
const run = useStack();
let articles: ApiArticle[] = [];

beforeAll(async () => {
  await waitUntil(
    async () => {
      const res = await fetch(`${run.stack.url}/api/news`);
      articles = res.ok ? ((await res.json()) as ApiArticle[]) : [];
      return articles.length > 0;
    },
    'the demo articles',
    90_000,
  );
}, 100_000);

function matching(search: string): ApiArticle[] {
  const query = search.trim().toLowerCase();
  return articles.filter((a) =>
    [a.title, a.description, a.category].some((field) => field?.toLowerCase().includes(query)),
  );
}

function count(list: ApiArticle[], sentiment: string): number {
  return list.filter((a) => a.sentiment === sentiment).length;
}

const heading = (page: Page) => page.locator('.news-list-heading');

async function filterCounts(page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const sentiment of SENTIMENTS)
    counts[sentiment] = Number(await page.getByTestId(`count-${sentiment}`).innerText());
  return counts;
}

function expectedCounts(list: ApiArticle[]): Record<string, number> {
  return Object.fromEntries(SENTIMENTS.map((s) => [s, count(list, s)]));
}

describe.each<Theme>(['light', 'dark'])('in the %s theme', (theme) => {
  const current = useThemedPage(run, theme);

  it('lists the seeded Neutral articles as samples, says the feeds are unreachable, and no success toast', async () => {
    const { page, errors } = current;
    expect(articles.some((a) => a.source === 'SentiLog Demo')).toBe(true);
    expect(articles.every((a) => a.sample)).toBe(true);
    for (const sentiment of SENTIMENTS) expect(count(articles, sentiment)).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/news');
    await page.getByRole('heading', { level: 1, name: 'Daily News Hub' }).waitFor();
    const notice = page.getByTestId('feed-notice');
    await notice.getByText('Live feeds are unreachable — showing sample articles').waitFor();
    // The run recorded no live fetch: the stack has never read a feed.
    await notice.getByText('No live feed has been read yet.', { exact: false }).waitFor();
    const neutral = count(articles, 'Neutral');
    expect(await heading(page).innerText()).toBe(`Neutral News (${neutral})`);
    expect(await filterCounts(page)).toEqual(expectedCounts(articles));
    expect(await page.getByRole('button', { name: /^Neutral/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const cards = page.getByTestId('news-card');
    expect(await cards.count()).toBe(Math.min(neutral, PAGE_SIZE));
    const first = articles.find((a) => a.sentiment === 'Neutral')!;
    const card = cards.first();
    expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(first.title);
    expect(await card.getByText('Sample', { exact: true }).count()).toBe(1);
    // The time the article was published, not midnight of its day.
    expect(await card.locator('time').getAttribute('datetime')).toBe(first.publishedAt);
    expect(await card.getByLabel(/^Sentiment: Neutral, confidence (\d+%|N\/A)$/).count()).toBe(1);
    const bias = { LEFT: 'Left', CENTER: 'Neutral', RIGHT: 'Right' }[first.bias];
    expect(await card.getByText(`Bias: ${bias}`).count()).toBe(1);
    expect(await card.getByText(first.source, { exact: true }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'View Full Article' }).count()).toBe(1);

    await saveScreenshot(page, `news-offline-${theme}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await page.getByText('Daily news loaded successfully from API!').count()).toBe(0);

    // Refresh asks for a run and says what it found.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page
      .getByTestId('refresh-report')
      .getByText('Live feeds are still unreachable — showing sample articles.')
      .waitFor({ timeout: 60_000 });

    // At phone width the notice comes first, readable, and the header stays free.
    await page.setViewportSize({ width: 390, height: 844 });
    await notice.waitFor();
    const box = await notice.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, `news-offline-mobile-${theme}`);
    expect(await page.getByText('Daily news loaded successfully from API!').count()).toBe(0);

    // /news-listing is the same screen.
    await page.goto('/news-listing');
    await page.getByRole('heading', { name: `Neutral News (${neutral})` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('changes counts and heading with the filters and the search', async () => {
    const { page, errors } = current;
    await page.goto('/news');
    await heading(page).waitFor();

    await page.getByRole('button', { name: /^Positive/ }).click();
    expect(await heading(page).innerText()).toBe(`Positive News (${count(articles, 'Positive')})`);
    await page.getByRole('button', { name: /^Negative/ }).click();
    expect(await heading(page).innerText()).toBe(`Negative News (${count(articles, 'Negative')})`);

    // A word from a Negative article's title, typed in upper case: the search ignores case.
    const word = articles
      .find((a) => a.sentiment === 'Negative')!
      .title.split(/\W+/)
      .find((w) => w.length >= 5)!;
    const found = matching(word);
    await page.getByPlaceholder('Search news articles...').fill(word.toUpperCase());
    const expected = `Negative News matching "${word.toUpperCase()}" (${count(found, 'Negative')})`;
    await page.getByRole('heading', { name: expected, exact: true }).waitFor();
    expect(await filterCounts(page)).toEqual(expectedCounts(found));
    expect(await page.getByTestId('news-card').count()).toBe(count(found, 'Negative'));
    await saveScreenshot(page, `news-search-${theme}`);

    await page.getByPlaceholder('Search news articles...').fill('zzqx no such words');
    await page.getByText('No Negative news found for "zzqx no such words"').waitFor();
    await page
      .getByText('Try adjusting your search terms or choosing a different sentiment filter.')
      .waitFor();
    expect(await filterCounts(page)).toEqual({ Positive: 0, Neutral: 0, Negative: 0 });
    await saveScreenshot(page, `news-empty-${theme}`);
    expect(errors).toEqual([]);
  });

  it('opens a sample with its preview at once, then the detail, without a link to an original, and closes', async () => {
    const { page, errors } = current;
    await page.goto('/news');
    const first = articles.find((a) => a.sentiment === 'Neutral')!;
    // Hold the detail back a moment so the preview and the spinner can be seen before it.
    let released = false;
    await page.route(`**/api/news/${first.id}`, async (route) => {
      const response = await route.fetch();
      await waitUntil(() => released, 'the test to release the detail');
      await route.fulfill({ response });
    });

    await page
      .getByTestId('news-card')
      .first()
      .getByRole('button', { name: 'View Full Article' })
      .click();
    const dialog = page.getByRole('dialog', { name: first.title });
    await dialog.waitFor();
    await dialog.getByText('Loading full article content...').waitFor();
    const preview = dialog.getByTestId('article-preview');
    expect((await preview.innerText()).length).toBeGreaterThan(50);
    expect(
      await dialog
        .getByText(
          /^(Full content is available on the original site\.|Source summary displayed\.)$/,
        )
        .count(),
    ).toBe(1);
    // A sample has no original: no outbound link, no share, and it says so.
    expect(await dialog.getByRole('link', { name: 'Go to Original Article' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Share Article' }).count()).toBe(0);
    expect(await dialog.locator(`a[href="${first.url}"]`).count()).toBe(0);
    await dialog.getByText(/there is no original to open/).waitFor();
    await saveScreenshot(page, `news-article-preview-${theme}`, { fullPage: false });

    released = true;
    await dialog.getByTestId('article-content').waitFor();
    expect(await dialog.getByText('Loading full article content...').count()).toBe(0);
    expect((await dialog.getByTestId('article-content').innerText()).length).toBeGreaterThan(50);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `news-article-${theme}`);

    await dialog.getByRole('button', { name: 'Close article' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A click on the backdrop (left of the centred panel) closes it too.
    await page
      .getByTestId('news-card')
      .nth(1)
      .getByRole('button', { name: 'View Full Article' })
      .click();
    await page.getByRole('dialog').waitFor();
    await page.mouse.click(8, 450);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});

describe('Share Article', () => {
  it('copies the link of a real article and confirms it when the browser has no share sheet', async () => {
    const context = await run.browser.newContext({ baseURL: run.stack.url });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: run.stack.url,
    });
    // Chromium on Linux has no share sheet; make sure of it whatever the build.
    await context.addInitScript(() => {
      const nav = (globalThis as unknown as { navigator: object }).navigator;
      Object.defineProperty(Object.getPrototypeOf(nav), 'share', { value: undefined });
    });
    const page = await context.newPage();
    // The stack has only samples, which have nothing to share: this one is made a real article.
    const first = {
      ...articles.find((a) => a.sentiment === 'Neutral')!,
      url: 'https://news.example/world/markets-hold-steady',
      source: 'Example News',
      sample: false,
    };
    await page.route('**/api/news', (route) =>
      route.fulfill({ json: [first, ...articles.filter((a) => a.id !== first.id)] }),
    );
    try {
      await page.goto('/news');
      await page
        .getByTestId('news-card')
        .first()
        .getByRole('button', { name: 'View Full Article' })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Share Article' }).click();
      await page.getByText('Article link copied to the clipboard').waitFor();
      const copied = await page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      );
      expect(copied).toBe(first.url);
    } finally {
      await context.close();
    }
  });
});
