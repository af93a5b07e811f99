import { NEG, NEU, POS, SentimentDev } from './sentiment-data';
import { evaluateSentiment } from './sentiment-eval';

// A model that hedges towards NEUTRAL on polar texts: right after a NEUTRAL offset, wrong without.
const PROBS: Record<string, number[]> = {
  bad: [0.4, 0.45, 0.15],
  good: [0.15, 0.45, 0.4],
  plain: [0.1, 0.8, 0.1],
  meh: [0.3, 0.4, 0.3],
};
const dev: SentimentDev = {
  sst2: [
    { text: 'bad', label: NEG },
    { text: 'good', label: POS },
  ],
  sst5: [
    { text: 'bad', label: NEG },
    { text: 'good', label: POS },
    { text: 'plain', label: NEU },
    { text: 'meh', label: NEU },
  ],
  goEmotions: [
    { text: 'bad', label: NEG },
    { text: 'good', label: POS },
    { text: 'plain', label: NEU },
  ],
};
const predict = (texts: string[]) => texts.map((t) => PROBS[t]);

describe('evaluateSentiment', () => {
  it('chooses a negative NEUTRAL offset when the model over-predicts NEUTRAL', () => {
    const evaluation = evaluateSentiment(dev, predict);
    // Only -0.2 on the grid is enough to flip "bad" and "good" (ln 0.45 − ln 0.4 ≈ 0.12) and small
    // enough to keep "meh" (ln 0.4 − ln 0.3 ≈ 0.29).
    expect(evaluation.logOffsets).toEqual([0, -0.2, 0]);
    expect(evaluation.metrics.goemotions_group_macro_f1).toBe(1);
    expect(evaluation.metrics.sst5_3class_acc).toBe(1);
  });

  it('measures with given offsets as they are, and never lets them touch the SST-2 decision', () => {
    const evaluation = evaluateSentiment(dev, predict, [0, 0, 0]);
    expect(evaluation.metrics.sst5_3class_acc).toBe(0.5);
    expect(evaluation.metrics.neutral_offset).toBe(0);
    expect(evaluation.metrics.sst2_acc).toBe(1);
    expect(evaluateSentiment(dev, predict).metrics.sst2_acc).toBe(1);
  });
});
