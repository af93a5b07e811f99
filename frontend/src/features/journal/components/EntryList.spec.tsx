import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { httpError, networkError, renderWithProviders } from '../../../testing/test-utils';
import type { JournalEntries } from '../hooks/use-journal-entries';
import { EntryList } from './EntryList';

jest.mock('../../../lib/api-client', () => ({
  api: { delete: jest.fn() },
  apiUrl: (path: string) => path,
}));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
const mockedApi = jest.mocked(api);
const mockedNotify = jest.mocked(notify);

function list(overrides: Record<string, unknown> = {}): JournalEntries {
  return {
    entries: [
      {
        id: 'e1',
        date: '2026-03-10',
        text: 'A good day',
        sentiment: 'POSITIVE',
        score: 0.9,
        confidence: 0.9,
        magnitude: 0.9,
        ironic: false,
        language: 'en',
        emotion: 'joy',
        emotions: {
          joy: 0.9,
          sadness: 0,
          anger: 0,
          fear: 0,
          surprise: 0,
          disgust: 0,
          neutral: 0.1,
        },
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
        mood: null,
        activities: [],
        ...overrides,
      },
    ],
    loading: false,
    failed: false,
    hasMore: false,
    loadMore: jest.fn(),
    retry: jest.fn(),
    place: jest.fn(),
    remove: jest.fn(),
  };
}

async function deleteFailing(err: unknown) {
  mockedApi.delete.mockRejectedValue(err);
  const entries = list();
  renderWithProviders(
    <EntryList token="jwt" list={entries} onRead={jest.fn()} onEdit={jest.fn()} />,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Delete the entry of/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(mockedNotify.error).toHaveBeenCalledTimes(1));
  expect(entries.remove).not.toHaveBeenCalled();
}

afterEach(() => jest.clearAllMocks());

describe('EntryList delete failures', () => {
  it("a 429 shows the server's message (how long to wait)", async () => {
    const wait = 'Too many requests. Please wait 30 seconds and try again.';
    await deleteFailing(httpError(429, { error: wait, statusCode: 429 }));
    expect(mockedNotify.error).toHaveBeenCalledWith(wait);
  });

  it.each([
    ['a server error', httpError(500, { error: 'Internal server error', statusCode: 500 })],
    ['no answer', networkError()],
  ])('%s keeps its fixed text', async (_, err) => {
    await deleteFailing(err);
    expect(mockedNotify.error).toHaveBeenCalledWith('Failed to delete journal entry');
  });
});

describe('EntryList mood and tags', () => {
  it('shows the day, the chosen mood, what the words read as and the tags of an entry', () => {
    renderWithProviders(
      <EntryList
        token="jwt"
        list={list({ mood: 2, activities: ['work', 'late night'] })}
        onRead={jest.fn()}
        onEdit={jest.fn()}
      />,
    );
    const card = screen.getByTestId('journal-entry');
    expect(card).toHaveTextContent('Tue, Mar 10, 2026');
    expect(screen.getByLabelText('Mood: Bad, 2 of 5')).toHaveTextContent('Mood: Bad2/5');
    expect(screen.getByLabelText('Words read as: Positive, confidence 90%')).toBeInTheDocument();
    const line = screen.getByTestId('journal-entry-mood');
    expect(line).toHaveTextContent('work');
    expect(line).toHaveTextContent('late night');
    expect(
      screen.getByRole('button', { name: 'Read the entry of Tue, Mar 10, 2026' }),
    ).toBeInTheDocument();
  });

  it('shows a mood alone as one, without a reading', () => {
    renderWithProviders(
      <EntryList
        token="jwt"
        list={list({
          text: '',
          mood: 5,
          sentiment: null,
          score: null,
          confidence: null,
          emotion: null,
          emotions: null,
        })}
        onRead={jest.fn()}
        onEdit={jest.fn()}
      />,
    );
    expect(screen.getByText('A mood, without words.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mood: Very good, 5 of 5')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Words read as/)).not.toBeInTheDocument();
  });

  it('shows nothing for an entry without them', () => {
    renderWithProviders(
      <EntryList token="jwt" list={list()} onRead={jest.fn()} onEdit={jest.fn()} />,
    );
    expect(screen.queryByTestId('journal-entry-mood')).not.toBeInTheDocument();
  });
});
