import * as fs from 'node:fs';
import * as path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { weightedMean } from './aggregate';
import { articleText, HashedFeatureConfig, hashedCounts, tfidfRow } from './hashed-features';
import { charWindows } from './segments';
import { loadModelDir } from './weights-file';

export interface BiasModelConfig extends HashedFeatureConfig {
  /** Articles longer than this are read in windows of about this many characters (training used 4,000). */
  windowChars: number;
}

export interface ArticleInput {
  title?: string;
  text: string;
  source?: string;
}

/** Outlet → its rating's label index, from the training split (see MODEL_CARD.md). */
export interface SourcePriorFile {
  labels: string[];
  /** Lower-cased outlet name or host (without "www.") → counts per label in the training split. */
  sources: Record<string, number[]>;
}

export const SOURCE_PRIOR_FILE = 'source-prior.json';
const BATCH = 32;

export function sourceKey(source: string): string {
  return source
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
}

/** Linear softmax over hashed TF-IDF unigrams + bigrams, with an optional outlet prior. */
export class BiasClassifier {
  private constructor(
    readonly version: string,
    readonly labels: readonly string[],
    readonly config: BiasModelConfig,
    private readonly idf: Float32Array,
    private readonly kernel: tf.Tensor2D,
    private readonly bias: tf.Tensor1D,
    private readonly sources: Record<string, number[]>,
  ) {}

  static load(dir: string): BiasClassifier {
    const { model, weights } = loadModelDir<BiasModelConfig>(dir);
    const priorPath = path.join(dir, SOURCE_PRIOR_FILE);
    const prior = fs.existsSync(priorPath)
      ? (JSON.parse(fs.readFileSync(priorPath, 'utf8')) as SourcePriorFile).sources
      : {};
    const idf = weights.idf.dataSync() as Float32Array;
    weights.idf.dispose();
    return new BiasClassifier(
      model.version,
      model.labels,
      model.config,
      idf,
      weights.kernel as tf.Tensor2D,
      weights.bias as tf.Tensor1D,
      prior,
    );
  }

  /** Probabilities from the text alone (title + text), long articles read window by window. */
  textProbabilities(articles: readonly ArticleInput[]): number[][] {
    const windows: { article: number; text: string }[] = [];
    articles.forEach((a, i) => {
      for (const w of charWindows(a.text, this.config.windowChars)) {
        windows.push({ article: i, text: articleText({ title: a.title, text: w }) });
      }
    });
    const probs: number[][] = [];
    for (let i = 0; i < windows.length; i += BATCH) {
      probs.push(...this.predictTexts(windows.slice(i, i + BATCH).map((w) => w.text)));
    }
    const perArticle: { p: number[][]; w: number[] }[] = articles.map(() => ({ p: [], w: [] }));
    windows.forEach((w, k) => {
      perArticle[w.article].p.push(probs[k]);
      perArticle[w.article].w.push(w.text.length);
    });
    return perArticle.map(({ p, w }) => weightedMean(p, w));
  }

  /** Label counts of a known outlet in the training split, if any. */
  sourceCounts(source: string | undefined): number[] | undefined {
    return source ? this.sources[sourceKey(source)] : undefined;
  }

  /**
   * Text probabilities combined with a known outlet's rating: p ∝ p_text · p_outlet, where p_outlet is the
   * outlet's label distribution in the training split with add-one smoothing. Unknown outlets: text only.
   */
  withSourcePrior(textProbs: readonly number[], source: string | undefined): number[] {
    const counts = this.sourceCounts(source);
    if (!counts) return [...textProbs];
    const n = counts.reduce((a, b) => a + b, 0);
    const combined = textProbs.map((p, i) => (p * (counts[i] + 1)) / (n + counts.length));
    const sum = combined.reduce((a, b) => a + b, 0);
    return combined.map((p) => p / sum);
  }

  /** Logits of whole texts, each read as one window (the golden parity test compares them with training's). */
  textLogits(texts: readonly string[]): number[][] {
    return tf.tidy(() => this.logitsTensor(texts).arraySync() as number[][]);
  }

  private predictTexts(texts: readonly string[]): number[][] {
    return tf.tidy(() => tf.softmax(this.logitsTensor(texts)).arraySync() as number[][]);
  }

  private logitsTensor(texts: readonly string[]): tf.Tensor2D {
    const dim = 1 << this.config.bits;
    const rows = new Float32Array(texts.length * dim);
    texts.forEach((t, i) =>
      tfidfRow(hashedCounts(t, this.config), this.idf, rows.subarray(i * dim, (i + 1) * dim)),
    );
    const x = tf.tensor2d(rows, [texts.length, dim]);
    return tf.add(tf.matMul(x, this.kernel), this.bias);
  }
}
