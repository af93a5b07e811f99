import type { TokenizedWord } from './encoder/wordpiece-tokenizer';
import type { MixedRule } from './calibration';
import { isContentWord } from './explanations';
import type { Span } from './segments';
import { sentenceSpans } from './segments';

// Mixed: a text with a strongly positive part and a strongly negative part reads Mixed rather than
// as a confident side (like AWS Comprehend's MIXED), unless the text as a whole settles it ("the
// login was pleasant, but all in all it was awful" is Negative). The parts are a text's clauses —
// its sentences, cut again before a contrasting word — read from the text's own encoder pass
// (tiers.ts spanSentiment); a document's parts are its sentences' clauses. The thresholds are chosen on dev
// sets (calibrate.ts) and live in the model's calibration.json. docs/architecture.md, "Mixed".

/** One part of a text as read: its calibrated sentiment (NEGATIVE, NEUTRAL, POSITIVE) and its weight. */
export interface ReadPart {
  probs: readonly number[];
  /** How much of the text it is (tokens). */
  tokens: number;
}

export interface MixedVerdict {
  mixed: boolean;
  /**
   * How much feeling the text carries either way, in [0, 1]: its parts' |P(positive) − P(negative)|
   * averaged by length (the whole text's when it has no parts), like Google's magnitude, bounded.
   */
  magnitude: number;
  /** With `mixed`: how sure the weaker of the two sides is (the confidence a Mixed reading shows). */
  confidence: number;
}

const NEGATIVE = 0;
const POSITIVE = 2;

/** The verdict for a text whose whole reads `whole` and whose parts read `parts`. */
export function mixedVerdict(
  whole: readonly number[],
  parts: readonly ReadPart[],
  rule: MixedRule | undefined,
): MixedVerdict {
  const total = parts.reduce((n, p) => n + p.tokens, 0);
  const magnitude =
    total > 0
      ? parts.reduce((m, p) => m + p.tokens * Math.abs(p.probs[POSITIVE] - p.probs[NEGATIVE]), 0) /
        total
      : Math.abs(whole[POSITIVE] - whole[NEGATIVE]);
  const none = { mixed: false, magnitude, confidence: 0 };
  if (!rule || total === 0 || Math.max(...whole) >= rule.wholeBelow) return none;
  const side = (label: number) => {
    const strong = parts.filter((p) => p.probs[label] >= rule.partConfidence);
    return {
      share: strong.reduce((n, p) => n + p.tokens, 0) / total,
      confidence: Math.max(0, ...strong.map((p) => p.probs[label])),
    };
  };
  const positive = side(POSITIVE);
  const negative = side(NEGATIVE);
  if (positive.share < rule.partShare || negative.share < rule.partShare) return none;
  return { mixed: true, magnitude, confidence: Math.min(positive.confidence, negative.confidence) };
}

// Words before which a sentence turns: its clause ends there. "but" and its kin, and the linking
// phrases that do the same job.
const TURNS = new Set([
  'but',
  'however',
  'although',
  'though',
  'yet',
  'whereas',
  'nevertheless',
  'nonetheless',
  'except',
  'unfortunately',
  'sadly',
  'luckily',
  'fortunately',
]);
const TURNING_PHRASES = [
  ['on', 'the', 'other', 'hand'],
  ['then', 'again'],
  ['that', 'said'],
  ['even', 'so'],
];
/** Clauses shorter than this many content words are joined to the clause before them. */
export const MIN_CLAUSE_CONTENT_WORDS = 2;

const normal = (word: TokenizedWord | undefined) => word?.text.toLowerCase() ?? '';

function turnsAt(words: readonly TokenizedWord[], i: number): boolean {
  if (TURNS.has(normal(words[i]))) return true;
  return TURNING_PHRASES.some((phrase) => phrase.every((w, k) => normal(words[i + k]) === w));
}

/**
 * The text's clauses as ranges of its words [start, end): each sentence, cut before a turning word or
 * phrase and after a semicolon; a piece with fewer than MIN_CLAUSE_CONTENT_WORDS content words joins
 * the clause before it (or after it, for the first).
 */
export function clauseRanges(text: string, words: readonly TokenizedWord[]): Span[] {
  const sentences = sentenceSpans(text);
  const cuts: Span[] = [];
  let w = 0;
  for (const sentence of sentences) {
    const first = w;
    while (w < words.length && words[w].start < sentence.end) w++;
    let start = first;
    for (let i = first + 1; i < w; i++) {
      if (turnsAt(words, i) || words[i - 1].text === ';') {
        cuts.push({ start, end: i });
        start = i;
      }
    }
    if (w > start) cuts.push({ start, end: w });
  }
  const content = (s: Span) =>
    words.slice(s.start, s.end).filter((word) => isContentWord(normal(word))).length;
  const merged: Span[] = [];
  for (const cut of cuts) {
    const last = merged[merged.length - 1];
    if (last && content(cut) < MIN_CLAUSE_CONTENT_WORDS) last.end = cut.end;
    else merged.push({ ...cut });
  }
  if (merged.length > 1 && content(merged[0]) < MIN_CLAUSE_CONTENT_WORDS) {
    merged[1].start = merged[0].start;
    merged.shift();
  }
  return merged;
}
