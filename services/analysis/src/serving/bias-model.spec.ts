import type { ArticleInput } from './bias-classifier';
import { BiasModel } from './bias-model';

describe('BiasModel', () => {
  const ngram = {
    version: '1.0.0',
    // The n-grams read RIGHT for every article.
    textProbabilities: (articles: readonly ArticleInput[]) => articles.map(() => [0.2, 0.2, 0.6]),
  };
  const encoder = {
    version: '2.0.0',
    blend: { ngramVersion: '1.0.0', encoderWeight: 0.5 },
    // The encoder reads LEFT, more surely than the n-grams read RIGHT.
    probabilities: jest.fn((articles: readonly ArticleInput[]) =>
      articles.map(() => [0.9, 0.05, 0.05]),
    ),
  };
  const outlets = {
    rate: (source?: string) =>
      source === 'Right Daily' ? { name: 'Right Daily', rating: 'RIGHT' as const } : undefined,
  };
  beforeEach(() => encoder.probabilities.mockClear());

  it('accurate: blends the encoder with the n-grams and names the encoder', async () => {
    const [p] = new BiasModel(ngram, encoder, outlets).predict([{ title: 'T', text: 'Body' }]);
    expect(p.label).toBe('LEFT');
    expect(p.model).toEqual({ tier: 'accurate', version: '2.0.0' });
    const raw = [Math.sqrt(0.9 * 0.2), Math.sqrt(0.05 * 0.2), Math.sqrt(0.05 * 0.6)];
    expect(p.scores.LEFT).toBeCloseTo(raw[0] / raw.reduce((a, b) => a + b, 0));
    expect(p.confidence).toBe(p.scores.LEFT);
  });

  it('fast: the n-grams alone, without an encoder pass', async () => {
    const [p] = new BiasModel(ngram, encoder, outlets).predict([{ text: 'Body' }], 'fast');
    expect(p).toMatchObject({ label: 'RIGHT', model: { tier: 'fast', version: '1.0.0' } });
    expect(encoder.probabilities).not.toHaveBeenCalled();
  });

  it("gives a known outlet's rating beside the reading, which it never changes", async () => {
    const model = new BiasModel(ngram, encoder, outlets);
    const [known, unknown] = model.predict([
      { text: 'Body', source: 'Right Daily' },
      { text: 'Body', source: 'Nobody Knows' },
    ]);
    expect(known).toMatchObject({
      label: 'LEFT',
      outlet: { name: 'Right Daily', rating: 'RIGHT' },
    });
    expect(known.scores).toEqual(unknown.scores);
    expect(unknown.outlet).toBeUndefined();
  });

  it("calibrates each tier's reading with its own temperature and rule", async () => {
    const model = new BiasModel(ngram, encoder, outlets, {
      accurate: { temperatures: {}, uncertain: {} },
      fast: { temperatures: { bias: 2 }, uncertain: { bias: { confidenceBelow: 0.5 } } },
    });
    const [p] = model.predict([{ text: 'Body', source: 'Right Daily' }], 'fast');
    // [0.2, 0.2, 0.6] at temperature 2: proportional to their square roots.
    const roots = [0.2, 0.2, 0.6].map(Math.sqrt);
    expect(p.scores.RIGHT).toBeCloseTo(roots[2] / roots.reduce((a, b) => a + b, 0));
    expect(p.uncertain).toBe(true);
  });

  it('answers nothing for no articles', async () => {
    expect(new BiasModel(ngram, encoder, outlets).predict([])).toEqual([]);
    expect(encoder.probabilities).not.toHaveBeenCalled();
  });

  it("gives a model trained on articles without their outlets' marks the article stripped, the other the article", async () => {
    const seenByNgram: string[] = [];
    const seenByEncoder: string[] = [];
    const model = new BiasModel(
      {
        ...ngram,
        config: { reads: 'outlet-stripped' },
        textProbabilities: (articles: readonly ArticleInput[]) =>
          articles.map((a) => (seenByNgram.push(a.text), [0.2, 0.2, 0.6])),
      },
      {
        ...encoder,
        probabilities: (articles: readonly ArticleInput[]) =>
          articles.map((a) => (seenByEncoder.push(a.text), [0.9, 0.05, 0.05])),
      },
      outlets,
      undefined,
      (article) => ({ ...article, text: article.text.replace('Right Daily says', '') }),
    );
    model.predict([{ text: 'Right Daily says taxes rose.' }]);
    expect(seenByNgram).toEqual([' taxes rose.']);
    expect(seenByEncoder).toEqual(['Right Daily says taxes rose.']);
  });
});
