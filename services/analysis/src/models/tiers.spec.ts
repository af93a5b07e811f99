import { WordPieceTokenizer } from '../encoder/wordpiece-tokenizer';
import { EncoderClassifier } from '../encoder/encoder-classifier';
import { accurateTier } from './tiers';

describe('tier models', () => {
  it("map a model's heads, in its own label order, to ours and softmax each head", () => {
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
      logitsOfSequences: (s: number[][]) =>
        s.map(() => [0, Math.log(3), 0, 0, 0, 0, 0, Math.log(2), 0, 0]),
    } as unknown as EncoderClassifier;
    const tier = accurateTier(encoder);
    const [p] = tier.probabilities([[2, 3]]);
    expect(tier.info).toEqual({ tier: 'accurate', version: '2.0.0' });
    // Ours: NEGATIVE, NEUTRAL, POSITIVE; the model's POSITIVE logit was log 2 against 0 and 0.
    expect(p.sentiment.map((x) => Number(x.toFixed(4)))).toEqual([0.25, 0.25, 0.5]);
    // Ours: joy first; the model's joy logit was log 3 against six zeros.
    expect(p.emotion[0]).toBeCloseTo(3 / 9);
    expect(p.emotion[6]).toBeCloseTo(1 / 9);
  });

  it('refuse a model without a sentiment head', () => {
    const encoder = {
      version: '1',
      tokenizer: undefined,
      model: { config: { tasks: [{ task: 'bias', labels: ['LEFT', 'CENTER', 'RIGHT'] }] } },
    } as unknown as EncoderClassifier;
    expect(() => accurateTier(encoder)).toThrow('the model has no sentiment head');
  });
});
