import sanitizeHtml from 'sanitize-html';

/** Tags whose end starts a new line of text. */
const BLOCK_END =
  /<\/(p|div|li|h[1-6]|blockquote|tr|section|article|header|footer|pre)\s*>|<br\s*\/?>/gi;

/**
 * Plain text of an HTML fragment (feed descriptions, extracted pages): tags and scripts dropped,
 * entities decoded, paragraphs kept as blank-line-separated blocks.
 */
export function htmlToText(html: string | undefined | null): string {
  if (!html) return '';
  const marked = html.replace(BLOCK_END, (tag) => `${tag}\n\n`);
  const escaped = sanitizeHtml(marked, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg'],
  });
  // sanitize-html decodes every entity while parsing and escapes only these four on output.
  const text = escaped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return normaliseWhitespace(text);
}

/** Spaces collapsed within lines, at most one blank line between paragraphs. */
export function normaliseWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** NewsAPI cuts `content` and appends "… [+1234 chars]"; that marker is not part of the article. */
export function stripCharsMarker(text: string): string {
  return text.replace(/\s*\[\+\d+\s*chars?\]\s*$/i, '').trim();
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Reading time at 200 words a minute, as the News page shows it: '4 min read' (at least 1). */
export function readTime(text: string): string {
  return `${Math.max(1, Math.ceil(countWords(text) / 200))} min read`;
}

/** Cuts text to at most `max` characters, at a word boundary when one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
