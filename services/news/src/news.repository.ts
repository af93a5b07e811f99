import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NewsListQuery } from '@sentilog/contracts';
import { DataSource, EntityManager, In, LessThan, MoreThanOrEqual, Repository } from 'typeorm';
import { Article } from './articles/article.entity';
import { ListPosition } from './articles/cursor';
import { IncomingArticle } from './feeds/feed-items';
import { Classification } from './ingestion/article-classifier';
import { IngestionStatus } from './ingestion/ingestion-status.entity';
import { assignToStories, ClusterOptions, representative } from './stories/cluster';
import { Story } from './stories/story.entity';
import { readTime } from './text/article-text';

export type NewArticle = IncomingArticle & Classification & { isDemo?: boolean };

/** Which articles a page of the list holds: the query's filters, after `before`. */
export type ArticleFilter = Pick<NewsListQuery, 'sentiment' | 'category' | 'q'> & {
  before?: ListPosition;
};

/** One UTC day's mean article sentiment score, how many articles it has, and whether samples. */
export interface DailySentimentRow {
  date: string;
  mean: number;
  articles: number;
  /** Sample articles are among that day's articles. */
  sample: boolean;
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
  private readonly stories: Repository<Story>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.articles = db.getRepository(Article);
    this.runs = db.getRepository(IngestionStatus);
    this.stories = db.getRepository(Story);
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

  /**
   * Mean sentiment score per UTC day of the articles published in [from, until), and whether any
   * of a day's are samples; empty days left out.
   */
  async dailySentiment(from: Date, until: Date): Promise<DailySentimentRow[]> {
    const rows: { date: string; mean: number; articles: string; sample: boolean }[] =
      await this.db.query(
        `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
                avg(sentiment_score)::float8 AS mean, count(*) AS articles,
                bool_or(is_demo) AS sample
           FROM news.articles
          WHERE published_at >= $1::timestamptz AND published_at < $2::timestamptz
            -- Articles in another language carry no reading (score 0), only a pull toward 0.
            AND language IN ('en', 'und')
          GROUP BY 1 ORDER BY 1`,
        [from.toISOString(), until.toISOString()],
      );
    return rows.map((row) => ({
      date: row.date,
      mean: row.mean,
      articles: Number(row.articles),
      sample: row.sample,
    }));
  }

  /** The URLs of these that are stored. */
  async knownUrls(urls: readonly string[]): Promise<Set<string>> {
    if (urls.length === 0) return new Set();
    const rows = await this.articles.find({ select: { url: true }, where: { url: In([...urls]) } });
    return new Set(rows.map((row) => row.url));
  }

