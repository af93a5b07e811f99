import { renderHook, waitFor } from '@testing-library/react';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { httpError, networkError } from '../../../testing/test-utils';
import { useNews } from './use-news';

jest.mock('../../../lib/api-client', () => ({
  api: { get: jest.fn() },
  apiUrl: (path: string) => path,
}));
jest.mock('../../../lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
const mockedApi = jest.mocked(api);
const mockedNotify = jest.mocked(notify);

async function loadFailing(err: unknown) {
  mockedApi.get.mockRejectedValue(err);
  const { result } = renderHook(() => useNews());
  await waitFor(() => expect(result.current.status).toBe('error'));
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  jest.clearAllMocks();
});

describe('useNews load failures', () => {
  it("a 429 shows the server's message (how long to wait)", async () => {
    const wait = 'Too many requests. Please wait 20 seconds and try again.';
    await loadFailing(httpError(429, { error: wait, statusCode: 429 }));
    expect(mockedNotify.error).toHaveBeenCalledWith(wait);
  });

  it.each([
    ['a server error', httpError(500, { error: 'Internal server error', statusCode: 500 })],
    ['no answer', networkError()],
  ])("%s keeps the spec's text", async (_, err) => {
    await loadFailing(err);
    expect(mockedNotify.error).toHaveBeenCalledWith('Failed to load news articles from API');
  });
});
