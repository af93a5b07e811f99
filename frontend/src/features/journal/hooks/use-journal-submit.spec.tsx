import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { httpError, networkError } from '../../../testing/test-utils';
import { useJournalSubmit } from './use-journal-submit';

jest.mock('../../../lib/api-client', () => ({
  api: { post: jest.fn() },
  apiUrl: (path: string) => path,
}));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
const mockedApi = jest.mocked(api);
const mockedNotify = jest.mocked(notify);

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

async function submitFailing(err: unknown) {
  mockedApi.post.mockRejectedValue(err);
  const { result } = renderHook(() => useJournalSubmit(jest.fn()), { wrapper });
  await act(() => result.current.submit('<p>A good day</p>'));
  return result.current.state;
}

beforeEach(() => localStorage.setItem('token', 'jwt'));
afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe('useJournalSubmit failures', () => {
  it("a 429 shows the server's message (how long to wait) on the page and in the toast", async () => {
    const wait = 'Too many journal entries. Please wait 40 seconds and try again.';
    expect(await submitFailing(httpError(429, { error: wait, statusCode: 429 }))).toEqual({
      status: 'error',
      message: wait,
    });
    expect(mockedNotify.error).toHaveBeenCalledWith(wait);
  });

  it('a 429 without a message of its own says to wait', async () => {
    const state = await submitFailing(httpError(429));
    expect(state).toEqual({
      status: 'error',
      message: 'Too many requests. Please wait a minute and try again.',
    });
  });

  it.each([
    ['a server error', httpError(500, { error: 'Internal server error', statusCode: 500 })],
    ['no answer', networkError()],
  ])("%s keeps the spec's texts", async (_, err) => {
    expect(await submitFailing(err)).toEqual({
      status: 'error',
      message: 'Failed to analyze sentiment',
    });
    expect(mockedNotify.error).toHaveBeenCalledWith('Failed to save journal entry');
  });
});
