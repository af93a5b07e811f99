import {
  MOOD_LABELS,
  type JournalEntryView,
  type JournalExportPage,
  type JournalMood,
} from '@sentilog/contracts';
import PDFDocument from 'pdfkit';
import { Writable } from 'node:stream';
import { caughtUp } from './backpressure';
import { writeEntryBody } from './entry-pdf';

/** Bytes the PDF may hold ahead of the client before the writer waits. */
const AHEAD_LIMIT = 1024 * 1024;

export interface PdfExportSource {
  exportedAt: Date;
  total: number;
  entries: AsyncIterable<JournalExportPage>;
}

/**
 * A readable PDF (help centre promise), written to `out` as the pages arrive: a title, then each
 * entry (newest first) with its date, analysis and its words as written (formatting and pictures). pdfkit streams; the writer waits for the
 * client before each page, so memory holds about one page whatever the journal's size.
 */
export async function writePdfExport(out: Writable, source: PdfExportSource): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: 'SentiLog journal', Author: 'SentiLog', CreationDate: source.exportedAt },
  });
  doc.pipe(out);
  doc.font('Helvetica-Bold').fontSize(20).text('SentiLog journal');
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(
      `Exported ${formatMoment(source.exportedAt)}. ${source.total} ${source.total === 1 ? 'entry' : 'entries'}.`,
    );
  if (source.total === 0) doc.moveDown().fillColor('#000000').text('The journal is empty.');

  for await (const page of source.entries) {
    for (const entry of page.entries ?? []) addEntry(doc, entry);
    await caughtUp(doc, out, AHEAD_LIMIT);
    if (out.destroyed) return;
  }
  doc.end();
}

function addEntry(doc: PDFKit.PDFDocument, entry: JournalEntryView): void {
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text(formatDay(entry.date));
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  for (const line of entryFacts(entry)) doc.text(winAnsi(line));
  doc.moveDown(0.5);
  // As it was written: formatting, links and pictures (entry-pdf.ts).
  writeEntryBody(doc, entry, winAnsi);
}

/**
 * The lines under an entry's day: the writer's own mood and tags, what the words read as (an entry
 * that is a mood alone has no words to read), and when it was written.
 */
export function entryFacts(entry: JournalEntryView): string[] {
  const lines: string[] = [];
  const own = [
    ...(entry.mood != null
      ? [`Mood: ${entry.mood} of 5 (${MOOD_LABELS[entry.mood as JournalMood]})`]
      : []),
    ...(entry.activities.length ? [`Activities: ${entry.activities.join(', ')}`] : []),
  ];
  if (own.length > 0) lines.push(own.join('   '));
  if (entry.sentiment !== null && entry.score !== null && entry.confidence !== null) {
    lines.push(
      `Your words read as: ${entry.sentiment} (score ${entry.score.toFixed(2)}, confidence ${Math.round(entry.confidence * 100)}%)   Emotion: ${entry.emotion}`,
    );
  }
  lines.push(`Written ${formatMoment(new Date(entry.createdAt))}`);
  return lines;
}

/**
 * The PDF's built-in fonts (no font files to ship) cover Windows-1252 only; other characters
 * (emoji, other scripts) would print as wrong glyphs, so they are shown as "?". The JSON export
 * keeps every character.
 */
export function winAnsi(text: string): string {
  return text.replace(/[^\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu, '?');
}

/** The day an entry is about, as the writer's calendar names it (no time zone to convert). */
function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    dateStyle: 'full',
    timeZone: 'UTC',
  });
}

function formatMoment(date: Date): string {
  return `${date.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}
