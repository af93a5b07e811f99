import type { DocumentKind } from '@sentilog/contracts';
import * as mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { ExtractionError } from './extraction-error';
import { pdfParagraphs } from './pdf-paragraphs';
import { assertSafeDocx } from './zip-inspection';

/** Turns a file's bytes into plain text; the caller enforces the time and memory budget. */
export async function extractText(kind: DocumentKind, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new ExtractionError('The file is empty.');
  const text = await extractByKind(kind, bytes);
  if (text.trim().length === 0)
    throw new ExtractionError('No text could be extracted from this file.');
  return text;
}

async function extractByKind(kind: DocumentKind, bytes: Buffer): Promise<string> {
  switch (kind) {
    case 'txt':
      return decodeText(bytes);
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      assertSafeDocx(bytes);
      try {
        return (await mammoth.extractRawText({ buffer: bytes })).value;
      } catch {
        throw new ExtractionError('The DOCX file is damaged and cannot be read.');
      }
  }
}

/** UTF-8, with or without a byte-order mark; UTF-16 files announce themselves with theirs. */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    // TextDecoder drops a leading UTF-8 BOM by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ExtractionError('The text file is not valid UTF-8 text.');
  }
}

async function extractPdf(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    // Lines, not paragraphs: restored so the PDF reads as the same text as TXT or DOCX does.
    return pdfParagraphs((await parser.getText({ pageJoiner: '\n' })).text);
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'PasswordException') {
      throw new ExtractionError(
        'The PDF is password-protected; remove the password and upload it again.',
      );
    }
    throw new ExtractionError('The PDF file is damaged and cannot be read.');
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
