import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { httpError, renderWithProviders, settle } from '../../../testing/test-utils';
import type { ApiArticle } from '../api/types';
import { NewsPage } from './NewsPage';

jest.mock('../../../lib/api-client', () => ({
  api: { get: jest.fn(), post: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

const longText = [
  'The city council approved a new plan for the riverside park on Monday evening.',
  'Residents who spoke at the meeting were divided over the cost of the project.',
].join('\n');

const articles: ApiArticle[] = [
  {
    id: 'a1',
    url: 'https://news.example/a1',
    title: 'Council approves riverside park',
    description: 'The plan passed after a long debate.',
    text: `${longText} [+2100 chars]`,
    category: 'Politics',
    source: 'Example Times',
    author: 'Dana Reyes',
    sentiment: 'Neutral',
    confidence: 0.873,
    bias: 'CENTER',
    biasConfidence: 0.64,
    publishedAt: '2026-11-20T14:30:00Z',
    readTime: '4 min read',
    tags: ['city', 'parks'],
  },
  {
    id: 'a2',
    url: 'https://news.example/a2',
    title: 'Markets hold steady',
    description: 'Stocks closed flat.',
    text: '',
    category: 'Business',
    source: 'Money Daily',
    sentiment: 'Neutral',
    confidence: 0.51,
    uncertain: true,
    bias: 'RIGHT',
    biasConfidence: 0.7,
    biasUncertain: true,
    outlet: { name: 'Money Daily', rating: 'LEFT' },
  },
  {
    id: 'a3',
    url: 'https://news.example/a3',
    title: 'Volunteers rebuild playground',
    description: 'Children celebrate a bright new park.',
    category: 'Community',
    source: 'Local Post',
    sentiment: 'Positive',
    confidence: 0.92,
    bias: 'LEFT',
    biasConfidence: 0.55,
  },
  // The same article again (same id): shown once.
  { id: 'a3', url: 'https://news.example/a3-copy', title: 'Duplicate', sentiment: 'Positive' },
  {
    id: 'a4',
    url: 'https://news.example/a4',
    title: 'Storm floods valley',
    description: 'Farmers fear for the harvest.',
    category: 'Weather',
    source: 'Valley News',
    sentiment: 'Negative',
    confidence: 0.004,
  },
];

const onlineStatus = {
  lastRunAt: '2026-11-20T15:00:00.000Z',
  sources: 18,
  unreachable: 0,
  lastLiveFetchAt: '2026-11-20T15:00:00.000Z',
  showingSamples: false,
};

/**
 * Answers the list, the detail of a1 and, when given, the feed status: one status per call in
 * order, the last one repeated (a refresh reads it before asking for a run, then until it moves).
 */
function answer(list: unknown = articles, statuses: object[] = []) {
  let statusCalls = 0;
  mockedApi.get.mockImplementation(async (url: string) => {
    if (url === '/api/news') return { status: 200, data: list };
    if (url === '/api/news/status' && statuses.length > 0) {
      return { status: 200, data: statuses[Math.min(statusCalls++, statuses.length - 1)] };
    }
    if (url === '/api/news/a1')
      return {
        status: 200,
        data: { ...articles[0], content: 'Full article body.\nSecond paragraph.', author: 'D. R.' },
      };
    throw httpError(404, { error: 'Article not found', statusCode: 404 });
  });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

async function renderLoaded() {
  const user = userEvent.setup();
  renderWithProviders(<NewsPage />);
  await screen.findByRole('heading', { name: 'Neutral News (2)' });
  return user;
}

describe('News page: loading', () => {
  it("shows 'Fetching data from API...', then the Neutral articles and the success toast", async () => {
    answer();
    renderWithProviders(<NewsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Daily News Hub' })).toBeInTheDocument();
    expect(screen.getByText("AI-powered sentiment analysis of today's headlines")).toBeVisible();
    expect(screen.getByText('Fetching data from API...')).toBeInTheDocument();
    expect(await screen.findByText('Daily news loaded successfully from API!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Neutral News (2)' })).toBeInTheDocument();
    expect(mockedApi.get).toHaveBeenCalledWith('/api/news');
    const cards = screen.getAllByTestId('news-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByLabelText('Sentiment: Neutral, confidence 87%')).toHaveTextContent(
      'Neutral87%',
    );
    expect(first.getByText('Politics')).toBeInTheDocument();
    expect(first.getByText('The plan passed after a long debate.')).toBeInTheDocument();
    expect(first.getByText('Example Times')).toBeInTheDocument();
    // The article's own reading and the outlet's rating, apart and worded apart.
    expect(first.getByText('This article reads: Center')).toHaveTextContent(
      'This article reads: Center64%',
    );
    expect(first.getByTestId('outlet-rating')).toHaveTextContent('Outlet not rated');
    const second = within(cards[1]);
    expect(first.queryByTestId('uncertain-note')).not.toBeInTheDocument();
    expect(second.getByTestId('uncertain-note')).toHaveTextContent(
      'Uncertain — the text may be ironic or mixed',
    );
    // An uncertain leaning is not shown at all (even from an answer that carried one): only the
    // outlet's rating, attributed.
    expect(second.queryByText(/This article reads/)).toBeNull();
    expect(second.queryByText(/Right/)).toBeNull();
    expect(second.getByTestId('outlet-rating')).toHaveTextContent('Outlet rated Left by AllSides');
    for (const card of cards) {
      expect(card).not.toHaveTextContent(/unreliable|chance/);
      // 'Neutral' is a sentiment only, never a leaning.
      expect(within(card).getByTestId('outlet-rating')).not.toHaveTextContent(/Neutral/);
    }
    expect(first.getByRole('button', { name: 'View Full Article' })).toBeInTheDocument();
  });

  it('shows the error panel, the error toast, and loads again on Try Again', async () => {
    mockedApi.get.mockRejectedValueOnce(httpError(500, { error: 'boom' }));
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    expect(
      await screen.findByText(
        'Failed to fetch daily news. Please ensure your backend is running on port 8080 and the /api/news route is implemented.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load news articles from API')).toBeInTheDocument();
    answer();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Neutral News (2)' })).toBeInTheDocument();
  });

  it('treats an answer that is not a list as a failure', async () => {
    answer({ articles: [] });
    renderWithProviders(<NewsPage />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('re-reads the list on Refresh and asks for an ingestion', async () => {
    answer();
    mockedApi.post.mockResolvedValue({ status: 202, data: {} });
    const user = await renderLoaded();
    answer(articles.slice(1));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Neutral News (1)' })).toBeInTheDocument();
    expect(mockedApi.post).toHaveBeenCalledWith('/api/news/refresh');
    expect(mockedApi.get.mock.calls.filter(([url]) => url === '/api/news')).toHaveLength(2);
    // Without the feed status nothing tells when the run ends: it says so.
    expect(screen.getByTestId('refresh-report')).toHaveTextContent(
      'The feeds are taking a while to answer. New articles will appear here when they arrive.',
    );
  });

  it('shows each card at the time it was published, not at midnight of its day', async () => {
    answer([{ ...articles[0], date: '2026-11-20', publishedAt: '2026-11-20T14:30:00Z' }]);
    renderWithProviders(<NewsPage />);
    const card = await screen.findByTestId('news-card');
    expect(within(card).getByText(formatDate('2026-11-20T14:30:00Z'))).toHaveAttribute(
      'datetime',
      '2026-11-20T14:30:00Z',
    );
    expect(within(card).queryByText(formatDate('2026-11-20'))).toBeNull();
  });
});

describe('News page: offline, with the sample articles', () => {
  const samples: ApiArticle[] = articles.map((article) => ({
    ...article,
    id: `sample-${String(article.id)}`,
    source: 'The Harbour Ledger (sample)',
    url: `https://demo.sentilog.invalid/${String(article.id)}`,
    sample: true,
  }));
  const offline = {
    lastRunAt: '2026-11-20T15:00:00.000Z',
    sources: 12,
    unreachable: 12,
    lastLiveFetchAt: null,
    showingSamples: true,
  };

  it('says the feeds are unreachable, shows no success toast and marks every card', async () => {
    answer(samples, [offline]);
    renderWithProviders(<NewsPage />);
    const notice = await screen.findByTestId('feed-notice');
    expect(notice).toHaveTextContent('Live feeds are unreachable — showing sample articles');
    expect(notice).toHaveTextContent('No live feed has been read yet.');
    expect(screen.getAllByTestId('news-card')).toHaveLength(2);
    for (const card of screen.getAllByTestId('news-card')) {
      expect(within(card).getByText('Sample')).toBeInTheDocument();
    }
    await settle();
    expect(screen.queryByText('Daily news loaded successfully from API!')).toBeNull();
  });

  it('names when the last live fetch succeeded', async () => {
    answer(samples, [{ ...offline, lastLiveFetchAt: '2026-11-18T09:15:00.000Z' }]);
    renderWithProviders(<NewsPage />);
    expect(await screen.findByTestId('feed-notice')).toHaveTextContent(
      `The last live fetch succeeded ${formatDate('2026-11-18T09:15:00.000Z')}.`,
    );
  });

  it('opens a sample without an outbound link or a share', async () => {
    answer(samples, [offline]);
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    await screen.findByTestId('feed-notice');
    await user.click(screen.getAllByRole('button', { name: 'View Full Article' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('link', { name: /Go to Original Article/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Share Article' })).toBeNull();
    expect(dialog).toHaveTextContent('there is no original to open');
    expect(dialog.innerHTML).not.toContain('demo.sentilog.invalid');
  });

  it('says on Refresh that the feeds are still unreachable', async () => {
    answer(samples, [offline, offline, { ...offline, lastRunAt: '2026-11-20T15:05:00.000Z' }]);
    mockedApi.post.mockResolvedValue({ status: 202, data: {} });
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    await screen.findByTestId('feed-notice');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(screen.getByTestId('refresh-report')).toHaveTextContent(
        'Live feeds are still unreachable — showing sample articles.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('counts what a refresh brought once the feeds answer again', async () => {
    answer(samples, [offline]);
    mockedApi.post.mockResolvedValue({ status: 202, data: {} });
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    await screen.findByTestId('feed-notice');
    answer(articles, [offline, { ...onlineStatus, lastRunAt: '2026-11-20T15:05:00.000Z' }]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(screen.getByTestId('refresh-report')).toHaveTextContent('4 new articles loaded.'),
    );
    expect(screen.queryByTestId('feed-notice')).toBeNull();
    expect(await screen.findByText('Daily news loaded successfully from API!')).toBeInTheDocument();
  });

  it("shows the server's words when refreshes are refused", async () => {
    answer(samples, [offline]);
    const wait = 'Too many requests. Please wait a minute and try again.';
    mockedApi.post.mockRejectedValue(httpError(429, { error: wait, statusCode: 429 }));
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    await screen.findByTestId('feed-notice');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('refresh-report')).toHaveTextContent(wait));
  });
});

describe('News page: search and filter', () => {
  it('defaults to Neutral with counts on every button, and switches filter', async () => {
    answer();
    const user = await renderLoaded();
    const neutral = screen.getByRole('button', { name: /^Neutral/ });
    expect(neutral).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('count-Positive')).toHaveTextContent('1');
    expect(screen.getByTestId('count-Neutral')).toHaveTextContent('2');
    expect(screen.getByTestId('count-Negative')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: /^Negative/ }));
    expect(screen.getByRole('heading', { name: 'Negative News (1)' })).toBeInTheDocument();
    // A confidence under 0.5% shows N/A.
    expect(screen.getByLabelText('Sentiment: Negative, confidence N/A')).toBeInTheDocument();
    expect(neutral).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters by the search, with counts and heading following it', async () => {
    answer();
    const user = await renderLoaded();
    await user.type(screen.getByPlaceholderText('Search news articles...'), 'PARK');
    expect(
      await screen.findByRole('heading', { name: 'Neutral News matching "PARK" (1)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('count-Positive')).toHaveTextContent('1');
    expect(screen.getByTestId('count-Neutral')).toHaveTextContent('1');
    expect(screen.getByTestId('count-Negative')).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: /^Negative/ }));
    expect(screen.getByText('No Negative news found for "PARK"')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search terms or choosing a different sentiment filter.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Search news articles...'));
    expect(await screen.findByRole('heading', { name: 'Negative News (1)' })).toBeInTheDocument();
  });

  it('suggests only another filter when nothing matches without a search', async () => {
    answer(articles.filter((a) => a.sentiment !== 'Positive'));
    const user = await renderLoaded();
    await user.click(screen.getByRole('button', { name: /^Positive/ }));
    expect(screen.getByText('No Positive news found')).toBeInTheDocument();
    expect(screen.getByText('Try choosing a different sentiment filter.')).toBeInTheDocument();
  });
});

describe('News page: long lists', () => {
  it('renders 30 cards at first and the rest on request, starting again on a new filter', async () => {
    const many: ApiArticle[] = Array.from({ length: 75 }, (_, i) => ({
      id: `n${i}`,
      url: `https://news.example/n${i}`,
      title: `Article ${i}`,
      sentiment: i < 70 ? 'Neutral' : 'Positive',
    }));
    answer(many);
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    await screen.findByRole('heading', { name: 'Neutral News (70)' });
    expect(screen.getAllByTestId('news-card')).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: 'Show more articles (40 more)' }));
    expect(screen.getAllByTestId('news-card')).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'Show more articles (10 more)' }));
    expect(screen.getAllByTestId('news-card')).toHaveLength(70);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Positive/ }));
    expect(screen.getAllByTestId('news-card')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: /^Neutral/ }));
    expect(screen.getAllByTestId('news-card')).toHaveLength(30);
  });
});

