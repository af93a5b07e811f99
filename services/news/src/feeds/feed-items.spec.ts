import iconv from 'iconv-lite';
import { decodeText } from '../fetch/decode-text';
import { cleanAuthor, parseFeed } from './feed-items';

const NOW = new Date('2026-11-23T12:00:00Z');
const context = {
  source: 'Example News',
  category: 'World',
  feedUrl: 'https://example.com/feeds/rss.xml',
  maxItems: 50,
  now: NOW,
};

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>Example</title><link>https://example.com/</link>
  <item>
    <title>Storm &amp; floods hit the coast</title>
    <link>/world/storm?utm_source=rss</link>
    <description><![CDATA[<p>Rivers <b>burst</b> their banks.</p>]]></description>
    <content:encoded><![CDATA[<p>Rivers burst their banks.</p><p>Thousands were moved to safety overnight.</p>]]></content:encoded>
    <dc:creator>Jane Reporter</dc:creator>
    <category>Weather</category><category>Europe</category>
    <pubDate>Mon, 23 Nov 2026 08:30:00 GMT</pubDate>
  </item>
  <item><title>No link here</title><description>skipped</description></item>
  <item><title>Bad date</title><link>https://example.com/b</link><pubDate>yesterday-ish</pubDate></item>
  <item><link>https://example.com/untitled</link><description>no title</description></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Atom Example</title><link href="https://atom.example/" rel="alternate"/>
  <entry>
    <title type="html">Markets &lt;em&gt;rally&lt;/em&gt;</title>
    <link href="https://atom.example/markets/1" rel="alternate"/>
    <id>urn:1</id>
    <published>2026-11-22T10:00:00Z</published>
    <author><name>Sam Writer</name></author>
    <category term="Markets"/>
    <summary>Shares rose for a third day.</summary>
    <content type="html">&lt;p&gt;Shares rose for a third day as investors cheered.&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>Unreadable date</title>
    <link href="/relative/2"/>
    <published>not a date</published>
  </entry>
</feed>`;

describe('parseFeed', () => {
  it('reads RSS 2.0: relative links, tracking stripped, HTML to text, author, tags, date', async () => {
    const [storm, badDate, ...rest] = await parseFeed(RSS, context);
    expect(rest).toEqual([]);
    expect(storm).toEqual({
      url: 'https://example.com/world/storm',
      title: 'Storm & floods hit the coast',
      description: 'Rivers burst their banks.',
      text: 'Rivers burst their banks.\n\nThousands were moved to safety overnight.',
      source: 'Example News',
      author: 'Jane Reporter',
      category: 'World',
      tags: ['Weather', 'Europe'],
      publishedAt: new Date('2026-11-23T08:30:00Z'),
    });
    expect(badDate.publishedAt).toEqual(NOW);
    expect(badDate.tags).toEqual(['World']);
    expect(badDate.author).toBeNull();
  });

  it('reads Atom, keeping an entry whose date cannot be read', async () => {
    const [markets, undated] = await parseFeed(ATOM, {
      ...context,
      feedUrl: 'https://atom.example/feed',
    });
    expect(markets).toMatchObject({
      url: 'https://atom.example/markets/1',
      title: 'Markets rally',
      description: 'Shares rose for a third day.',
      text: 'Shares rose for a third day as investors cheered.',
      author: 'Sam Writer',
      tags: ['Markets'],
      publishedAt: new Date('2026-11-22T10:00:00Z'),
    });
    expect(undated).toMatchObject({ url: 'https://atom.example/relative/2', publishedAt: NOW });
  });

  it('takes at most maxItems items', async () => {
    expect(await parseFeed(RSS, { ...context, maxItems: 1 })).toHaveLength(1);
  });

  it('rejects a document that is not a feed', async () => {
    await expect(parseFeed('<html><body>nope</body></html>', context)).rejects.toThrow();
    await expect(parseFeed('<rss><channel><item>', context)).rejects.toThrow();
  });

  it('reads an ISO-8859-1 feed once decoded by its declaration', async () => {
    const xml = RSS.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace(
      'Storm &amp; floods',
      'Café owners fear floods',
    );
    const bytes = iconv.encode(xml, 'latin1');
    const [first] = await parseFeed(decodeText(bytes), context);
    expect(first.title).toBe('Café owners fear floods hit the coast');
  });
});

describe('decodeText', () => {
  it('prefers the Content-Type charset, then a BOM-less UTF-8 default', () => {
    expect(decodeText(iconv.encode('naïve', 'latin1'), 'text/xml; charset=ISO-8859-1')).toBe(
      'naïve',
    );
    expect(decodeText(Buffer.from('naïve'))).toBe('naïve');
    expect(decodeText(Buffer.from('x'), 'text/xml; charset=made-up')).toBe('x');
  });
});

describe('cleanAuthor', () => {
  it.each([
    ['news@example.com (Jane Doe)', 'Jane Doe'],
    ['By Sam Writer', 'Sam Writer'],
    ['news@example.com', null],
    ['  ', null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(cleanAuthor(value)).toBe(expected);
  });
});
