import { Injectable } from '@nestjs/common';
import { JournalExportPage, JournalExportPageRequest } from '@sentilog/contracts';
import { ConcurrencyLimit } from '@sentilog/platform';
import { EntryReader } from './entry-reader';
import { exportImages } from './export-images';
import { JournalRepository } from './journal.repository';
import { decodeCursor, encodeCursor } from './journal.service';

/**
 * Stored bytes of entries one page of an export reads (at least one entry, whatever its size):
 * with the request's own copies, what one page costs this process and one reply costs Redis.
 */
export const EXPORT_PAGE_BYTES = 4 * 1024 * 1024;
/** Pages this process prepares at once; more wait (each decrypts up to a page of entries). */
export const EXPORT_PAGES_AT_ONCE = 2;

/**
 * The journal, page by page, for the gateway to stream as a file: never the whole journal in
 * one message or in memory. Pages are read by keyset from PostgreSQL, so any replica can serve
 * the next one, and an export only covers what was written before it started (`until`). The
 * gateway reads it twice: the entries, their inline images replaced by paths in the archive,
 * then the images themselves.
 */
@Injectable()
export class JournalExportService {
  private readonly pages = new ConcurrencyLimit(EXPORT_PAGES_AT_ONCE);

  constructor(
    private readonly repository: JournalRepository,
    private readonly reader: EntryReader,
  ) {}

  page(request: JournalExportPageRequest): Promise<JournalExportPage> {
    return this.pages.run(async () => {
      const until = new Date(request.until);
      const after = request.after ? decodeCursor(request.after) : null;
      const { rows, more } = await this.repository.exportPage(
        request.userId,
        until,
        after,
        EXPORT_PAGE_BYTES,
      );
      const next = more && rows.length > 0 ? encodeCursor(rows[rows.length - 1]) : null;
      if (request.part === 'images') {
        return {
          images: rows.flatMap((row) => exportImages(row.id, this.reader.html(row)).images),
          next,
        };
      }
      // The photos go first (but for the PDF, which embeds them), so the plain text is read from a
      // few kilobytes, not megabytes.
      const entries = rows.map((row) =>
        request.part === 'full'
          ? this.reader.view(row)
          : this.reader.view(row, exportImages(row.id, this.reader.html(row)).html),
      );
      const total = after ? undefined : await this.repository.countUntil(request.userId, until);
      return { entries, next, ...(total === undefined ? {} : { total }) };
    });
  }
}
