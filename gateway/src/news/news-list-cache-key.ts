import { DEFAULT_NEWS_LIMIT, NewsListQuery } from '@sentilog/contracts';

/**
 * Categories whose lists are worth sharing: the default feeds' own. A category outside this set
 * is answered from the database, so arbitrary text cannot mint cache entries.
 */
const CACHED_CATEGORIES = new Set([
  'general',
  'world',
  'politics',
  'business',
  'technology',
  'science',
  'health',
  'sports',
  'entertainment',
]);

/**
 * The cache key part for a list query, or undefined when the answer must not be cached. Only the
 * News page's own call (the default page, optionally one sentiment and a known category) is
 * cached; searches, other limits and cursor pages would let any client fill Redis with pages.
 */
export function newsListCacheKeyPart(query: NewsListQuery): string | undefined {
  if (query.q !== undefined || query.before !== undefined) return undefined;
  if (query.limit !== undefined && query.limit !== DEFAULT_NEWS_LIMIT) return undefined;
  const category = query.category?.toLowerCase();
  if (category !== undefined && !CACHED_CATEGORIES.has(category)) return undefined;
  // sentiment is validated to one of three labels before it gets here.
  return `${query.sentiment ?? 'all'}:${category ?? 'all'}`;
}
