import { charWindows, splitSentences, tokenSegments } from './segments';

describe('splitSentences', () => {
  it('splits at sentence ends followed by a capital, digit or quote', () => {
    expect(splitSentences('I loved it. The cast was great! Was it long? "Yes." 2 hours.')).toEqual([
      'I loved it.',
      'The cast was great!',
      'Was it long?',
      '"Yes."',
      '2 hours.',
    ]);
  });

  it('does not split after abbreviations or initials, and splits at blank lines', () => {
    expect(splitSentences('Mr. Smith met J. Doe today. Then he left\n\nNew paragraph')).toEqual([
      'Mr. Smith met J. Doe today.',
      'Then he left',
      'New paragraph',
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(splitSentences('  \n\n ')).toEqual([]);
  });
});

describe('tokenSegments', () => {
  it('keeps a short text whole', () => {
    expect(tokenSegments('Good film. Bad ending.', 10)).toEqual([
      ['good', 'film', '.', 'bad', 'ending', '.'],
    ]);
  });

  it('reads a long text sentence by sentence and cuts over-long sentences into windows', () => {
    const long = `${'word '.repeat(7).trim()}. Short one.`;
    const segments = tokenSegments(long, 5);
    expect(segments).toEqual([
      ['word', 'word', 'word', 'word', 'word'],
      ['word', 'word', '.'],
      ['short', 'one', '.'],
    ]);
  });
});

describe('charWindows', () => {
  it('packs whole sentences into windows no longer than the limit', () => {
    const text = Array.from({ length: 20 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const windows = charWindows(text, 100);
    expect(windows.length).toBeGreaterThan(1);
    windows.forEach((w) => expect(w.length).toBeLessThanOrEqual(100));
    expect(windows.join(' ')).toBe(text);
  });

  it('returns a short text unchanged', () => {
    expect(charWindows('Short.', 100)).toEqual(['Short.']);
  });
});
