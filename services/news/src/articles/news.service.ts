import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DailyNewsSentiment,
  DailySentimentRequest,
  DEFAULT_NEWS_LIMIT,
  isUuid,
  NewsArticleDetail,
  NewsFeedStatus,
  NewsListPage,
  NewsListQuery,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { Repository } from 'typeorm';
import { IngestionStatus } from '../ingestion/ingestion-status.entity';
import { Article } from './article.entity';
import { toNewsArticle, toNewsArticleDetail } from './article-view';
import { RUN_BUSY } from './bounded-runs';
import { decodeCursor, encodeCursor } from './cursor';
import { FullTextReader } from './full-text.reader';

/** A page that could not be read is tried again after this long, not on every open. */
const FULL_TEXT_RETRY_MS = 60 * 60 * 1000;
const MAX_DAILY_RANGE_DAYS = 366;

/** The article store as the API reads it: the list, the detail, daily sentiment. */
@Injectable()
export class NewsService {
  private readonly logger = new Logger(NewsService.name);

  constructor(
    @InjectRepository(Article) private readonly articles: Repository<Article>,
    @InjectRepository(IngestionStatus) private readonly runs: Repository<IngestionStatus>,
    private readonly fullText: FullTextReader,
  ) {}

  /** The latest ingestion run's outcome, for the News page's notice. */
  async status(): Promise<NewsFeedStatus> {
    const [run, showingSamples] = await Promise.all([
      this.runs.findOneBy({ id: 1 }),
      this.articles.exists({ where: { isDemo: true } }),
    ]);
    return {
      lastRunAt: run?.lastRunAt.toISOString() ?? null,
      sources: run?.sources ?? 0,
      unreachable: run?.unreachable ?? 0,
      lastLiveFetchAt: run?.lastLiveAt?.toISOString() ?? null,
      showingSamples,
    };
  }

  async list(query: NewsListQuery): Promise<NewsListPage> {
    const limit = query.limit ?? DEFAULT_NEWS_LIMIT;
    const builder = this.articles.createQueryBuilder('a');
    if (query.sentiment)
      builder.andWhere('a.sentiment = :sentiment', { sentiment: query.sentiment });
    if (query.category) {
      builder.andWhere('lower(a.category) = lower(:category)', { category: query.category });
    }
    if (query.q) {
      builder.andWhere(
        "(a.title ILIKE :pattern ESCAPE '\\' OR a.description ILIKE :pattern ESCAPE '\\' OR a.category ILIKE :pattern ESCAPE '\\')",
        { pattern: `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` },
      );
    }
    if (query.before) {
      const position = decodeCursor(query.before);
      if (!position)
        throw serviceError(400, 'before must be a cursor from the X-Next-Cursor header');
      builder.andWhere('(a.published_at, a.id) < (:at::timestamptz, :id::uuid)', {
        at: position.publishedAt.toISOString(),
        id: position.id,
      });
    }
    const rows = await builder
      .orderBy('a.published_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .take(limit + 1)
      .getMany();
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      articles: page.map(toNewsArticle),
      ...(rows.length > limit && last ? { nextCursor: encodeCursor(last) } : {}),
    };
  }

  /**
   * The detail. The first open reads the original page for the full text and keeps it; when that
   * fails, the stored text and description stand in.
   */
  async detail(id: string): Promise<NewsArticleDetail> {
    if (!isUuid(id)) throw serviceError(400, 'Invalid article id');
    const article = await this.articles.findOneBy({ id });
    if (!article) throw serviceError(404, 'Article not found');
    if (this.shouldReadPage(article)) {
      const content = await this.fullText.read(article.id, article.url).catch((err: Error) => {
        this.logger.warn(`full text of ${article.url} not read: ${err.message}`);
        return undefined;
      });
      // Too many pages being read: the stored text stands in now, and a later open tries again.
      if (content === RUN_BUSY) return toNewsArticleDetail(article);
      article.content = content ?? null;
      article.contentFetchedAt = new Date();
      await this.articles.update(
        { id },
        { content: article.content, contentFetchedAt: article.contentFetchedAt },
      );
    }
    return toNewsArticleDetail(article);
  }

  private shouldReadPage(article: Article): boolean {
    if (article.content !== null || article.isDemo) return false;
    const tried = article.contentFetchedAt?.getTime();
    return tried === undefined || Date.now() - tried > FULL_TEXT_RETRY_MS;
  }

  /** Mean article sentiment score per UTC day from `from` to `to` inclusive; empty days left out. */
  async dailySentiment(request: DailySentimentRequest): Promise<DailyNewsSentiment[]> {
    const from = Date.parse(`${request.from}T00:00:00Z`);
    const to = Date.parse(`${request.to}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to))
      throw serviceError(400, 'from and to must be dates');
    if (to < from) throw serviceError(400, 'from must not be after to');
    if ((to - from) / 86_400_000 >= MAX_DAILY_RANGE_DAYS) {
      throw serviceError(400, `The range may span at most ${MAX_DAILY_RANGE_DAYS} days`);
    }
    const rows: { date: string; mean: number; articles: string }[] = await this.articles.query(
      `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
              avg(sentiment_score)::float8 AS mean, count(*) AS articles
         FROM news.articles
        WHERE published_at >= $1::timestamptz AND published_at < $2::timestamptz
        GROUP BY 1 ORDER BY 1`,
      [new Date(from).toISOString(), new Date(to + 86_400_000).toISOString()],
    );
    return rows.map((row) => ({
      date: row.date,
      newsSentiment: Math.round(row.mean * 1000) / 1000,
      articles: Number(row.articles),
    }));
  }
}
