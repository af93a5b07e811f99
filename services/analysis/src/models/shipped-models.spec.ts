import * as fs from 'node:fs';
import * as path from 'node:path';
import { EncoderClassifier } from '../encoder/encoder-classifier';
import { initBackend } from './backend';
import { DEFAULT_MODELS_DIR } from './index';
import { WordPieceCnn } from './wordpiece-cnn';

// Forward parity of every shipped text model: TensorFlow.js must give PyTorch's logits
// (fixtures/shipped-logits.json, from training/scripts/make_shipped_golden.py) for the same texts.
// PyTorch ran on the weights as stored, so the tolerance covers float32 arithmetic over six encoder
// layers, batched and padded differently: 2e-3 absolute on logits of magnitude up to about 10.
const TOLERANCE = 2e-3;

interface Golden {
  texts: string[];
  models: Record<'accurate' | 'fast' | 'bias', { weightsSha256: string; logits: number[][] }>;
}

const golden = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../fixtures/shipped-logits.json'), 'utf8'),
) as Golden;

function expectClose(actual: number[][], expected: number[][]): void {
  let worst = 0;
  actual.forEach((row, i) =>
    row.forEach((v, j) => (worst = Math.max(worst, Math.abs(v - expected[i][j])))),
  );
  expect(actual.map((r) => r.length)).toEqual(expected.map((r) => r.length));
  expect(worst).toBeLessThan(TOLERANCE);
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

  it('fast: the distilled CNN gives the PyTorch logits', () => {
    const cnn = WordPieceCnn.load(path.join(DEFAULT_MODELS_DIR, 'fast'));
    const manifest = JSON.parse(
      fs.readFileSync(path.join(DEFAULT_MODELS_DIR, 'fast', 'model.json'), 'utf8'),
    ) as { weightsSha256: string };
    expect(manifest.weightsSha256).toBe(golden.models.fast.weightsSha256);
    const ids = golden.texts.map((t) => cnn.tokenizer.encode(t));
    expectClose(cnn.logits(ids), golden.models.fast.logits);
  });
});
