import { eng as ENGLISH_STOPWORDS } from 'stopword';
import type { TextWindow, WindowedText } from './text-windows';
import type { WindowReading } from './tiers';

// Why a text read as it did: each word's push toward POSITIVE against NEGATIVE, from the same pass
// that labelled it (each token's share of the logits; see the tiers' readers and
// docs/architecture.md, "Explanations"), added up over the word's tokens and weighted like the
// window it sits in.

/** A word of the text, where it lies, and how far it pushed the sentiment (+ positive, − negative). */
export interface WordWeight {
  word: string;
  start: number;
  end: number;
  weight: number;
}

// The stop words of the `stopword` package are neither shown nor counted as sentiment terms: their
// share is mostly the sentence's tone spread over every token. "never" and "like" stay, because
// they carry sentiment on their own ("never again", "I like it").
const KEPT = new Set(['never', 'like']);
const STOPWORDS = new Set(ENGLISH_STOPWORDS.filter((w) => !KEPT.has(w)));
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a (normalised) word can be shown and counted: it has a letter or digit and is not a stop word. */
export function isContentWord(word: string): boolean {
  return HAS_LETTER_OR_DIGIT.test(word) && !STOPWORDS.has(word);
}

/**
 * Each word's weight: the polarity of its tokens, each window's scaled by that window's share of
 * the text's reading (its tokens, as the probabilities are averaged). Words in windows that were
 * not read (a long text is sampled) weigh 0.
 */
export function wordWeights(
  text: WindowedText,
  windows: readonly TextWindow[],
  readings: readonly WindowReading[],
): number[] {
  const weights = new Array<number>(text.words.length).fill(0);
  const total = windows.reduce((n, w) => n + w.ids.length - 2, 0);
  windows.forEach((window, i) => {
    const polarity = readings[i].polarity;
    if (!polarity) throw new Error('word weights need readings with polarity');
    const share = (window.ids.length - 2) / total;
    window.words.forEach((word, t) => {
      if (word >= 0) weights[word] += polarity[t] * share;
    });
  });
  return weights;
}

/** The content words that pushed hardest, either way, strongest first. */
export function strongestWords(
  text: WindowedText,
  source: string,
  weights: readonly number[],
  count: number,
): WordWeight[] {
  return text.words
    .map((w, i) => ({ i, w }))
    .filter(({ w, i }) => isContentWord(w.text) && weights[i] !== 0)
    .sort((a, b) => Math.abs(weights[b.i]) - Math.abs(weights[a.i]))
    .slice(0, count)
    .map(({ w, i }) => ({
      word: source.slice(w.start, w.end),
      start: w.start,
      end: w.end,
      weight: weights[i],
    }));
}
