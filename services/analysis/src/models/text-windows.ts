import type { TokenizedWord, WordPieceTokenizer } from '../encoder/wordpiece-tokenizer';
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

/** Id windows ([CLS] … [SEP]) covering the text in order; none for a text without tokens. */
export function textWindows(tokenizer: WordPieceTokenizer, text: string): number[][] {
  return windowedText(tokenizer, text).windows.map((w) => w.ids);
}

/**
 * The text's words, sentence by sentence, packed into windows of whole sentences (a sentence longer
 * than a window is cut). Each word keeps its span in `text`, each id the word it came from, so what
 * the model says about a token can be said about a word of the text the person wrote.
 */
export function windowedText(tokenizer: WordPieceTokenizer, text: string): WindowedText {
  const room = tokenizer.options.maxTokens - 2;
  // WordPiece reads words independently, so a text's ids are its sentences' ids in a row: packing
  // sentences gives a short text's single window without tokenizing it twice.
  const words: TokenizedWord[] = [];
  const windows: TextWindow[] = [];
  let ids: number[] = [];
  let owners: number[] = [];
  const flush = () => {
    windows.push({
      ids: [tokenizer.clsId, ...ids, tokenizer.sepId],
      words: [-1, ...owners, -1],
    });
    ids = [];
    owners = [];
  };
  for (const sentence of sentenceSpans(text)) {
    const sentenceIds: number[] = [];
    const sentenceOwners: number[] = [];
    for (const word of tokenizer.words(text.slice(sentence.start, sentence.end))) {
      const index = words.length;
      words.push({ ...word, start: word.start + sentence.start, end: word.end + sentence.start });
      for (const id of word.ids) {
        sentenceIds.push(id);
        sentenceOwners.push(index);
      }
    }
    for (let i = 0; i < sentenceIds.length; i += room) {
      const piece = sentenceIds.slice(i, i + room);
      if (ids.length + piece.length > room) flush();
      ids.push(...piece);
      owners.push(...sentenceOwners.slice(i, i + room));
    }
  }
  if (ids.length > 0) flush();
  return { words, windows };
}

/** Every `step`-th item, so a sample covers the whole sequence rather than its beginning. */
export function evenSample<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]);
}
