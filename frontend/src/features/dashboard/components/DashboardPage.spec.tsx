import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { httpError, renderWithProviders } from '../../../testing/test-utils';
import type { JournalInsights, JournalStats } from '../api/types';
import { DashboardPage } from './DashboardPage';

jest.mock('../../../lib/api-client', () => ({
  api: { get: jest.fn(), post: jest.fn() },
  apiUrl: (path: string) => path,
}));
// ECharts draws nothing useful in jsdom; the chart's input is what these tests check.
jest.mock('./MoodChart', () => ({
  __esModule: true,
  default: ({ data }: { data: { labels: string[]; mood: unknown[]; news: unknown[] } }) => (
    <div data-testid="chart-data">{JSON.stringify(data)}</div>
  ),
}));
jest.mock('./MoodCalendarChart', () => ({
  __esModule: true,
  default: ({ calendar }: { calendar: { days: unknown[] } }) => (
    <div data-testid="calendar-data">{JSON.stringify(calendar.days)}</div>
  ),
}));
const mockedApi = jest.mocked(api);

// The chart spans the period up to today, so the test's days are today and yesterday.
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const stats: JournalStats = {
  period: 'week',
  today: day(0),
  overallMood: 64.4,
  moodBasis: { pickedDays: 1, filledDays: 1 },
  moodTrend: -8.2,
  lastAnalysis: {
    sentiment: 'NEGATIVE',
    emotion: 'sadness',
    date: '2026-11-22',
    at: '2026-11-22T09:15:00Z',
  },
  totalEntries: 3,
  entriesThisWeek: 2,
  series: [
    { date: day(-1), mood: 80, entries: 1, days: 1, filledDays: 0 },
    { date: day(0), mood: 20, entries: 1, days: 1, filledDays: 1 },
  ],
  newsSeries: [{ date: day(0), newsSentiment: 0.5, sample: false }],
  recentActivity: [
    {
      id: 'e1',
      date: '2026-11-22',
      mood: 2,
      sentiment: 'NEGATIVE',
      emotion: 'sadness',
      score: -0.6,
      language: 'en',
      excerpt: 'The rain would not stop.',
      createdAt: '2026-11-22T09:15:00Z',
    },
  ],
};

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  mockedApi.post.mockResolvedValue({ status: 200, data: { firstname: 'Ada', email: 'a@x.io' } });
}

const insights: JournalInsights = {
  today: day(0),
  calendar: {
    from: day(-181),
    to: day(0),
    days: [
      { date: day(-1), entries: 1, mood: 4, wordsMood: null },
      { date: day(0), entries: 2, mood: null, wordsMood: 2.2 },
    ],
  },
  streaks: { current: 2, longest: 5, lastEntryDay: day(0) },
  insights: {
    status: 'ready',
    message: 'Based on 9 days with a mood. These are patterns in your own entries, not causes.',
    from: day(-364),
    moodDays: 9,
    minMoodDays: 7,
    minDaysEach: 3,
    minDifference: 0.3,
    good: [
      {
        kind: 'activity',
        name: 'exercise',
        daysWith: 4,
        daysWithout: 5,
        moodWith: 4.5,
        moodWithout: 3,
        difference: 1.5,
        summary: 'On days with exercise your mood averaged 1.5 higher (4 days with it, 5 without).',
      },
    ],
    bad: [],
    noClearDifference: [{ kind: 'activity', name: 'work', daysWith: 4, daysWithout: 5 }],
    tooFewDays: [{ kind: 'topic', name: 'Science', daysWith: 1, daysWithout: 8 }],
  },
};

