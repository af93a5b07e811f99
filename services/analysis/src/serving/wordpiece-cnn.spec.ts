import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { initBackend } from './runtime/backend';
import { DEFAULT_MODELS_DIR } from './index';
import { WordPieceCnn } from './wordpiece-cnn';

// The loader refuses a model.json whose shape does not match its weights, before folding them,
// and leaves no tensors behind either way (the folded model lives in plain arrays).

describe('WordPieceCnn.load', () => {
  let dir: string;

  beforeAll(async () => {
    await initBackend();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpiece-cnn-'));
    for (const file of fs.readdirSync(path.join(DEFAULT_MODELS_DIR, 'fast')))
      fs.copyFileSync(path.join(DEFAULT_MODELS_DIR, 'fast', file), path.join(dir, file));
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function withConfig(change: (config: Record<string, unknown>) => void): void {
    const file = path.join(dir, 'model.json');
    const model = JSON.parse(
      fs.readFileSync(path.join(DEFAULT_MODELS_DIR, 'fast', 'model.json'), 'utf8'),
    );
    change(model.config);
    fs.writeFileSync(file, JSON.stringify(model));
  }

  it('holds no tensors once loaded', () => {
    withConfig(() => undefined);
    const before = tf.memory().numTensors;
    const cnn = WordPieceCnn.load(dir);
    expect(tf.memory().numTensors).toBe(before);
    expect(cnn.logits([[101, 2204, 102]])[0]).toHaveLength(10);
  });

  it('refuses filters that do not match the convolution kernel', () => {
    withConfig((c) => (c.filters = 32));
    const before = tf.memory().numTensors;
    expect(() => WordPieceCnn.load(dir)).toThrow(/conv0_kernel does not match/);
    expect(tf.memory().numTensors).toBe(before);
  });

  it('refuses a window width the kernel was not trained with', () => {
    withConfig((c) => (c.widths = [2]));
    expect(() => WordPieceCnn.load(dir)).toThrow(/conv0_kernel does not match width 2/);
  });
});
