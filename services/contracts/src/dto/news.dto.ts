import { ApiPropertyOptional } from '../openapi';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { NEWS_SENTIMENTS, type NewsSentiment } from '../web/news';
import { type NewsArticle } from '../answers/news';
import { trim } from './validation';

/** BullMQ queue of the news worker: scheduled and requested ingestion runs, and retention pruning. */
export const NEWS_INGEST_QUEUE = 'news-ingest';

/** Redis pub/sub channel on which each ingestion run announces `{count}` new articles. */
export function newsIngestedChannel(redisPrefix: string): string {
  return `${redisPrefix}:news:ingested`;
}

/** A counter raised by every run that changes the article list; cached lists include it in their key. */
export function newsListVersionKey(redisPrefix: string): string {
  return `${redisPrefix}:news:list-version`;
}

/** What `newsIngestedChannel` carries. */
export interface NewsIngestedMessage {
  count: number;
}

export const DEFAULT_NEWS_LIMIT = 100;
export const MAX_NEWS_LIMIT = 500;

/** Opaque position in the newest-first list: base64url of `<publishedAt ISO>|<id>`. */
const CURSOR = /^[A-Za-z0-9_-]{10,200}$/;

/** `GET /api/news` query, also what the gateway forwards as `news.list`. */
export class NewsListQuery {
  @ApiPropertyOptional({ enum: NEWS_SENTIMENTS })
  @IsOptional()
  @IsIn(NEWS_SENTIMENTS, { message: 'sentiment must be Positive, Neutral, Negative or Mixed' })
  sentiment?: NewsSentiment;

  @ApiPropertyOptional({
    description: 'Search in title, description and category',
    maxLength: 200,
  })
  @IsOptional()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @IsString({ message: 'q must be text' })
  @Transform(trim)
  q?: string;

  @ApiPropertyOptional({ example: 'Technology', maxLength: 100 })
  @IsOptional()
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  @IsString({ message: 'category must be text' })
  @Transform(trim)
  category?: string;

  @ApiPropertyOptional({ default: DEFAULT_NEWS_LIMIT, minimum: 1, maximum: MAX_NEWS_LIMIT })
  @IsOptional()
  @Max(MAX_NEWS_LIMIT, { message: `limit must be at most ${MAX_NEWS_LIMIT}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit?: number;

  @ApiPropertyOptional({
    description: 'Cursor from the X-Next-Cursor header of the previous page',
  })
  @IsOptional()
  @Matches(CURSOR, { message: 'before must be a cursor from the X-Next-Cursor header' })
  @IsString({ message: 'before must be a cursor from the X-Next-Cursor header' })
  before?: string;
}

/** `news.list` reply: one page, and where the next one starts (absent on the last page). */
export interface NewsListPage {
  articles: NewsArticle[];
  nextCursor?: string;
}

export class NewsIdRequest {
  @IsString()
  id: string;
}

/** `news.refresh` reply. */
export interface NewsRefreshQueued {
  message: string;
  jobId: string;
}

export class DailySentimentRequest {
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from must be a date (YYYY-MM-DD)' })
  from: string;

  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to must be a date (YYYY-MM-DD)' })
  to: string;
}

/**
 * One day of `news.daily-sentiment`: the mean article score (in [-1, 1]), how many articles, and
 * whether sample articles are among them.
 */
export interface DailyNewsSentiment {
  date: string;
  newsSentiment: number;
  articles: number;
  sample: boolean;
}
