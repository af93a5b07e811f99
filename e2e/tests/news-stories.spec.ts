/**
 * Stories on the Daily News Hub against the whole stack, offline: the sample set's reports of one
 * event by several outlets are grouped into stories at ingestion, and the page shows each story's
 * outlets, its Left / Center / Right coverage, its sentiment range and its blindspot. The
 * expectations are computed from what GET /api/news/stories answers.
 */
import {
  saveScreenshot,
  seriousA11yViolations,
  useStack,
  useThemedPage,
  waitUntil,
  type Theme,
} from '../harness';

interface Story {
  id: string;
  title: string;
  articleCount: number;
  outlets: { name: string; rating: 'LEFT' | 'CENTER' | 'RIGHT' | null }[];
  coverage: { left: number; center: number; right: number; rated: number; unrated: number };
  blindspots: ('LEFT' | 'RIGHT')[];
  tooFewRated: boolean;
  sample: boolean;
}

const run = useStack();
let stories: Story[] = [];

beforeAll(async () => {
  await waitUntil(
    async () => {
      const res = await fetch(`${run.stack.url}/api/news/stories`);
      stories = res.ok ? ((await res.json()) as Story[]) : [];
      return stories.length > 0;
    },
    'the sample stories',
    90_000,
  );
}, 100_000);

const percent = (share: number) => `${Math.round(share * 100)}%`;

describe.each<Theme>(['light', 'dark'])('in the %s theme', (theme) => {
  const current = useThemedPage(run, theme);

  it('shows story cards with outlets, coverage spread and a blindspot, and opens a story', async () => {
    const { page, errors } = current;
    // The sample set covers several events by outlets of different ratings.
    expect(stories.length).toBeGreaterThanOrEqual(3);
    expect(stories.every((s) => s.sample && s.articleCount >= 2)).toBe(true);
    const blind = stories.find((s) => s.blindspots.length === 1);
    expect(blind).toBeDefined();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/news');
    const section = page.getByRole('region', { name: 'Stories' });
    await section.waitFor();
    const cards = section.getByTestId('story-card');
    expect(await cards.count()).toBe(Math.min(stories.length, 6));

    const card = cards.filter({
      has: page.getByRole('heading', { level: 3, name: blind!.title, exact: true }),
    });
    expect(await card.count()).toBe(1);
    const outlets = card.getByRole('list', { name: 'Outlets' }).getByRole('listitem');
    expect(await outlets.count()).toBe(blind!.outlets.length);
    expect(await outlets.first().innerText()).toContain(blind!.outlets[0].name);
    const { coverage } = blind!;
    const bar = card.getByRole('img', {
      name: `Coverage by rated outlets: Left ${percent(coverage.left)}, Center ${percent(coverage.center)}, Right ${percent(coverage.right)}`,
      exact: false,
    });
    expect(await bar.count()).toBe(1);
    const side = blind!.blindspots[0] === 'LEFT' ? 'the Left' : 'the Right';
    expect(
      await card.getByText(`Blindspot: ${side} barely covers this story`, { exact: true }).count(),
    ).toBe(1);
    expect(await card.getByText(/^Sentiment across outlets: /).count()).toBe(1);
    expect(await card.getByText('Sample', { exact: true }).count()).toBe(1);

    // A story with too few rated outlets says so instead of claiming a blindspot.
    const thin = stories.slice(0, 6).find((s) => s.tooFewRated);
    if (thin) {
      const thinCard = cards.filter({
        has: page.getByRole('heading', { level: 3, name: thin.title, exact: true }),
      });
      expect(await thinCard.getByText('Too few rated outlets to judge coverage').count()).toBe(1);
      expect(await thinCard.getByText(/^Blindspot/).count()).toBe(0);
    }

    await saveScreenshot(page, `news-stories-${theme}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The story view lists its articles; one of them opens with a link back to its story.
    await card.getByRole('button', { name: 'See the full story' }).click();
    const dialog = page.getByRole('dialog');
    const list = dialog.getByRole('list', { name: 'Articles in this story' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(blind!.articleCount);
    expect(await dialog.getByRole('heading', { level: 2 }).innerText()).toBe(blind!.title);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await list.getByRole('listitem').first().getByRole('button').click();
    await page.getByTestId('article-content').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'See the full story' }).click();
    await page.getByRole('dialog').getByRole('list', { name: 'Articles in this story' }).waitFor();
    await page.getByRole('button', { name: 'Close story' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
