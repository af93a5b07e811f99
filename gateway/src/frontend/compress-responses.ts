import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { PROBE_PATHS } from '../common/probe-paths';

/**
 * Compresses what the gateway sends (the built app's JS, CSS, HTML, SVG and the API's JSON), brotli
 * where the browser accepts it, else gzip. Server-Sent Events are never compressed: the compressor
 * would hold each event back until its buffer fills, and the stream would stall.
 */
export function compressResponses() {
  const compress = compression({
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
  // The probes answer a few bytes many times a minute: wrapping their response for nothing is
  // most of what compression costs them (docs/architecture.md, Serving).
  return (req: Request, res: Response, next: NextFunction) =>
    PROBE_PATHS.has(req.path) ? next() : compress(req, res, next);
}
