import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Real documents of every kind the upload accepts or must refuse, made fresh in the tests. */

export async function makePdf(lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  let page = doc.addPage();
  let y = 780;
  for (const line of lines) {
    if (y < 60) {
      page = doc.addPage();
      y = 780;
    }
    page.drawText(line, { x: 50, y, font, size: 11 });
    y -= 16;
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * Paragraphs set as a word processor sets them: wrapped at the page's width, a blank line's space
 * between paragraphs, new pages as needed; so the PDF holds lines, not paragraphs, as real ones do.
 */
export async function makeWrappedPdf(paragraphs: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [size, width, left, top, bottom, leading] = [11, 495, 50, 780, 60, 15];
  let page = doc.addPage();
  let y = top;
  const draw = (line: string) => {
    if (y < bottom) {
      page = doc.addPage();
      y = top;
    }
    page.drawText(line, { x: left, y, font, size });
    y -= leading;
  };
  for (const paragraph of paragraphs) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(longer, size) > width) {
        draw(line);
        line = word;
      } else line = longer;
    }
    if (line) draw(line);
    y -= leading;
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A PDF whose trailer names a Standard security handler whose user password is not empty. */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const plain = (await makePdf(['Top secret quarterly results.'])).toString('latin1');
  const hex = () => randomBytes(32).toString('hex');
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${hex()}> /U <${hex()}> /P -44 >> /ID [<${randomBytes(16).toString('hex')}> <${randomBytes(16).toString('hex')}>]`;
  return Buffer.from(
    plain.replace(/trailer\s*<</, (m) => `${m}\n${encrypt}\n`),
    'latin1',
  );
}

export async function makeCorruptPdf(): Promise<Buffer> {
  const real = await makePdf(['This will be cut short.']);
  // A real header followed by garbage: detected as PDF by its signature, unreadable inside.
  return Buffer.concat([real.subarray(0, 40), randomBytes(4000)]);
}

export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }],
  });
  return Packer.toBuffer(doc);
}

/** Looks like a DOCX (it has the parts a sniffer checks) but inflates to more than the 100 MB a document may hold. */
export async function makeZipBombDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file('word/document.xml', Buffer.alloc(120 * 1024 * 1024, 0x20));
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}

export async function makePlainZip(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('notes.txt', 'just a zip, not a document');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A valid 1×1 PNG. */
export function makePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc;
}
