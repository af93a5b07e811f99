import type { Readable, Writable } from 'node:stream';

/**
 * Waits until `sink` has taken what it was given (or is gone), so whoever writes the next page
 * never piles data up in memory faster than the client reads it.
 */
export function drained(sink: Writable): Promise<void> {
  if (!sink.writableNeedDrain || sink.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      sink.off('drain', done);
      sink.off('close', done);
      resolve();
    };
    sink.once('drain', done);
    sink.once('close', done);
  });
}

/**
 * Waits until a producer piped into `sink` has at most `limit` bytes waiting in its own buffer:
 * pdfkit and archiver keep accepting content while the pipe is paused, so the writer must stop.
 */
export async function caughtUp(source: Readable, sink: Writable, limit: number): Promise<void> {
  while (source.readableLength > limit && !sink.destroyed && !source.destroyed) {
    if (sink.writableNeedDrain) await drained(sink);
    else await new Promise((resolve) => setImmediate(resolve));
  }
}
