import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { fetchArticle } from '../api/news-api';
import type { Article } from '../api/types';
import { mergeDetail } from '../utils/normalize';
import { newsMessages } from './use-news';

/** The spec's modal data cleanup delay: the article stays in place while the modal fades out. */
export const MODAL_CLEAR_DELAY_MS = 300;

/**
 * The article modal: closed → open → closed. Opening shows the list item at once and, when the
 * article has an id, fetches the detail, whose fields then override it. A failed detail keeps the
 * preview and says so in a toast. The data is cleared 300 ms after closing.
 */
export function useArticleModal() {
  const [article, setArticle] = useState<Article | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const clearTimer = useRef<number | undefined>(undefined);
  const pending = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      window.clearTimeout(clearTimer.current);
      pending.current?.abort();
    },
    [],
  );

  const openArticle = useCallback(async (item: Article) => {
    window.clearTimeout(clearTimer.current);
    pending.current?.abort();
    setArticle(item);
    setOpen(true);
    if (!item.id) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    try {
      const detail = await fetchArticle(item.id, controller.signal);
      if (controller.signal.aborted) return;
      setArticle(mergeDetail(item, detail));
    } catch (err) {
      if (controller.signal.aborted) return;
      console.warn('Loading the article detail failed', err);
      notify.error(newsMessages.detailFailed);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, []);

  const close = useCallback(() => {
    pending.current?.abort();
    setOpen(false);
    setLoading(false);
    window.clearTimeout(clearTimer.current);
    clearTimer.current = window.setTimeout(() => setArticle(null), MODAL_CLEAR_DELAY_MS);
  }, []);

  return { article, open, loading, openArticle, close };
}
