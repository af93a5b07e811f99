import { weightedMean } from './aggregate';

describe('weightedMean', () => {
  it('weights each segment by its length', () => {
    const mean = weightedMean(
      [
        [1, 0],
        [0, 1],
      ],
      [3, 1],
    );
    expect(mean[0]).toBeCloseTo(0.75);
    expect(mean[1]).toBeCloseTo(0.25);
  });

  it('lets a long negative passage outweigh a short positive one', () => {
    const mean = weightedMean(
      [
        [0.1, 0.9],
        [0.8, 0.2],
      ],
      [2, 40],
    );
    expect(mean[0]).toBeGreaterThan(mean[1]);
  });

  it('falls back to an even mean when all weights are zero and rejects bad input', () => {
    expect(weightedMean([[1], [0]], [0, 0])[0]).toBeCloseTo(0.5);
    expect(() => weightedMean([], [])).toThrow();
    expect(() => weightedMean([[1]], [1, 2])).toThrow();
  });
});
