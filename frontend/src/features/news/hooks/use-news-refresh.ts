import { useCallback, useEffect, useRef, useState } from 'react';
import { rateLimitMessageOf } from '../../../lib/api-error';
import { fetchNewsStatus, requestIngestion } from '../api/news-api';
import type { Article, NewsFeedStatus } from '../api/types';
import {
  newArticleCount,
  refreshMessages,
  refreshReport,
  type RefreshReport,
} from '../utils/refresh-report';

/** How often a refresh asks whether its ingestion run has finished, and for how long. */
export const REFRESH_POLL_MS = 1000;
export const REFRESH_WAIT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The Refresh button: asks the server for an ingestion run, waits until a run has finished (the
 * feed status's lastRunAt moves), reloads the list and says what happened: new articles, none,
 * or the feeds still unreachable. A refusal (too many refreshes) says how long to wait.
 */
export function useNewsRefresh({
  articles,
  reload,
  onStatus,
}: {
  articles: readonly Article[];
  reload: (options: { quiet: boolean }) => Promise<Article[] | null>;
  onStatus: (status: NewsFeedStatus) => void;
}) {
  const [checking, setChecking] = useState(false);
  const [report, setReport] = useState<RefreshReport | null>(null);
  const mounted = useRef(true);
  const shown = useRef(articles);

  useEffect(() => {
    shown.current = articles;
  }, [articles]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /**
   * The status once a run newer than `since` has finished; null if none did in time or the status
   * cannot be read (then nothing tells when the run ends: the list is read again at once).
   */
  const runAfter = useCallback(async (since: string) => {
    const deadline = Date.now() + REFRESH_WAIT_MS;
    while (mounted.current && Date.now() < deadline) {
      const status = await fetchNewsStatus().catch(() => null);
      if (!status) return null;
      if (status.lastRunAt && status.lastRunAt !== since) return status;
      await pause(REFRESH_POLL_MS);
    }
    return null;
  }, []);

  const refresh = useCallback(async () => {
    setChecking(true);
    setReport({ tone: 'info', message: refreshMessages.checking });
    const before = shown.current;
    const known = await fetchNewsStatus().catch(() => null);
    let refused: unknown = null;
    await requestIngestion().catch((err: unknown) => {
      refused = err;
    });
    const run = known && !refused ? await runAfter(known.lastRunAt ?? '') : null;
    // Read again in every case, as the spec's Refresh does.
    const list = await reload({ quiet: true });
    if (!mounted.current) return;
    if (run) onStatus(run);
    if (refused) {
      const message = rateLimitMessageOf(refused) ?? refreshMessages.requestFailed;
      setReport({ tone: 'warning', message });
    } else if (run && list) {
      setReport(refreshReport(run, newArticleCount(before, list), list));
    } else {
      setReport({ tone: 'info', message: refreshMessages.slow });
    }
    setChecking(false);
  }, [reload, onStatus, runAfter]);

  return { checking, report, refresh };
}
