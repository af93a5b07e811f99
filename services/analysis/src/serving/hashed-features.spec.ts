import { articleText, fnv1a, hashedCounts, tfidfRow } from './hashed-features';

describe('hashed features', () => {
  it('uses the standard 32-bit FNV-1a hash', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('counts unigrams and bigrams of the normalised text', () => {
    const counts = hashedCounts('The cat. the CAT', { bits: 20 });
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(5 + 4); // 5 tokens (the, cat, ., the, cat) and 4 bigrams
    expect(counts.get(fnv1a('the') & ((1 << 20) - 1))).toBe(2);
    expect(counts.get(fnv1a('the cat') & ((1 << 20) - 1))).toBe(2);
  });

  it('builds an L2-normalised sublinear TF-IDF row', () => {
    const idf = new Float32Array(8).fill(1);
    idf[3] = 2;
    const row = new Float32Array(8);
    tfidfRow(
      new Map([
        [1, 1],
        [3, 1],
      ]),
      idf,
      row,
    );
    expect(row[3] / row[1]).toBeCloseTo(2);
    expect(Math.hypot(...row)).toBeCloseTo(1);
  });

  it('reads the title with the text', () => {
    expect(articleText({ title: 'T', text: 'body' })).toBe('T\n\nbody');
    expect(articleText({ text: 'body' })).toBe('body');
  });
});
