/**
 * The Daily News Hub against the whole stack. Its only feed is unreachable, so the news service
 * seeds its demo articles (as on an offline machine); the expectations are computed from what
 * GET /api/news answers, with the spec's search rule (title, description, category).
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

  it('lists the seeded Neutral articles with sentiment and bias badges, and the success toast', async () => {
    const { page, errors } = current;
    expect(articles.some((a) => a.source === 'SentiLog Demo')).toBe(true);
    for (const sentiment of SENTIMENTS) expect(count(articles, sentiment)).toBeGreaterThan(0);

    await page.goto('/news');
    await page.getByRole('heading', { level: 1, name: 'Daily News Hub' }).waitFor();
    await page
      .locator('.Toastify__toast-container--top-right')
      .getByText('Daily news loaded successfully from API!')
      .waitFor();
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
    expect(await card.getByLabel(/^Sentiment: Neutral, confidence (\d+%|N\/A)$/).count()).toBe(1);
    const bias = { LEFT: 'Left', CENTER: 'Neutral', RIGHT: 'Right' }[first.bias];
    expect(await card.getByText(`Bias: ${bias}`).count()).toBe(1);
    expect(await card.getByText(first.source, { exact: true }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'View Full Article' }).count()).toBe(1);

    // /news-listing is the same screen.
    await saveScreenshot(page, `news-list-${theme}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
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

  it('opens an article with its preview at once, then the detail, and closes', async () => {
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
    const link = dialog.getByRole('link', { name: 'Go to Original Article' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await dialog.getByText(`Originally published by ${first.source}`).count()).toBe(1);
    await saveScreenshot(page, `news-article-preview-${theme}`);

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
  it('copies the link and confirms it when the browser has no share sheet', async () => {
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
    try {
      await page.goto('/news');
      const first = articles.find((a) => a.sentiment === 'Neutral')!;
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
