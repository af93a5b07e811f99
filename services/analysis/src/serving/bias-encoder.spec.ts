import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ENCODER_FIXTURES } from './encoder/fixtures';
import { initBackend } from './runtime/backend';
import { BiasEncoder, blendProbabilities, BLEND_FILE, readBlend } from './bias-encoder';

describe('blendProbabilities', () => {
  it('is the encoder at weight 1 and the n-grams at weight 0', () => {
    const encoder = [0.7, 0.2, 0.1];
    const ngram = [0.1, 0.1, 0.8];
    blendProbabilities(encoder, ngram, 1).forEach((p, i) => expect(p).toBeCloseTo(encoder[i]));
    blendProbabilities(encoder, ngram, 0).forEach((p, i) => expect(p).toBeCloseTo(ngram[i]));
  });

  it('multiplies the weighted probabilities and renormalises', () => {
    const p = blendProbabilities([0.5, 0.25, 0.25], [0.25, 0.25, 0.5], 0.5);
    const raw = [Math.sqrt(0.125), Math.sqrt(0.0625), Math.sqrt(0.125)];
    const sum = raw.reduce((a, b) => a + b, 0);
    p.forEach((v, i) => expect(v).toBeCloseTo(raw[i] / sum));
  });

  it('lets a less confident encoder overrule an n-gram score of exactly 1', () => {
    const p = blendProbabilities([0.98, 0.01, 0.01], [0, 0, 1], 0.9);
    expect(p.every(Number.isFinite)).toBe(true);
    expect(p.indexOf(Math.max(...p))).toBe(0);
  });
});

describe('readBlend', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blend-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (blend: object) =>
    fs.writeFileSync(path.join(dir, BLEND_FILE), JSON.stringify(blend));

  it('reads the weight tuned against this n-gram version', () => {
    write({ ngramVersion: '1.0.0', encoderWeight: 0.8, curve: {} });
    expect(readBlend(dir, '1.0.0')).toEqual({ ngramVersion: '1.0.0', encoderWeight: 0.8 });
  });

  it('refuses a weight tuned against another n-gram model', () => {
    write({ ngramVersion: '0.9.0', encoderWeight: 0.8 });
    expect(() => readBlend(dir, '1.0.0')).toThrow(/tuned against n-gram model 0.9.0/);
  });

  it.each([[-0.1], [1.5], ['0.5'], [null]])('refuses the weight %p', (weight) => {
    write({ ngramVersion: '1.0.0', encoderWeight: weight });
    expect(() => readBlend(dir, '1.0.0')).toThrow(/encoderWeight must be a number in \[0, 1\]/);
  });
});

describe('BiasEncoder.load', () => {
  beforeAll(() => initBackend());

  it('refuses an encoder without a bias head', () => {
    expect(() => BiasEncoder.load(path.join(ENCODER_FIXTURES, 'tiny-bert'), '1.0.0')).toThrow(
      /expected a bias model, found heads sentiment, emotion/,
    );
  });
});
