import { useCallback, useEffect, useState } from 'react';
import { NEWS_STREAM_EVENT, newsStreamUrl } from '../api/news-api';

/** The count an announcement carries, or 0 when it carries none. */
export function announcedCount(data: unknown): number {
  if (typeof data !== 'string') return 0;
  try {
    const parsed: unknown = JSON.parse(data);
    const count =
      typeof parsed === 'number'
        ? parsed
        : parsed && typeof parsed === 'object'
          ? (parsed as { count?: unknown }).count
          : undefined;
    return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

/**
 * New articles announced by the news stream since the list was last read. Without EventSource
 * (old browsers, jsdom) nothing is announced and the page works as before. The browser reconnects
 * by itself after a dropped connection.
 */
export function useNewsStream(): { pending: number; clear: () => void } {
  const [pending, setPending] = useState(0);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(newsStreamUrl());
    const onArticles = (event: MessageEvent) => {
      const count = announcedCount(event.data);
      if (count > 0) setPending((current) => current + count);
    };
    source.addEventListener(NEWS_STREAM_EVENT, onArticles);
    return () => {
      source.removeEventListener(NEWS_STREAM_EVENT, onArticles);
      source.close();
    };
  }, []);

  const clear = useCallback(() => setPending(0), []);
  return { pending, clear };
}
