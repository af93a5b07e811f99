/**
 * The journal export's HTTP end: this folder (journal/export/) is the gateway module that turns the
 * journal service's export pages into the zip (zip-export.ts, archiver) or the PDF (pdf-export.ts,
 * pdfkit) of GET /api/journal/export. It lives in the gateway, not in the journal service, because
 * the transport carries bounded request and answer messages, not streams: the journal service owns
 * the entries and answers them a few MB at a time (`journal.export-page`, export-pages.ts), and the
 * file is written to the response page by page as the client reads it (backpressure.ts), which only
 * the process holding the HTTP response can do (docs/architecture.md, "What the gateway keeps, and
 * why").
 */
import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  JournalExportFormat,
  JournalExportPage,
  JournalExportPart,
  JournalPatterns,
} from '@sentilog/contracts';
import type { Response } from 'express';
import { GatewayRedis } from '../../common/redis.provider';
import { GATEWAY_CONFIG, GatewayConfig } from '../../config';
import { RpcService } from '../../rpc/rpc.service';
import { ExportLock } from './export-lock';
import { exportPages } from './export-pages';
import { writePdfExport } from './pdf-export';
import { writeZipExport } from './zip-export';

export const EXPORT_RUNNING =
  'An export of your journal is already running. Wait for it to finish, then try again.';
export const EXPORTS_BUSY =
  'Too many journal exports are running right now. Please try again in a minute.';
const RETRY_AFTER_SECONDS = '30';

/**
 * GET /api/journal/export: the journal streamed to the client page by page from the journal
 * service (see its JournalExportService), never whole in one message or in memory. One export per
 * user at a time (a lock shared by every replica) and JOURNAL_EXPORTS_AT_ONCE per replica, so
 * this process holds at most that many pages; the route's own rate limit is
 * JOURNAL_EXPORT_RATE_LIMIT.
 */
@Injectable()
export class JournalExportService {
  private readonly lock: ExportLock;
  private running = 0;

  constructor(
    private readonly rpc: RpcService,
    redis: GatewayRedis,
    @Inject(GATEWAY_CONFIG)
    private readonly config: Pick<GatewayConfig, 'JOURNAL_EXPORTS_AT_ONCE'>,
  ) {
    this.lock = new ExportLock(redis);
  }

  async stream(userId: string, format: JournalExportFormat, res: Response): Promise<void> {
    if (this.running >= this.config.JOURNAL_EXPORTS_AT_ONCE) {
      res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      throw new ServiceUnavailableException(EXPORTS_BUSY);
    }
    this.running += 1;
    try {
      const release = await this.lock.acquire(userId);
      if (!release) {
        res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
        throw new HttpException(EXPORT_RUNNING, HttpStatus.TOO_MANY_REQUESTS);
      }
      try {
        await this.write(userId, format, res);
      } finally {
        await release();
      }
    } finally {
      this.running -= 1;
    }
  }

  private async write(userId: string, format: JournalExportFormat, res: Response): Promise<void> {
    const exportedAt = new Date();
    const until = exportedAt.toISOString();
    const pass = (part: JournalExportPart, first?: JournalExportPage) =>
      exportPages(this.rpc, { userId, until, part }, first);
    // The first page before any header: a service that does not answer is still a clean 503. The
    // PDF embeds pictures, so its pages carry them inline; the zip stores them as files.
    const part: JournalExportPart = format === 'pdf' ? 'full' : 'entries';
    const first = await this.rpc.call(JournalPatterns.exportPage, {
      userId,
      until,
      part,
    });
    const total = first.total ?? 0;
    const name = `sentilog-journal-${until.slice(0, 10)}`;
    res.status(200);
    res.setHeader('Cache-Control', 'no-store');
    if (format === 'pdf') {
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${name}.pdf"`);
      await writePdfExport(res, { exportedAt, total, entries: pass('full', first) });
    } else {
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="${name}.zip"`);
      await writeZipExport(res, {
        exportedAt,
        total,
        entries: pass('entries', first),
        images: () => pass('images'),
      });
    }
    await finished(res);
  }
}

/** Resolves once the response has been handed to the client in full, or the client left. */
function finished(res: Response): Promise<void> {
  if (res.writableFinished || res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
  });
}
