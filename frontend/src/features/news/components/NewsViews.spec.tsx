import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { httpError, renderWithProviders } from '../../../testing/test-utils';
import type { NewsBlindspots, NewsReadingMix, NewsStory } from '../api/types';
import { NewsPage } from './NewsPage';

jest.mock('../../../lib/api-client', () => ({
  api: { get: jest.fn(), post: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

const leftMissed: NewsStory = {
  id: 'story-border',
  title: 'Border security bill passes after months of negotiation',
  firstPublishedAt: '2026-11-20T05:00:00.000Z',
  lastPublishedAt: '2026-11-20T09:30:00.000Z',
  articleCount: 4,
  outlets: [
    { name: 'Reuters', rating: 'CENTER', articles: 1, score: 0.05, sample: false },
    { name: 'Fox News', rating: 'RIGHT', articles: 2, score: 0.41, sample: false },
    { name: 'Breitbart News', rating: 'RIGHT', articles: 1, score: 0.62, sample: false },
  ],
  coverage: { left: 0, center: 0.333, right: 0.667, rated: 3, unrated: 0 },
  sentiment: {
    low: { outlet: 'Reuters', score: 0.05 },
    high: { outlet: 'Breitbart News', score: 0.62 },
  },
  blindspots: ['LEFT'],
  tooFewRated: false,
  sample: false,
};

const feed: NewsBlindspots = { stories: [leftMissed], checked: 9, tooFewRated: 2 };

const mix = (fields: Partial<NewsReadingMix>): NewsReadingMix => ({
  days: 30,
  from: '2026-10-24',
  to: '2026-11-22',
  articles: 12,
  outlets: 5,
  counts: { left: 6, center: 3, right: 2, unrated: 1 },
  rated: 11,
  shares: { left: 0.545, center: 0.273, right: 0.182 },
  tooFewRated: false,
  sampleArticles: 0,
  ...fields,
});

function answer(readingMix: NewsReadingMix | null = null) {
  mockedApi.get.mockImplementation(async (url: string) => {
    if (url === '/api/news') return { status: 200, data: [] };
    if (url === '/api/news/blindspots') return { status: 200, data: feed };
    if (url === '/api/news/my-bias' && readingMix) return { status: 200, data: readingMix };
    throw httpError(404, { error: 'Not found', statusCode: 404 });
  });
}

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  mockedApi.post.mockResolvedValue({ status: 200, data: { firstname: 'Ada', email: 'a@x.io' } });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

describe('News hub views', () => {
  it('opens on the latest news and switches views with the tabs and the arrow keys', async () => {
    answer();
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />, { route: '/news' });
    const tabs = screen.getByRole('tablist', { name: 'News views' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['Latest news', 'true'],
      ['Blindspots', 'false'],
      ['My news bias', 'false'],
    ]);
    await user.click(screen.getByRole('tab', { name: 'Blindspots' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/news?view=blindspots');
    expect(await screen.findByRole('heading', { level: 2, name: 'Blindspots' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My news bias' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/news?view=my-bias');
  });

  it('lists the stories one side barely covers, and what was checked', async () => {
    answer();
    renderWithProviders(<NewsPage />, { route: '/news?view=blindspots' });
    const list = await screen.findByTestId('blindspot-feed');
    const card = within(list).getByTestId('story-card');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(leftMissed.title);
    expect(within(card).getByText('Blindspot: the Left barely covers this story')).toBeVisible();
    expect(screen.getByTestId('blindspot-checked')).toHaveTextContent(
      'Checked 9 recent stories reported by 3 or more outlets. 2 of them had fewer than 3 rated outlets: too few to judge, so they are not listed.',
    );
    expect(mockedApi.get).toHaveBeenCalledWith('/api/news/blindspots', expect.anything());
  });

  it('asks a signed-out reader to log in for their news bias', async () => {
    answer();
    renderWithProviders(<NewsPage />, { route: '/news?view=my-bias' });
    const panel = await screen.findByRole('region', { name: 'My news bias' });
    expect(within(panel).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(mockedApi.get).not.toHaveBeenCalledWith('/api/news/my-bias', expect.anything());
  });

  it('shows a signed-in reader the mix of their outlets with the counts behind it', async () => {
    signIn();
    answer(mix({}));
    renderWithProviders(<NewsPage />, { route: '/news?view=my-bias' });
    const panel = await screen.findByRole('region', { name: 'My news bias' });
    expect(
      await within(panel).findByText(
        '12 articles you opened over the last 30 days, from 5 outlets.',
      ),
    ).toBeVisible();
    const counts = within(panel).getByRole('list', { name: "Articles by their outlet's rating" });
    expect(counts).toHaveTextContent('Left6Center3Right2Not rated1');
    const verdict =
      'Of the 11 from rated outlets, 55% came from outlets rated Left, 27% Center and 18% Right.';
    expect(within(panel).getByTestId('reading-mix-verdict')).toHaveTextContent(verdict);
    expect(within(panel).getByRole('img', { name: verdict })).toBeInTheDocument();
    expect(panel).toHaveTextContent("These are the outlets' own ratings (AllSides)");
    expect(mockedApi.get).toHaveBeenCalledWith('/api/news/my-bias', {
      headers: { Authorization: 'Bearer token-1' },
      signal: expect.any(AbortSignal),
    });
  });

  it('claims no mix from a few reads, and counts sample articles apart', async () => {
    signIn();
    answer(
      mix({
        articles: 3,
        outlets: 2,
        counts: { left: 2, center: 1, right: 0, unrated: 0 },
        rated: 3,
        shares: { left: 0.667, center: 0.333, right: 0 },
        tooFewRated: true,
        sampleArticles: 4,
      }),
    );
    renderWithProviders(<NewsPage />, { route: '/news?view=my-bias' });
    const panel = await screen.findByRole('region', { name: 'My news bias' });
    expect(await within(panel).findByTestId('reading-mix-verdict')).toHaveTextContent(
      'Only 3 articles came from rated outlets: too few to say which way your reading leans.',
    );
    // The counts, but no shares and no bar.
    expect(
      within(panel).getByRole('list', { name: "Articles by their outlet's rating" }),
    ).toBeVisible();
    expect(within(panel).queryByRole('img')).toBeNull();
    expect(panel).not.toHaveTextContent('%');
    expect(panel).toHaveTextContent(
      'You also opened 4 sample articles: their outlets and ratings are made up, so they are not counted.',
    );
  });
});
