import type { ArticleInput, BiasModel, Models } from './models';
import { BIAS_PASS_ARTICLES, TextAnalysisService } from './text-analysis.service';

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
