import { normaliseText, tokenise } from './normalise';

describe('normaliseText', () => {
  it('lower-cases and splits clitics the way the treebank does', () => {
    expect(tokenise("I didn't like it. It's Bob's")).toEqual([
      'i',
      'did',
      "n't",
      'like',
      'it',
      '.',
      'it',
      "'s",
      'bob',
      "'s",
    ]);
    expect(tokenise("can't won't")).toEqual(['ca', "n't", 'wo', "n't"]);
  });

  it('writes brackets and quotes like SST', () => {
    expect(tokenise('a (good) "film"')).toEqual(['a', '-lrb-', 'good', '-rrb-', '"', 'film', '"']);
    expect(tokenise("`` Conan '' -LRB- co-writer\\/director -RRB-")).toEqual([
      '"',
      'conan',
      '"',
      '-lrb-',
      'co-writer/director',
      '-rrb-',
    ]);
  });

  it('separates punctuation, ellipses, dashes and emoji but keeps abbreviations', () => {
    expect(tokenise('Wait... Mr. Smith—really?!😂')).toEqual([
      'wait',
      '...',
      'mr.',
      'smith',
      '--',
      'really',
      '?',
      '!',
      '😂',
    ]);
  });

  it('is idempotent, so already tokenised treebank text is unchanged', () => {
    const sst =
      'the rock is destined to be the 21st century \'s new " conan " and he ca n\'t lose -lrb- really -rrb- .';
    expect(normaliseText(sst)).toBe(sst);
    const raw = "She said: 'I can't believe it' (honestly)… wow!";
    expect(normaliseText(normaliseText(raw))).toBe(normaliseText(raw));
  });

  it('maps URLs to one token and gives no tokens for blank text', () => {
    expect(tokenise('see https://example.com/x?y=1 now')).toEqual(['see', 'url', 'now']);
    expect(tokenise('   \n\t ')).toEqual([]);
  });
});
