import * as fs from 'node:fs';
import * as path from 'node:path';
import { EncoderClassifier } from './encoder/encoder-classifier';
import { softmax } from './aggregate';
import type { ArticleInput } from './bias-classifier';
import { articleText } from './hashed-features';
import { BIAS_LABELS } from './labels';
import { labelColumns } from './tiers';

// The accurate bias model: a fine-tuned encoder (training/, `train.py bias`) that reads an
// article's first window of title and text, blended with the hashed n-gram model, which reads the
// whole article: p ∝ p_encoder^w · p_ngram^(1-w). The weight w was tuned on the valid split against
// one version of the n-gram model (training/scripts/tune_bias_blend.py), so both are named in
// blend.json and a pairing it was not tuned for is refused.

export const BLEND_FILE = 'blend.json';

export interface BiasBlend {
  /** The n-gram model version (models/bias) the weight was tuned against. */
  ngramVersion: string;
  /** w above, in [0, 1]. */
  encoderWeight: number;
}

/** blend.json, checked: a weight in [0, 1] tuned against this n-gram version. */
export function readBlend(dir: string, ngramVersion: string): BiasBlend {
  const file = path.join(dir, BLEND_FILE);
  const blend = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BiasBlend>;
  const weight = blend.encoderWeight;
  if (typeof weight !== 'number' || !(weight >= 0 && weight <= 1)) {
    throw new Error(`${file}: encoderWeight must be a number in [0, 1]`);
  }
  if (blend.ngramVersion !== ngramVersion) {
    throw new Error(
      `${file}: tuned against n-gram model ${String(blend.ngramVersion)}, but models/bias is ${ngramVersion}; rerun tune_bias_blend.py`,
    );
  }
  return { ngramVersion, encoderWeight: weight };
}

/** p ∝ encoder^w · ngram^(1-w), computed in log space so that confident n-gram scores stay finite. */
export function blendProbabilities(
  encoder: readonly number[],
  ngram: readonly number[],
  weight: number,
): number[] {
  return softmax(
    encoder.map((p, i) => weight * Math.log(p + 1e-12) + (1 - weight) * Math.log(ngram[i] + 1e-12)),
  );
}

export class BiasEncoder {
  private constructor(
    private readonly encoder: EncoderClassifier,
    /** Where LEFT, CENTER and RIGHT sit among the encoder's logits. */
    private readonly columns: number[],
    readonly blend: BiasBlend,
  ) {}

  /** The exported encoder in `dir` and its blend.json, which must name `ngramVersion`. */
  static load(dir: string, ngramVersion: string): BiasEncoder {
    const encoder = EncoderClassifier.load(dir);
    try {
      if (encoder.tasks.length !== 1 || encoder.tasks[0] !== 'bias') {
        throw new Error(`${dir}: expected a bias model, found heads ${encoder.tasks.join(', ')}`);
      }
      const columns = labelColumns(encoder.model.config.tasks, 'bias', BIAS_LABELS);
      return new BiasEncoder(encoder, columns, readBlend(dir, ngramVersion));
    } catch (err) {
      encoder.dispose();
      throw err;
    }
  }

  get version(): string {
    return this.encoder.version;
  }

  /** Whether it reads articles without their outlets' marks (outlet-marks.ts). */
  get readsStripped(): boolean {
    return this.encoder.model.config.reads === 'outlet-stripped';
  }

  /**
   * LEFT, CENTER, RIGHT probabilities per article from its first window of title and text: the model
   * was trained and chosen on first windows, and reading more of them scored worse (see the card).
   */
  probabilities(articles: readonly ArticleInput[]): number[][] {
    const ids = articles.map((a) => this.encoder.tokenizer.encode(articleText(a)));
    return this.encoder
      .logitsOfSequences(ids)
      .map((row) => softmax(this.columns.map((c) => row[c])));
  }

  dispose(): void {
    this.encoder.dispose();
  }
}
