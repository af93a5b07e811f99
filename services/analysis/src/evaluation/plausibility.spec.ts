import type { TextAnalysis } from '../serving';
import { plausibility } from './plausibility';
import { parseTree } from './sst-trees';

const explained = (words: { word: string; start: number; end: number; weight: number }[]) =>
  ({ explanation: { words } }) as unknown as TextAnalysis;

describe('plausibility', () => {
  // "the spotless room was freezing": spotless is positive on its own, freezing negative.
  const tree = parseTree('(1 (2 (2 the) (3 (4 spotless) (2 room))) (1 (2 was) (0 freezing)))');

  it('counts highlighted sentiment words coloured their own way, and whether the strongest is one', () => {
    // A complaint's reading that paints "spotless" red (its context) fails once, and "room" first fails top-1.
    const result = plausibility(
      [tree, tree],
      [
        explained([
          { word: 'freezing', start: 22, end: 30, weight: -1.2 },
          { word: 'spotless', start: 4, end: 12, weight: -0.4 },
        ]),
        explained([
          { word: 'room', start: 13, end: 17, weight: -0.9 },
          { word: 'spotless', start: 4, end: 12, weight: 0.3 },
        ]),
      ],
    );
    expect(result.sentimentWords).toBe(3);
    expect(result.directionAgreement).toBeCloseTo(2 / 3);
    expect(result.topIsSentimentWord).toBeCloseTo(1 / 2);
  });

  it('leaves sentences without highlights out of top-1', () => {
    const result = plausibility([tree], [explained([])]);
    expect(result).toMatchObject({ highlighted: 0, sentimentWords: 0, topIsSentimentWord: 0 });
  });
});
