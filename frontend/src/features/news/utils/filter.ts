import { NEWS_SENTIMENTS, type Article, type NewsSentiment } from '../api/types';

export type SentimentCounts = Record<NewsSentiment, number>;

/** An article prepared for searching: the lower-cased text the search reads, computed once. */
export interface Searchable {
  article: Article;
  haystack: string;
}

export function toSearchable(articles: readonly Article[]): Searchable[] {
  return articles.map((article) => ({
    article,
    // Joined with a character no query can contain, so a match cannot straddle two fields.
    haystack: [article.title, article.description, article.category].join('\u0000').toLowerCase(),
  }));
}

/** The search as the page applies it: trimmed; empty means no search. */
export function normalizeSearch(search: string): string {
  return search.trim();
}

/**
 * The spec's news search and filter (section 5): a case-insensitive substring match on title,
 * description and category, then an exact sentiment match. The counts on the filter buttons
 * respect the search.
 */
export function filterArticles(
  items: readonly Searchable[],
  search: string,
  sentiment: NewsSentiment,
): { visible: Article[]; counts: SentimentCounts } {
  const query = normalizeSearch(search).toLowerCase();
  const counts: SentimentCounts = { Positive: 0, Neutral: 0, Negative: 0, Mixed: 0 };
  const visible: Article[] = [];
  for (const { article, haystack } of items) {
    if (query && !haystack.includes(query)) continue;
    if ((NEWS_SENTIMENTS as readonly string[]).includes(article.sentiment))
      counts[article.sentiment as NewsSentiment] += 1;
    if (article.sentiment === sentiment) visible.push(article);
  }
  return { visible, counts };
}

/** The list heading: '{sentiment} News [matching "{search}"] ({count})'. */
export function listHeading(sentiment: NewsSentiment, search: string, count: number): string {
  const query = normalizeSearch(search);
  return `${sentiment} News${query ? ` matching "${query}"` : ''} (${count})`;
}

/** The empty state: 'No {sentiment} news found [for "{search}"]' and what to try instead. */
export function emptyState(
  sentiment: NewsSentiment,
  search: string,
): { title: string; hint: string } {
  const query = normalizeSearch(search);
  return query
    ? {
        title: `No ${sentiment} news found for "${query}"`,
        hint: 'Try adjusting your search terms or choosing a different sentiment filter.',
      }
    : {
        title: `No ${sentiment} news found`,
        hint: 'Try choosing a different sentiment filter.',
      };
}