function answerStats(
  byPeriod: (period: string) => JournalStats | Error,
  moodInsights: JournalInsights | Error = insights,
) {
  mockedApi.get.mockImplementation(async (url: string, options?: { params?: unknown }) => {
    if (url === '/api/journal/insights') {
      if (moodInsights instanceof Error) throw moodInsights;
      return { status: 200, data: moodInsights };
    }
    if (url !== '/api/journal/stats') throw new Error(`unexpected ${url}`);
    const period = (options?.params as { period?: string } | undefined)?.period;
    const answer = byPeriod(period ?? 'week');
    if (answer instanceof Error) throw answer;
    return { status: 200, data: answer };
  });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

function card(testId: string) {
  return within(screen.getByTestId(testId));
}

describe('Dashboard signed out', () => {
  it("shows the spec's sample figures, labelled as a sample, with a call to sign in", async () => {
    renderWithProviders(<DashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const notice = screen.getByTestId('sample-notice');
    expect(notice).toHaveTextContent('Sample data');
    expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fdashboard',
    );
    expect(card('card-overall-mood').getByText('82')).toBeInTheDocument();
    expect(screen.getByTestId('card-overall-mood')).toHaveTextContent('82/100');
    expect(screen.getByTestId('card-mood-trend')).toHaveTextContent('+12%over 7 days');
    expect(screen.getByTestId('card-total-entries')).toHaveTextContent('124+7 this week');
    expect(mockedApi.get).not.toHaveBeenCalled();
    expect(
      screen.queryByRole('button', { name: 'Download ZIP (JSON and photos)' }),
    ).not.toBeInTheDocument();
    expect(await screen.findByTestId('chart-data')).toBeInTheDocument();
  });

  it('says which mood is which: the picked one, and what the words read as', () => {
    renderWithProviders(<DashboardPage />);
    const meaning = screen.getByTestId('mood-meaning');
    expect(meaning).toHaveTextContent('Mood is the mood you pick for a day');
    expect(meaning).toHaveTextContent(
      'What your words read as is the sentiment SentiLog reads in what you write. It stands in for your mood only on days you picked none',
    );
  });

  it('has the Quick Actions of the spec, View Insights going to the insights on this page', () => {
    renderWithProviders(<DashboardPage />);
    expect(document.getElementById('insights')).toHaveTextContent('insights need a mood on 7 days');
    const links = [
      ['New Journal Entry', '/journal'],
      ['Run New Analysis', '/analyze'],
      ['View Insights', '/dashboard#insights'],
      ['About', '/about'],
    ];
    for (const [name, href] of links)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe('Dashboard signed in', () => {
  it('shows the four cards, the chart, the recent activity and the export buttons', async () => {
    signIn();
    answerStats(() => stats);
    renderWithProviders(<DashboardPage />);
    expect(screen.getByText('Loading your statistics...')).toBeInTheDocument();
    await screen.findByTestId('card-overall-mood');
    expect(mockedApi.get).toHaveBeenCalledWith('/api/journal/stats', {
      params: { period: 'week', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      headers: { Authorization: 'Bearer token-1' },
      signal: expect.any(AbortSignal),
    });
    expect(screen.queryByTestId('sample-notice')).not.toBeInTheDocument();
    expect(screen.getByTestId('card-overall-mood')).toHaveTextContent('64/100');
    expect(screen.getByTestId('card-overall-mood')).toHaveTextContent(
      'The moods you picked on 1 day; your words on 1 day without one',
    );
    expect(screen.getByTestId('card-mood-trend')).toHaveTextContent('-8%');
    expect(card('card-last-analysis').getByRole('heading')).toHaveTextContent(
      'What Your Words Read As',
    );
    expect(card('card-last-analysis').getByLabelText('Words read as: Negative')).toHaveTextContent(
      'Words read as: Negative',
    );
    expect(card('card-last-analysis').getByLabelText('Emotion: Sadness')).toHaveTextContent(
      'Emotion: Sadness',
    );
    expect(screen.getByTestId('card-total-entries')).toHaveTextContent('3+2 this week');
    const activity = within(screen.getByTestId('recent-activity'));
    expect(activity.getByText('The rain would not stop.')).toBeInTheDocument();
    expect(activity.getByLabelText('Mood: Bad, 2 of 5')).toBeInTheDocument();
    expect(activity.getByRole('link', { name: 'Read the whole entry' })).toHaveAttribute(
      'href',
      '/journal?entry=e1',
    );
    const chart = JSON.parse((await screen.findByTestId('chart-data')).textContent ?? '{}');
    expect(chart.labels).toHaveLength(7);
    expect(chart.mood).toEqual([null, null, null, null, null, 80, 20]);
    // Today's mood is what the words read as: no mood was picked.
    expect(chart.filled).toEqual([false, false, false, false, false, false, true]);
    expect(chart.news).toEqual([null, null, null, null, null, null, 75]);
    expect(screen.getByRole('button', { name: 'Download ZIP (JSON and photos)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('tells a neutral sentiment from a neutral emotion, and colours a 0% trend neutrally', async () => {
    signIn();
    answerStats(() => ({
      ...stats,
      moodTrend: 0.3,
      lastAnalysis: {
        sentiment: 'NEUTRAL',
        emotion: 'neutral',
        date: '2026-11-22',
        at: '2026-11-22T09:15:00Z',
      },
    }));
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('card-overall-mood');
    const last = screen.getByTestId('card-last-analysis');
    expect(last).toHaveTextContent('Words read as: Neutral');
    expect(last).toHaveTextContent('Emotion: Neutral');
    const trend = within(screen.getByTestId('card-mood-trend')).getByText('0%');
    expect(trend).toHaveClass('trend-flat');
    expect(trend).not.toHaveClass('trend-up');
  });

  it('calls the news line sample news when it is built from sample articles, and not otherwise', async () => {
    signIn();
    answerStats(() => ({
      ...stats,
      newsSeries: [{ date: day(0), newsSentiment: -0.2, sample: true }],
    }));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByTestId('news-sample-note')).toHaveTextContent(
      'Sample news: the news line here is built from sample data, not from real news.',
    );
    expect(screen.getByTestId('mood-chart')).toHaveAccessibleName(
      /^Line chart of your mood against the news sentiment \(sample news\), out of 100\./,
    );
  });

  it('says nothing of samples over real news', async () => {
    signIn();
    answerStats(() => stats);
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('chart-data');
    expect(screen.queryByTestId('news-sample-note')).toBeNull();
  });

  it('says when a period has one day of entries', async () => {
    signIn();
    answerStats((period) => ({
      ...stats,
      period: period as JournalStats['period'],
      series: [{ date: day(0), mood: 62, entries: 1, days: 1, filledDays: 0 }],
    }));
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('card-overall-mood');
    await user.click(screen.getByRole('tab', { name: 'Month' }));
    expect(await screen.findByTestId('chart-sparse-note')).toHaveTextContent(
      'One day with journal entries in this period',
    );
  });

  it('loads the chosen period from the Week / Month / Year tabs (week first)', async () => {
    signIn();
    answerStats((period) => ({
      ...stats,
      period: period as JournalStats['period'],
      overallMood: period === 'year' ? 51 : 64,
    }));
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('card-overall-mood');
    expect(screen.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Year' }));
    expect(screen.getByRole('tab', { name: 'Year' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(screen.getByTestId('card-overall-mood')).toHaveTextContent('51/100'),
    );
    expect(mockedApi.get).toHaveBeenLastCalledWith(
      '/api/journal/stats',
      expect.objectContaining({ params: expect.objectContaining({ period: 'year' }) }),
    );
    expect(screen.getByTestId('card-mood-trend')).toHaveTextContent('over 12 months');
  });

  it('shows the sample with a call to write a first entry when the journal is empty', async () => {
    signIn();
    answerStats(() => ({
      ...stats,
      overallMood: 0,
      moodTrend: 0,
      lastAnalysis: null,
      totalEntries: 0,
      entriesThisWeek: 0,
      series: [],
      recentActivity: [],
    }));
    renderWithProviders(<DashboardPage />);
    const notice = await screen.findByTestId('sample-notice');
    expect(notice).toHaveTextContent('you have no journal entries yet');
    expect(within(notice).getByRole('link', { name: 'Write your first entry' })).toHaveAttribute(
      'href',
      '/journal',
    );
    expect(screen.getByTestId('card-total-entries')).toHaveTextContent('124');
  });

  it('falls back to the sample when the statistics fail, and tries again on request', async () => {
    signIn();
    answerStats(() => httpError(503, { error: 'journal service unavailable' }));
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    const notice = await screen.findByTestId('sample-notice');
    expect(notice).toHaveTextContent('could not be loaded');
    answerStats(() => stats);
    await user.click(within(notice).getByRole('button', { name: 'Try Again' }));
    await waitFor(() =>
      expect(screen.getByTestId('card-overall-mood')).toHaveTextContent('64/100'),
    );
    expect(screen.queryByTestId('sample-notice')).not.toBeInTheDocument();
  });

  it('downloads the export under the name the server gives, and says so', async () => {
    signIn();
    answerStats(() => stats);
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('card-overall-mood');
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    mockedApi.get.mockResolvedValueOnce({
      status: 200,
      data: new Blob(['%PDF-1.7']),
      headers: { 'content-disposition': 'attachment; filename="sentilog-journal.pdf"' },
    });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(mockedApi.get).toHaveBeenLastCalledWith('/api/journal/export', {
      params: { format: 'pdf' },
      headers: { Authorization: 'Bearer token-1' },
      responseType: 'blob',
    });
    expect(await screen.findByText('Journal exported as sentilog-journal.pdf')).toBeInTheDocument();
    expect(clicks).toEqual(['sentilog-journal.pdf']);
  });

  it('says when the export fails', async () => {
    signIn();
    answerStats(() => stats);
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('card-overall-mood');
    mockedApi.get.mockRejectedValueOnce(httpError(500, { error: 'boom' }));
    await user.click(screen.getByRole('button', { name: 'Download ZIP (JSON and photos)' }));
    expect(
      await screen.findByText('Could not export your journal. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('Dashboard streaks, mood calendar and insights', () => {
  it('shows the streaks, the calendar of days with entries and the insights with their days', async () => {
    signIn();
    answerStats(() => stats);
    renderWithProviders(<DashboardPage />);
    const current = await screen.findByTestId('card-current-streak');
    expect(mockedApi.get).toHaveBeenCalledWith('/api/journal/insights', {
      params: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      headers: { Authorization: 'Bearer token-1' },
      signal: expect.any(AbortSignal),
    });
    expect(current).toHaveTextContent('Current Streak2 days');
    expect(screen.getByTestId('card-longest-streak')).toHaveTextContent('Longest Streak5 days');
    expect(screen.getByTestId('mood-calendar')).toHaveAttribute(
      'aria-label',
      `Calendar from ${day(-181)} to ${day(0)}: 2 days with entries, 1 of them with a mood chosen, 1 coloured by what the words read as.`,
    );
    expect(JSON.parse((await screen.findByTestId('calendar-data')).textContent ?? '')).toEqual(
      insights.calendar.days,
    );
    expect(screen.getByTestId('insights-good')).toHaveTextContent(
      'On days with exercise your mood averaged 1.5 higher (4 days with it, 5 without).',
    );
    expect(screen.queryByTestId('insights-bad')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'What Goes With Your Good and Bad Days' });
    expect(panel).toHaveTextContent('No clear difference: work (4 days).');
    expect(panel).toHaveTextContent(/Too few days to compare yet .*: Science news \(1 day\)\./);
  });

  it('says when there are too few days, and claims nothing', async () => {
    signIn();
    const message =
      'Too few days to say what goes with your good and bad days: you chose a mood on 2 days since 2026-01-01, and insights need at least 7.';
    answerStats(() => stats, {
      ...insights,
      insights: { ...insights.insights, status: 'too-few-days', message, good: [], bad: [] },
    });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByTestId('insights-message')).toHaveTextContent(message);
    expect(screen.queryByTestId('insights-good')).not.toBeInTheDocument();
    expect(screen.queryByTestId('insights-bad')).not.toBeInTheDocument();
  });

  it('says when they cannot be loaded, and tries again on request', async () => {
    signIn();
    answerStats(() => stats, httpError(503, { error: 'journal service unavailable' }));
    renderWithProviders(<DashboardPage />);
    const alert = await screen.findByText(/Could not load your streaks and insights/);
    answerStats(() => stats);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('card-current-streak')).toBeInTheDocument();
  });

  it('is not shown over the sample', async () => {
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId('chart-data');
    expect(screen.queryByTestId('mood-insights')).not.toBeInTheDocument();
  });
});
