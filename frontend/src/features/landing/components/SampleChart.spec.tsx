import { screen, waitFor } from '@testing-library/react';
import { api } from '../../../lib/api-client';
import { renderWithProviders, settle } from '../../../testing/test-utils';
import { SampleChart } from './SampleChart';

jest.mock('../../../lib/api-client', () => ({
  api: { get: jest.fn(), post: jest.fn() },
  apiUrl: (path: string) => path,
}));
// ECharts draws nothing useful in jsdom; what the chart is given is what counts.
jest.mock('./MoodNewsChart', () => ({
  __esModule: true,
  default: ({ data }: { data: { mood: unknown[] } }) => (
    <div data-testid="snapshot-data">{JSON.stringify(data.mood)}</div>
  ),
}));
const mockedApi = jest.mocked(api);

const today = new Date().toISOString().slice(0, 10);

function signedInWith(totalEntries: number) {
  localStorage.setItem('token', 'jwt');
  mockedApi.post.mockResolvedValue({ status: 200, data: { firstname: 'Ada' } });
  mockedApi.get.mockResolvedValue({
    status: 200,
    data: {
      period: 'week',
      today,
      overallMood: 71,
      moodBasis: { pickedDays: totalEntries ? 1 : 0, filledDays: 0 },
      moodTrend: 0,
      lastAnalysis: null,
      totalEntries,
      entriesThisWeek: totalEntries,
      series: totalEntries ? [{ date: today, mood: 71, entries: 1, days: 1, filledDays: 0 }] : [],
      newsSeries: [],
      recentActivity: [],
    },
  });
}

afterEach(() => jest.clearAllMocks());

describe("the landing page's 'Mood vs News' chart", () => {
  it('is the labelled sample for a visitor', async () => {
    renderWithProviders(<SampleChart />);
    expect(screen.getByText('Preview')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This is a sample chart. Your real data will appear here after you use SentiLog.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('snapshot-data')).toHaveTextContent('[62,68,57,71,76,84,80]');
    expect(mockedApi.get).not.toHaveBeenCalled();
  });

  it("is the user's own week once they have journal entries", async () => {
    signedInWith(3);
    renderWithProviders(<SampleChart />);
    expect(await screen.findByText('Your data')).toBeInTheDocument();
    expect(mockedApi.get).toHaveBeenCalledWith(
      '/api/journal/stats',
      expect.objectContaining({ params: expect.objectContaining({ period: 'week' }) }),
    );
    expect(screen.getByTestId('snapshot-data')).toHaveTextContent(
      '[null,null,null,null,null,null,71]',
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Line chart of your journal/);
    expect(screen.queryByText(/This is a sample chart/)).not.toBeInTheDocument();
  });

  it('stays the sample for a user without entries', async () => {
    signedInWith(0);
    renderWithProviders(<SampleChart />);
    await waitFor(() => expect(mockedApi.get).toHaveBeenCalled());
    await settle();
    expect(screen.getByText('Preview')).toBeInTheDocument();
  });
});
