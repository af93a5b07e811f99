import * as fs from 'node:fs';
import * as path from 'node:path';

// What analysis.embed reads from the encoder: sentence vectors for grouping news into stories.

/**
 * Sentence vectors are read after this many of the encoder's layers, not after the last: fine-tuning
 * for sentiment and emotion turned the top layers toward tone, so there two reports of one event
 * were less alike than a match report and a rates decision of the same mood. After the first of six
 * layers the vectors kept events apart best on the labelled sample (`npm run bench -- stories`,
 * bench/README.md): they weigh the words a report shares with others of its event.
 */
export const SENTENCE_LAYERS = 1;

/** The vector scaled to length 1, so that a dot product of two is their cosine (zero stays zero). */
export function unitLength(vector: number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
  return norm > 0 ? vector.map((x) => x / norm) : vector;
}

export const SENTENCE_CENTRE_FILE = 'sentence-centre.json';
export const SENTENCE_CENTRE_FORMAT = 1;

/**
 * The mean sentence vector of a reference corpus of news (fitted by `npm run calibrate -- --only
 * sentences`). Mean-pooled encoder states share one large common direction, so any two texts read
 * as alike (cosines of unrelated reports near 0.8): taking the common part away spreads them out,
 * and the threshold that tells one event from another stops sitting on a cliff (bench/README.md,
 * stories).
 */
export interface SentenceCentre {
  format: number;
  modelVersion: string;
  layers: number;
  /** What it was fitted on, for the reader of the file. */
  source: string;
  texts: number;
  mean: number[];
}

/** The centre fitted for this encoder version and layer count, or null when there is none. */
export function readSentenceCentre(
  dir: string,
  version: string,
  layers = SENTENCE_LAYERS,
): SentenceCentre | null {
  const file = path.join(dir, SENTENCE_CENTRE_FILE);
  if (!fs.existsSync(file)) return null;
  const centre = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SentenceCentre>;
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}; rerun npm run calibrate -- --only sentences`);
  };
  if (centre.format !== SENTENCE_CENTRE_FORMAT) fail(`format ${String(centre.format)}`);
  if (centre.modelVersion !== version)
    fail(`fitted on version ${String(centre.modelVersion)}, the model is ${version}`);
  if (centre.layers !== layers) fail(`fitted after ${String(centre.layers)} layers, not ${layers}`);
  if (!Array.isArray(centre.mean) || !centre.mean.every((x) => Number.isFinite(x)))
    fail('the mean is not a list of finite numbers');
  return centre as SentenceCentre;
}

/** The mean of length-1 vectors: what a centre is fitted as. */
export function meanVector(vectors: readonly number[][]): number[] {
  const mean = new Array<number>(vectors[0]?.length ?? 0).fill(0);
  for (const vector of vectors) vector.forEach((x, d) => (mean[d] += x / vectors.length));
  return mean;
}

/** A length-1 vector less the centre, scaled to length 1 again. */
export function centred(vector: readonly number[], mean: readonly number[]): number[] {
  if (vector.length !== mean.length)
    throw new Error(`a sentence vector of ${vector.length} against a centre of ${mean.length}`);
  return unitLength(vector.map((x, d) => x - mean[d]));
}
