import iconv from 'iconv-lite';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A local news site for the news tests: real RSS 2.0, Atom, ISO-8859-1 and NewsAPI documents,
 * broken ones (malformed, slow, 500, over the size cap) and article pages, on 127.0.0.1.
 */
export interface NewsSite {
  base: string;
  /** Paths requested so far, in order. */
  hits: string[];
  /** Header values NewsAPI requests carried. */
  newsApiKeys: string[];
  /** Replaces (or adds) a route, e.g. a feed that appears later. */
  route(path: string, handler: Handler): void;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const HOUR = 60 * 60 * 1000;

export const HEADLINES = {
  positive:
    "Joyful crowds celebrate as beloved hospital reopens with a wonderful new children's ward",
  negative:
    'Horrific attack leaves dozens dead and families devastated by terrible, senseless violence',
  neutral: 'Council publishes quarterly budget figures for the coming year',
  redirect: 'Port authority announces revised timetable for ferry crossings',
  relative: 'Local library extends weekend opening hours',
  markets: 'Markets rally as investors cheer strong earnings and excellent growth',
  undated: 'Regional rail operator reviews winter schedule',
  latin1: 'Café culture thrives in the old town',
  newsApi: 'Bridge to reopen next week after repairs',
  old: 'An article from long ago',
} as const;

export const ARTICLE_PARAGRAPHS = [
  'The hospital reopened its doors on Monday after a two-year renovation, and families queued from early morning to see the new children’s ward with its garden and playrooms.',
  'Nurses and doctors who had worked in temporary buildings during the works said the new ward would let them care for twice as many young patients each year.',
  'The renovation was paid for by a public appeal that raised more than four million pounds from thousands of local residents, schools and businesses.',
];

const ARTICLE_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Hospital reopens</title></head>
<body>
  <nav><a href="/">Home</a> <a href="/world">World</a> SITE-NAVIGATION</nav>
  <aside class="advert">ADVERTISEMENT: subscribe today</aside>
  <article><h1>Hospital reopens</h1>${ARTICLE_PARAGRAPHS.map((p) => `<p>${p}</p>`).join('\n')}</article>
  <footer>SITE-FOOTER Copyright</footer>
</body></html>`;

function rfc822(offsetMs: number): string {
  return new Date(Date.now() - offsetMs).toUTCString();
}

function rss(base: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
  <title>Test Daily</title><link>${base}/</link><description>Test feed</description>
  <item>
    <title>${HEADLINES.positive}</title>
    <link>${base}/articles/hospital?utm_source=rss&amp;utm_medium=feed</link>
    <description><![CDATA[<p>A <b>wonderful</b> day: the hospital reopened &amp; families cheered.</p>]]></description>
    <dc:creator>Ada Writer</dc:creator>
    <category>Health</category><category>Community</category>
    <pubDate>${rfc822(1 * HOUR)}</pubDate>
  </item>
  <item>
    <title>${HEADLINES.negative}</title>
    <link>${base}/news/attack</link>
    <description>Police said the attack was the worst violence the city had seen in decades.</description>
    <pubDate>${rfc822(2 * HOUR)}</pubDate>
  </item>
  <item>
    <title>The same attack story, linked again with tracking</title>
    <link>${base}/news/attack?utm_campaign=morning&amp;utm_source=rss#top</link>
    <description>Duplicate.</description>
    <pubDate>${rfc822(2 * HOUR)}</pubDate>
  </item>
  <item>
    <title>${HEADLINES.neutral}</title>
    <link>http://10.0.0.1/private-story</link>
    <description>The figures will be discussed at the next council meeting.</description>
    <pubDate>${rfc822(3 * HOUR)}</pubDate>
  </item>
  <item>
    <title>${HEADLINES.redirect}</title>
    <link>${base}/articles/to-metadata</link>
    <description>The new timetable starts next month.</description>
    <pubDate>${rfc822(4 * HOUR)}</pubDate>
  </item>
  <item>
    <title>${HEADLINES.relative}</title>
    <link>/news/library-hours</link>
    <description>&lt;p&gt;Opening hours change on &lt;i&gt;Saturdays&lt;/i&gt; &amp;amp; Sundays.&lt;/p&gt;</description>
    <pubDate>${rfc822(5 * HOUR)}</pubDate>
  </item>
  <item>
    <title>${HEADLINES.old}</title>
    <link>${base}/news/old</link>
    <description>Published well before the retention period.</description>
    <pubDate>Tue, 01 Sep 2020 10:00:00 GMT</pubDate>
  </item>
</channel>
</rss>`;
}

