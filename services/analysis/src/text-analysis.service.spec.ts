import type { ArticleInput, BiasModel, Models } from './serving';
import {
  BATCH_PASS_CHARACTERS,
  BIAS_PASS_ARTICLES,
  TextAnalysisService,
} from './text-analysis.service';

function serviceWith(predict: jest.Mock): TextAnalysisService {
  const models = { bias: { predict } as unknown as BiasModel } as Models;
  return new TextAnalysisService(() => Promise.resolve(models));
}

describe('TextAnalysisService.bias', () => {
  const articles = (n: number): ArticleInput[] =>
    Array.from({ length: n }, (_, i) => ({ text: `article ${i}` }));
  // A fake model that answers each article with its own text, so order is visible.
  const echo = () =>
    jest.fn((batch: ArticleInput[], tier: string) => batch.map((a) => ({ label: a.text, tier })));

  it('reads a large request in passes, answering every article in order with the tier asked', async () => {
    const predict = echo();
    const service = serviceWith(predict);
    await service.onModuleInit();
    const n = 2 * BIAS_PASS_ARTICLES + 3;
    const results = await service.bias(articles(n), 'fast');
    expect(predict.mock.calls.map(([batch]) => batch.length)).toEqual([
      BIAS_PASS_ARTICLES,
      BIAS_PASS_ARTICLES,
      3,
    ]);
    expect(results).toEqual(articles(n).map((a) => ({ label: a.text, tier: 'fast' })));
  });

  it('lets other work run between passes', async () => {
    const order: string[] = [];
    const predict = jest.fn((batch: ArticleInput[]) => {
      order.push('pass');
      return batch.map(() => ({}));
    });
    const service = serviceWith(predict);
    await service.onModuleInit();
    // Work that is waiting when the request comes in (as other requests' I/O would be) runs after
    // the first pass, not after the whole request.
    setImmediate(() => order.push('other'));
    await service.bias(articles(2 * BIAS_PASS_ARTICLES));
    expect(order).toEqual(['pass', 'other', 'pass']);
  });

  it('uses the accurate tier by default', async () => {
    const predict = echo();
    const service = serviceWith(predict);
    await service.onModuleInit();
    await service.bias(articles(1));
    expect(predict).toHaveBeenCalledWith([{ text: 'article 0' }], 'accurate');
  });
});

describe('TextAnalysisService.analyzeTexts', () => {
  // A fake text model that reads each text's length as its score, so order is visible, and says
  // which tier and whether it explained.
  const analyze = jest.fn((texts: string[], options: { tier: string; explain?: boolean }) =>
    Promise.resolve(
      texts.map((text) => ({
        sentiment: {
          label: 'POSITIVE',
          scores: {},
          score: text.length,
          confidence: 0.9,
          uncertain: false,
          magnitude: 0.6,
          ironic: text === 'cc',
          model: { tier: options.tier, version: '1' },
        },
        emotion: { label: 'joy', scores: { joy: 1 } },
        language: text === 'bbb' ? 'fr' : 'en',
        ...(options.explain ? { explanation: { words: [{ word: text }] } } : {}),
      })),
    ),
  );
  const service = new TextAnalysisService(() =>
    Promise.resolve({ text: { analyze } } as unknown as Models),
  );
  beforeAll(() => service.onModuleInit());
  beforeEach(() => analyze.mockClear());

  it('answers in order in the shape of analyzeText, without explanations unless asked', async () => {
    const results = await service.analyzeTexts(['a', 'bbb', 'cc']);
    expect(results.map((r) => r.score)).toEqual([1, 3, 2]);
    expect(results[0]).toEqual({
      sentiment: 'POSITIVE',
      emotion: 'joy',
      score: 1,
      confidence: 0.9,
      emotions: { joy: 1 },
      uncertain: false,
      magnitude: 0.6,
      ironic: false,
      language: 'en',
      model: { tier: 'accurate', version: '1' },
    });
    // The reading's language and irony flag travel with each answer.
    expect(results.map((r) => [r.language, r.ironic])).toEqual([
      ['en', false],
      ['fr', false],
      ['en', true],
    ]);
    expect(analyze).toHaveBeenCalledWith(['a', 'bbb', 'cc'], { tier: 'accurate', explain: false });
  });

  it('reads a batch in passes of at most BATCH_PASS_CHARACTERS (a long text alone)', async () => {
    const long = 'x'.repeat(BATCH_PASS_CHARACTERS * 3);
    const half = 'y'.repeat(BATCH_PASS_CHARACTERS / 2);
    const results = await service.analyzeTexts([long, half, half, half]);
    expect(results.map((r) => r.score)).toEqual([
      long.length,
      half.length,
      half.length,
      half.length,
    ]);
    expect(analyze.mock.calls.map(([texts]) => texts.map((t) => t.length))).toEqual([
      [long.length],
      [half.length, half.length],
      [half.length],
    ]);
  });

  it('explains in the tier asked when asked', async () => {
    const results = await service.analyzeTexts(['a', 'bb'], 'fast', true);
    expect(results.map((r) => r.explanation)).toEqual([
      { words: [{ word: 'a' }] },
      { words: [{ word: 'bb' }] },
    ]);
    expect(results[0].model.tier).toBe('fast');
    expect(analyze).toHaveBeenCalledWith(['a', 'bb'], { tier: 'fast', explain: true });
  });
});

describe('TextAnalysisService.embed', () => {
  it('encodes each text with the encoder’s tokenizer and answers its vectors in order, to six decimals', async () => {
    const encode = jest.fn((text: string) => [text.length]);
    const embed = jest.fn(async (sequences: readonly number[][]) =>
      sequences.map(([n]) => [n / 3, -1 / 7]),
    );
    const models = { sentences: { tokenizer: { encode }, embed } } as unknown as Models;
    const service = new TextAnalysisService(() => Promise.resolve(models));
    await service.onModuleInit();
    expect(await service.embed(['abc', 'abcdef'])).toEqual([
      [1, -0.142857],
      [2, -0.142857],
    ]);
    expect(embed).toHaveBeenCalledWith([[3], [6]]);
  });
});
