import * as fs from 'node:fs';
import * as path from 'node:path';

// The highlighted words' weights are the model's shares of its reading (explanations.ts) blended
// with each word's own sentiment as people rate it out of context (models/word-prior, built by
// training/scripts/build_word_prior.py from SST's training trees and VADER's lexicon). The shares
// are faithful to the reading, but a praise word in a complaint can share the complaint's push
// ("spotless" red); people read the word as praise. docs/architecture.md, "Explanations".

/** Each word's own sentiment in [-1, 1] (lower case); a word not in it is neutral. */
export type WordPrior = ReadonlyMap<string, number>;

export const NO_WORD_PRIOR: WordPrior = new Map();

export const WORD_PRIOR_DIR = 'word-prior';
const WORD_PRIOR_FILE = 'word-prior.json';
const WORD_PRIOR_FORMAT = 'sentilog-word-prior/1';

/**
 * How far a word's own sentiment moves its weight, in units of the text's strongest share. At 1 a
 * word rated fully positive gains as much as the strongest push in the text: chosen on the SST-5
 * dev trees' word labels with faithfulness kept above 4× random (bench/README.md, "explanations").
 */
export const WORD_PRIOR_WEIGHT = 1;

/** The word prior of a models directory (`<dir>/word-prior/word-prior.json`). */
export function loadWordPrior(modelsDir: string): WordPrior {
  const file = path.join(modelsDir, WORD_PRIOR_DIR, WORD_PRIOR_FILE);
  const body = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    format?: string;
    words?: Record<string, number>;
  };
  if (body.format !== WORD_PRIOR_FORMAT || typeof body.words !== 'object' || body.words === null)
    throw new Error(`${file} is not a ${WORD_PRIOR_FORMAT} file`);
  return new Map(Object.entries(body.words));
}

/** Whether a models directory has a word prior (a test's tiny models have none). */
export function hasWordPrior(modelsDir: string): boolean {
  return fs.existsSync(path.join(modelsDir, WORD_PRIOR_DIR, WORD_PRIOR_FILE));
}

/**
 * Each word's weight plus its own sentiment, scaled by the text's strongest share: the shares set
 * the scale, so the blend means the same in a long text as in a short one. A word the model did
 * not read (weight 0: a window a long text's sample left out) stays 0.
 */
export function withWordPrior(
  words: readonly { text: string }[],
  weights: readonly number[],
  prior: WordPrior,
  priorWeight = WORD_PRIOR_WEIGHT,
): number[] {
  if (prior.size === 0) return [...weights];
  const scale = weights.reduce((m, w) => Math.max(m, Math.abs(w)), 0);
  return weights.map((w, i) =>
    w === 0 ? 0 : w + priorWeight * scale * (prior.get(words[i].text.toLowerCase()) ?? 0),
  );
}
