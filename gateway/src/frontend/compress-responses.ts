import compression from 'compression';
import type { Request, Response } from 'express';

/**
 * Compresses what the gateway sends (the built app's JS, CSS, HTML, SVG and the API's JSON), brotli
 * where the browser accepts it, else gzip. Server-Sent Events are never compressed: the compressor
 * would hold each event back until its buffer fills, and the stream would stall.
 */
export function compressResponses() {
  return compression({
    filter: (req: Request, res: Response) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}
