import { passesByLength } from './length-passes';

describe('passesByLength', () => {
  it('puts every position in exactly one pass of at most `size`, shortest sequences first', () => {
    const sequences = [[1, 2, 3], [1], [1, 2, 3, 4, 5], [1, 2], [1, 2, 3, 4]];

    expect(passesByLength(sequences, 2)).toEqual([[1, 3], [0, 4], [2]]);
    expect(passesByLength([], 2)).toEqual([]);
  });

  it('ends a pass before its padded tokens would pass maxTokens, never leaving a sequence out', () => {
    const sequences = [[1, 2, 3], [1], [1, 2, 3, 4, 5], [1, 2], [1, 2, 3, 4]];

    // Sorted: [1] [1,2] [1,2,3] [1,2,3,4] [1,2,3,4,5]; at most 6 padded tokens a pass.
    expect(passesByLength(sequences, 10, 6)).toEqual([[1, 3], [0], [4], [2]]);
    // A sequence longer than the budget is read alone.
    expect(passesByLength(sequences, 10, 2)).toEqual([[1], [3], [0], [4], [2]]);
  });
});
