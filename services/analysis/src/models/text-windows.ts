import type { WordPieceTokenizer } from '../encoder/wordpiece-tokenizer';
import { splitSentences } from './segments';

// The tiers read at most maxTokens ids at a time. A longer text is read in windows of whole
// sentences (a sentence longer than a window is cut), and its result is the token-weighted mean of
// its windows' results, so the whole text counts rather than its first hundred words.

/** Id windows ([CLS] … [SEP]) covering the text in order; none for a text without tokens. */
export function textWindows(tokenizer: WordPieceTokenizer, text: string): number[][] {
  const room = tokenizer.options.maxTokens - 2;
  // WordPiece reads words independently, so a text's ids are its sentences' ids in a row: packing
  // sentences gives a short text's single window without tokenizing it twice.
  const windows: number[][] = [];
  let current: number[] = [];
  for (const sentence of splitSentences(text)) {
    const ids = tokenizer.tokenIds(sentence);
    for (let i = 0; i < ids.length; i += room) {
      const piece = ids.slice(i, i + room);
      if (current.length + piece.length > room) {
        windows.push(wrap(tokenizer, current));
        current = [];
      }
      current.push(...piece);
    }
  }
  if (current.length > 0) windows.push(wrap(tokenizer, current));
  return windows;
}

function wrap(tokenizer: WordPieceTokenizer, ids: number[]): number[] {
  return [tokenizer.clsId, ...ids, tokenizer.sepId];
}

/** Every `step`-th item, so a sample covers the whole sequence rather than its beginning. */
export function evenSample<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]);
}
