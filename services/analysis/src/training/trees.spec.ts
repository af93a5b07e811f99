import { treePhrases } from './trees';

describe('treePhrases', () => {
  it('returns every node with the words it spans', () => {
    const phrases = treePhrases("(3 (2 It) (4 (2 's) (3 good)))");
    expect(phrases).toEqual([
      { text: 'It', label: 2 },
      { text: "'s", label: 2 },
      { text: 'good', label: 3 },
      { text: "'s good", label: 4 },
      { text: "It 's good", label: 3 },
    ]);
  });

  it('rejects an unbalanced tree', () => {
    expect(() => treePhrases('(2 a))')).toThrow();
  });
});
