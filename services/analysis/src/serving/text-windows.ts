import type { TokenizedWord, WordPieceTokenizer } from './encoder/wordpiece-tokenizer';
import { sentenceSpans } from './segments';

// The tiers read at most maxTokens ids at a time. A longer text is read in windows of whole
// sentences (a sentence longer than a window is cut), and its result is the token-weighted mean of
// its windows' results, so the whole text counts rather than its first hundred words.

/** A window's ids ([CLS] … [SEP]) and, for each id, the index of the text's word it belongs to
 *  (-1 for [CLS] and [SEP]). */
export interface TextWindow {
  ids: number[];
  words: number[];
}

/** A text's words (with their spans in it) and the windows that cover them in order. */
export interface WindowedText {
  words: TokenizedWord[];
  windows: TextWindow[];
}

/**
 * Id windows ([CLS] … [SEP]) covering the text in order; none for a text without tokens. The same
 * windows as windowedText's, without the words: reading a text needs only its ids, and on the fast
 * tier the spans and owners explanations need cost more than the model's own arithmetic.
 */
export function textWindows(tokenizer: WordPieceTokenizer, text: string): number[][] {
  const ids: number[] = [];
  const lengths: number[] = [];
  for (const { start, end } of sentenceSpans(text)) {
    const sentence = tokenizer.tokenIds(text.slice(start, end));
    for (const id of sentence) ids.push(id);
    lengths.push(sentence.length);
  }
  return windowRanges(lengths, tokenizer).map(([start, end]) =>
    wrapped(tokenizer, ids, start, end),
  );
}

/**
 * The text's words, sentence by sentence, packed into windows of whole sentences (a sentence longer
 * than a window is cut). Each word keeps its span in `text`, each id the word it came from, so what
 * the model says about a token can be said about a word of the text the person wrote.
 */
export function windowedText(tokenizer: WordPieceTokenizer, text: string): WindowedText {
  const words: TokenizedWord[] = [];
  const ids: number[] = [];
  const owners: number[] = [];
  const lengths: number[] = [];
  for (const sentence of sentenceSpans(text)) {
    const before = ids.length;
    for (const word of tokenizer.words(text.slice(sentence.start, sentence.end))) {
      for (const id of word.ids) {
        ids.push(id);
        owners.push(words.length);
      }
      // words() makes new objects each call: moving them to the text's offsets copies nothing.
      word.start += sentence.start;
      word.end += sentence.start;
      words.push(word);
    }
    lengths.push(ids.length - before);
  }
  const windows = windowRanges(lengths, tokenizer).map(([start, end]) => ({
    ids: wrapped(tokenizer, ids, start, end),
    words: [-1, ...owners.slice(start, end), -1],
  }));
  return { words, windows };
}

/**
 * Where each window starts and ends among the text's ids, given its sentences' lengths: whole
 * sentences while they fit, a sentence longer than a window cut into window-sized pieces.
 * WordPiece reads words independently, so a text's ids are its sentences' ids in a row: packing
 * sentences gives a short text's single window without tokenizing it twice.
 */
function windowRanges(
  lengths: readonly number[],
  tokenizer: WordPieceTokenizer,
): [number, number][] {
  const room = tokenizer.options.maxTokens - 2;
  const ranges: [number, number][] = [];
  let start = 0;
  let end = 0;
  for (const length of lengths) {
    for (let i = 0; i < length; i += room) {
      const piece = Math.min(room, length - i);
      if (end - start + piece > room) {
        ranges.push([start, end]);
        start = end;
      }
      end += piece;
    }
  }
  if (end > start) ranges.push([start, end]);
  return ranges;
}

/** ids[start, end) between [CLS] and [SEP]. */
function wrapped(
  tokenizer: WordPieceTokenizer,
  ids: readonly number[],
  start: number,
  end: number,
): number[] {
  return [tokenizer.clsId, ...ids.slice(start, end), tokenizer.sepId];
}

/** Every `step`-th item, so a sample covers the whole sequence rather than its beginning. */
export function evenSample<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]);
}
