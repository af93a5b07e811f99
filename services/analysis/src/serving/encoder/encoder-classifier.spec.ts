import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { initBackend } from '../runtime/backend';
import { EncoderClassifier } from './encoder-classifier';
import { ENCODER_FIXTURES } from './fixtures';

// Forward parity: a tiny random BERT (2 layers, hidden 32, 2 heads, a sentiment and an emotion head)
// exported by the Python exporter, and PyTorch's logits for 20 texts batched together
// (training/scripts/make_forward_golden.py). The PyTorch logits were computed from the weights as
// stored, so the tolerance covers float32 arithmetic only: 1e-4 absolute. Storage itself moved the
// logits by at most the header's maxAbsLogitChangeFromFloat32 (about 8e-4 for float16).
const TOLERANCE = 1e-4;

interface GoldenText {
  text: string;
  ids: number[];
  [model: string]: unknown;
}

type Logits = Record<'mean' | 'cls', Record<string, number[]>>;

const lines = fs
  .readFileSync(path.join(ENCODER_FIXTURES, 'forward-golden.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0);
const golden = lines.slice(1).map((l) => JSON.parse(l) as GoldenText);
const texts = golden.map((g) => g.text);

function maxAbsDifference(actual: number[][], expected: number[][]): number {
  let max = 0;
  actual.forEach((row, i) =>
    row.forEach((v, j) => (max = Math.max(max, Math.abs(v - expected[i][j])))),
  );
  return max;
}

describe.each(['tiny-bert', 'tiny-bert-uint8'])('EncoderClassifier (%s)', (folder) => {
  let classifier: EncoderClassifier;
  const expected = (pooling: 'mean' | 'cls', task: string) =>
    golden.map((g) => (g[folder] as Logits)[pooling][task]);

  beforeAll(async () => {
    // The backend the service serves with.
    await initBackend({ threads: 1 });
    classifier = EncoderClassifier.load(path.join(ENCODER_FIXTURES, folder));
  });

  afterAll(() => classifier.dispose());

  it('tokenizes the texts to the ids PyTorch was given', () => {
    expect(texts.map((t) => classifier.tokenizer.encode(t))).toEqual(golden.map((g) => g.ids));
  });

  it.each(['mean', 'cls'] as const)(
    'gives the PyTorch logits of both heads with %s pooling',
    (pooling) => {
      const logits = classifier.logits(texts, pooling);
      expect(Object.keys(logits)).toEqual(['sentiment', 'emotion']);
      for (const task of ['sentiment', 'emotion']) {
        expect(maxAbsDifference(logits[task], expected(pooling, task))).toBeLessThan(TOLERANCE);
      }
    },
  );

  it('gives each text the same logits alone as in a padded batch', () => {
    const alone = classifier.logits([texts[0]]);
    expect(maxAbsDifference(alone.sentiment, [expected('mean', 'sentiment')[0]])).toBeLessThan(
      TOLERANCE,
    );
  });

  it("reads each sequence into the PyTorch logits and every token's share, which add up to them", () => {
    const before = tf.memory().numTensors;
    const ids = golden.map((g) => g.ids);
    const readings = classifier.readSequences(ids);
    expect(tf.memory().numTensors).toBe(before);
    const sentiment = readings.map((r) => r.logits.slice(0, 3));
    expect(maxAbsDifference(sentiment, expected('mean', 'sentiment'))).toBeLessThan(TOLERANCE);
    const bias = readings[0].logits.map(
      (z, l) => z - readings[0].tokens.reduce((sum, t) => sum + t[l], 0),
    );
    readings.forEach((r, i) => {
      expect(r.tokens).toHaveLength(ids[i].length);
      r.logits.forEach((z, l) =>
        expect(r.tokens.reduce((sum, t) => sum + t[l], 0) + bias[l]).toBeCloseTo(z, 4),
      );
    });
  });

  it('turns logits into probabilities per head, leaving no tensors behind', () => {
    const before = tf.memory().numTensors;
    const probs = classifier.probabilities(texts.slice(0, 3));
    expect(tf.memory().numTensors).toBe(before);
    expect(probs.emotion).toHaveLength(3);
    for (const row of [...probs.sentiment, ...probs.emotion])
      expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
    expect(classifier.labels('sentiment')).toEqual(['NEGATIVE', 'NEUTRAL', 'POSITIVE']);
    expect(classifier.probabilities([])).toEqual({ sentiment: [], emotion: [] });
  });
});

describe('loadEncoderDir', () => {
  it('refuses weights whose sha256 differs from model.json', async () => {
    await initBackend({ threads: 1 });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encoder-'));
    for (const f of ['model.json', 'vocab.txt', 'weights.bin'])
      fs.copyFileSync(path.join(ENCODER_FIXTURES, 'tiny-bert', f), path.join(dir, f));
    const weights = fs.readFileSync(path.join(dir, 'weights.bin'));
    weights[100] ^= 0xff;
    fs.writeFileSync(path.join(dir, 'weights.bin'), weights);
    const before = tf.memory().numTensors;
    expect(() => EncoderClassifier.load(dir)).toThrow('sha256');
    expect(tf.memory().numTensors).toBe(before);
    fs.rmSync(dir, { recursive: true });
  });
});
