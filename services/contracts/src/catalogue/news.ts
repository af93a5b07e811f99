import type {
  DailyNewsSentiment,
  DailySentimentRequest,
  NewsArticleDetail,
  NewsBlindspots,
  NewsFeedStatus,
  NewsIdRequest,
  NewsListPage,
  NewsListQuery,
  NewsRefreshQueued,
  NewsStory,
  NewsStoryDetail,
} from '..';
import { NewsPatterns } from '../patterns';
import { EntriesFor, rpc } from './entry';

/**
 * The news figures only decorate the Dashboard's chart: a slow or absent news service must not
 * hold the journal's statistics up, so they wait briefly and go without.
 */
const DAILY_SENTIMENT_TIMEOUT_MS = 1_500;
/** An article's first open reads its original page (NEWS_FETCH_TIMEOUT_MS, 10 s by default). */
const DETAIL_TIMEOUT_MS = 20_000;

type Empty = Record<string, never>;

export const NewsCatalogue = {
  [NewsPatterns.dailySentiment]: rpc<DailySentimentRequest, DailyNewsSentiment[]>(
    DAILY_SENTIMENT_TIMEOUT_MS,
  ),
  [NewsPatterns.list]: rpc<NewsListQuery, NewsListPage>(),
  [NewsPatterns.detail]: rpc<NewsIdRequest, NewsArticleDetail>(DETAIL_TIMEOUT_MS),
  [NewsPatterns.refresh]: rpc<Empty, NewsRefreshQueued>(),
  [NewsPatterns.status]: rpc<Empty, NewsFeedStatus>(),
  [NewsPatterns.stories]: rpc<Empty, NewsStory[]>(),
  [NewsPatterns.story]: rpc<NewsIdRequest, NewsStoryDetail>(),
  [NewsPatterns.blindspots]: rpc<Empty, NewsBlindspots>(),
} satisfies EntriesFor<typeof NewsPatterns>;
