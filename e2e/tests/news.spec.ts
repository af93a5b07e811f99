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
  bias: 'LEFT' | 'CENTER' | 'RIGHT' | null;
  biasConfidence: number | null;
  biasUncertain: boolean;
  outlet: { name: string; rating: 'LEFT' | 'CENTER' | 'RIGHT'; sample: boolean } | null;
  source: string;
  publishedAt: string;
  sample: boolean;
}

const SENTIMENTS = ['Positive', 'Neutral', 'Negative'] as const;
const PAGE_SIZE = 30;
const LEANING = { LEFT: 'Left', CENTER: 'Center', RIGHT: 'Right' } as const;

/** What a card says of an article's outlet: its rating, always attributed. */
function outletText(outlet: ApiArticle['outlet']): string {
  if (!outlet) return 'Outlet not rated';
  return outlet.sample
    ? `Sample outlet, sample rating: ${LEANING[outlet.rating]}`
    : `Outlet rated ${LEANING[outlet.rating]} by AllSides`;
}

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

/**
 * The sentiments the models gave at least one article, fewest first (ties in the filters' order).
 * The samples carry no labels: what each reads as is the models' call, and a model can leave a
 * sentiment without articles (the accurate one reads most headlines as Neutral).
 */
function presentSentiments(): (typeof SENTIMENTS)[number][] {
  return SENTIMENTS.filter((s) => count(articles, s) > 0).sort(
    (a, b) => count(articles, a) - count(articles, b),
  );
}

/** The page opens on Neutral; the tests that open cards use it, or the models' most common reading. */
function listedSentiment(): (typeof SENTIMENTS)[number] {
  return count(articles, 'Neutral') > 0 ? 'Neutral' : presentSentiments().at(-1)!;
}

/** The News page with the cards of `listedSentiment()` shown. */
async function openListed(page: Page): Promise<void> {
  await page.goto('/news');
  await heading(page).waitFor();
  const sentiment = listedSentiment();
  if (sentiment !== 'Neutral')
    await page.getByRole('button', { name: new RegExp(`^${sentiment}`) }).click();
  await page.getByTestId('news-card').first().waitFor();
}

