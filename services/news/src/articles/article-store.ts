import { DataSource, In, LessThan, Repository } from 'typeorm';
import { IncomingArticle } from '../feeds/feed-items';
import { Classification } from '../ingestion/article-classifier';
import { readTime } from '../text/article-text';
import { Article } from './article.entity';

export type NewArticle = IncomingArticle & Classification & { isDemo?: boolean };

/** The ingestion side's reads and writes of the article table. */
export class ArticleStore {
  private readonly articles: Repository<Article>;

  constructor(dataSource: DataSource) {
    this.articles = dataSource.getRepository(Article);
  }

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
    await this.articles.query(
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
