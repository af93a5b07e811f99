import * as fs from 'node:fs';
import * as path from 'node:path';
import { ENCODER_FIXTURES } from './fixtures';
import { WordPieceTokenizer } from './wordpiece-tokenizer';

// tokenizer-golden.jsonl: a header line, then one {text, ids} per line; the ids are what Hugging
// Face `tokenizers` gives with the packaged all-MiniLM-L6-v2 vocabulary
// (training/scripts/make_tokenizer_golden.py).

interface GoldenCase {
  text: string;
  ids: number[];
}

function readGolden(): { header: { maxTokens: number; vocab: string }; cases: GoldenCase[] } {
  const lines = fs
    .readFileSync(path.join(ENCODER_FIXTURES, 'tokenizer-golden.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0);
  return {
    header: JSON.parse(lines[0]) as { maxTokens: number; vocab: string },
    cases: lines.slice(1).map((l) => JSON.parse(l) as GoldenCase),
  };
}

describe('WordPieceTokenizer', () => {
  const { header, cases } = readGolden();
  const tokenizer = WordPieceTokenizer.fromVocabFile(path.join(ENCODER_FIXTURES, header.vocab), {
    maxTokens: header.maxTokens,
  });

  it('covers at least 300 texts, a 10,000-character one among them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    // Counted in code points, as Python counts them.
    expect(cases.some((c) => Array.from(c.text).length === 10_000)).toBe(true);
  });

  it.each(cases.map((c, i) => [i, c.text.slice(0, 40), c] as const))(
    'gives the Python ids for text %i (%j)',
    (_, __, c) => {
      expect(tokenizer.encode(c.text)).toEqual(c.ids);
    },
  );

  it("gives every golden text's ids again from its words, each word the span it came from", () => {
    for (const c of cases) {
      const words = tokenizer.words(c.text);
      expect(
        [tokenizer.clsId, ...words.flatMap((w) => w.ids)].slice(0, header.maxTokens - 1),
      ).toEqual(c.ids.slice(0, -1));
      for (const w of words) {
        expect(w.end).toBeGreaterThan(w.start);
        expect(tokenizer.tokenIds(c.text.slice(w.start, w.end))).toEqual(w.ids);
      }
    }
  });

  it('keeps the original spans of accented, joined, CJK and astral-plane words', () => {
    const text = 'Café\u0001s naïve, 東京 😀ok';
    expect(tokenizer.words(text).map((w) => [w.text, text.slice(w.start, w.end)])).toEqual([
      ['cafes', 'Café\u0001s'],
      ['naive', 'naïve'],
      [',', ','],
      ['東', '東'],
      ['京', '京'],
      ['😀ok', '😀ok'],
    ]);
  });

  it('cuts long texts to maxTokens, keeping [CLS] and [SEP]', () => {
    const short = new WordPieceTokenizer(['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'a'], {
      maxTokens: 4,
    });
    expect(short.encode('a a a a a')).toEqual([2, 4, 4, 3]);
    expect(short.tokenIds('a a a a a')).toHaveLength(5);
  });

  it('makes a word over 100 characters and a word with an unknown piece [UNK] whole', () => {
    const vocab = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'a', '##a', 'b'];
    const t = new WordPieceTokenizer(vocab, { maxTokens: 512 });
    expect(t.tokenize('a'.repeat(100))).toEqual(['a', ...Array<string>(99).fill('##a')]);
    expect(t.tokenize('a'.repeat(101))).toEqual(['[UNK]']);
    expect(t.tokenize('ab b')).toEqual(['[UNK]', 'b']);
  });

  it('rejects a vocabulary without the special tokens', () => {
    expect(() => new WordPieceTokenizer(['a'], { maxTokens: 8 })).toThrow('[CLS]');
  });
});
