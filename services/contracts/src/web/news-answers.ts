/** What the news routes answer (`/api/news*`). */

export const NEWS_SENTIMENTS = ['Positive', 'Neutral', 'Negative'] as const;
export type NewsSentiment = (typeof NEWS_SENTIMENTS)[number];
export type NewsBias = 'LEFT' | 'CENTER' | 'RIGHT';

// The answers themselves are the documented classes of ../answers (types only here).
export type {
  ArticleModels,
  NewsArticle,
  NewsArticleDetail,
  NewsFeedStatus,
  OutletRating,
} from '../answers/news';
