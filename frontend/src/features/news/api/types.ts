/** Sentiment labels as `GET /api/news` writes them. */
export type NewsSentiment = 'Positive' | 'Neutral' | 'Negative';

export const NEWS_SENTIMENTS: readonly NewsSentiment[] = ['Positive', 'Neutral', 'Negative'];

/** Political leaning as the API stores it; the page shows it as Left / Neutral / Right. */
export type NewsBias = 'LEFT' | 'CENTER' | 'RIGHT';

/** One item of `GET /api/news`. Every field may be missing on old or foreign data. */
export interface ApiArticle {
  id?: string | number | null;
  url?: string | null;
  title?: string | null;
  description?: string | null;
  text?: string | null;
  category?: string | null;
  source?: string | null;
  author?: string | null;
  sentiment?: string | null;
  confidence?: number | null;
  bias?: string | null;
  biasConfidence?: number | null;
  publishedAt?: string | null;
  date?: string | null;
  readTime?: string | null;
  tags?: string[] | null;
}

/** `GET /api/news/:id`: the list item plus the full text. */
export interface ApiArticleDetail extends ApiArticle {
  content?: string | null;
}

/** An article as the page uses it: the spec's defaults applied (section 3). */
export interface Article {
  /** The API id, as a string; null when the article has none (then no detail is fetched). */
  id: string | null;
  url: string;
  title: string;
  description: string;
  text: string;
  category: string;
  source: string;
  author: string;
  sentiment: string;
  confidence: number;
  bias: NewsBias | null;
  biasConfidence: number | null;
  date: string | null;
  readTime: string;
  tags: string[];
  /** Full text from the detail call; absent until it arrives. */
  content?: string;
}
