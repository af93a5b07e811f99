import express from 'express';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compressResponses } from './compress-responses';

/** A real Express server with the gateway's compressor and an event stream that stays open. */
function startServer(): Promise<Server> {
  const app = express();
  app.use(compressResponses());
  app.get('/stream', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write('data: {"headline":"first"}\n\n');
  });
  const big = () => ({
    items: Array.from({ length: 200 }, (_, i) => ({ i, text: 'compressible' })),
  });
  app.get('/json', (_req, res) => res.json(big()));
  // As large as /json, so only its path can keep it uncompressed.
  app.get('/api/ready', (_req, res) => res.json(big()));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function open(server: Server, path: string): Promise<IncomingMessage> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': 'br, gzip' } })
      .on('response', resolve)
      .on('error', reject)
      .end();
  });
}

describe('compressResponses', () => {
  let server: Server;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('leaves Server-Sent Events uncompressed, so each event reaches the browser at once', async () => {
    const res = await open(server, '/stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    // A compressor would hold this first event in its buffer and the test would time out here.
    const first = await new Promise<string>((resolve) =>
      res.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(first).toBe('data: {"headline":"first"}\n\n');
    res.destroy();
  }, 10_000);

  it('leaves the probes (liveness, readiness, metrics) uncompressed', async () => {
    const res = await open(server, '/api/ready');
    expect(res.headers['content-encoding']).toBeUndefined();
    res.resume();
  });

  it('compresses other compressible answers with brotli', async () => {
    const res = await open(server, '/json');
    expect(res.headers['content-encoding']).toBe('br');
    res.resume();
  });
});
