import type { ModelInfo } from './analysis-answers';

/** What the news routes answer (`/api/news*`). */

export const NEWS_SENTIMENTS = ['Positive', 'Neutral', 'Negative'] as const;
export type NewsSentiment = (typeof NEWS_SENTIMENTS)[number];
export type NewsBias = 'LEFT' | 'CENTER' | 'RIGHT';

/** One article of `GET /api/news` (spec §3 "News article"). */
export interface NewsArticle {
  id: string;
  url: string;
  title: string;
  description: string;
  text: string;
  category: string;
  source: string;
  author: string;
  sentiment: NewsSentiment;
  /** Calibrated probability of the sentiment label. */
  confidence: number;
  score: number;
  /** The sentiment reading is more often wrong than right at its confidence. */
  uncertain: boolean;
  /** What the article itself reads as, from its text alone (never the outlet's rating). */
  bias: NewsBias;
  biasConfidence: number;
  biasUncertain: boolean;
  /** The outlet's own rating, where the product knows the outlet (null: it does not). */
  outlet: { name: string; rating: NewsBias } | null;
  /** The models that read the article (null: stored before they were recorded). */
  models: { sentiment: ModelInfo | null; bias: ModelInfo | null };
  publishedAt: string;
  date: string;
  readTime: string;
  tags: string[];
  /**
   * One of the sample articles the project wrote itself, shown while no feed can be read: not
   * news, and its url leads nowhere.
   */
  sample: boolean;
}

/** `GET /api/news/{id}`: the list fields plus the full text. */
export interface NewsArticleDetail extends NewsArticle {
  content: string;
}

/**
 * `GET /api/news/status`: how the last ingestion runs went, so the News page can say when it shows
 * samples or stale articles instead of today's news.
 */
export interface NewsFeedStatus {
  /** When the last ingestion run finished (ISO); null before the first. */
  lastRunAt: string | null;
  /** Feeds and providers the last run tried, and how many of them could not be read. */
  sources: number;
  unreachable: number;
  /** When a run last read at least one of them (ISO); null if none ever has. */
  lastLiveFetchAt: string | null;
  /** Whether the article list holds the sample articles. */
  showingSamples: boolean;
}
