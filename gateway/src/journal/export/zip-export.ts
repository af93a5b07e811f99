import type { JournalExportPage } from '@sentilog/contracts';
import archiver from 'archiver';
import { PassThrough, Writable } from 'node:stream';
import { caughtUp, drained } from './backpressure';

/** Bytes the archive may hold ahead of the client before the writer waits. */
const AHEAD_LIMIT = 1024 * 1024;

export interface ZipExportSource {
  exportedAt: Date;
  total: number;
  /** The pages of entries, each with its inline images replaced by their paths in the archive. */
  entries: AsyncIterable<JournalExportPage>;
  /** The pages of images, read once entries.json is written. */
  images: () => AsyncIterable<JournalExportPage>;
}

/**
 * The journal as a zip, written to `out` as the pages arrive: `entries.json`
 * (`{exportedAt, count, entries}`, written entry by entry) and `images/<entry>/<hash>.<ext>`, the
 * photos the entries' HTML names (stored, not deflated: they are compressed already). Waits for
 * the client before each page, so memory holds about one page and AHEAD_LIMIT whatever the
 * journal's size; stops early when the client goes away.
 */
export async function writeZipExport(out: Writable, source: ZipExportSource): Promise<void> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  let failure: Error | undefined;
  archive.on('error', (err) => (failure = err));
  archive.on('warning', (err) => (failure = err));
  let processed = 0;
  archive.on('entry', () => (processed += 1));
  archive.pipe(out);
  const stopped = () => {
    if (failure) throw failure;
    return out.destroyed;
  };

  const json = new PassThrough();
  archive.append(json, { name: 'entries.json' });
  const write = async (text: string) => {
    if (!json.write(text)) await drained(json);
  };
  await write(
    `{\n  "exportedAt": ${JSON.stringify(source.exportedAt.toISOString())},\n  "count": ${source.total},\n  "entries": [`,
  );
  let written = 0;
  for await (const page of source.entries) {
    for (const entry of page.entries ?? []) {
      const text = JSON.stringify(entry, null, 2).replace(/\n/g, '\n    ');
      await write(`${written === 0 ? '' : ','}\n    ${text}`);
      written += 1;
    }
    await caughtUp(archive, out, AHEAD_LIMIT);
    if (stopped()) return;
  }
  json.end(written === 0 ? ']\n}\n' : '\n  ]\n}\n');

  let appended = 1; // entries.json
  for await (const page of source.images()) {
    for (const image of page.images ?? []) {
      archive.append(Buffer.from(image.base64, 'base64'), { name: image.name, store: true });
      appended += 1;
    }
    // Everything handed over is through the archive (and so with the client, or in its buffer)
    // before the next page is fetched.
    while (processed < appended && !stopped()) await nextEntry(archive, out);
    await caughtUp(archive, out, AHEAD_LIMIT);
    if (stopped()) return;
  }
  await archive.finalize();
  if (failure) throw failure;
}

/** Resolves when the archive has processed another entry, failed, or the client is gone. */
function nextEntry(archive: archiver.Archiver, out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      archive.off('entry', done);
      archive.off('error', done);
      out.off('close', done);
      resolve();
    };
    archive.once('entry', done);
    archive.once('error', done);
    out.once('close', done);
  });
}
