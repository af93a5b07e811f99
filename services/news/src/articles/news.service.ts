import { Injectable, Logger } from '@nestjs/common';
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
import { NewsRepository } from '../news.repository';
import { StoriesService } from '../stories/stories.service';
import { Article } from './article.entity';
import { toNewsArticle, toNewsArticleDetail } from './article-view';
import { RUN_BUSY } from './bounded-runs';
import { decodeCursor, encodeCursor, ListPosition } from './cursor';
import { FullTextReader } from './full-text.reader';

/** A page that could not be read is tried again after this long, not on every open. */
const FULL_TEXT_RETRY_MS = 60 * 60 * 1000;
const MAX_DAILY_RANGE_DAYS = 366;

/** The article store as the API reads it: the list, the detail, daily sentiment. */
@Injectable()
export class NewsService {
  private readonly logger = new Logger(NewsService.name);

  constructor(
    private readonly repository: NewsRepository,
    private readonly fullText: FullTextReader,
    private readonly stories: StoriesService,
  ) {}

  /** The latest ingestion run's outcome, for the News page's notice. */
  async status(): Promise<NewsFeedStatus> {
    const [run, showingSamples] = await Promise.all([
      this.repository.lastRun(),
      this.repository.hasDemo(),
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
    let before: ListPosition | undefined;
    if (query.before) {
      before = decodeCursor(query.before);
      if (!before) throw serviceError(400, 'before must be a cursor from the X-Next-Cursor header');
    }
    const rows = await this.repository.listArticles(
      { sentiment: query.sentiment, category: query.category, q: query.q, before },
      limit + 1,
    );
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
    const article = await this.repository.findArticle(id);
    if (!article) throw serviceError(404, 'Article not found');
    const storyId = await this.stories.linkedStory(article.storyId);
    if (this.shouldReadPage(article)) {
      const content = await this.fullText.read(article.id, article.url).catch((err: Error) => {
        this.logger.warn(`full text of ${article.url} not read: ${err.message}`);
        return undefined;
      });
      // Too many pages being read: the stored text stands in now, and a later open tries again.
      if (content === RUN_BUSY) return toNewsArticleDetail(article, storyId);
      article.content = content ?? null;
      article.contentFetchedAt = new Date();
      await this.repository.saveFullText(id, article.content, article.contentFetchedAt);
    }
    return toNewsArticleDetail(article, storyId);
  }

  private shouldReadPage(article: Article): boolean {
    if (article.content !== null || article.isDemo) return false;
    const tried = article.contentFetchedAt?.getTime();
    return tried === undefined || Date.now() - tried > FULL_TEXT_RETRY_MS;
  }

  /**
   * Mean article sentiment score per UTC day from `from` to `to` inclusive, each day saying whether
   * sample articles are in it (the Dashboard then calls its news line sample news); empty days left
   * out.
   */
  async dailySentiment(request: DailySentimentRequest): Promise<DailyNewsSentiment[]> {
    const from = Date.parse(`${request.from}T00:00:00Z`);
    const to = Date.parse(`${request.to}T00:00:00Z`);
    if (Number.isNaN(from) || Number.isNaN(to))
      throw serviceError(400, 'from and to must be dates');
    if (to < from) throw serviceError(400, 'from must not be after to');
    if ((to - from) / 86_400_000 >= MAX_DAILY_RANGE_DAYS) {
      throw serviceError(400, `The range may span at most ${MAX_DAILY_RANGE_DAYS} days`);
    }
    const rows = await this.repository.dailySentiment(new Date(from), new Date(to + 86_400_000));
    return rows.map((row) => ({
      date: row.date,
      newsSentiment: Math.round(row.mean * 1000) / 1000,
      articles: row.articles,
      sample: row.sample,
    }));
  }
}
