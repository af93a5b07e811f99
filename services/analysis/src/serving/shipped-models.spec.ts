import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { EncoderClassifier } from './encoder/encoder-classifier';
import { OnnxEncoderClassifier } from './encoder/onnx-encoder';
import { initBackend } from './runtime/backend';
import { BiasClassifier } from './bias-classifier';
import { DEFAULT_MODELS_DIR } from './index';
import { WordPieceCnn } from './wordpiece-cnn';

// Forward parity of every shipped model: TensorFlow.js must give training's logits
// (fixtures/shipped-logits.json, from training/scripts/make_shipped_golden.py) for the same texts:
// PyTorch's for the encoders and the CNN, numpy's for the hashed n-gram bias model (trained in numpy).
// Training's side ran on the weights as stored, so the tolerance covers float32 arithmetic over six
// encoder layers, batched and padded differently: 2e-3 absolute on logits of magnitude up to about 10.
// The n-gram model is one sparse dot product per label (float64 in numpy, float32 here): 1e-5.
const TOLERANCE = 2e-3;
const NGRAM_TOLERANCE = 1e-5;
// ONNX Runtime against TensorFlow.js: both float32 on the weights as stored; measured 4.3e-6.
const ONNX_TOLERANCE = 1e-4;

interface Golden {
  texts: string[];
  models: Record<
    'accurate' | 'fast' | 'bias' | 'bias-ngram',
    { weightsSha256: string; logits: number[][] }
  >;
}

const golden = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../fixtures/shipped-logits.json'), 'utf8'),
) as Golden;

function expectClose(actual: number[][], expected: number[][], tolerance = TOLERANCE): void {
  let worst = 0;
  actual.forEach((row, i) =>
    row.forEach((v, j) => (worst = Math.max(worst, Math.abs(v - expected[i][j])))),
  );
  expect(actual.map((r) => r.length)).toEqual(expected.map((r) => r.length));
  expect(worst).toBeLessThan(tolerance);
}

describe('shipped text models', () => {
  beforeAll(() => initBackend());

  it.each([
    ['accurate', 'accurate'],
    ['bias', 'bias-encoder'],
  ] as const)('%s: the encoder in models/%s gives the PyTorch logits', (model, folder) => {
    const encoder = EncoderClassifier.load(path.join(DEFAULT_MODELS_DIR, folder));
    try {
      expect(encoder.model.weightsSha256).toBe(golden.models[model].weightsSha256);
      const ids = golden.texts.map((t) => encoder.tokenizer.encode(t));
      expectClose(encoder.logitsOfSequences(ids, 5), golden.models[model].logits);
    } finally {
      encoder.dispose();
    }
  });

  it('accurate: ONNX Runtime, filling model.onnx from weights.bin, gives the PyTorch logits and the TensorFlow.js token shares', async () => {
    const dir = path.join(DEFAULT_MODELS_DIR, 'accurate');
    const onnx = await OnnxEncoderClassifier.load(dir);
    const reference = EncoderClassifier.load(dir);
    try {
      const ids = golden.texts.map((t) => onnx.tokenizer.encode(t));
      const served = await onnx.readSequences(ids, 5);
      expectClose(
        served.map((r) => r.logits),
        golden.models.accurate.logits,
      );
      // The same float32 arithmetic on the same weights as the reference, to float rounding.
      const tfjs = reference.readSequences(ids, 5);
      expectClose(
        served.map((r) => r.logits),
        tfjs.map((r) => r.logits),
        ONNX_TOLERANCE,
      );
      expectClose(
        served.flatMap((r) => r.tokens),
        tfjs.flatMap((r) => r.tokens),
        ONNX_TOLERANCE,
      );
    } finally {
      reference.dispose();
      await onnx.release();
    }
  });

  it('fast: the distilled CNN gives the PyTorch logits', () => {
    const cnn = WordPieceCnn.load(path.join(DEFAULT_MODELS_DIR, 'fast'));
    const manifest = JSON.parse(
      fs.readFileSync(path.join(DEFAULT_MODELS_DIR, 'fast', 'model.json'), 'utf8'),
    ) as { weightsSha256: string };
    expect(manifest.weightsSha256).toBe(golden.models.fast.weightsSha256);
    const ids = golden.texts.map((t) => cnn.tokenizer.encode(t));
    expectClose(cnn.logits(ids), golden.models.fast.logits);
  });

  it('bias-ngram: the hashed n-gram model in models/bias gives the numpy logits', () => {
    const dir = path.join(DEFAULT_MODELS_DIR, 'bias');
    const sha256 = createHash('sha256')
      .update(fs.readFileSync(path.join(dir, 'weights.bin')))
      .digest('hex');
    expect(sha256).toBe(golden.models['bias-ngram'].weightsSha256);
    const model = BiasClassifier.load(dir);
    expectClose(
      model.textLogits(golden.texts),
      golden.models['bias-ngram'].logits,
      NGRAM_TOLERANCE,
    );
  });
});
