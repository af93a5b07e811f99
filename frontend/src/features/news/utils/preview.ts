/**
 * The article modal's immediate preview, built from the list item before the detail arrives
 * (spec section 5, 'Preview building'). Pure, so every threshold is unit tested.
 */

export const previewRules = {
  /** Under this many characters (after trimming) there is no preview, only a pointer onward. */
  minChars: 50,
  /** A paragraph counts only when it is longer than this. */
  paragraphMinChars: 50,
  maxParagraphs: 3,
  /** The preview's total length stays at or under this. */
  maxChars: 800,
  /** With no qualifying paragraph, only a text longer than this is cut into a preview. */
  fallbackMinChars: 300,
  /** A cut moves back to the last sentence end only when that end lies beyond this position. */
  sentenceCutMin: 100,
} as const;

export const previewNotes = {
  truncated: 'Full content is available on the original site.',
  summary: 'Source summary displayed.',
  unavailable:
    "The preview of this article is short or unavailable. Use the 'Go to Original Article' button below to read it in full.",
} as const;

export type Preview =
  | { kind: 'unavailable'; message: string }
  | { kind: 'text'; paragraphs: string[]; truncated: boolean; note: string };

/** NewsAPI ends shortened texts with '[+1234 chars]'. */
const CHARS_MARKER = /\s*\[\+\d+ chars\]\s*$/;
/** A sentence end: . ! or ? (with an optional closing quote or bracket) before a space or the end. */
const SENTENCE_END = /[.!?]["'\u201d\u2019)]?(?=\s|$)/g;

/**
 * The first `maxChars` characters, cut back to the last sentence end when that end lies beyond
 * `sentenceCutMin`; otherwise the cut stays where it is and, if it fell inside the text, an
 * ellipsis says so.
 */
function cutAtSentence(text: string): { text: string; cut: boolean } {
  const slice = text.slice(0, previewRules.maxChars);
  const last = lastSentenceEnd(slice);
  if (last && last.at > previewRules.sentenceCutMin) {
    const kept = slice.slice(0, last.end);
    return { text: kept, cut: kept.length < text.length };
  }
  if (slice.length === text.length) return { text, cut: false };
  return { text: `${slice.trimEnd()}\u2026`, cut: true };
}

/** Where the last sentence end in `text` is (its punctuation) and the index just after it. */
function lastSentenceEnd(text: string): { at: number; end: number } | null {
  let last: { at: number; end: number } | null = null;
  for (const match of text.matchAll(SENTENCE_END))
    last = { at: match.index, end: match.index + match[0].length };
  return last;
}

/** Up to three qualifying paragraphs, whole, while the total stays within the cap. */
function takeParagraphs(paragraphs: string[]): { paragraphs: string[]; omitted: boolean } {
  const taken: string[] = [];
  let total = 0;
  for (const paragraph of paragraphs.slice(0, previewRules.maxParagraphs)) {
    if (total + paragraph.length <= previewRules.maxChars) {
      taken.push(paragraph);
      total += paragraph.length;
      continue;
    }
    // A first paragraph longer than the cap is cut rather than lost.
    if (taken.length === 0) taken.push(cutAtSentence(paragraph).text);
    break;
  }
  const whole = taken.length === paragraphs.length && taken.every((p, i) => p === paragraphs[i]);
  return { paragraphs: taken, omitted: !whole };
}

export function buildPreview(article: {
  text?: string | null;
  description?: string | null;
}): Preview {
  const source = article.text?.trim() || article.description?.trim() || '';
  if (source.length < previewRules.minChars)
    return { kind: 'unavailable', message: previewNotes.unavailable };

  const cleaned = source.replace(CHARS_MARKER, '').trim();
  const markerRemoved = cleaned.length !== source.length;
  const qualifying = cleaned
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > previewRules.paragraphMinChars);

  let paragraphs: string[];
  let omitted: boolean;
  if (qualifying.length > 0) {
    ({ paragraphs, omitted } = takeParagraphs(qualifying));
  } else if (cleaned.length > previewRules.fallbackMinChars) {
    const cut = cutAtSentence(cleaned);
    paragraphs = [cut.text];
    omitted = cut.cut;
  } else {
    // Short lines only, and little text: show it as it is.
    paragraphs = cleaned
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    omitted = false;
  }

  const truncated = markerRemoved || omitted;
  return {
    kind: 'text',
    paragraphs,
    truncated,
    note: truncated ? previewNotes.truncated : previewNotes.summary,
  };
}
