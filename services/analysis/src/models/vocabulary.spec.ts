import { UNK_ID } from './text-cnn';
import { Vocabulary } from './vocabulary';

describe('Vocabulary', () => {
  const vocabulary = new Vocabulary([...Vocabulary.RESERVED, 'teary', 'eyed', 'good', 'well-made']);

  it('maps known tokens to their rows and unknown ones to the unknown row', () => {
    expect(vocabulary.encode(['good', 'dreadful'])).toEqual([4, UNK_ID]);
  });

  it('reads an unknown hyphenated compound as its parts, and keeps a known one whole', () => {
    expect(vocabulary.encode(['teary-eyed', 'well-made'])).toEqual([2, 3, 5]);
    expect(vocabulary.encode(['teary-whatever'])).toEqual([2, UNK_ID]);
    expect(vocabulary.encode(['-', '--'])).toEqual([UNK_ID, UNK_ID]);
  });

  it('ranks tokens by count, ties alphabetically, after the reserved rows', () => {
    const counts = new Map([
      ['b', 2],
      ['a', 2],
      ['c', 5],
      ['rare', 1],
    ]);
    expect(Vocabulary.fromCounts(counts, 10, 2).tokens).toEqual(['<pad>', '<unk>', 'c', 'a', 'b']);
  });
});