describe.each<Theme>(['light', 'dark'])('in the %s theme', (theme) => {
  const current = useThemedPage(run, theme);

  it('lists the seeded articles as samples, says the feeds are unreachable, and no success toast', async () => {
    const { page, errors } = current;
    // Fiction under fictional outlets only, never a real outlet's name.
    expect(articles.every((a) => a.source.endsWith(' (sample)'))).toBe(true);
    expect(articles.every((a) => a.sample)).toBe(true);
    // Every sample carries a reading (one of the three, or Mixed); which ones is the models' call.
    expect(articles.every((a) => [...SENTIMENTS, 'Mixed'].includes(a.sentiment as string))).toBe(
      true,
    );

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

    // The cards of the filter the page opens on (or, had the models read nothing as Neutral, of
    // their most common reading once chosen).
    const listed = listedSentiment();
    if (listed !== 'Neutral') {
      await page.getByText('No Neutral news found', { exact: true }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${listed}`) }).click();
    }
    const cards = page.getByTestId('news-card');
    expect(await cards.count()).toBe(Math.min(count(articles, listed), PAGE_SIZE));
    const first = articles.find((a) => a.sentiment === listed)!;
    const card = cards.first();
    expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(first.title);
    expect(await card.getByText('Sample', { exact: true }).count()).toBe(1);
    // The time the article was published, not midnight of its day.
    expect(await card.locator('time').getAttribute('datetime')).toBe(first.publishedAt);
    expect(
      await card.getByLabel(new RegExp(`^Sentiment: ${listed}, confidence (\\d+%|N\\/A)$`)).count(),
    ).toBe(1);
    // The article's own leaning only where the API sends one, and apart from it the outlet's
    // rating, attributed.
    const reads = card.getByText(/^This article reads: /);
    if (first.bias) {
      expect(await reads.textContent()).toMatch(
        new RegExp(`^This article reads: ${LEANING[first.bias]}(\\d+%|N\\/A)`),
      );
    } else {
      expect(await reads.count()).toBe(0);
    }
    expect(await card.getByTestId('outlet-rating').innerText()).toBe(outletText(first.outlet));
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

  it("shows a card whose leaning is uncertain with its outlet's attributed rating alone", async () => {
    const { page, errors } = current;
    // The sample outlets are in no outlet table, so the bias model's readings of them are marked
    // uncertain, and the API sends no leaning for them.
    const uncertain = articles.find((a) => a.biasUncertain && a.outlet);
    expect(uncertain).toBeDefined();
    expect([uncertain!.bias, uncertain!.biasConfidence]).toEqual([null, null]);
    await page.goto('/news');
    await heading(page).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${uncertain!.sentiment}`) }).click();
    await page.getByPlaceholder('Search news articles...').fill(uncertain!.title);
    const card = page
      .getByTestId('news-card')
      .filter({ has: page.getByRole('heading', { level: 3, name: uncertain!.title }) });
    await card.waitFor();
    const rating = card.getByTestId('outlet-rating');
    expect(await rating.innerText()).toBe(outletText(uncertain!.outlet));
    expect(await rating.innerText()).toMatch(/^Sample outlet, sample rating: (Left|Center|Right)$/);
    // Nothing that looks like a reading of the article's leaning, and no verdict on the outlet.
    const text = await card.innerText();
    expect(text).not.toMatch(/This article reads|reads:|unreliable|chance/i);
    expect(await card.locator('.news-bias').count()).toBe(0);

    // The article view says so in words, apart from the outlet.
    await card.getByRole('button', { name: 'View Full Article' }).click();
    const reading = page.getByRole('region', { name: 'How SentiLog read this article' });
    await reading.waitFor();
    expect(await reading.innerText()).not.toMatch(/This article reads|unreliable|chance/i);
    await reading
      .getByText(
        'No leaning is shown for the article itself: SentiLog could not read one from its text with enough confidence.',
        { exact: false },
      )
      .waitFor();
    await reading
      .getByText(`${uncertain!.outlet!.name} is a made-up outlet of the sample articles`, {
        exact: false,
      })
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `news-uncertain-leaning-${theme}`, { fullPage: false });
    expect(errors).toEqual([]);
  });

  it('changes counts and heading with the filters and the search', async () => {
    const { page, errors } = current;
    await page.goto('/news');
    await heading(page).waitFor();
    expect(await filterCounts(page)).toEqual(expectedCounts(articles));

    // Each filter lists what the models read that way, or says there is none.
    const cards = page.getByTestId('news-card');
    const empty = page.getByRole('status').filter({ hasText: /^No \w+ news found/ });
    for (const sentiment of SENTIMENTS) {
      const n = count(articles, sentiment);
      const filter = page.getByRole('button', { name: new RegExp(`^${sentiment}`) });
      await filter.click();
      expect(await filter.getAttribute('aria-pressed')).toBe('true');
      expect(await heading(page).innerText()).toBe(`${sentiment} News (${n})`);
      expect(await cards.count()).toBe(Math.min(n, PAGE_SIZE));
      if (n > 0) {
        expect(await empty.count()).toBe(0);
        const badges = await cards.getByLabel(/^Sentiment: /).all();
        expect(badges.length).toBe(Math.min(n, PAGE_SIZE));
        for (const badge of badges)
          expect(await badge.getAttribute('aria-label')).toMatch(
            new RegExp(`^Sentiment: ${sentiment}(,|$)`),
          );
      } else {
        // A sentiment the models gave no article: the page's empty state for a filter.
        await empty.getByText(`No ${sentiment} news found`, { exact: true }).waitFor();
        await empty
          .getByText('Try choosing a different sentiment filter.', { exact: true })
          .waitFor();
        await saveScreenshot(page, `news-filter-empty-${theme}`);
      }
    }

    // The least common sentiment the models gave, and a word from the title of one of its
    // articles, typed in upper case: the search ignores case.
    const [sentiment] = presentSentiments();
    await page.getByRole('button', { name: new RegExp(`^${sentiment}`) }).click();
    const word = articles
      .find((a) => a.sentiment === sentiment)!
      .title.split(/\W+/)
      .find((w) => w.length >= 5)!;
    const found = matching(word);
    expect(count(found, sentiment)).toBeGreaterThan(0);
    await page.getByPlaceholder('Search news articles...').fill(word.toUpperCase());
    const expected = `${sentiment} News matching "${word.toUpperCase()}" (${count(found, sentiment)})`;
    await page.getByRole('heading', { name: expected, exact: true }).waitFor();
    expect(await filterCounts(page)).toEqual(expectedCounts(found));
    expect(await cards.count()).toBe(count(found, sentiment));
    await saveScreenshot(page, `news-search-${theme}`);

    await page.getByPlaceholder('Search news articles...').fill('zzqx no such words');
    await page.getByText(`No ${sentiment} news found for "zzqx no such words"`).waitFor();
    await page
      .getByText('Try adjusting your search terms or choosing a different sentiment filter.')
      .waitFor();
    expect(await filterCounts(page)).toEqual({ Positive: 0, Neutral: 0, Negative: 0 });
    await saveScreenshot(page, `news-empty-${theme}`);
    expect(errors).toEqual([]);
  });

  it('opens a sample with its preview at once, then the detail, without a link to an original, and closes', async () => {
    const { page, errors } = current;
    await openListed(page);
    const first = articles.find((a) => a.sentiment === listedSentiment())!;
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
      ...articles.find((a) => a.sentiment === listedSentiment())!,
      url: 'https://news.example/world/markets-hold-steady',
      source: 'Example News',
      sample: false,
    };
    await page.route('**/api/news', (route) =>
      route.fulfill({ json: [first, ...articles.filter((a) => a.id !== first.id)] }),
    );
    try {
      await openListed(page);
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
