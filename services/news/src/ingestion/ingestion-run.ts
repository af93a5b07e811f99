import type { NewsIngestReport } from '@sentilog/contracts';
import type { Logger } from 'pino';
import { IncomingArticle } from '../feeds/feed-items';
import { NewsRepository } from '../news.repository';
import { ClusterOptions } from '../stories/cluster';
import { ArticleClassifier } from './article-classifier';
import { demoArticles } from './demo-articles';

/** Where articles come from: a feed or an API provider. */
export interface ArticleSource {
  name: string;
  fetch(): Promise<IncomingArticle[]>;
}

export interface IngestionDeps {
  sources: readonly ArticleSource[];
  /** The repository's ingestion side. */
  store: Pick<
    NewsRepository,
    'knownUrls' | 'insertNew' | 'assignStories' | 'removeDemo' | 'isEmpty' | 'recordRun' | 'hasDemo'
  >;
  classifier: ArticleClassifier;
  /** How new articles are grouped into stories (threshold and time window). */
  stories: ClusterOptions;
  retentionDays: number;
  /** Seed the demo articles when no source could be reached and nothing is stored. */
  demo: boolean;
  logger: Logger;
  /** Sources read at once. */
  concurrency?: number;
  now?: () => Date;
}

/** What one run did (the ingest job's result in the catalogue). */
export type IngestionReport = NewsIngestReport;

/**
 * One ingestion run: read every source (a failing one is skipped), keep articles not stored yet
 * and not past retention, classify them in batches, insert them (a concurrent run inserting the
 * same URL first is harmless), manage the demo set, and record the outcome for the News page.
 * Unreachable sources are one warning per run, naming each with its error: offline, that is one
 * line instead of one per feed.
 */
export async function runIngestion(deps: IngestionDeps): Promise<IngestionReport> {
  const now = deps.now?.() ?? new Date();
  const failures: { source: string; err: string }[] = [];
  const fetched = await mapConcurrently(deps.sources, deps.concurrency ?? 4, async (source) => {
    try {
      const articles = await source.fetch();
      deps.logger.debug({ source: source.name, articles: articles.length }, 'news source read');
      return articles;
    } catch (err) {
      failures.push({ source: source.name, err: (err as Error).message });
      return undefined;
    }
  });
  const failedSources = failures.length;

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
  const insertedIds = await deps.store.insertNew(fresh.map((a, i) => ({ ...a, ...classes[i] })));
  const inserted = insertedIds.length;
  let storied = await deps.store.assignStories(insertedIds, deps.stories);

  const demoRemoved = inserted > 0 ? await deps.store.removeDemo() : 0;
  const nothingReached = deps.sources.length === 0 || failedSources === deps.sources.length;
  let demoSeeded = 0;
  if (deps.demo && nothingReached && (await deps.store.isEmpty())) {
    const demoIds = await seedDemo(deps, now);
    demoSeeded = demoIds.length;
    storied += await deps.store.assignStories(demoIds, deps.stories);
  }
  await deps.store.recordRun({
    at: deps.now?.() ?? new Date(),
    sources: deps.sources.length,
    unreachable: failedSources,
  });
  if (failedSources > 0) {
    const samples = nothingReached && (await deps.store.hasDemo());
    deps.logger.warn(
      { failed: failures },
      unreachableMessage(failedSources, deps.sources.length, samples),
    );
  }
  return {
    sources: deps.sources.length,
    failedSources,
    inserted,
    demoSeeded,
    demoRemoved,
    storied,
  };
}

/** The run's one warning: '18 feeds unreachable (offline?) — showing sample articles'. */
export function unreachableMessage(failed: number, total: number, samples: boolean): string {
  if (failed < total) return `${failed} of ${total} feeds unreachable`;
  const shown = samples ? 'showing sample articles' : 'showing the articles already stored';
  return `${failed} ${failed === 1 ? 'feed' : 'feeds'} unreachable (offline?) — ${shown}`;
}

/**
 * The sample articles, labelled by the models through the same classifier as every feed's. Their
 * outlets are fictional, so the outlet table rates none of them: each takes its sample outlet's
 * sample rating instead, which the answers mark as a sample one.
 */
async function seedDemo(deps: IngestionDeps, now: Date): Promise<string[]> {
  const demo = demoArticles(now);
  const classes = await deps.classifier.classify(demo);
  return deps.store.insertNew(
    demo.map((a, i) => ({
      ...a,
      ...classes[i],
      outletName: a.sampleRating ? a.source : null,
      outletRating: a.sampleRating,
    })),
  );
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
