import type { Article, NewsFeedStatus } from '../api/types';

export const refreshMessages = {
  checking: 'Checking the feeds for new articles...',
  stillUnreachableSamples: 'Live feeds are still unreachable — showing sample articles.',
  stillUnreachable: 'Live feeds are still unreachable — no new articles.',
  noneNew: 'No new articles: the feeds have nothing newer yet.',
  slow: 'The feeds are taking a while to answer. New articles will appear here when they arrive.',
  requestFailed: 'Could not ask the feeds for new articles right now. Please try again later.',
} as const;

export interface RefreshReport {
  tone: 'success' | 'info' | 'warning';
  message: string;
}

const key = (article: Article) => article.id ?? article.url;

/** How many of `after`'s articles were not in `before`. */
export function newArticleCount(before: readonly Article[], after: readonly Article[]): number {
  const known = new Set(before.map(key));
  return after.filter((article) => !known.has(key(article))).length;
}

/**
 * What a refresh found, for the line under the header: the feeds unreachable (and what is shown
 * instead), new articles, or none; feeds that failed while others answered are named by count.
 */
export function refreshReport(
  run: NewsFeedStatus,
  added: number,
  shown: readonly Article[],
): RefreshReport {
  if (run.sources > 0 && run.unreachable === run.sources) {
    const samples = shown.some((article) => article.sample);
    return {
      tone: 'warning',
      message: samples ? refreshMessages.stillUnreachableSamples : refreshMessages.stillUnreachable,
    };
  }
  const unreachable =
    run.unreachable > 0 ? ` ${run.unreachable} of ${run.sources} feeds could not be read.` : '';
  if (added > 0) {
    return {
      tone: 'success',
      message: `${added} new ${added === 1 ? 'article' : 'articles'} loaded.${unreachable}`,
    };
  }
  return { tone: 'info', message: `${refreshMessages.noneNew}${unreachable}` };
}
