// Long texts are analysed piece by piece: sentence by sentence for the sentence-level models, and in
// windows of whole sentences for the article model, so a 10 MB document gets an overall result built
// from all of it rather than from its first few hundred tokens.

const ABBREVIATION =
  /(?:^|[\s(])(?:mr|mrs|ms|dr|prof|st|jr|sr|vs|etc|inc|co|ltd|gen|sen|rep|gov|no|e\.g|i\.e|[a-z])\.$/i;

/** Splits text at sentence-ending punctuation followed by a capital, digit or quote, and at blank lines. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const block of text.split(/\n\s*\n|\r\n\s*\r\n/)) {
    let start = 0;
    const boundary = /[.!?\u2026]+["'\u201d\u2019)\]]*\s+(?=["'\u201c\u2018([]?[\p{Lu}\d])/gu;
    for (const m of block.matchAll(boundary)) {
      const end = (m.index ?? 0) + m[0].length;
      const candidate = block.slice(start, end).trim();
      if (ABBREVIATION.test(candidate.replace(/["'\u201d\u2019)\]]+$/, ''))) continue;
      sentences.push(candidate);
      start = end;
    }
    const rest = block.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences.filter((s) => s.length > 0);
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
