import type { ModelTier, ScoredSentence } from '@sentilog/contracts';
import { languageName } from '@sentilog/contracts';

type Label = 'positive' | 'negative' | 'neutral' | 'mixed';

export interface SummaryInput {
  label: Label;
  score: number;
  /** Percent. */
  confidence: number;
  uncertain: boolean;
  mixed: boolean;
  /** Percent of the text read strongly positive / negative. */
  mixedShares: { positive: number; negative: number };
  sentenceCount: number;
  sentencesRead: number;
  distribution: { positive: number; neutral: number; negative: number; mixed: number };
  terms: { positiveWords: number; negativeWords: number };
  emotion: string;
  tiers: { tier: ModelTier; count: number }[];
  /** Sentences in another language, left unread. */
  otherLanguage?: { language: string; sentences: number } | null;
  mostPositive?: ScoredSentence;
  mostNegative?: ScoredSentence;
}

/** Counts as the statistics show them: 121,950. */
const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

function strength(score: number): string {
  const magnitude = Math.abs(score);
  if (magnitude >= 0.5) return 'strong';
  if (magnitude >= 0.2) return 'moderate';
  return 'mild';
}

function quote(sentence: ScoredSentence): string {
  const text =
    sentence.text.length > 160 ? `${sentence.text.slice(0, 157).trimEnd()}…` : sentence.text;
  return `“${text}” (${sentence.score.toFixed(2)})`;
}

/**
 * How the indicators (terms the explanations marked) fit the label, said outright when they point
 * the other way: the label weighs whole sentences by length, the terms only count words.
 */
function termsSentence({ label, terms }: SummaryInput): string {
  const { positiveWords: p, negativeWords: n } = terms;
  const counted = `Its explanations mark ${plural(p, 'positive term')} and ${plural(n, 'negative term')}.`;
  const against =
    (label === 'positive' && n > p) || (label === 'negative' && p > n)
      ? label === 'positive'
        ? 'negative'
        : 'positive'
      : undefined;
  if (against) {
    return (
      `${counted} There are more ${against} terms, but the ${label} sentences weigh more: the ` +
      'label comes from whole sentences weighted by their length, not from counting words.'
    );
  }
  if (label === 'neutral' && p !== n) {
    const lean = p > n ? 'positive' : 'negative';
    return `${counted} They lean ${lean}, but not strongly enough to move the whole document from neutral.`;
  }
  return counted;
}

/** A short written account of a document's result: tone, whether it is mixed, spread, terms, emotion, extremes. */
export function writeSummary(input: SummaryInput): string {
  const parts =
    input.label === 'mixed'
      ? [
          `Overall the document reads as mixed: ${input.mixedShares.positive}% of the text reads ` +
            `strongly positive and ${input.mixedShares.negative}% strongly negative, and the whole ` +
            `does not settle it (score ${input.score.toFixed(2)} on a scale from -1 to 1).`,
        ]
      : [
          `Overall the document reads as ${input.label}, with a ${strength(input.score)} tone ` +
            `(score ${input.score.toFixed(2)} on a scale from -1 to 1, ${input.confidence.toFixed(1)}% confidence).`,
        ];
  if (input.uncertain) {
    parts.push(
      'At this confidence the label is uncertain: readings like it are more often wrong than right.',
    );
  }

  const read =
    input.sentencesRead < input.sentenceCount
      ? `Of its ${plural(input.sentenceCount, 'sentence')}, the models read an even sample of ${count(input.sentencesRead)}: `
      : `Of its ${plural(input.sentenceCount, 'sentence')}, `;
  parts.push(
    `${read}${input.distribution.positive}% read as positive, ${input.distribution.neutral}% as ` +
      `neutral and ${input.distribution.negative}% as negative` +
      (input.distribution.mixed > 0 ? `, and ${input.distribution.mixed}% as mixed.` : '.'),
  );
  if (input.otherLanguage) {
    const { language, sentences } = input.otherLanguage;
    parts.push(
      `${plural(sentences, 'sentence')} in ${languageName(language)} ${sentences === 1 ? 'was' : 'were'} ` +
        'left unread: SentiLog reads English text only.',
    );
  }
  parts.push(termsSentence(input));
  parts.push(`The dominant emotion is ${input.emotion}.`);
  const fast = input.tiers.find((t) => t.tier === 'fast');
  if (fast) {
    const accurate = input.tiers.find((t) => t.tier === 'accurate')?.count ?? 0;
    parts.push(
      `The accurate model read ${plural(accurate, 'sentence')} within its time budget and the fast ` +
        `model the other ${count(fast.count)}.`,
    );
  }
  if (input.mostPositive) parts.push(`Most positive passage: ${quote(input.mostPositive)}.`);
  if (input.mostNegative) parts.push(`Most negative passage: ${quote(input.mostNegative)}.`);
  return parts.join(' ');
}
