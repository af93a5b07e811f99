import type { FeedSource } from '../feeds/feed-source';
import { readFeed } from '../feeds/feed-reader';
import { configuredProviders, ProviderSettings } from '../providers/news-providers';
import { ArticleSource } from './ingestion-run';

export interface SourceSettings extends ProviderSettings {
  feeds: readonly FeedSource[];
  maxItemsPerFeed: number;
}

/** Every configured feed, plus the API providers whose keys are set. */
export function articleSources(settings: SourceSettings): ArticleSource[] {
  const feeds = settings.feeds.map((feed) => ({
    name: `${feed.name} <${feed.url}>`,
    fetch: () =>
      readFeed(feed, {
        timeoutMs: settings.timeoutMs,
        maxBytes: settings.maxBytes,
        maxItems: settings.maxItemsPerFeed,
      }),
  }));
  return [...feeds, ...configuredProviders(settings)];
}