function atom(base: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Atom Wire</title><link href="${base}/" rel="alternate"/><id>urn:atom-wire</id>
  <updated>${new Date().toISOString()}</updated>
  <entry>
    <title>Attack story from the wire</title>
    <link href="${base}/news/attack?fbclid=abc123" rel="alternate"/>
    <id>urn:wire:1</id>
    <published>${new Date(Date.now() - 2 * HOUR).toISOString()}</published>
    <summary>The wire's copy of the same story.</summary>
  </entry>
  <entry>
    <title>${HEADLINES.markets}</title>
    <link href="${base}/business/markets" rel="alternate"/>
    <id>urn:wire:2</id>
    <published>${new Date(Date.now() - HOUR / 2).toISOString()}</published>
    <author><name>Sam Analyst</name></author>
    <category term="Markets"/>
    <summary>Shares climbed for a third day.</summary>
    <content type="html">&lt;p&gt;Shares climbed for a third day as investors cheered.&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>${HEADLINES.undated}</title>
    <link href="${base}/business/rail" rel="alternate"/>
    <id>urn:wire:3</id>
    <published>sometime last week</published>
    <summary>A review of the winter schedule.</summary>
  </entry>
</feed>`;
}

function latin1Feed(base: string): Buffer {
  const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>
<rss version="2.0"><channel><title>Le Test</title><link>${base}/</link>
  <item>
    <title>${HEADLINES.latin1}</title>
    <link>${base}/culture/cafe</link>
    <description>Crème brûlée and café au lait draw visitors.</description>
    <pubDate>${rfc822(6 * HOUR)}</pubDate>
  </item>
</channel></rss>`;
  return iconv.encode(xml, 'latin1');
}

/** A valid feed far over the size cap the tests configure (64 KiB). */
function hugeFeed(base: string): string {
  const items = Array.from(
    { length: 2_000 },
    (_, i) =>
      `<item><title>Huge feed item ${i}</title><link>${base}/huge/${i}</link><description>${'filler '.repeat(20)}</description></item>`,
  ).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>${items}</channel></rss>`;
}

function newsApi(base: string): string {
  return JSON.stringify({
    status: 'ok',
    totalResults: 2,
    articles: [
      {
        source: { id: null, name: 'Wire Service' },
        author: null,
        title: HEADLINES.newsApi,
        description: 'Engineers finished strengthening the bridge ahead of schedule.',
        url: `${base}/wire/bridge?utm_source=newsapi`,
        publishedAt: new Date(Date.now() - 7 * HOUR).toISOString(),
        content:
          'Officials said the bridge would reopen to traffic next week after repairs were completed… [+1834 chars]',
      },
      { source: { name: 'Wire Service' }, title: '[Removed]', url: 'https://removed.com' },
    ],
  });
}

/** A feed of `count` fresh items, for the concurrency test. */
export function freshFeed(base: string, count: number): string {
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<item><title>Fresh story number ${i} about the weather and the harvest</title><link>${base}/fresh/${i}?utm_source=x</link><description>Farmers report on the harvest, story ${i}.</description><pubDate>${rfc822((i + 1) * 60_000)}</pubDate></item>`,
  ).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Fresh</title>${items}</channel></rss>`;
}

export async function startNewsSite(): Promise<NewsSite> {
  const hits: string[] = [];
  const newsApiKeys: string[] = [];
  const held: ServerResponse[] = [];
  let base = '';
  const routes = new Map<string, Handler>([
    [
      '/rss.xml',
      (_q, r) => r.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss(base)),
    ],
    [
      '/atom.xml',
      (_q, r) => r.writeHead(200, { 'content-type': 'application/atom+xml' }).end(atom(base)),
    ],
    [
      '/latin1.xml',
      (_q, r) => r.writeHead(200, { 'content-type': 'application/xml' }).end(latin1Feed(base)),
    ],
    [
      '/malformed.xml',
      (_q, r) =>
        r
          .writeHead(200, { 'content-type': 'application/rss+xml' })
          .end('<rss><channel><item><title>Broken'),
    ],
    [
      '/not-a-feed.xml',
      (_q, r) =>
        r.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Hello</body></html>'),
    ],
    ['/error.xml', (_q, r) => r.writeHead(500).end('Internal error')],
    ['/slow.xml', (_q, r) => void held.push(r)],
    [
      '/huge.xml',
      (_q, r) => r.writeHead(200, { 'content-type': 'application/rss+xml' }).end(hugeFeed(base)),
    ],
    [
      '/newsapi',
      (q, r) => {
        newsApiKeys.push(String(q.headers['x-api-key']));
        r.writeHead(200, { 'content-type': 'application/json' }).end(newsApi(base));
      },
    ],
    [
      '/articles/hospital',
      (_q, r) => r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE_PAGE),
    ],
    [
      '/articles/to-metadata',
      (_q, r) => r.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    ],
  ]);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.push(path);
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits,
    newsApiKeys,
    route: (path, handler) => void routes.set(path, handler),
    async close() {
      held.forEach((res) => res.destroy());
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
