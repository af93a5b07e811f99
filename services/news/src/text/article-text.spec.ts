import { countWords, htmlToText, readTime, stripCharsMarker, truncate } from './article-text';

describe('htmlToText', () => {
  it('drops tags, scripts and styles and decodes entities', () => {
    expect(
      htmlToText(
        '<p>Tom &amp; Jerry &lt;3 &quot;cheese&quot; &eacute;t&eacute;</p><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('Tom & Jerry <3 "cheese" été');
  });

  it('keeps paragraphs and line breaks as separate blocks', () => {
    expect(htmlToText('<p>First  para.</p><p>Second<br/>line</p>')).toBe(
      'First para.\n\nSecond\n\nline',
    );
  });

  it('reads an empty or missing fragment as empty text', () => {
    expect(htmlToText(undefined)).toBe('');
    expect(htmlToText('<img src="x.png">')).toBe('');
  });
});

describe('stripCharsMarker', () => {
  it("removes NewsAPI's trailing '[+N chars]' marker", () => {
    expect(stripCharsMarker('The minister said on Monday that… [+2345 chars]')).toBe(
      'The minister said on Monday that…',
    );
  });

  it('leaves text without the marker alone', () => {
    expect(stripCharsMarker('A [+12 chars] marker inside the text stays.')).toBe(
      'A [+12 chars] marker inside the text stays.',
    );
  });
});

describe('readTime', () => {
  it('is words / 200, rounded up, at least one minute', () => {
    expect(readTime('')).toBe('1 min read');
    expect(readTime('word '.repeat(200))).toBe('1 min read');
    expect(readTime('word '.repeat(201))).toBe('2 min read');
    expect(readTime('word '.repeat(800))).toBe('4 min read');
  });

  it('counts hyphenated and apostrophe words once', () => {
    expect(countWords("It's a well-known fact, isn't it?")).toBe(6);
  });
});

describe('truncate', () => {
  it('cuts at a word boundary near the limit and adds an ellipsis', () => {
    expect(truncate('one two three four five', 14)).toBe('one two three…');
    expect(truncate('short', 14)).toBe('short');
  });
});
