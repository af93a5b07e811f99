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
        text: 'A good day',
        sentiment: 'POSITIVE',
        score: 0.9,
        confidence: 0.9,
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
    prepend: jest.fn(),
    replace: jest.fn(),
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
  it('shows the chosen mood and the tags of an entry', () => {
    renderWithProviders(
      <EntryList
        token="jwt"
        list={list({ mood: 2, activities: ['work', 'late night'] })}
        onRead={jest.fn()}
        onEdit={jest.fn()}
      />,
    );
    const line = screen.getByTestId('journal-entry-mood');
    expect(line).toHaveTextContent('Mood 2/5 · Bad');
    expect(line).toHaveTextContent('work');
    expect(line).toHaveTextContent('late night');
  });

  it('shows nothing for an entry without them', () => {
    renderWithProviders(
      <EntryList token="jwt" list={list()} onRead={jest.fn()} onEdit={jest.fn()} />,
    );
    expect(screen.queryByTestId('journal-entry-mood')).not.toBeInTheDocument();
  });
});
