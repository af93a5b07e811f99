import { decodeText } from '../fetch/decode-text';
import { fetchDocument } from '../fetch/fetch-document';
import type { FeedSource } from './feed-source';
import { IncomingArticle, parseFeed } from './feed-items';

export interface FeedReadOptions {
  timeoutMs: number;
  maxBytes: number;
  maxItems: number;
}

/**
 * Fetches and parses one configured feed. The operator chose these URLs, so they are not held to
 * the address guard (a feed on the local network is a legitimate setup); article pages are.
 */
export async function readFeed(
  feed: FeedSource,
  options: FeedReadOptions,
): Promise<IncomingArticle[]> {
  const document = await fetchDocument(feed.url, {
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    accept:
      'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
  });
  return parseFeed(decodeText(document.body, document.contentType), {
    source: feed.name,
    category: feed.category,
    feedUrl: document.url,
    maxItems: options.maxItems,
  });
}
