import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { AddressGuard, BlockedAddressError } from '../src/fetch/address-guard';
import { fetchDocument, FetchError } from '../src/fetch/fetch-document';
import { extractMainText, fetchFullText } from '../src/articles/full-text';

const PARAGRAPHS = [
  'The city council approved a plan on Tuesday to turn the old rail yard into a public park with playing fields, community gardens and a cycle path along the river.',
  'Residents who campaigned for the park for ten years packed the chamber and cheered as the vote was announced, and the mayor thanked them for their patience.',
  'Construction is due to start next spring and the first section should open within two years, the council said in a statement after the meeting.',
];

export const ARTICLE_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Park plan approved</title></head>
<body>
  <nav><a href="/">Home</a> <a href="/world">World</a> <a href="/sport">Sport</a> MENU-NAVIGATION</nav>
  <div class="ad">ADVERT: buy one get one free</div>
  <article><h1>Park plan approved</h1>${PARAGRAPHS.map((p) => `<p>${p}</p>`).join('')}</article>
  <footer>FOOTER-LINKS Copyright Example News</footer>
</body></html>`;

describe('article page fetching (real sockets, real DNS)', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/article': (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE_PAGE),
    '/gzip': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(ARTICLE_PAGE)),
    '/to-private': (_req, res) => res.writeHead(302, { location: 'http://10.0.0.1/secret' }).end(),
    '/to-metadata': (_req, res) =>
      res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-article': (_req, res) => res.writeHead(302, { location: '/article' }).end(),
    '/big': (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(50_000)),
    '/gzip-bomb': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(5_000_000))),
    '/slow': () => undefined,
    '/missing': (_req, res) => res.writeHead(404).end(),
    '/image': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('PNG'),
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      (routes[req.url ?? ''] ?? routes['/missing'])(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => hits.splice(0));

  const limits = { timeoutMs: 1_500, maxBytes: 20_000 };
  const loopbackOnly = new AddressGuard(true);

  describe('the address guard, as configured in production', () => {
    const guard = new AddressGuard(false);

    it.each([['127.0.0.1'], ['localhost'], ['[::1]']])(
      'refuses %s without sending it a request',
      async (host) => {
        const port = new URL(base).port;
        await expect(
          fetchDocument(`http://${host}:${port}/article`, { ...limits, guard }),
        ).rejects.toBeInstanceOf(BlockedAddressError);
        expect(hits).toEqual([]);
      },
    );

    it.each([['http://10.1.2.3/'], ['http://192.168.1.1/admin'], ['http://169.254.169.254/']])(
      'refuses the private address %s',
      async (url) => {
        await expect(fetchDocument(url, { ...limits, guard })).rejects.toBeInstanceOf(
          BlockedAddressError,
        );
      },
    );

    it.each([['file:///etc/passwd'], ['ftp://example.com/x'], ['gopher://x']])(
      'fetches only http and https, not %s',
      async (url) => {
        await expect(fetchDocument(url, { ...limits, guard })).rejects.toThrow(
          /only http and https/,
        );
      },
    );
  });

  describe('with loopback allowed (tests only)', () => {
    it('checks every redirect hop: a redirect to a private address is refused', async () => {
      await expect(
        fetchDocument(`${base}/to-private`, { ...limits, guard: loopbackOnly }),
      ).rejects.toBeInstanceOf(BlockedAddressError);
      await expect(
        fetchDocument(`${base}/to-metadata`, { ...limits, guard: loopbackOnly }),
      ).rejects.toBeInstanceOf(BlockedAddressError);
      expect(hits).toEqual(['/to-private', '/to-metadata']);
    });

    it('follows an allowed redirect and reports the final address', async () => {
      const page = await fetchDocument(`${base}/to-article`, { ...limits, guard: loopbackOnly });
      expect(page.url).toBe(`${base}/article`);
      expect(page.body.toString()).toContain('Park plan approved');
    });

    it('gives up on a body over the size cap, compressed or not', async () => {
      await expect(fetchDocument(`${base}/big`, limits)).rejects.toThrow(
        new FetchError('larger than 20000 bytes'),
      );
      await expect(fetchDocument(`${base}/gzip-bomb`, limits)).rejects.toThrow(
        /larger than 20000 bytes/,
      );
    });

    it('gives up on a server that does not answer in time', async () => {
      await expect(fetchDocument(`${base}/slow`, { ...limits, timeoutMs: 300 })).rejects.toThrow(
        /timed out/,
      );
    });

    it('reports an HTTP error status', async () => {
      await expect(fetchDocument(`${base}/missing`, limits)).rejects.toThrow('HTTP 404');
    });

    it('extracts the article text with Readability, without navigation, ads or footer', async () => {
      for (const path of ['/article', '/gzip']) {
        const text = await fetchFullText(`${base}${path}`, { ...limits, guard: loopbackOnly });
        expect(text).toBe(PARAGRAPHS.join('\n\n'));
      }
    });

    it('reads nothing from a page that is not HTML', async () => {
      await expect(fetchFullText(`${base}/image`, limits)).resolves.toBeUndefined();
    });
  });

  it('finds no article in a page without one', () => {
    expect(extractMainText('<html><body><p>Cookies?</p></body></html>', base)).toBeUndefined();
  });
});
