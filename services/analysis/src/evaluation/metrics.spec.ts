import { accuracy, argmax, macroF1, perClassF1 } from './metrics';

describe('metrics', () => {
  const gold = [0, 0, 1, 1, 2, 2];
  const predicted = [0, 1, 1, 1, 2, 0];

  it('computes accuracy', () => {
    expect(accuracy(gold, predicted)).toBeCloseTo(4 / 6);
    expect(accuracy([], [])).toBe(0);
  });

  it('computes per-class and macro F1', () => {
    // class 0: tp 1, fp 1, fn 1 -> 0.5; class 1: tp 2, fp 1 -> 0.8; class 2: tp 1, fn 1 -> 2/3
    const f1 = perClassF1(gold, predicted, 3);
    expect(f1[0]).toBeCloseTo(0.5);
    expect(f1[1]).toBeCloseTo(0.8);
    expect(f1[2]).toBeCloseTo(2 / 3);
    expect(macroF1(gold, predicted, 3)).toBeCloseTo((0.5 + 0.8 + 2 / 3) / 3);
  });

  it('scores a never-seen class as 0 and perfect predictions as 1', () => {
    expect(macroF1([0, 0], [0, 0], 2)).toBeCloseTo(0.5);
    expect(macroF1(gold, gold, 3)).toBe(1);
  });

  it('picks the first largest value', () => {
    expect(argmax([0.1, 0.7, 0.7])).toBe(1);
  });
});
