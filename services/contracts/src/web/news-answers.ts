/** What the news routes answer (`/api/news*`). */

// The answers themselves are the documented classes of ../answers (types only here).
export type {
  ArticleModels,
  NewsArticle,
  NewsArticleDetail,
  NewsFeedStatus,
  OutletRating,
} from '../answers/news';

export type {
  CoverageSpread,
  NewsBlindspots,
  NewsStory,
  NewsStoryDetail,
  OutletSentiment,
  StoryOutlet,
  StorySentimentRange,
} from '../answers/news-stories';

export type {
  NewsReadingMix,
  ReadingMixCounts,
  ReadingMixShares,
} from '../answers/news-reading-mix';
