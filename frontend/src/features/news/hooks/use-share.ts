import { useCallback } from 'react';
import { notify } from '../../../lib/notify';
import type { Article } from '../api/types';
import { newsMessages } from './use-news';

function isCancel(err: unknown): boolean {
  return err instanceof Error && err.name === 'AbortError';
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify.success(newsMessages.linkCopied);
  } catch (err) {
    console.warn('Copying the article link failed', err);
    notify.error(newsMessages.shareFailed);
  }
}

/**
 * 'Share Article': the system share sheet where the browser has one (Web Share API), else the
 * link is copied to the clipboard and a toast confirms it. Closing the share sheet is not an error.
 */
export function useShareArticle(): (article: Article) => Promise<void> {
  return useCallback(async (article: Article) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: article.title,
          text: article.description,
          url: article.url,
        });
        return;
      } catch (err) {
        if (isCancel(err)) return;
        console.warn('The share sheet failed; copying the link instead', err);
      }
    }
    await copyLink(article.url);
  }, []);
}
