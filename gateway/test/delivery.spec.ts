import { Logger, type INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import request from 'supertest';
import { startGateway } from '../../infra/testing/stack';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtFiles, PRECOMPRESSED, rawGet, writeBuiltFrontend } from './delivery-fixtures';

// Read when startGateway builds the gateway. No TRUST_PROXY and no https address: a plain-HTTP
// deployment such as `npm start` on a LAN.
const dist = writeBuiltFrontend();
Object.assign(process.env, { FRONTEND_DIST: dist, TRUST_PROXY: 'false' });
delete process.env.APP_URL;
delete process.env.PUBLIC_URL;

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('delivery of the built frontend (real Redis)', () => {
  let gateway: INestApplication;
  let server: Server;
  let warnings: jest.SpyInstance;
  const get = (path: string, acceptEncoding?: string) =>
    rawGet(server, path, acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {});

  beforeAll(async () => {
    warnings = jest.spyOn(Logger.prototype, 'warn');
    gateway = await startGateway();
    await gateway.listen(0, '127.0.0.1');
    server = gateway.getHttpServer() as Server;
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('starts without "Unsupported route path" warnings (Express 5 route syntax throughout)', () => {
    const unsupported = warnings.mock.calls.filter(([message]) =>
      String(message).includes('Unsupported route path'),
    );
    expect(unsupported).toEqual([]);
  });

  describe('compression', () => {
    it.each([
      ['/', 'index.html', 'text/html'],
      ['/assets/index-B1x_9zQa.js', 'assets/index-B1x_9zQa.js', 'javascript'],
      ['/assets/index-Dk3-p0Lm.css', 'assets/index-Dk3-p0Lm.css', 'text/css'],
      ['/logo.svg', 'logo.svg', 'image/svg+xml'],
    ] as const)('sends %s as brotli when the browser accepts it', async (path, file, type) => {
      const res = await get(path, 'gzip, deflate, br, zstd');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.text).toBe(builtFiles[file]);
      expect(res.wire.length).toBeLessThan(Buffer.byteLength(builtFiles[file]) / 3);
    });

    it('falls back to gzip for a browser without brotli', async () => {
      const res = await get('/assets/index-B1x_9zQa.js', 'gzip, deflate');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.text).toBe(builtFiles['assets/index-B1x_9zQa.js']);
    });

    it('sends the bytes as they are to a client that accepts no encoding', async () => {
      const res = await get('/assets/index-B1x_9zQa.js');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.wire.toString()).toBe(builtFiles['assets/index-B1x_9zQa.js']);
    });

    it.each([
      ['br', 'br, gzip', '.br'],
      ['gzip', 'gzip, deflate', '.gz'],
    ] as const)(
      'sends the %s file the build made beside a hashed asset, byte for byte',
      async (encoding, accepted, suffix) => {
        const res = await get(`/${PRECOMPRESSED}`, accepted);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toContain('javascript');
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.wire.equals(readFileSync(join(dist, `${PRECOMPRESSED}${suffix}`)))).toBe(true);
        expect(res.text).toBe(builtFiles[PRECOMPRESSED]);
      },
    );

    it("compresses the API's JSON too", async () => {
      const res = await get('/api/docs-json', 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(res.text)).toMatchObject({ info: { title: 'SentiLog API' } });
    });
  });

  describe('caching', () => {
    it.each(['/assets/index-B1x_9zQa.js', '/assets/index-Dk3-p0Lm.css'])(
      'lets browsers keep the hashed file %s for a year',
      async (path) => {
        const res = await get(path, 'br');
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
      },
    );

    it.each(['/', '/index.html', '/logo.svg', '/about', '/user-profile'])(
      'makes browsers revalidate %s (index.html and unhashed files) on every load',
      async (path) => {
        const res = await get(path, 'br');
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.etag ?? res.headers['last-modified']).toBeDefined();
      },
    );

    it('serves index.html for an app route (SPA fallback)', async () => {
      const res = await get('/about', 'gzip');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toBe(builtFiles['index.html']);
    });

    it('answers 404 for a bundle that no longer exists, not index.html passed off as a script', async () => {
      const res = await request(gateway.getHttpServer()).get('/assets/index-Gone1234.js');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    });
  });

  describe('security headers over plain HTTP', () => {
    it('sends no upgrade-insecure-requests and no HSTS, so http://<LAN address>:8080 works', async () => {
      const res = await request(gateway.getHttpServer()).get('/');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
      const res = await request(gateway.getHttpServer()).get('/').set('X-Forwarded-Proto', 'https');
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