describe('News page: the article modal', () => {
  it('opens with the preview at once, then shows the detail', async () => {
    let finish: (value: unknown) => void = () => undefined;
    answer();
    const user = await renderLoaded();
    mockedApi.get.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await user.click(screen.getAllByRole('button', { name: 'View Full Article' })[0]);

    const dialog = screen.getByRole('dialog', { name: 'Council approves riverside park' });
    const modal = within(dialog);
    expect(mockedApi.get).toHaveBeenLastCalledWith('/api/news/a1', expect.anything());
    expect(modal.getByText('Loading full article content...')).toBeInTheDocument();
    // The preview: both paragraphs, the marker gone, and the truncated note.
    expect(modal.getByTestId('article-preview')).toHaveTextContent(
      'The city council approved a new plan',
    );
    expect(modal.getByTestId('article-preview')).not.toHaveTextContent('[+2100 chars]');
    expect(modal.getByText('Full content is available on the original site.')).toBeVisible();
    expect(modal.getByText('By Dana Reyes')).toBeInTheDocument();
    expect(modal.getByText('4 min read')).toBeInTheDocument();
    expect(modal.getByText('#city')).toBeInTheDocument();
    expect(modal.getByText('#parks')).toBeInTheDocument();
    expect(modal.getByText('Example Times')).toBeInTheDocument();
    const original = modal.getByRole('link', { name: 'Go to Original Article' });
    expect(original).toHaveAttribute('href', 'https://news.example/a1');
    expect(original).toHaveAttribute('target', '_blank');
    expect(original.getAttribute('rel')).toContain('noopener');

    await act(async () =>
      finish({
        status: 200,
        data: { ...articles[0], content: 'Full article body.\nSecond paragraph.', author: 'D. R.' },
      }),
    );
    expect(modal.getByTestId('article-content')).toHaveTextContent(
      'Full article body.Second paragraph.',
    );
    expect(modal.queryByText('Loading full article content...')).not.toBeInTheDocument();
    expect(modal.getByText('By D. R.')).toBeInTheDocument();
  });

  it('keeps the preview and shows the toast when the detail fails', async () => {
    answer();
    const user = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Markets hold steady' }));
    expect(
      await screen.findByText('Failed to load full article content. Displaying brief.'),
    ).toBeInTheDocument();
    const modal = within(screen.getByRole('dialog'));
    // Only a 19-character description: the preview points to the original article.
    expect(modal.getByText(/preview of this article is short or unavailable/)).toBeInTheDocument();
    expect(modal.queryByText('Loading full article content...')).not.toBeInTheDocument();
    // The defaults: author falls back to the source, the read time to 5 min, tags to the category.
    expect(modal.getByText('By Money Daily')).toBeInTheDocument();
    expect(modal.getByText('5 min read')).toBeInTheDocument();
    expect(modal.getByText('#Business')).toBeInTheDocument();
  });

  it('closes on the close button and on Escape', async () => {
    answer();
    const user = await renderLoaded();
    await user.click(screen.getAllByRole('button', { name: 'View Full Article' })[0]);
    await screen.findByTestId('article-content');
    expect(screen.getByText(/Originally published by/)).toHaveTextContent(
      'Originally published by Example Times',
    );
    await user.click(screen.getByRole('button', { name: 'Close article' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'View Full Article' })[1]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    answer();
    const user = await renderLoaded();
    await user.click(screen.getAllByRole('button', { name: 'View Full Article' })[1]);
    await user.click(within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shares through the Web Share API when the browser has it', async () => {
    answer();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    try {
      const user = await renderLoaded();
      await user.click(screen.getAllByRole('button', { name: 'View Full Article' })[0]);
      await user.click(screen.getByRole('button', { name: 'Share Article' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Council approves riverside park',
        text: 'The plan passed after a long debate.',
        url: 'https://news.example/a1',
      });
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it('copies the link and confirms it without the Web Share API', async () => {
    answer();
    const user = await renderLoaded();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getAllByRole('button', { name: 'View Full Article' })[0]);
    await user.click(screen.getByRole('button', { name: 'Share Article' }));
    expect(writeText).toHaveBeenCalledWith('https://news.example/a1');
    expect(await screen.findByText('Article link copied to the clipboard')).toBeInTheDocument();
  });
});

describe('News page: new articles from the stream', () => {
  class FakeEventSource {
    static last: FakeEventSource;
    listeners = new Map<string, (event: MessageEvent) => void>();
    closed = false;
    constructor(public url: string) {
      FakeEventSource.last = this;
    }
    addEventListener(type: string, listener: (event: MessageEvent) => void) {
      this.listeners.set(type, listener);
    }
    removeEventListener(type: string) {
      this.listeners.delete(type);
    }
    close() {
      this.closed = true;
    }
    announce(data: string) {
      act(() => this.listeners.get('message')?.({ data } as MessageEvent));
    }
  }

  beforeEach(() => Object.assign(globalThis, { EventSource: FakeEventSource }));
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it("offers 'N new articles' and loads them on click", async () => {
    answer(articles.slice(1));
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<NewsPage />);
    await screen.findByRole('heading', { name: 'Neutral News (1)' });
    expect(FakeEventSource.last.url).toBe('/api/news/stream');

    FakeEventSource.last.announce('{"count":1}');
    FakeEventSource.last.announce('{"count":2}');
    FakeEventSource.last.announce('not json');
    FakeEventSource.last.announce('{"count":0}');
    answer();
    await user.click(screen.getByRole('button', { name: '3 new articles' }));
    expect(await screen.findByRole('heading', { name: 'Neutral News (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new article/ })).not.toBeInTheDocument();

    FakeEventSource.last.announce('{"count":1}');
    expect(screen.getByRole('button', { name: '1 new article' })).toBeInTheDocument();
    unmount();
    expect(FakeEventSource.last.closed).toBe(true);
  });
});
