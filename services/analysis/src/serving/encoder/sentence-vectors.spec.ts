import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { initBackend } from '../runtime/backend';
import { EncoderClassifier } from './encoder-classifier';
import { OnnxEncoderClassifier } from './onnx-encoder';
import {
  centred,
  meanVector,
  readSentenceCentre,
  SENTENCE_CENTRE_FILE,
  SENTENCE_CENTRE_FORMAT,
  SENTENCE_LAYERS,
} from './sentence-vectors';

// The shipped weights: services/analysis/models (serving/index.ts's DEFAULT_MODELS_DIR).
const DEFAULT_MODELS_DIR = path.resolve(__dirname, '../../../models');

// Sentence vectors (analysis.embed) from the shipped accurate encoder: what news stories are
// grouped by. Both runtimes read the states after SENTENCE_LAYERS layers (sentence-vectors.ts).

const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i], 0);

const HEADLINE =
  'Central bank holds interest rates steady for third month. Policy makers left the benchmark rate unchanged.';
const PARAPHRASE =
  'Fed keeps borrowing costs on hold again as inflation cools. The rate-setting committee made no change.';
const UNRELATED =
  'Underdogs stun champions to win the cup in extra time. The final was settled by a late header.';

describe('sentence vectors of the accurate encoder', () => {
  const dir = path.join(DEFAULT_MODELS_DIR, 'accurate');
  let onnx: OnnxEncoderClassifier;

  beforeAll(async () => {
    onnx = await OnnxEncoderClassifier.load(dir);
  });
  afterAll(() => onnx?.release());

  const embed = async (texts: string[]) =>
    onnx.embed(texts.map((text) => onnx.tokenizer.encode(text)));

  it('gives one unit-length vector of the hidden size per text, the same for the same text in any batch', async () => {
    const [alone] = await embed([HEADLINE]);
    const [first, , again] = await embed([HEADLINE, UNRELATED, HEADLINE]);
    expect(alone).toHaveLength(onnx.model.config.hiddenSize);
    expect(dot(alone, alone)).toBeCloseTo(1, 5);
    expect(dot(alone, first)).toBeCloseTo(1, 5);
    expect(dot(first, again)).toBeCloseTo(1, 5);
  });

  it('puts a paraphrase nearer than an unrelated text', async () => {
    const [text, paraphrase, unrelated] = await embed([HEADLINE, PARAPHRASE, UNRELATED]);
    expect(dot(text, paraphrase)).toBeGreaterThan(dot(text, unrelated) + 0.1);
  });

  it('matches the TensorFlow.js reference', async () => {
    await initBackend();
    const reference = EncoderClassifier.load(dir);
    try {
      const ids = [HEADLINE, UNRELATED].map((text) => onnx.tokenizer.encode(text));
      const [served, tfjs] = [await onnx.embed(ids), await reference.embed(ids)];
      served.forEach((vector, i) => expect(dot(vector, tfjs[i])).toBeGreaterThan(0.9999));
    } finally {
      reference.dispose();
    }
  });
});

describe('the sentence vectors less the fitted centre', () => {
  const dir = path.join(DEFAULT_MODELS_DIR, 'accurate');
  let onnx: OnnxEncoderClassifier;

  beforeAll(async () => {
    onnx = await OnnxEncoderClassifier.load(dir);
  });
  afterAll(() => onnx?.release());

  it('ships a centre for this encoder that spreads unrelated texts apart and keeps a paraphrase near', async () => {
    const centre = readSentenceCentre(dir, onnx.version);
    expect(centre?.mean).toHaveLength(onnx.model.config.hiddenSize);
    const raw = await onnx.embed(
      [HEADLINE, PARAPHRASE, UNRELATED].map((text) => onnx.tokenizer.encode(text)),
    );
    const [text, paraphrase, unrelated] = raw.map((v) => centred(v, centre!.mean));
    expect(dot(text, text)).toBeCloseTo(1, 5);
    // Raw, mean-pooled states put any two texts close; less the centre, unrelated ones fall away.
    expect(dot(text, unrelated)).toBeLessThan(dot(raw[0], raw[2]) - 0.1);
    expect(dot(text, paraphrase) - dot(text, unrelated)).toBeGreaterThan(
      dot(raw[0], raw[1]) - dot(raw[0], raw[2]),
    );
  });
});

describe('readSentenceCentre', () => {
  const write = (content: object) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'centre-'));
    fs.writeFileSync(path.join(dir, SENTENCE_CENTRE_FILE), JSON.stringify(content));
    return dir;
  };
  const good = {
    format: SENTENCE_CENTRE_FORMAT,
    modelVersion: 'v1',
    layers: SENTENCE_LAYERS,
    source: 'test',
    texts: 2,
    mean: meanVector([
      [1, 0],
      [0, 1],
    ]),
  };

  it('reads a centre fitted for this version and layer count, and none where there is no file', () => {
    expect(readSentenceCentre(write(good), 'v1')?.mean).toEqual([0.5, 0.5]);
    expect(readSentenceCentre(fs.mkdtempSync(path.join(os.tmpdir(), 'centre-')), 'v1')).toBeNull();
  });

  it.each([
    ['another model version', { modelVersion: 'v0' }, /fitted on version v0/],
    ['another layer count', { layers: SENTENCE_LAYERS + 1 }, /layers/],
    ['a mean that is not numbers', { mean: [1, 'x'] }, /finite numbers/],
  ])('refuses a centre of %s', (_what, change, message) => {
    expect(() => readSentenceCentre(write({ ...good, ...change }), 'v1')).toThrow(message);
  });

  it('takes the centre away and scales back to length 1', () => {
    const [x, y] = centred([1, 0], [0.5, 0.5]);
    expect([x, y].map((v) => v.toFixed(12))).toEqual(
      [Math.SQRT1_2, -Math.SQRT1_2].map((v) => v.toFixed(12)),
    );
    expect(() => centred([1, 0, 0], [0.5, 0.5])).toThrow(/centre of 2/);
  });
});
