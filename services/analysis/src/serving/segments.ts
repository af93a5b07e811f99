// Long texts are analysed piece by piece: sentence by sentence for the sentence-level models, and in
// windows of whole sentences for the article model, so a 10 MB document gets an overall result built
// from all of it rather than from its first few hundred tokens.

const ABBREVIATION =
  /(?:^|[\s(])(?:mr|mrs|ms|dr|prof|st|jr|sr|vs|etc|inc|co|ltd|gen|sen|rep|gov|no|e\.g|i\.e|[a-z])\.$/i;

/** Where a piece of a text lies: UTF-16 offsets, `end` exclusive. */
export interface Span {
  start: number;
  end: number;
}

const BLOCK_BREAK = /\n\s*\n|\r\n\s*\r\n/g;
const SENTENCE_END = /[.!?\u2026]+["'\u201d\u2019)\]]*\s+(?=["'\u201c\u2018([]?[\p{Lu}\d])/gu;
const SPACE = /\s/;

/** The span without the white space at either end (as String.prototype.trim, which \s matches). */
function trimmed(text: string, start: number, end: number): Span {
  while (start < end && SPACE.test(text[start])) start++;
  while (end > start && SPACE.test(text[end - 1])) end--;
  return { start, end };
}

/**
 * Where each sentence lies: text splits at sentence-ending punctuation followed by a capital, digit
 * or quote (not after an abbreviation or initial), and at blank lines; each span is trimmed.
 */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  const add = (span: Span) => {
    if (span.end > span.start) spans.push(span);
  };
  let blockStart = 0;
  const blockEnds = [...text.matchAll(BLOCK_BREAK)].map((m) => ({
    end: m.index,
    next: m.index + m[0].length,
  }));
  for (const { end: blockEnd, next } of [...blockEnds, { end: text.length, next: text.length }]) {
    const block = text.slice(blockStart, blockEnd);
    let start = 0;
    for (const m of block.matchAll(SENTENCE_END)) {
      const end = m.index + m[0].length;
      const candidate = block.slice(start, end).trim();
      if (ABBREVIATION.test(candidate.replace(/["'\u201d\u2019)\]]+$/, ''))) continue;
      add(trimmed(text, blockStart + start, blockStart + end));
      start = end;
    }
    add(trimmed(text, blockStart + start, blockEnd));
    blockStart = next;
  }
  return spans;
}

/** The text's sentences (see sentenceSpans). */
export function splitSentences(text: string): string[] {
  return sentenceSpans(text).map((s) => text.slice(s.start, s.end));
}

/**
 * Consecutive sentences packed into windows of about `maxChars` characters (a sentence longer than that
 * is cut), so a long article is read whole, in pieces the size the article model was trained on.
 */
export function charWindows(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const windows: string[] = [];
  let current = '';
  for (const sentence of splitSentences(text)) {
    for (let i = 0; i < sentence.length; i += maxChars) {
      const piece = sentence.slice(i, i + maxChars);
      if (current && current.length + 1 + piece.length > maxChars) {
        windows.push(current);
        current = '';
      }
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) windows.push(current);
  return windows;
}
