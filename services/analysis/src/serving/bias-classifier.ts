import * as tf from '@tensorflow/tfjs';
import { weightedMean } from './aggregate';
import { articleText, HashedFeatureConfig, hashedCounts, tfidfRow } from './hashed-features';
import { charWindows } from './segments';
import { loadModelDir } from './runtime/weights-file';

export interface BiasModelConfig extends HashedFeatureConfig {
  /** Articles longer than this are read in windows of about this many characters (training used 4,000). */
  windowChars: number;
  /** What the model reads when not the raw text: 'outlet-stripped' (outlet-marks.ts). */
  reads?: 'outlet-stripped';
}

export interface ArticleInput {
  title?: string;
  text: string;
  /** The outlet's name or host, and the article's address: they find its rating (outlets.ts). */
  source?: string;
  url?: string;
}

const BATCH = 32;

/** Linear softmax over hashed TF-IDF unigrams + bigrams. */
export class BiasClassifier {
  private constructor(
    readonly version: string,
    readonly labels: readonly string[],
    readonly config: BiasModelConfig,
    private readonly idf: Float32Array,
    private readonly kernel: tf.Tensor2D,
    private readonly bias: tf.Tensor1D,
  ) {}

  static load(dir: string): BiasClassifier {
    const { model, weights } = loadModelDir<BiasModelConfig>(dir);
    const idf = weights.idf.dataSync() as Float32Array;
    weights.idf.dispose();
    return new BiasClassifier(
      model.version,
      model.labels,
      model.config,
      idf,
      weights.kernel as tf.Tensor2D,
      weights.bias as tf.Tensor1D,
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
