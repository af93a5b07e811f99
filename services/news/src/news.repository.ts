import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NewsListQuery } from '@sentilog/contracts';
import { DataSource, In, LessThan, Repository } from 'typeorm';
import { Article } from './articles/article.entity';
import { ListPosition } from './articles/cursor';
import { IncomingArticle } from './feeds/feed-items';
import { Classification } from './ingestion/article-classifier';
import { IngestionStatus } from './ingestion/ingestion-status.entity';
import { readTime } from './text/article-text';

export type NewArticle = IncomingArticle & Classification & { isDemo?: boolean };

/** Which articles a page of the list holds: the query's filters, after `before`. */
export type ArticleFilter = Pick<NewsListQuery, 'sentiment' | 'category' | 'q'> & {
  before?: ListPosition;
};

/** One UTC day's mean article sentiment score and how many articles it has. */
export interface DailySentimentRow {
  date: string;
  mean: number;
  articles: number;
}

/**
 * All of the news service's database access, for the RPC process (the list, the detail and its
 * full text, daily sentiment, the last run) and for the ingestion worker (new articles, the demo
 * set, the run record, retention). One repository: both sides read and write the same article
 * table, and the worker, not a Nest application, builds it over its own DataSource.
 */
@Injectable()
export class NewsRepository {
  private readonly articles: Repository<Article>;
  private readonly runs: Repository<IngestionStatus>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.articles = db.getRepository(Article);
    this.runs = db.getRepository(IngestionStatus);
  }

  /** The last ingestion run's record, or null before the first. */
  lastRun(): Promise<IngestionStatus | null> {
    return this.runs.findOneBy({ id: 1 });
  }

  /** A page of the list, newest first: `take` articles at most. */
  listArticles(filter: ArticleFilter, take: number): Promise<Article[]> {
    const builder = this.articles.createQueryBuilder('a');
    if (filter.sentiment)
      builder.andWhere('a.sentiment = :sentiment', { sentiment: filter.sentiment });
    if (filter.category) {
      builder.andWhere('lower(a.category) = lower(:category)', { category: filter.category });
    }
    if (filter.q) {
      builder.andWhere(
        "(a.title ILIKE :pattern ESCAPE '\\' OR a.description ILIKE :pattern ESCAPE '\\' OR a.category ILIKE :pattern ESCAPE '\\')",
        { pattern: `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` },
      );
    }
    if (filter.before) {
      builder.andWhere('(a.published_at, a.id) < (:at::timestamptz, :id::uuid)', {
        at: filter.before.publishedAt.toISOString(),
        id: filter.before.id,
      });
    }
    return builder
      .orderBy('a.published_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .take(take)
      .getMany();
  }

  findArticle(id: string): Promise<Article | null> {
    return this.articles.findOneBy({ id });
  }

  /** Keeps what reading the article's page found (null: nothing) and when it was tried. */
  async saveFullText(id: string, content: string | null, fetchedAt: Date): Promise<void> {
    await this.articles.update({ id }, { content, contentFetchedAt: fetchedAt });
  }

  /** Mean sentiment score per UTC day of the articles published in [from, until); empty days left out. */
  async dailySentiment(from: Date, until: Date): Promise<DailySentimentRow[]> {
    const rows: { date: string; mean: number; articles: string }[] = await this.db.query(
      `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
              avg(sentiment_score)::float8 AS mean, count(*) AS articles
         FROM news.articles
        WHERE published_at >= $1::timestamptz AND published_at < $2::timestamptz
        GROUP BY 1 ORDER BY 1`,
      [from.toISOString(), until.toISOString()],
    );
    return rows.map((row) => ({ date: row.date, mean: row.mean, articles: Number(row.articles) }));
  }

  /** The URLs of these that are stored. */
  async knownUrls(urls: readonly string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const rows = await this.articles.find({ select: { url: true }, where: { url: In([...urls]) } });
    return new Set(rows.map((row) => row.url));
  }

  /**
   * Inserts the articles whose URL is not stored yet and returns how many were. ON CONFLICT DO
   * NOTHING on the unique URL index makes concurrent runs safe: whichever inserts first wins.
   */
  async insertNew(articles: readonly NewArticle[]): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < articles.length; start += 200) {
      const rows = articles.slice(start, start + 200).map((a) => ({
        url: a.url,
        title: a.title,
        description: a.description,
        text: a.text,
        source: a.source.slice(0, 100),
        author: a.author,
        category: a.category.slice(0, 60),
        tags: a.tags,
        publishedAt: a.publishedAt,
        readTime: readTime(a.text || a.description),
        sentiment: a.sentiment,
        sentimentScore: a.sentimentScore,
        confidence: a.confidence,
        bias: a.bias,
        biasConfidence: a.biasConfidence,
        sentimentUncertain: a.sentimentUncertain,
        sentimentModel: a.sentimentModel,
        biasUncertain: a.biasUncertain,
        biasModel: a.biasModel,
        outletName: a.outletName,
        outletRating: a.outletRating,
        isDemo: a.isDemo ?? false,
      }));
      const result = await this.articles
        .createQueryBuilder()
        .insert()
        .into(Article)
        .values(rows)
        .orIgnore()
        .returning(['id'])
        .execute();
      inserted += result.raw.length;
    }
    return inserted;
  }

  async isEmpty(): Promise<boolean> {
    return !(await this.articles.exists());
  }

  /** Whether the demo (sample) articles are stored. */
  async hasDemo(): Promise<boolean> {
    return this.articles.exists({ where: { isDemo: true } });
  }

  /**
   * Records a finished run for the News page: one row, overwritten by every run; the time of the
   * last run that read anything survives the runs that read nothing.
   */
  async recordRun(run: { at: Date; sources: number; unreachable: number }): Promise<void> {
    const live = run.unreachable < run.sources;
    await this.db.query(
      `INSERT INTO news.ingestion_status (id, last_run_at, sources, unreachable, last_live_at)
       VALUES (1, $1, $2, $3, CASE WHEN $4 THEN $1::timestamptz END)
       ON CONFLICT (id) DO UPDATE SET
         last_run_at = excluded.last_run_at,
         sources = excluded.sources,
         unreachable = excluded.unreachable,
         last_live_at = coalesce(excluded.last_live_at, news.ingestion_status.last_live_at)`,
      [run.at.toISOString(), run.sources, run.unreachable, live],
    );
  }

  /** Removes the demo articles; returns how many there were. */
  async removeDemo(): Promise<number> {
    return (await this.articles.delete({ isDemo: true })).affected ?? 0;
  }

  async pruneOlderThan(cutoff: Date): Promise<number> {
    return (await this.articles.delete({ publishedAt: LessThan(cutoff) })).affected ?? 0;
  }
}
