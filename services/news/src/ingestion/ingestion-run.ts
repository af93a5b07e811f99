import type { Logger } from 'pino';
import { ArticleStore } from '../articles/article-store';
import { IncomingArticle } from '../feeds/feed-items';
import { ArticleClassifier } from './article-classifier';
import { demoArticles } from './demo-articles';

/** Where articles come from: a feed or an API provider. */
export interface ArticleSource {
  name: string;
  fetch(): Promise<IncomingArticle[]>;
}

export interface IngestionDeps {
  sources: readonly ArticleSource[];
  store: ArticleStore;
  classifier: ArticleClassifier;
  retentionDays: number;
  /** Seed the demo articles when no source could be reached and nothing is stored. */
  demo: boolean;
  logger: Logger;
  /** Sources read at once. */
  concurrency?: number;
  now?: () => Date;
}

export interface IngestionReport {
  sources: number;
  failedSources: number;
  inserted: number;
  demoSeeded: number;
  demoRemoved: number;
}

/**
 * One ingestion run: read every source (a failing one is logged and skipped), keep articles not
 * stored yet and not past retention, classify them in batches, insert them (a concurrent run
 * inserting the same URL first is harmless), and manage the demo set.
 */
export async function runIngestion(deps: IngestionDeps): Promise<IngestionReport> {
  const now = deps.now?.() ?? new Date();
  const fetched = await mapConcurrently(deps.sources, deps.concurrency ?? 4, async (source) => {
    try {
      const articles = await source.fetch();
      deps.logger.debug({ source: source.name, articles: articles.length }, 'news source read');
      return articles;
    } catch (err) {
      deps.logger.warn({ source: source.name, err: (err as Error).message }, 'news source skipped');
      return undefined;
    }
  });
  const failedSources = fetched.filter((articles) => articles === undefined).length;

  const cutoff = now.getTime() - deps.retentionDays * 24 * 60 * 60 * 1000;
  const byUrl = new Map<string, IncomingArticle>();
  for (const article of fetched.flat()) {
    if (article && article.publishedAt.getTime() >= cutoff && !byUrl.has(article.url)) {
      byUrl.set(article.url, article);
    }
  }
  const known = await deps.store.knownUrls([...byUrl.keys()]);
  const fresh = [...byUrl.values()].filter((article) => !known.has(article.url));
  const classes = await deps.classifier.classify(fresh);
  const inserted = await deps.store.insertNew(fresh.map((a, i) => ({ ...a, ...classes[i] })));

  const demoRemoved = inserted > 0 ? await deps.store.removeDemo() : 0;
  const nothingReached = deps.sources.length === 0 || failedSources === deps.sources.length;
  const demoSeeded =
    deps.demo && nothingReached && (await deps.store.isEmpty())
      ? await deps.store.insertNew(demoArticles(now))
      : 0;
  return { sources: deps.sources.length, failedSources, inserted, demoSeeded, demoRemoved };
}

async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
