import { charWindows, sentenceSpans, splitSentences } from './segments';

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

  it("gives each sentence's span in the text, white space trimmed", () => {
    const text = '  First one.  Second!\n\n  Third';
    expect(sentenceSpans(text).map((s) => [s.start, s.end, text.slice(s.start, s.end)])).toEqual([
      [2, 12, 'First one.'],
      [14, 21, 'Second!'],
      [25, 30, 'Third'],
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
