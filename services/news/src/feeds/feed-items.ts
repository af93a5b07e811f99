import Parser from 'rss-parser';
import { canonicalUrl } from '../text/canonical-url';
import { htmlToText, stripCharsMarker, truncate } from '../text/article-text';

/** One article as a source delivers it, before classification. */
export interface IncomingArticle {
  url: string;
  title: string;
  description: string;
  text: string;
  source: string;
  author: string | null;
  category: string;
  tags: string[];
  publishedAt: Date;
}

export const MAX_TITLE = 500;
export const MAX_DESCRIPTION = 1_000;
export const MAX_TEXT = 20_000;
const MAX_TAGS = 8;

type CategoryNode = string | { _?: string; $?: { term?: string; label?: string } };
type RawItem = Parser.Item & {
  author?: string;
  summary?: string;
  'content:encoded'?: string;
  categoryNodes?: CategoryNode[];
};

const parser = new Parser<Record<string, unknown>, RawItem>({
  customFields: { item: [['category', 'categoryNodes', { keepArray: true }]] },
});

export interface FeedContext {
  /** The outlet, stored as each article's source. */
  source: string;
  category: string;
  /** Where the feed was read from: relative article links resolve against it. */
  feedUrl: string;
  maxItems: number;
  now?: Date;
}

/**
 * Articles of an RSS 2.0, RSS 1.0 or Atom document. Items without a title or an http(s) link are
 * left out; HTML becomes text; a missing or unreadable date becomes `now`. Throws on a document
 * that is not a feed.
 */
export async function parseFeed(xml: string, context: FeedContext): Promise<IncomingArticle[]> {
  const feed = await parser.parseString(withoutUnreadableAtomDates(xml));
  const base = feed.link
    ? (canonicalUrl(feed.link, context.feedUrl) ?? context.feedUrl)
    : context.feedUrl;
  const now = context.now ?? new Date();
  const articles: IncomingArticle[] = [];
  for (const item of feed.items.slice(0, context.maxItems)) {
    const article = toArticle(item, context, base, now);
    if (article) articles.push(article);
  }
  return articles;
}

function toArticle(
  item: RawItem,
  context: FeedContext,
  base: string,
  now: Date,
): IncomingArticle | undefined {
  const link = item.link ?? (looksLikeUrl(item.guid) ? item.guid : undefined);
  const url = link ? canonicalUrl(link, base) : undefined;
  const title = truncate(htmlToText(item.title), MAX_TITLE);
  if (!url || !title) return undefined;
  const summary = htmlToText(item.summary ?? item.content);
  const full = htmlToText(item['content:encoded'] ?? item.content ?? item.summary);
  const text = truncate(stripCharsMarker(full.length >= summary.length ? full : summary), MAX_TEXT);
  return {
    url,
    title,
    description: truncate(stripCharsMarker(summary || text), MAX_DESCRIPTION),
    text,
    source: context.source,
    author: cleanAuthor(item.creator ?? item.author),
    category: context.category,
    tags: tagsOf(item.categoryNodes, context.category),
    publishedAt: publishedDate(item.isoDate ?? item.pubDate, now),
  };
}

/** rss-parser turns an Atom date it cannot read into an exception for the whole feed. */
function withoutUnreadableAtomDates(xml: string): string {
  return xml.replace(/<(published|updated)>([^<]*)<\/\1>/g, (whole, tag: string, value: string) =>
    Number.isNaN(Date.parse(value.trim())) ? `<${tag}></${tag}>` : whole,
  );
}

function looksLikeUrl(value: string | undefined): value is string {
  return !!value && /^https?:\/\//i.test(value.trim());
}

/** Dates that cannot be read, or lie more than a day ahead, are taken as the time of reading. */
export function publishedDate(value: string | undefined, now: Date): Date {
  const time = value ? Date.parse(value) : NaN;
  if (Number.isNaN(time) || time > now.getTime() + 24 * 60 * 60 * 1000) return now;
  return new Date(time);
}

/** "news@example.com (Jane Doe)" → "Jane Doe"; a bare address or blank → null. */
export function cleanAuthor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = htmlToText(value);
  const named = text.match(/\(([^)]+)\)\s*$/)?.[1] ?? text;
  const cleaned = named.replace(/^by\s+/i, '').trim();
  if (!cleaned || /^\S+@\S+$/.test(cleaned)) return null;
  return truncate(cleaned, 200);
}

function tagsOf(nodes: CategoryNode[] | undefined, category: string): string[] {
  const names = (nodes ?? [])
    .map((node) => (typeof node === 'string' ? node : (node._ ?? node.$?.label ?? node.$?.term)))
    .filter((name): name is string => typeof name === 'string')
    .map((name) => htmlToText(name).slice(0, 40))
    .filter(Boolean);
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  return unique.length > 0 ? unique.slice(0, MAX_TAGS) : [category];
}
