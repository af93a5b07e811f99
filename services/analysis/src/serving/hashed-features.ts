import { tokenise } from './normalise';

// News articles are long and their leaning shows in word choice (topics, names, loaded phrases) more than
// in sentence structure, so the bias model reads a bag of unigrams and bigrams. The features are hashed
// into a fixed number of buckets, which needs no vocabulary file and never meets an unknown word.

export interface HashedFeatureConfig {
  /** log2 of the number of hash buckets. */
  bits: number;
}

/** 32-bit FNV-1a hash of a string's UTF-16 code units. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Bucket → count of the text's unigrams and bigrams. */
export function hashedCounts(text: string, config: HashedFeatureConfig): Map<number, number> {
  const mask = (1 << config.bits) - 1;
  const tokens = tokenise(text);
  const counts = new Map<number, number>();
  const add = (feature: string) => {
    const bucket = fnv1a(feature) & mask;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  };
  tokens.forEach((t, i) => {
    add(t);
    if (i > 0) add(`${tokens[i - 1]} ${t}`);
  });
  return counts;
}

/**
 * Sublinear TF-IDF vector, L2-normalised, written into `out` (dense, one row of 2^bits): (1 + ln tf) * idf.
 */
export function tfidfRow(counts: Map<number, number>, idf: Float32Array, out: Float32Array): void {
  let norm = 0;
  for (const [bucket, count] of counts) {
    const v = (1 + Math.log(count)) * idf[bucket];
    out[bucket] = v;
    norm += v * v;
  }
  if (norm === 0) return;
  const scale = 1 / Math.sqrt(norm);
  for (const bucket of counts.keys()) out[bucket] *= scale;
}

/** The text the article model reads: title and body. */
export function articleText(article: { title?: string; text: string }): string {
  return article.title ? `${article.title}\n\n${article.text}` : article.text;
}
