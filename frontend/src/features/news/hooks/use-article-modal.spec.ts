import { act, renderHook } from '@testing-library/react';
import { api } from '../../../lib/api-client';
import { httpError } from '../../../testing/test-utils';
import { normalizeArticle } from '../utils/normalize';
import { MODAL_CLEAR_DELAY_MS, useArticleModal } from './use-article-modal';

jest.mock('../../../lib/api-client', () => ({
  api: { get: jest.fn() },
  apiUrl: (path: string) => path,
}));
const mockedApi = jest.mocked(api);

const withId = normalizeArticle({ id: 'a1', title: 'With id', source: 'BBC' });
const withoutId = normalizeArticle({ url: 'https://x.example/1', title: 'No id' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
});

describe('useArticleModal', () => {
  it('clears the article 300 ms after closing, not before', async () => {
    mockedApi.get.mockResolvedValue({ data: { content: 'Body' } });
    const { result } = renderHook(() => useArticleModal());
    await act(() => result.current.openArticle(withId));
    expect(result.current.article?.content).toBe('Body');
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    act(() => jest.advanceTimersByTime(MODAL_CLEAR_DELAY_MS - 1));
    expect(result.current.article?.title).toBe('With id');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.article).toBeNull();
  });

  it('keeps an article reopened within the delay', async () => {
    const { result } = renderHook(() => useArticleModal());
    await act(() => result.current.openArticle(withoutId));
    act(() => result.current.close());
    await act(() => result.current.openArticle(withoutId));
    act(() => jest.advanceTimersByTime(MODAL_CLEAR_DELAY_MS * 2));
    expect(result.current.article?.title).toBe('No id');
    expect(result.current.open).toBe(true);
  });

  it('fetches no detail for an article without an id', async () => {
    const { result } = renderHook(() => useArticleModal());
    await act(() => result.current.openArticle(withoutId));
    expect(mockedApi.get).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
  });

  it('ignores a detail that arrives after the modal closed', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mockedApi.get.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useArticleModal());
    let opening: Promise<void> = Promise.resolve();
    act(() => {
      opening = result.current.openArticle(withId);
    });
    expect(result.current.loading).toBe(true);
    const signal = (mockedApi.get.mock.calls[0][1] as { signal: AbortSignal }).signal;
    act(() => result.current.close());
    expect(signal.aborted).toBe(true);
    await act(async () => {
      finish({ data: { content: 'Late body' } });
      await opening;
    });
    expect(result.current.article?.content).toBeUndefined();
    expect(result.current.loading).toBe(false);
  });

  it('stops loading and keeps the preview when the detail fails', async () => {
    mockedApi.get.mockRejectedValue(httpError(404, { error: 'Article not found' }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useArticleModal());
    await act(() => result.current.openArticle(withId));
    expect(result.current.loading).toBe(false);
    expect(result.current.article).toEqual(withId);
  });
});
