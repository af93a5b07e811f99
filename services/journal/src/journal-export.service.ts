import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { JournalEntryView, JournalExportFile, JournalExportRequest } from '@sentilog/contracts';
import PDFDocument from 'pdfkit';
import { Repository } from 'typeorm';
import { EntryReader } from './entry-reader';
import { JournalEntry } from './journal-entry.entity';

/** The whole journal as a file: JSON with every field, or a PDF to read (help centre promise). */
@Injectable()
export class JournalExportService {
  constructor(
    @InjectRepository(JournalEntry) private readonly entries: Repository<JournalEntry>,
    private readonly reader: EntryReader,
  ) {}

  async export(request: JournalExportRequest, now = new Date()): Promise<JournalExportFile> {
    const rows = await this.entries.find({
      where: { userId: request.userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const entries = rows.map((row) => this.reader.view(row));
    const name = `sentilog-journal-${now.toISOString().slice(0, 10)}`;
    if (request.format === 'pdf') {
      return {
        filename: `${name}.pdf`,
        contentType: 'application/pdf',
        base64: (await journalPdf(entries, now)).toString('base64'),
      };
    }
    const json = JSON.stringify(
      { exportedAt: now.toISOString(), count: entries.length, entries },
      null,
      2,
    );
    return {
      filename: `${name}.json`,
      contentType: 'application/json; charset=utf-8',
      base64: Buffer.from(json, 'utf8').toString('base64'),
    };
  }
}

/** A readable PDF: a title, then each entry (newest first) with its date, analysis and words. */
export function journalPdf(entries: JournalEntryView[], now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: 'SentiLog journal', Author: 'SentiLog', CreationDate: now },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('SentiLog journal');
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(
      `Exported ${formatDate(now)}. ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}.`,
    );
  if (entries.length === 0) doc.moveDown().fillColor('#000000').text('The journal is empty.');

  for (const entry of entries) {
    doc.moveDown(1.5);
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor('#000000')
      .text(formatDate(new Date(entry.createdAt)));
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(
        `Sentiment: ${entry.sentiment} (score ${entry.score.toFixed(2)}, confidence ${Math.round(entry.confidence * 100)}%)   Emotion: ${entry.emotion}`,
      );
    doc.moveDown(0.5).font('Helvetica').fontSize(11).fillColor('#000000').text(winAnsi(entry.text));
  }
  doc.end();
  return done;
}

/**
 * The PDF's built-in fonts (no font files to ship) cover Windows-1252 only; other characters
 * (emoji, other scripts) would print as wrong glyphs, so they are shown as "?". The JSON export
 * keeps every character.
 */
export function winAnsi(text: string): string {
  return text.replace(/[^\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu, '?');
}

function formatDate(date: Date): string {
  return `${date.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}
