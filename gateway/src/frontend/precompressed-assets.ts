import type { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { setFrontendCacheHeaders } from './cache-headers';

/** What the frontend build writes beside a compressible asset (see frontend/vite.config.ts). */
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * Sends the brotli or gzip file the build made beside a hashed asset to a browser that accepts it,
 * so the gateway does not compress the same bundle again for every visitor. Assets without such a
 * file (or a browser that accepts neither) fall through to the static files and the compressor.
 * The list of files is read once: the build does not change while the gateway runs.
 */
export function servePrecompressedAssets(dist: string) {
  const assets = join(dist, 'assets');
  const available = new Set(existsSync(assets) ? readdirSync(assets) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = /^\/assets\/([^/]+)$/.exec(req.path);
    if (!match || !available.has(`${match[1]}${SUFFIX.br}`)) return next();
    res.vary('Accept-Encoding');
    // Brotli whenever accepted: browsers list gzip first, with the same weight.
    const encoding = req.acceptsEncodings('br')
      ? 'br'
      : req.acceptsEncodings('gzip')
        ? 'gzip'
        : null;
    if (!encoding) return next();
    const file = `${match[1]}${SUFFIX[encoding]}`;
    if (!available.has(file)) return next();
    res.setHeader('Content-Encoding', encoding);
    res.type(extname(match[1]));
    setFrontendCacheHeaders(res, join(assets, match[1]));
    res.sendFile(join(assets, file), { cacheControl: false }, (err) => err && next(err));
  };
}
