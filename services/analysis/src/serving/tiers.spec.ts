import { WordPieceTokenizer } from './encoder/wordpiece-tokenizer';
import { EncoderClassifier } from './encoder/encoder-classifier';
import { accurateTier, spanLogits } from './tiers';

describe('tier models', () => {
  it("map a model's heads, in its own label order, to ours and softmax each head", async () => {
    const encoder = {
      version: '2.0.0',
      tokenizer: new WordPieceTokenizer(['[PAD]', '[UNK]', '[CLS]', '[SEP]'], { maxTokens: 8 }),
      model: {
        config: {
          tasks: [
            {
              task: 'emotion',
              labels: ['neutral', 'joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust'],
            },
            { task: 'sentiment', labels: ['POSITIVE', 'NEGATIVE', 'NEUTRAL'] },
          ],
        },
      },
      readSequences: (s: number[][]) =>
        s.map((ids) => ({
          logits: [0, Math.log(3), 0, 0, 0, 0, 0, Math.log(2), 0, 0],
          // Each token: +1 on POSITIVE (column 7), +0.5 on NEGATIVE (column 8).
          tokens: ids.map(() => [0, 0, 0, 0, 0, 0, 0, 1, 0.5, 0]),
        })),
    } as unknown as EncoderClassifier;
    const tier = accurateTier(encoder);
    const [p] = await tier.read([[2, 3]]);
    expect(tier.info).toEqual({ tier: 'accurate', version: '2.0.0' });
    // Ours: NEGATIVE, NEUTRAL, POSITIVE; the model's POSITIVE logit was log 2 against 0 and 0.
    expect(p.sentiment.map((x) => Number(x.toFixed(4)))).toEqual([0.25, 0.25, 0.5]);
    // Ours: joy first; the model's joy logit was log 3 against six zeros.
    expect(p.emotion[0]).toBeCloseTo(3 / 9);
    expect(p.emotion[6]).toBeCloseTo(1 / 9);
    expect(p.polarity).toBeUndefined();
  });

  it('divide each head by its temperature, and give token polarity in the same units', async () => {
    const encoder = {
      version: '2.0.0',
      tokenizer: new WordPieceTokenizer(['[PAD]', '[UNK]', '[CLS]', '[SEP]'], { maxTokens: 8 }),
      model: {
        config: {
          tasks: [
            { task: 'sentiment', labels: ['NEGATIVE', 'NEUTRAL', 'POSITIVE'] },
            {
              task: 'emotion',
              labels: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'],
            },
          ],
        },
      },
      readSequences: (s: number[][]) =>
        s.map((ids) => ({
          logits: [0, 0, Math.log(4), Math.log(9), 0, 0, 0, 0, 0, 0],
          tokens: ids.map(() => [0.5, 0, 1.5, 0, 0, 0, 0, 0, 0, 0]),
        })),
    } as unknown as EncoderClassifier;
    const tier = accurateTier(encoder, {
      temperatures: { sentiment: 2, emotion: 2 },
      uncertain: {},
    });
    const [p] = await tier.read([[2, 3]], { polarity: true });
    // POSITIVE's logit log 4 at temperature 2: exp(log 2) = 2 against 1 and 1.
    expect(p.sentiment[2]).toBeCloseTo(2 / 4);
    expect(p.emotion[0]).toBeCloseTo(3 / 9);
    // (1.5 − 0.5) / 2 per token.
    expect(p.polarity).toEqual([0.5, 0.5]);
  });

  it('refuse a model without a sentiment head', async () => {
    const encoder = {
      version: '1',
      tokenizer: undefined,
      model: { config: { tasks: [{ task: 'bias', labels: ['LEFT', 'CENTER', 'RIGHT'] }] } },
    } as unknown as EncoderClassifier;
    expect(() => accurateTier(encoder)).toThrow('the model has no sentiment head');
  });

  it('read a span from the same pass: its shares scaled to its length, plus the bias', async () => {
    const shares = {
      logits: [1, 2, 3],
      tokens: [
        [0.1, 0.2, 0.3],
        [0.4, 0, -0.2],
        [0, 0.1, 0.5],
        [0.2, 0.2, 0.2],
      ],
    };
    // The whole window is its logits again.
    expect(spanLogits(shares, 0, 4).map((x) => Number(x.toFixed(6)))).toEqual([1, 2, 3]);
    // Tokens 1–2: bias (logits − all shares) + their shares × 4 / 2.
    const bias = [1 - 0.7, 2 - 0.5, 3 - 0.8];
    expect(spanLogits(shares, 1, 3).map((x) => Number(x.toFixed(6)))).toEqual(
      [bias[0] + 0.8, bias[1] + 0.2, bias[2] + 0.6].map((x) => Number(x.toFixed(6))),
    );
    expect(() => spanLogits(shares, 2, 2)).toThrow('no tokens');
  });

  it("read irony where the model has the head, and each domain's sentiment with its own scaling", async () => {
    const encoder = {
      version: '3.0.0',
      tokenizer: new WordPieceTokenizer(['[PAD]', '[UNK]', '[CLS]', '[SEP]'], { maxTokens: 8 }),
      model: {
        config: {
          tasks: [
            { task: 'sentiment', labels: ['NEGATIVE', 'NEUTRAL', 'POSITIVE'] },
            {
              task: 'emotion',
              labels: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'],
            },
            { task: 'irony', labels: ['not_irony', 'irony'] },
          ],
        },
      },
      readSequences: (s: number[][]) =>
        s.map((ids) => ({
          logits: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, Math.log(3)],
          tokens: ids.map(() => new Array(12).fill(0)),
        })),
    } as unknown as EncoderClassifier;
    const tier = accurateTier(encoder, {
      temperatures: {},
      vectors: { 'sentiment:news': { scale: [1, 1, 1], bias: [0, Math.log(2), 0] } },
      uncertain: {},
    });
    const [general] = await tier.read([[2, 3]]);
    const [news] = await tier.read([[2, 3]], { domain: 'news', polarity: true });
    expect(general.irony).toBeCloseTo(0.75);
    expect(general.sentiment[1]).toBeCloseTo(1 / 3);
    expect(news.sentiment[1]).toBeCloseTo(2 / 4);
    expect(tier.spanSentiment!(news, 0, 1)[1]).toBeCloseTo(2 / 4);
  });

  it("read a window's sentiment in the domain its domain head reads, unless one is asked for", async () => {
    const encoder = {
      version: '3.1.0',
      tokenizer: new WordPieceTokenizer(['[PAD]', '[UNK]', '[CLS]', '[SEP]'], { maxTokens: 8 }),
      model: {
        config: {
          tasks: [
            { task: 'sentiment', labels: ['NEGATIVE', 'NEUTRAL', 'POSITIVE'] },
            {
              task: 'emotion',
              labels: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'],
            },
            { task: 'domain', labels: ['general', 'news', 'finance', 'social', 'diary'] },
          ],
        },
      },
      // The domain head reads news.
      readSequences: (s: number[][]) =>
        s.map(() => ({ logits: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0] })),
    } as unknown as EncoderClassifier;
    const tier = accurateTier(encoder, {
      temperatures: {},
      vectors: { 'sentiment:news': { scale: [1, 1, 1], bias: [0, Math.log(2), 0] } },
      uncertain: {},
    });
    const [auto] = await tier.read([[2, 3]]);
    const [asked] = await tier.read([[2, 3]], { domain: 'general' });
    expect(auto.domain).toBe('news');
    expect(auto.sentiment[1]).toBeCloseTo(2 / 4);
    expect(asked.domain).toBe('general');
    expect(asked.sentiment[1]).toBeCloseTo(1 / 3);
  });

  it('read news and finance from the news head where the model has one, its shares and spans too; other domains from the sentiment head', async () => {
    const encoder = {
      version: '3.1.0',
      tokenizer: new WordPieceTokenizer(['[PAD]', '[UNK]', '[CLS]', '[SEP]'], { maxTokens: 8 }),
      model: {
        config: {
          tasks: [
            { task: 'sentiment', labels: ['NEGATIVE', 'NEUTRAL', 'POSITIVE'] },
            {
              task: 'emotion',
              labels: ['joy', 'sadness', 'anger', 'fear', 'surprise', 'disgust', 'neutral'],
            },
            { task: 'news', labels: ['NEGATIVE', 'NEUTRAL', 'POSITIVE'] },
          ],
        },
      },
      // The sentiment head reads Neutral (log 2 against 0 and 0), the news head Positive (log 3);
      // each token pushes the news head's POSITIVE by 1.5 and the sentiment head's by nothing.
      readSequences: (s: number[][]) =>
        s.map((ids) => ({
          logits: [0, Math.log(2), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, Math.log(3)],
          tokens: ids.map(() => [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5]),
        })),
    } as unknown as EncoderClassifier;
    const tier = accurateTier(encoder);
    const [news] = await tier.read([[2, 3]], { domain: 'news', polarity: true });
    const [finance] = await tier.read([[2, 3]], { domain: 'finance' });
    const [general] = await tier.read([[2, 3]], { domain: 'general', polarity: true });
    const [social] = await tier.read([[2, 3]], { domain: 'social' });
    expect(news.sentiment[2]).toBeCloseTo(3 / 5);
    expect(finance.sentiment[2]).toBeCloseTo(3 / 5);
    expect(social.sentiment[1]).toBeCloseTo(2 / 4);
    expect(news.polarity).toEqual([1.5, 1.5]);
    expect(news.sentimentShares?.logits).toEqual([0, 0, Math.log(3)]);
    expect(tier.spanSentiment!(news, 0, 1)[2]).toBeCloseTo(3 / 5);
    expect(general.sentiment[1]).toBeCloseTo(2 / 4);
    expect(general.polarity).toEqual([0, 0]);
  });
});
