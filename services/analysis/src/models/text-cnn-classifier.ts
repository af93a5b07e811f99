import * as fs from 'node:fs';
import * as path from 'node:path';
import { applyLogOffsets, weightedMean } from './aggregate';
import { tokenSegments } from './segments';
import {
  cnnWeightsFromNamed,
  memberWeightName,
  predictSequences,
  TextCnnConfig,
  TextCnnWeights,
} from './text-cnn';
import { Vocabulary } from './vocabulary';
import { loadModelDir } from './weights-file';

export interface TextCnnModelConfig extends TextCnnConfig {
  /** Per-class log-prior corrections tuned on dev (emotion), added before aggregation. */
  logOffsets?: number[];
}

/** A loaded sentence-level CNN ensemble: probabilities per label for any number of texts of any length. */
export class TextCnnClassifier {
  private constructor(
    readonly labels: readonly string[],
    readonly config: TextCnnModelConfig,
    private readonly vocabulary: Vocabulary,
    private readonly members: { embedding: Float32Array; weights: TextCnnWeights }[],
  ) {}

  static load(dir: string): TextCnnClassifier {
    const { model, weights } = loadModelDir<TextCnnModelConfig>(dir);
    const tokens = JSON.parse(fs.readFileSync(path.join(dir, 'vocab.json'), 'utf8')) as string[];
    return new TextCnnClassifier(
      model.labels,
      model.config,
      new Vocabulary(tokens),
      Array.from({ length: model.config.members }, (_, m) => {
        // Word vectors are looked up in JavaScript (see text-cnn.ts), so the table leaves the backend.
        const table = weights[memberWeightName(m, 'embedding')];
        const embedding = table.dataSync() as Float32Array;
        table.dispose();
        return { embedding, weights: cnnWeightsFromNamed(weights, model.config.widths.length, m) };
      }),
    );
  }

  /**
   * One probability vector per text (label order as `labels`). Long texts are split into sentences and
   * the segment probabilities averaged, weighted by token count. Texts without tokens get undefined.
   */
  predictProbabilities(texts: readonly string[]): (number[] | undefined)[] {
    const segments: { text: number; ids: number[] }[] = [];
    texts.forEach((text, i) => {
      for (const tokens of tokenSegments(text, this.config.maxTokens)) {
        segments.push({ text: i, ids: this.vocabulary.encode(tokens) });
      }
    });
    const ids = segments.map((s) => s.ids);
    // The ensemble's answer is the mean of its members' probabilities.
    const perMember = this.members.map((m) =>
      predictSequences(this.config, m.embedding, m.weights, ids),
    );
    const probs = ids.map((_, k) =>
      weightedMean(
        perMember.map((p) => p[k]),
        perMember.map(() => 1),
      ),
    );
    const perText: { p: number[][]; w: number[] }[] = texts.map(() => ({ p: [], w: [] }));
    segments.forEach((s, k) => {
      perText[s.text].p.push(applyLogOffsets(probs[k], this.config.logOffsets));
      perText[s.text].w.push(s.ids.length);
    });
    return perText.map(({ p, w }) => (p.length > 0 ? weightedMean(p, w) : undefined));
  }
}
