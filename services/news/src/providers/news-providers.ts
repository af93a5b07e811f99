import { decodeText } from '../fetch/decode-text';
import { fetchDocument } from '../fetch/fetch-document';
import {
  cleanAuthor,
  IncomingArticle,
  MAX_DESCRIPTION,
  MAX_TEXT,
  MAX_TITLE,
  publishedDate,
} from '../feeds/feed-items';
import { canonicalUrl } from '../text/canonical-url';
import { htmlToText, stripCharsMarker, truncate } from '../text/article-text';

/** A source of articles besides the feeds, used only when its API key is configured. */
export interface NewsProvider {
  name: string;
  fetch(): Promise<IncomingArticle[]>;
}

export interface ProviderSettings {
  newsApiKey?: string;
  newsApiUrl: string;
  guardianApiKey?: string;
  guardianApiUrl: string;
  timeoutMs: number;
  /** The largest response read from any source, feed or API (NEWS_FEED_MAX_BYTES). */
  maxBytes: number;
}

export function configuredProviders(settings: ProviderSettings): NewsProvider[] {
  const providers: NewsProvider[] = [];
  const { newsApiKey, guardianApiKey } = settings;
  if (newsApiKey) {
    // NewsAPI takes its key in a header, which keeps it out of any logged URL.
    providers.push({
      name: 'NewsAPI',
      fetch: async () =>
        fromNewsApi(
          await getJson(
            withQuery(settings.newsApiUrl, { language: 'en', pageSize: '100' }),
            settings,
            {
              'x-api-key': newsApiKey,
            },
          ),
        ),
    });
  }
  if (guardianApiKey) {
    providers.push({
      name: 'The Guardian API',
      fetch: async () =>
        fromGuardian(
          await getJson(
            withQuery(settings.guardianApiUrl, {
              'api-key': guardianApiKey,
              'show-fields': 'trailText,bodyText,byline',
              'page-size': '50',
              'order-by': 'newest',
            }),
            settings,
          ),
        ),
    });
  }
  return providers;
}

function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

async function getJson(
  url: string,
  settings: ProviderSettings,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const document = await fetchDocument(url, {
    timeoutMs: settings.timeoutMs,
    maxBytes: settings.maxBytes,
    accept: 'application/json',
    headers,
  });
  return JSON.parse(decodeText(document.body, document.contentType));
}

interface NewsApiArticle {
  source?: { name?: string };
  author?: string | null;
  title?: string;
  description?: string | null;
  url?: string;
  publishedAt?: string;
  content?: string | null;
}

/** NewsAPI's `articles`; its `content` ends with a '[+N chars]' marker, which is dropped. */
export function fromNewsApi(body: unknown, now = new Date()): IncomingArticle[] {
  const articles = (body as { articles?: NewsApiArticle[] })?.articles;
  if (!Array.isArray(articles)) throw new Error('NewsAPI answered without an articles list');
  return articles.flatMap((item) => {
    const url = item.url ? canonicalUrl(item.url) : undefined;
    const title = truncate(htmlToText(item.title), MAX_TITLE);
    if (!url || !title || title === '[Removed]') return [];
    const description = truncate(stripCharsMarker(htmlToText(item.description)), MAX_DESCRIPTION);
    const text = truncate(stripCharsMarker(htmlToText(item.content)), MAX_TEXT);
    return [
      {
        url,
        title,
        description: description || text,
        text: text || description,
        source: item.source?.name?.trim() || 'NewsAPI',
        author: cleanAuthor(item.author),
        category: 'General',
        tags: ['General'],
        publishedAt: publishedDate(item.publishedAt, now),
      },
    ];
  });
}

interface GuardianResult {
  webTitle?: string;
  webUrl?: string;
  webPublicationDate?: string;
  sectionName?: string;
  fields?: { trailText?: string; bodyText?: string; byline?: string };
}

export function fromGuardian(body: unknown, now = new Date()): IncomingArticle[] {
  const results = (body as { response?: { results?: GuardianResult[] } })?.response?.results;
  if (!Array.isArray(results)) throw new Error('The Guardian API answered without results');
  return results.flatMap((item) => {
    const url = item.webUrl ? canonicalUrl(item.webUrl) : undefined;
    const title = truncate(htmlToText(item.webTitle), MAX_TITLE);
    if (!url || !title) return [];
    const category = item.sectionName?.trim().slice(0, 60) || 'General';
    const description = truncate(htmlToText(item.fields?.trailText), MAX_DESCRIPTION);
    const text = truncate(htmlToText(item.fields?.bodyText), MAX_TEXT);
    return [
      {
        url,
        title,
        description: description || truncate(text, MAX_DESCRIPTION),
        text: text || description,
        source: 'The Guardian',
        author: cleanAuthor(item.fields?.byline),
        category,
        tags: [category],
        publishedAt: publishedDate(item.webPublicationDate, now),
      },
    ];
  });
}
