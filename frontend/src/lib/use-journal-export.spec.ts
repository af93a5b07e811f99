import { act, renderHook } from '@testing-library/react';
import { api } from './api-client';
import { notify } from './notify';
import { httpError, networkError } from '../testing/test-utils';
import { useJournalExport } from './use-journal-export';

jest.mock('./api-client', () => ({
  api: { get: jest.fn() },
  apiUrl: (path: string) => path,
}));
jest.mock('./notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
jest.mock('./auth', () => ({ useAuth: () => ({ token: 'jwt' }) }));
const mockedApi = jest.mocked(api);
const mockedNotify = jest.mocked(notify);

async function exportFailing(err: unknown) {
  mockedApi.get.mockRejectedValue(err);
  const { result } = renderHook(() => useJournalExport());
  await act(() => result.current.start('pdf'));
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  jest.clearAllMocks();
});

describe('useJournalExport failures', () => {
  const wait = 'Too many exports. Please wait 50 seconds and try again.';

  it("a 429 shows the server's message, read from the downloaded error body", async () => {
    const body = new Blob([JSON.stringify({ error: wait, statusCode: 429 })], {
      type: 'application/json',
    });
    await exportFailing(httpError(429, body));
    expect(mockedNotify.error).toHaveBeenCalledWith(wait);
  });

  it('a 429 whose body is not JSON says to wait', async () => {
    await exportFailing(httpError(429, new Blob(['<html>slow down</html>'])));
    expect(mockedNotify.error).toHaveBeenCalledWith(
      'Too many requests. Please wait a minute and try again.',
    );
  });

  it("a 503 shows the server's message (every export slot busy, or a service down)", async () => {
    const busy = 'Too many journal exports are running right now. Please try again in a minute.';
    const body = new Blob([JSON.stringify({ error: busy, statusCode: 503 })]);
    await exportFailing(httpError(503, body));
    expect(mockedNotify.error).toHaveBeenCalledWith(busy);
  });

  it.each([
    [
      'a server error',
      httpError(500, new Blob([JSON.stringify({ error: 'Internal server error' })])),
    ],
    ['no answer', networkError()],
  ])('%s keeps its fixed text', async (_, err) => {
    await exportFailing(err);
    expect(mockedNotify.error).toHaveBeenCalledWith(
      'Could not export your journal. Please try again.',
    );
  });
});
