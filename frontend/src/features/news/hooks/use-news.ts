import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rateLimitMessageOf } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { fetchNews } from '../api/news-api';
import type { Article } from '../api/types';
import { dedupeArticles } from '../utils/dedupe';
import { normalizeArticle } from '../utils/normalize';

export const newsMessages = {
  loading: 'Fetching data from API...',
  loaded: 'Daily news loaded successfully from API!',
  loadFailed: 'Failed to load news articles from API',
  errorPanel:
    'Failed to fetch daily news. Please ensure your backend is running on port 8080 and the /api/news route is implemented.',
  detailFailed: 'Failed to load full article content. Displaying brief.',
  detailLoading: 'Loading full article content...',
  linkCopied: 'Article link copied to the clipboard',
  shareFailed: 'Could not share this article',
} as const;

export type NewsStatus = 'loading' | 'loaded' | 'error';

/**
 * The news list: loading, then loaded or error (spec section 4). `reload` re-reads it and answers
 * the new list (null when it failed or a later reload overtook it); with `quiet`, the current list
 * stays on screen while the new one loads (new articles announced by the stream, a refresh).
 */
export function useNews() {
  const [status, setStatus] = useState<NewsStatus>('loading');
  const [articles, setArticles] = useState<Article[]>([]);
  const request = useRef(0);

  const reload = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}): Promise<Article[] | null> => {
      const id = ++request.current;
      if (!quiet) setStatus('loading');
      try {
        const list = dedupeArticles((await fetchNews()).map(normalizeArticle));
        if (id !== request.current) return null;
        setArticles(list);
        setStatus('loaded');
        // Sample articles are not the day's news: the page's notice says what they are instead.
        if (list.some((article) => !article.sample)) notify.success(newsMessages.loaded);
        return list;
      } catch (err) {
        if (id !== request.current) return null;
        console.warn('Loading the news failed', err);
        setStatus('error');
        notify.error(rateLimitMessageOf(err) ?? newsMessages.loadFailed);
        return null;
      }
    },
    [],
  );

  useEffect(() => {
    void reload();
    // A result that lands after the page is gone is dropped.
    return () => {
      request.current += 1;
    };
  }, [reload]);

  return useMemo(() => ({ status, articles, reload }), [status, articles, reload]);
}
