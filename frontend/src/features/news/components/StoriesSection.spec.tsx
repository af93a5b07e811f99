import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { httpError, renderWithProviders } from '../../../testing/test-utils';
import type { ApiArticle, NewsStory, NewsStoryDetail } from '../api/types';
import { NewsPage } from './NewsPage';
import { StoriesSection } from './StoriesSection';

jest.mock('../../../lib/api-client', () => ({
  api: { get: jest.fn(), post: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

const border: NewsStory = {
  id: 'story-border',
  title: 'Border security bill passes after months of negotiation',
  firstPublishedAt: '2026-11-20T05:00:00.000Z',
  lastPublishedAt: '2026-11-20T09:30:00.000Z',
  articleCount: 4,
  outlets: [
    { name: 'Associated Press', rating: 'CENTER', articles: 1, score: 0.05, sample: false },
    { name: 'Fox News', rating: 'RIGHT', articles: 2, score: 0.41, sample: false },
    { name: 'Breitbart News', rating: 'RIGHT', articles: 1, score: 0.62, sample: false },
  ],
  coverage: { left: 0, center: 0.333, right: 0.667, rated: 3, unrated: 0 },
  sentiment: {
    low: { outlet: 'Associated Press', score: 0.05 },
    high: { outlet: 'Breitbart News', score: 0.62 },
  },
  blindspots: ['LEFT'],
  tooFewRated: false,
  sample: false,
};

const chips: NewsStory = {
  id: 'story-chips',
  title: 'Chip factory opens, bringing 3,000 jobs to former mill town',
  firstPublishedAt: '2026-11-20T04:00:00.000Z',
  lastPublishedAt: '2026-11-20T04:30:00.000Z',
  articleCount: 2,
  outlets: [
    {
      name: 'Copperfield Gazette (sample)',
      rating: 'CENTER',
      articles: 1,
      score: 0.7,
      sample: true,
    },
    {
      name: 'Lantern Street Bulletin (sample)',
      rating: null,
      articles: 1,
      score: -0.2,
      sample: true,
    },
  ],
  coverage: { left: 0, center: 1, right: 0, rated: 1, unrated: 1 },
  sentiment: {
    low: { outlet: 'Lantern Street Bulletin (sample)', score: -0.2 },
    high: { outlet: 'Copperfield Gazette (sample)', score: 0.7 },
  },
  blindspots: [],
  tooFewRated: true,
  sample: true,
};

describe('StoriesSection', () => {
  it('shows each story’s outlets, coverage spread, sentiment range and blindspot', async () => {
    const onOpen = jest.fn();
    render(<StoriesSection stories={[border, chips]} onOpen={onOpen} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Stories' })).toBeInTheDocument();
    const cards = screen.getAllByTestId('story-card');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent(border.title);
    expect(first.getByText('4 articles · 3 outlets')).toBeInTheDocument();
    const outlets = first.getByRole('list', { name: 'Outlets' });
    expect(
      within(outlets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Associated PressCenter', 'Fox NewsRight', 'Breitbart NewsRight']);
    // Each outlet's rating is attributed (here on hover: the chip holds the one word).
    expect(within(outlets).getAllByRole('listitem')[0]).toHaveAttribute(
      'title',
      'Outlet rated Center by AllSides',
    );
    expect(
      first.getByRole('img', {
        name: 'Coverage by rated outlets: Left 0%, Center 33%, Right 67% (3 rated outlets)',
      }),
    ).toBeInTheDocument();
    expect(first.getByText('Blindspot: the Left barely covers this story')).toBeInTheDocument();
    expect(
      first.getByText(
        'Sentiment across outlets: +0.05 (Associated Press) to +0.62 (Breitbart News)',
      ),
    ).toBeInTheDocument();
    expect(first.queryByText('Sample')).not.toBeInTheDocument();

    // Thin data: no blindspot claimed, and the unrated outlet counted apart.
    const second = within(cards[1]);
    expect(second.getByText('Too few rated outlets to judge coverage')).toBeInTheDocument();
    expect(second.queryByText(/Blindspot/)).not.toBeInTheDocument();
    expect(
      second.getByRole('img', {
        name: 'Coverage by rated outlets: Left 0%, Center 100%, Right 0% (1 rated outlet, 1 not rated)',
      }),
    ).toBeInTheDocument();
    expect(
      second.getByText(
        'Sentiment across outlets: \u22120.20 (Lantern Street Bulletin (sample)) to +0.70 (Copperfield Gazette (sample))',
      ),
    ).toBeInTheDocument();
    // A sample outlet's rating is a sample rating, and says so.
    expect(
      within(second.getByRole('list', { name: 'Outlets' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Copperfield Gazette (sample)Center (sample rating)',
      'Lantern Street Bulletin (sample)not rated',
    ]);
    expect(second.getByText('Sample')).toBeInTheDocument();

    await userEvent.click(second.getByRole('button', { name: 'See the full story' }));
    expect(onOpen).toHaveBeenCalledWith('story-chips');
  });

  it('renders nothing without stories', () => {
    const { container } = render(<StoriesSection stories={[]} onOpen={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('News page with stories', () => {
  const article = (id: string, source: string, rating: 'CENTER' | 'RIGHT'): ApiArticle => ({
    id,
    url: `https://news.example/${id}`,
    title: `Border bill report from ${source}`,
    description: 'The bill passed.',
    category: 'Politics',
    source,
    sentiment: 'Neutral',
    confidence: 0.8,
    score: 0.1,
    bias: 'CENTER',
    biasConfidence: 0.6,
    outlet: { name: source, rating, sample: false },
    publishedAt: '2026-11-20T09:00:00.000Z',
  });
  const articles = [
    article('a1', 'Associated Press', 'CENTER'),
    article('a2', 'Fox News', 'RIGHT'),
  ];
  const detail: NewsStoryDetail = {
    ...border,
    articles: articles as NewsStoryDetail['articles'],
  };

  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedApi.get.mockImplementation(async (url: string) => {
      if (url === '/api/news') return { status: 200, data: articles };
      if (url === '/api/news/stories') return { status: 200, data: [border] };
      if (url === '/api/news/stories/story-border') return { status: 200, data: detail };
      if (url === '/api/news/a1')
        return { status: 200, data: { ...articles[0], content: 'Body.', storyId: 'story-border' } };
      if (url === '/api/news/a2')
        return { status: 200, data: { ...articles[1], content: 'Body.', storyId: null } };
      throw httpError(404, { error: 'Not found', statusCode: 404 });
    });
  });
  afterEach(() => {
    jest.clearAllMocks();
    jest.restoreAllMocks();
  });

  it('lists the stories, opens one with its articles, and links an article to its story', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    const card = await screen.findByTestId('story-card');
    // Read once the list is loaded, after it.
    const urls = mockedApi.get.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url === '/api/news/stories')).toHaveLength(1);
    expect(urls.indexOf('/api/news')).toBeLessThan(urls.indexOf('/api/news/stories'));

    // The story view lists its articles with each outlet's rating.
    await user.click(within(card).getByRole('button', { name: 'See the full story' }));
    const story = await screen.findByRole('dialog');
    const list = await within(story).findByRole('list', { name: 'Articles in this story' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Outlet rated Right by AllSides')).toBeInTheDocument();
    expect(within(story).getByText('Blindspot: the Left barely covers this story')).toBeVisible();

    // An article of the story opens in the article view, which links back to its story.
    await user.click(
      within(list).getByRole('button', { name: 'Border bill report from Associated Press' }),
    );
    const modal = await screen.findByRole('dialog');
    await within(modal).findByTestId('article-content');
    await user.click(within(modal).getByRole('button', { name: 'See the full story' }));
    expect(
      await within(await screen.findByRole('dialog')).findByRole('list', {
        name: 'Articles in this story',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close story' }));

    // An article alone in its event has no such link.
    await user.click(screen.getAllByRole('button', { name: 'View Full Article' })[1]);
    const alone = await screen.findByRole('dialog');
    await within(alone).findByTestId('article-content');
    expect(within(alone).queryByRole('button', { name: 'See the full story' })).toBeNull();
  });

  it('shows the articles without stories when the stories cannot be read', async () => {
    mockedApi.get.mockImplementation(async (url: string) => {
      if (url === '/api/news') return { status: 200, data: articles };
      throw httpError(503, { error: 'Service unavailable', statusCode: 503 });
    });
    renderWithProviders(<NewsPage />);
    expect(await screen.findAllByTestId('news-card')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Stories' })).toBeNull();
    // Said in the console, not to the reader: the articles are all there.
    expect(console.warn).toHaveBeenCalledWith('Loading the stories failed', expect.any(Error));
    expect(screen.queryByText(/stor(y|ies)/i)).toBeNull();
  });
});
