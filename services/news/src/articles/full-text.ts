import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { decodeText } from '../fetch/decode-text';
import { fetchDocument, FetchLimits } from '../fetch/fetch-document';
import { htmlToText, truncate } from '../text/article-text';

/** Shorter than this, what Readability found is a fragment (a cookie notice), not the article. */
const MIN_ARTICLE_CHARS = 200;
const MAX_CONTENT_CHARS = 100_000;

/**
 * Fetches an article's original page (guarded: http(s) only, no private addresses, time and size
 * budget) and extracts its main text; undefined when the page has no readable article.
 */
export async function fetchFullText(url: string, limits: FetchLimits): Promise<string | undefined> {
  const page = await fetchDocument(url, {
    ...limits,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  });
  if (page.contentType && !/html/i.test(page.contentType)) return undefined;
  return extractMainText(decodeText(page.body, page.contentType), page.url);
}

/** The main content of an HTML page as paragraphs of plain text (Readability over jsdom). */
export function extractMainText(html: string, url: string): string | undefined {
  // No scripts run and no sub-resources load: jsdom only parses.
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    const article = new Readability(dom.window.document).parse();
    const text = htmlToText(article?.content);
    return text.length >= MIN_ARTICLE_CHARS ? truncate(text, MAX_CONTENT_CHARS) : undefined;
  } finally {
    dom.window.close();
  }
}
