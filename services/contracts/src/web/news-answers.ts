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
  confidence: number;
  score: number;
  bias: NewsBias;
  biasConfidence: number;
  publishedAt: string;
  date: string;
  readTime: string;
  tags: string[];
}

/** `GET /api/news/{id}`: the list fields plus the full text. */
export interface NewsArticleDetail extends NewsArticle {
  content: string;
}
