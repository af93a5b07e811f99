import type { Response } from 'express';
import { basename, sep } from 'node:path';

/** Vite names every built asset `<name>-<hash>.<ext>` under assets/; the hash changes with the content. */
const HASHED_ASSET = /-[\w-]{8,}\.\w+$/;

/**
 * Cache-Control for the built frontend. A hashed file under /assets/ never changes, so browsers
 * keep it for a year without asking. Everything else (index.html above all, which names the current
 * bundles) is revalidated on every load, so a deploy never leaves a browser with an index.html that
 * points at bundles that are gone.
 */
export function setFrontendCacheHeaders(res: Response, filePath: string): void {
  const hashed = filePath.includes(`${sep}assets${sep}`) && HASHED_ASSET.test(basename(filePath));
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}
