import type { NewsArticle, NewsArticleDetail, NewsBias } from '@sentilog/contracts/web';

// The news API's labels and status, as the contracts define them for the gateway too.
export {
  NEWS_SENTIMENTS,
  type NewsBias,
  type NewsFeedStatus,
  type NewsSentiment,
} from '@sentilog/contracts/web';
export {
  READING_MIX_DAYS,
  READING_MIX_MIN_RATED,
  STORY_BLINDSPOT_SHARE,
  STORY_MIN_RATED_OUTLETS,
  type NewsBlindspots,
  type NewsReadingMix,
  type NewsStory,
  type NewsStoryDetail,
  type StorySide,
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

/**
 * An article as the page uses it: the API's fields with the spec's defaults applied (section 3),
 * where an old or foreign article may lack its id, a known sentiment, its leaning or its day.
 */
export type Article = Pick<
  NewsArticle,
  | 'url'
  | 'title'
  | 'description'
  | 'text'
  | 'category'
  | 'source'
  | 'author'
  | 'confidence'
  | 'uncertain'
  | 'magnitude'
  | 'ironic'
  | 'language'
  | 'biasUncertain'
  | 'outlet'
  | 'models'
  | 'readTime'
  | 'tags'
  | 'sample'
> & {
  /** The API id, as a string; null when the article has none (then no detail is fetched). */
  id: string | null;
  sentiment: string;
  /** What the article itself reads as (its text alone). */
  bias: NewsBias | null;
  biasConfidence: number | null;
  date: string | null;
  /** Full text from the detail call; absent until it arrives. */
  content?: string;
  /** The story it belongs to with other articles (from the detail call); absent or null: none. */
  storyId?: string | null;
};
