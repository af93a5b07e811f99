import { ExtractionError } from './extraction-error';

/** A DOCX that expands beyond this is refused before anything inflates it (images included). */
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/**
 * The XML parts are what the text extraction parses: a 300 KB DOCX declaring 40 MB of XML held a
 * worker for 7 s at 1 GB. 16 MB of XML is still thousands of pages of text.
 */
export const MAX_XML_BYTES = 16 * 1024 * 1024;
const MAX_RATIO = 200;
const MAX_ENTRIES = 5_000;

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/**
 * Reads a zip's central directory (names and declared sizes) without inflating anything, so a zip
 * bomb is refused by arithmetic. The sizes can lie; the extraction's memory limit catches that.
 */
export function readZipDirectory(zip: Buffer): ZipEntry[] {
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = zip.length - 22; i >= searchFrom; i--) {
    if (zip.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ExtractionError('The DOCX file is damaged and cannot be read.');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  if (count > MAX_ENTRIES)
    throw new ExtractionError('The DOCX file has too many parts to be a document.');
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_SIGNATURE) {
      throw new ExtractionError('The DOCX file is damaged and cannot be read.');
    }
    const nameLength = zip.readUInt16LE(offset + 28);
    entries.push({
      compressedSize: zip.readUInt32LE(offset + 20),
      uncompressedSize: zip.readUInt32LE(offset + 24),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

/** Refuses zips that expand implausibly, and zips that are not Word documents. */
export function assertSafeDocx(zip: Buffer): void {
  const entries = readZipDirectory(zip);
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  const xml = entries
    .filter((e) => /\.(xml|rels)$/i.test(e.name))
    .reduce((sum, e) => sum + e.uncompressedSize, 0);
  const bomb = entries.some(
    (e) =>
      e.uncompressedSize > 1024 * 1024 &&
      e.uncompressedSize > MAX_RATIO * Math.max(1, e.compressedSize),
  );
  if (total > MAX_UNCOMPRESSED_BYTES || xml > MAX_XML_BYTES || bomb) {
    throw new ExtractionError(
      'The DOCX file expands to far more data than a document holds, so it was not opened.',
    );
  }
  if (!entries.some((e) => e.name === 'word/document.xml')) {
    throw new ExtractionError('The file is not a Word document (DOCX).');
  }
}
