import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchNewsStatus } from '../api/news-api';
import type { NewsFeedStatus } from '../api/types';

/**
 * How the last ingestion run went, read once when the page opens and again by a refresh. Without
 * it (an older server, a failed call) the page still tells samples from news by the articles'
 * own marker.
 */
export function useNewsStatus() {
  const [status, setStatus] = useState<NewsFeedStatus | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    fetchNewsStatus()
      .then((current) => mounted.current && setStatus(current))
      .catch((err: unknown) => console.warn('Reading the news feed status failed', err));
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = useCallback((current: NewsFeedStatus) => {
    if (mounted.current) setStatus(current);
  }, []);
  return { status, update };
}
