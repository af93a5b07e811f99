import type { Article } from '../api/types';

/**
 * Drops repeated articles, keeping the first: an article repeats one before it when it has the
 * same id, or (the spec's fallback) the same url. Articles with neither are all kept.
 */
export function dedupeArticles(articles: readonly Article[]): Article[] {
  const ids = new Set<string>();
  const urls = new Set<string>();
  const kept: Article[] = [];
  for (const article of articles) {
    if (article.id !== null && ids.has(article.id)) continue;
    if (article.url && urls.has(article.url)) continue;
    if (article.id !== null) ids.add(article.id);
    if (article.url) urls.add(article.url);
    kept.push(article);
  }
  return kept;
}