  /**
   * Inserts the articles whose URL is not stored yet and returns the ids of those that were. ON
   * CONFLICT DO NOTHING on the unique URL index makes concurrent runs safe: whichever inserts first
   * wins.
   */
  async insertNew(articles: readonly NewArticle[]): Promise<string[]> {
    const inserted: string[] = [];
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
        sentimentMagnitude: a.sentimentMagnitude,
        ironic: a.ironic,
        language: a.language,
        bias: a.bias,
        biasConfidence: a.biasConfidence,
        sentimentUncertain: a.sentimentUncertain,
        sentimentModel: a.sentimentModel,
        biasUncertain: a.biasUncertain,
        biasModel: a.biasModel,
        outletName: a.outletName,
        outletRating: a.outletRating,
        embedding: a.embedding,
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
      inserted.push(...(result.raw as { id: string }[]).map((row) => row.id));
    }
    return inserted;
  }

  /**
   * Puts these articles (those with a vector and no story yet) into stories: clustering
   * (stories/cluster.ts) against the stories within the time window, then the stories' new
   * centroids, counts, times and titles, and the articles' story ids, in one transaction. A
   * transaction-scoped advisory lock makes concurrent runs take turns, so two of them cannot both
   * start a story for one event. Returns how many articles were placed.
   */
  async assignStories(ids: readonly string[], options: ClusterOptions): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('news.stories'))`);
      const articles: { id: string; embedding: number[]; published_at: Date }[] = await tx.query(
        `SELECT id, embedding, published_at FROM news.articles
          WHERE id = ANY($1::uuid[]) AND embedding IS NOT NULL AND story_id IS NULL`,
        [ids],
      );
      if (articles.length === 0) return 0;
      const times = articles.map((a) => a.published_at.getTime());
      const nearby: {
        id: string;
        centroid: number[];
        article_count: number;
        first_published_at: Date;
        last_published_at: Date;
      }[] = await tx.query(
        `SELECT id, centroid, article_count, first_published_at, last_published_at
           FROM news.stories
          WHERE last_published_at >= $1::timestamptz AND first_published_at <= $2::timestamptz`,
        [
          new Date(Math.min(...times) - options.windowMs).toISOString(),
          new Date(Math.max(...times) + options.windowMs).toISOString(),
        ],
      );
      const { stories, storyOf } = assignToStories(
        nearby.map((row) => ({
          key: row.id,
          centroid: row.centroid,
          size: row.article_count,
          first: row.first_published_at,
          last: row.last_published_at,
        })),
        articles.map((a) => ({ id: a.id, embedding: a.embedding, publishedAt: a.published_at })),
        options,
      );
      const idOf = new Map<string, string>();
      for (const story of stories) {
        const values = {
          centroid: story.centroid,
          articleCount: story.size,
          firstPublishedAt: story.first,
          lastPublishedAt: story.last,
        };
        if (story.key.startsWith('new:')) {
          const saved = await tx.getRepository(Story).save({ ...values, title: '' });
          idOf.set(story.key, saved.id);
        } else {
          await tx.getRepository(Story).update({ id: story.key }, values);
          idOf.set(story.key, story.key);
        }
      }
      const placed = [...storyOf];
      await tx.query(
        `UPDATE news.articles AS a SET story_id = v.story
           FROM unnest($1::uuid[], $2::uuid[]) AS v(id, story) WHERE a.id = v.id`,
        [placed.map(([article]) => article), placed.map(([, key]) => idOf.get(key))],
      );
      await this.retitle(
        tx,
        stories.map((story) => ({ id: idOf.get(story.key) as string, centroid: story.centroid })),
      );
      return placed.length;
    });
  }

  /** Names each story after its article nearest the centroid. */
  private async retitle(
    tx: EntityManager,
    stories: readonly { id: string; centroid: number[] }[],
  ): Promise<void> {
    const members: { story_id: string; title: string; embedding: number[] }[] = await tx.query(
      `SELECT story_id, title, embedding FROM news.articles
        WHERE story_id = ANY($1::uuid[]) AND embedding IS NOT NULL`,
      [stories.map((story) => story.id)],
    );
    for (const story of stories) {
      const nearest = representative(
        members.filter((m) => m.story_id === story.id),
        story.centroid,
      );
      if (nearest) await tx.getRepository(Story).update({ id: story.id }, { title: nearest.title });
    }
  }

  /** Stories of at least `minArticles` articles, the most recently reported first. */
  listStories(minArticles: number, take: number): Promise<Story[]> {
    return this.stories.find({
      where: { articleCount: MoreThanOrEqual(minArticles) },
      order: { lastPublishedAt: 'DESC', id: 'DESC' },
      take,
    });
  }

  findStory(id: string): Promise<Story | null> {
    return this.stories.findOneBy({ id });
  }

  /** The articles of these stories, oldest first. */
  storyArticles(storyIds: readonly string[]): Promise<Article[]> {
    if (storyIds.length === 0) return Promise.resolve([]);
    return this.articles.find({
      where: { storyId: In([...storyIds]) },
      order: { publishedAt: 'ASC', id: 'ASC' },
    });
  }

  /**
   * After articles were deleted: stories left without articles go, and the others' counts follow
   * what remains (their centroids keep the deleted articles' part, which only matters within the
   * time window, long past for pruned articles).
   */
  private async tidyStories(): Promise<void> {
    await this.db.query(
      `DELETE FROM news.stories s WHERE NOT EXISTS (SELECT 1 FROM news.articles a WHERE a.story_id = s.id)`,
    );
    await this.db.query(
      `UPDATE news.stories s SET article_count = c.n
         FROM (SELECT story_id, count(*)::int AS n FROM news.articles WHERE story_id IS NOT NULL GROUP BY story_id) c
        WHERE c.story_id = s.id AND s.article_count <> c.n`,
    );
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
    const removed = (await this.articles.delete({ isDemo: true })).affected ?? 0;
    if (removed > 0) await this.tidyStories();
    return removed;
  }

  async pruneOlderThan(cutoff: Date): Promise<number> {
    const pruned = (await this.articles.delete({ publishedAt: LessThan(cutoff) })).affected ?? 0;
    if (pruned > 0) await this.tidyStories();
    return pruned;
  }
}
