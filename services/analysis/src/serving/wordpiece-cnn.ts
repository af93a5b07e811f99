import * as tf from '@tensorflow/tfjs';
import { EncoderTaskHead, loadExportedDir } from './encoder/encoder-file';
import { WordPieceTokenizer } from './encoder/wordpiece-tokenizer';
import {
  FoldedTextCnn,
  foldTextCnn,
  textCnnLogits,
  textCnnRead,
  TextCnnConfig,
  TextCnnReading,
} from './text-cnn';

// The fast tier: the CNN of text-cnn.ts over WordPiece ids, distilled in Python from the accurate
// encoder (training/sentilog_training/distill.py) and exported with one dense layer whose outputs are
// every head's logits side by side.

export const WORDPIECE_CNN_FORMAT = 'sentilog-wordpiece-cnn/1';

export interface WordPieceCnnConfig extends TextCnnConfig {
  vocabSize: number;
  tokenizer: { vocab: string; lowercase: boolean; maxTokens: number };
  tasks: EncoderTaskHead[];
}

export class WordPieceCnn {
  private constructor(
    readonly version: string,
    readonly config: WordPieceCnnConfig,
    readonly tokenizer: WordPieceTokenizer,
    private readonly folded: FoldedTextCnn,
  ) {}

  /** Loads a directory written by distill.py; a tfjs backend must be set. */
  static load(dir: string): WordPieceCnn {
    const { model, weights, vocabFile } = loadExportedDir<WordPieceCnnConfig>(
      dir,
      WORDPIECE_CNN_FORMAT,
      (c, w, fail) => {
        if (w.embedding?.shape[0] !== c.vocabSize || w.embedding.shape[1] !== c.embeddingDim)
          fail('the embedding does not match vocabSize x embeddingDim');
        c.widths.forEach((width, i) => {
          const kernel = w[`conv${i}_kernel`]?.shape;
          if (kernel?.[0] !== width * c.embeddingDim || kernel[1] !== c.filters)
            fail(`conv${i}_kernel does not match width ${width} x embeddingDim, filters`);
        });
        const labels = c.tasks.reduce((n, t) => n + t.labels.length, 0);
        if (w.dense_kernel?.shape[1] !== labels) fail('the dense layer does not match the labels');
      },
    );
    const c = model.config;
    try {
      const folded = foldTextCnn(c, {
        embedding: weights.embedding as tf.Tensor2D,
        convKernels: c.widths.map((_, i) => weights[`conv${i}_kernel`] as tf.Tensor2D),
        convBiases: c.widths.map((_, i) => weights[`conv${i}_bias`] as tf.Tensor1D),
        denseKernel: weights.dense_kernel as tf.Tensor2D,
        denseBias: weights.dense_bias as tf.Tensor1D,
      });
      return new WordPieceCnn(
        model.version,
        c,
        WordPieceTokenizer.fromVocabFile(vocabFile, { maxTokens: c.tokenizer.maxTokens }),
        folded,
      );
    } finally {
      // Folding copies everything out of the backend: the model holds no tensors.
      tf.dispose(Object.values(weights));
    }
  }

  /** Every head's logits side by side (model.json's label order), one row per id sequence. */
  logits(sequences: readonly number[][]): number[][] {
    return sequences.map((ids) => textCnnLogits(this.folded, ids));
  }

  /** Logits and, with `shares`, every token's share of them (see textCnnRead). */
  read(sequences: readonly number[][], shares: boolean): TextCnnReading[] {
    return sequences.map((ids) => textCnnRead(this.folded, ids, shares));
  }
}
