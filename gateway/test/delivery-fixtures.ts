import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/** Text long enough to pass the compressor's 1 kB threshold, and easy to recognise. */
const filler = (line: string) => Array.from({ length: 200 }, (_, i) => `${line} ${i}`).join('\n');

/** A fake `vite build` output: index.html, hashed assets and an unhashed public file. */
export const builtFiles = {
  'index.html': `<!doctype html><title>SentiLog test shell</title>\n<!--\n${filler('shell')}\n-->`,
  'assets/index-B1x_9zQa.js': `console.log("entry");\n${filler('// entry chunk')}`,
  'assets/index-Dk3-p0Lm.css': `body{color:red}\n${filler('/* styles */')}`,
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!--\n${filler('logo')}\n--></svg>`,
} as const;

/** The asset the build precompressed (its .br and .gz files sit beside it). */
export const PRECOMPRESSED = 'assets/index-B1x_9zQa.js';

export function writeBuiltFrontend(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sentilog-frontend-'));
  mkdirSync(join(dist, 'assets'));
  for (const [file, content] of Object.entries(builtFiles))
    writeFileSync(join(dist, file), content);
  // As frontend/vite.config.ts writes them: brotli at its best quality and gzip.
  writeFileSync(join(dist, `${PRECOMPRESSED}.br`), brotliCompressSync(builtFiles[PRECOMPRESSED]));
  writeFileSync(join(dist, `${PRECOMPRESSED}.gz`), gzipSync(builtFiles[PRECOMPRESSED]));
  return dist;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent on the wire, still compressed. */
  wire: Buffer;
  /** The body decoded according to its Content-Encoding. */
  text: string;
}

/**
 * GET through Node's http client, which (unlike supertest and fetch) leaves the body as it came,
 * so a test sees the real Content-Encoding and the bytes on the wire.
 */
export function rawGet(
  server: Server,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(wire)
            : encoding === 'gzip'
              ? gunzipSync(wire)
              : wire;
        resolve({ status: res.statusCode!, headers: res.headers, wire, text: decoded.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
