import { WordPieceTokenizer } from './encoder/wordpiece-tokenizer';
import { evenSample, textWindows, windowedText } from './text-windows';

const VOCAB = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', 'one', 'two', 'three', 'four', '.', 'a'];
const tokenizer = (maxTokens: number) => new WordPieceTokenizer(VOCAB, { maxTokens });

describe('textWindows', () => {
  it('reads a short text as one window', () => {
    expect(textWindows(tokenizer(16), 'One two. Three.')).toEqual([[2, 4, 5, 8, 6, 8, 3]]);
  });

  it('gives no window to a text without tokens', () => {
    expect(textWindows(tokenizer(16), '  \n ')).toEqual([]);
  });

  it('packs whole sentences into windows and cuts a sentence longer than one', () => {
    const windows = textWindows(tokenizer(6), 'One two. Three four. A one two three four a one.');
    expect(windows).toEqual([
      [2, 4, 5, 8, 3],
      [2, 6, 7, 8, 3],
      [2, 9, 4, 5, 6, 3],
      [2, 7, 9, 4, 8, 3],
    ]);
    // Every window fits the model, and together they hold every token once, in order.
    expect(windows.every((w) => w.length <= 6)).toBe(true);
    expect(windows.flatMap((w) => w.slice(1, -1))).toEqual(
      tokenizer(6).tokenIds('One two. Three four. A one two three four a one.'),
    );
  });
});

describe('windowedText', () => {
  it("gives textWindows' windows, each id with its word and each word with its span", () => {
    const text = 'One two. Three four.\n\nA one two three four a one.';
    const { words, windows } = windowedText(tokenizer(6), text);
    expect(windows.map((w) => w.ids)).toEqual(textWindows(tokenizer(6), text));
    expect(words.map((w) => text.slice(w.start, w.end))).toEqual(
      'One two . Three four . A one two three four a one .'.split(' '),
    );
    expect(windows.map((w) => w.words)).toEqual([
      [-1, 0, 1, 2, -1],
      [-1, 3, 4, 5, -1],
      [-1, 6, 7, 8, 9, -1],
      [-1, 10, 11, 12, 13, -1],
    ]);
  });
});

describe('evenSample', () => {
  it('keeps everything when there is room, else items spread from start to end', () => {
    expect(evenSample([1, 2, 3], 5)).toEqual([1, 2, 3]);
    expect(evenSample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([0, 2, 5, 7]);
  });
});
