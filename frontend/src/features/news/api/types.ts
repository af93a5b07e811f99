import type {
  ArticleModels,
  NewsArticle,
  NewsArticleDetail,
  NewsBias,
  OutletRating,
} from '@sentilog/contracts/web';

// The news API's labels and status, as the contracts define them for the gateway too.
export {
  NEWS_SENTIMENTS,
  type NewsBias,
  type NewsFeedStatus,
  type NewsSentiment,
} from '@sentilog/contracts/web';

/**
 * The API's field names with values still unchecked: old or foreign data may lack any field or
 * hold anything in it, so normalizeArticle checks each one.
 */
type Unchecked<T> = { [Field in keyof T]?: unknown };

/** One item of `GET /api/news`, before normalizeArticle. */
export type ApiArticle = Unchecked<NewsArticle>;

/** `GET /api/news/:id`: the list item plus the full text, before mergeDetail. */
export type ApiArticleDetail = Unchecked<NewsArticleDetail>;

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
  /** The sentiment reading is more often wrong than right at its confidence. */
  uncertain: boolean;
  /** What the article itself reads as (its text alone). */
  bias: NewsBias | null;
  biasConfidence: number | null;
  biasUncertain: boolean;
  /** The outlet's own rating, where the product knows the outlet. */
  outlet: OutletRating | null;
  /** The models that read the article, where the API says. */
  models: ArticleModels;
  date: string | null;
  readTime: string;
  tags: string[];
  /** One of the project's sample articles (no feed could be read): not news, no original. */
  sample: boolean;
  /** Full text from the detail call; absent until it arrives. */
  content?: string;
}
