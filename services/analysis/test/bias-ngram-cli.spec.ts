import * as path from 'node:path';
import { articleText, hashedCounts } from '../src/serving/hashed-features';
import { answers, buildCli, runCli } from './compiled-cli';

// Integration, not unit: the compiled bias-ngram CLI, which the Python trainer of the n-gram bias
// model (training/train_ngram_bias.py) calls for its features and to score what it wrote.

const MODEL = path.resolve(__dirname, '../models/bias');
const article = {
  id: 'a',
  title: 'Senate passes the budget',
  text: 'The Senate passed the budget on Tuesday. The budget funds schools, and the Senate adjourned.',
};

beforeAll(() => buildCli('bias-ngram', 'classify'), 120000);

describe('bias-ngram CLI', () => {
  it('gives the hashed n-gram counts the service computes, buckets in first-seen order', () => {
    const [a, bad, b] = answers(
      'bias-ngram',
      ['features', '--bits', '18'],
      [JSON.stringify(article), '{"id": "x"}', JSON.stringify({ id: 2, text: 'Just text.' })],
    );
    const expected = hashedCounts(articleText(article), { bits: 18 });
    expect(a).toEqual({ id: 'a', buckets: [...expected.keys()], counts: [...expected.values()] });
    expect(Math.max(...(a.counts as number[]))).toBeGreaterThan(1);
    expect(bad).toMatchObject({ id: 'x', error: expect.any(String) });
    const justText = hashedCounts('Just text.', { bits: 18 });
    expect(b).toEqual({ id: 2, buckets: [...justText.keys()], counts: [...justText.values()] });
  });

  it("predicts as the fast bias tier's model does before calibration, whatever the outlet", () => {
    const lines = [
      JSON.stringify({ ...article, source: 'Politico' }),
      JSON.stringify({ ...article, id: 'b', source: 'Nobody Heard Of It Weekly' }),
    ];
    const [known, unknown] = answers('bias-ngram', ['predict', '--model', MODEL], lines);
    const [fast] = answers(
      'classify',
      ['--task', 'bias', '--model', 'fast', '--uncalibrated'],
      [JSON.stringify(article)],
    );
    const fastScores = fast.scores as Record<string, number>;
    const text = known.text as number[];
    ['LEFT', 'CENTER', 'RIGHT'].forEach((label, i) =>
      expect(text[i]).toBeCloseTo(fastScores[label], 6),
    );
    expect(Object.keys(known).sort()).toEqual(['id', 'text']);
    // The outlet shapes nothing: it is rated apart (src/serving/outlets.ts).
    expect(unknown.text).toEqual(known.text);
  });

  it.each([
    [[]],
    [['features']],
    [['features', '--bits', '0']],
    [['predict']],
    [['train', '--model', MODEL]],
  ])('answers %j with a usage message, exit 2 and nothing on stdout', (args) => {
    const run = runCli('bias-ngram', args, '');
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/usage: bias-ngram/);
  });
});
