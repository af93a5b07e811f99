import type { ScoredSentence } from '@sentilog/contracts';

export interface SummaryInput {
  label: 'positive' | 'negative' | 'neutral';
  score: number;
  confidence: number;
  sentenceCount: number;
  distribution: { positive: number; neutral: number; negative: number };
  emotion: string;
  mostPositive?: ScoredSentence;
  mostNegative?: ScoredSentence;
}

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

/** A short written account of a document's result: tone, strength, spread, emotion, extremes. */
export function writeSummary(input: SummaryInput): string {
  const parts = [
    `Overall the document reads as ${input.label}, with a ${strength(input.score)} tone ` +
      `(score ${input.score.toFixed(2)} on a scale from -1 to 1, ${input.confidence.toFixed(1)}% confidence).`,
    `Of its ${input.sentenceCount} sentence${input.sentenceCount === 1 ? '' : 's'}, ` +
      `${input.distribution.positive}% read as positive, ${input.distribution.neutral}% as neutral ` +
      `and ${input.distribution.negative}% as negative.`,
    `The dominant emotion is ${input.emotion}.`,
  ];
  if (input.mostPositive) parts.push(`Most positive passage: ${quote(input.mostPositive)}.`);
  if (input.mostNegative) parts.push(`Most negative passage: ${quote(input.mostNegative)}.`);
  return parts.join(' ');
}
