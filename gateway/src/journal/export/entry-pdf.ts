import { Parser } from 'htmlparser2';

/**
 * A journal entry's sanitised editor HTML (journal-html.ts: p, br, strong, em, u, span with a size
 * class or colours, links, images) laid out for the PDF export as it was written: paragraphs of
 * formatted runs, and pictures.
 */

interface Format {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  /** A colour the PDF can print (#rrggbb), or undefined for the default. */
  color?: string;
  /** Points. */
  size: number;
  link?: string;
}

/** A stretch of text in one format. */
export interface TextRun extends Format {
  text: string;
}

export type EntryBlock =
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'image'; data: Buffer }
  /** A picture the PDF cannot embed here (an https: address, a GIF or WebP), named instead. */
  | { kind: 'image-note'; note: string };

export const BODY_SIZE = 11;
/** Quill's size classes, in points beside an 11 pt body. */
const SIZES: Record<string, number> = {
  'ql-size-small': 8.5,
  'ql-size-large': 15,
  'ql-size-huge': 21,
};

const PLAIN: Format = { bold: false, italic: false, underline: false, size: BODY_SIZE };

function sameFormat(a: Format, b: Format): boolean {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.underline === b.underline &&
    a.color === b.color &&
    a.size === b.size &&
    a.link === b.link
  );
}

/**
 * A CSS colour as #rrggbb for paper: rgb()/rgba() and hex are read; a colour too light to read on
 * white (text written white on the dark theme) prints dark grey; anything else is left default.
 */
export function printableColour(css: string | undefined): string | undefined {
  if (!css) return undefined;
  const value = css.trim().toLowerCase();
  let rgb: number[] | undefined;
  const functional = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(value);
  if (functional) rgb = functional.slice(1, 4).map(Number);
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    rgb = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  }
  if (!rgb || rgb.some((channel) => channel > 255)) return undefined;
  const luminance = (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
  if (luminance > 0.85) return '#444444';
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

function styleColour(style: string | undefined): string | undefined {
  const match = /(?:^|;)\s*color\s*:\s*([^;]+)/i.exec(style ?? '');
  return printableColour(match?.[1]);
}

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,([a-z0-9+/=\s]+)$/i;

function imageBlock(src: string | undefined): EntryBlock {
  const data = DATA_IMAGE.exec(src ?? '');
  if (data && /^(png|jpe?g)$/i.test(data[1])) {
    return { kind: 'image', data: Buffer.from(data[2].replace(/\s+/g, ''), 'base64') };
  }
  if (data) return { kind: 'image-note', note: `[picture: ${data[1].toUpperCase()}]` };
  return { kind: 'image-note', note: `[picture: ${src ?? ''}]` };
}

/** The entry's paragraphs and pictures, in order. */
export function entryBlocks(html: string): EntryBlock[] {
  const blocks: EntryBlock[] = [];
  const formats: Format[] = [PLAIN];
  let runs: TextRun[] = [];
  const endParagraph = () => {
    blocks.push({ kind: 'paragraph', runs });
    runs = [];
  };
  const current = () => formats[formats.length - 1];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const format = { ...current() };
        if (name === 'strong') format.bold = true;
        if (name === 'em') format.italic = true;
        if (name === 'u') format.underline = true;
        if (name === 'a') {
          // Marked as a link on paper too: blue and underlined, unless the writer coloured it.
          format.link = attributes.href;
          format.underline = true;
          format.color ??= '#1d4ed8';
        }
        if (name === 'span') {
          const sizeClass = (attributes.class ?? '').split(/\s+/).find((c) => c in SIZES);
          if (sizeClass) format.size = SIZES[sizeClass];
          format.color = styleColour(attributes.style) ?? format.color;
        }
        if (name === 'br') runs.push({ ...format, text: '\n' });
        if (name === 'img') {
          if (runs.length > 0) endParagraph();
          blocks.push(imageBlock(attributes.src));
        }
        formats.push(format);
      },
      ontext(text) {
        if (!text) return;
        // The parser hands text over in pieces (at entities): one run per stretch of one format.
        const last = runs[runs.length - 1];
        const format = current();
        if (last && last.text !== '\n' && sameFormat(last, format)) last.text += text;
        else runs.push({ ...format, text });
      },
      onclosetag(name) {
        formats.pop();
        if (name === 'p') endParagraph();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (runs.length > 0) endParagraph();
  return blocks;
}

function fontOf(run: TextRun): string {
  if (run.bold && run.italic) return 'Helvetica-BoldOblique';
  if (run.bold) return 'Helvetica-Bold';
  if (run.italic) return 'Helvetica-Oblique';
  return 'Helvetica';
}

/**
 * Writes an entry's body into the PDF as it was written: bold, italic, underline, colours, sizes,
 * links and pictures (PNG and JPEG embedded, at most 360 × 240 pt; others named). The server never
 * fetches an https: picture for the export: it is named with its address. `printable` maps text
 * to what the PDF's built-in fonts can print; `plain` stands in when the HTML holds nothing.
 */
export function writeEntryBody(
  doc: PDFKit.PDFDocument,
  entry: { html: string; text: string },
  printable: (text: string) => string,
): void {
  const blocks = entryBlocks(entry.html);
  if (blocks.length === 0) {
    doc.font('Helvetica').fontSize(BODY_SIZE).fillColor('#000000').text(printable(entry.text));
    return;
  }
  const note = (text: string) =>
    doc.font('Helvetica-Oblique').fontSize(9).fillColor('#555555').text(printable(text));
  for (const block of blocks) {
    if (block.kind === 'image') {
      try {
        doc.image(block.data, { fit: [360, 240] });
        doc.moveDown(0.5);
      } catch {
        note('[picture that could not be read]');
      }
      continue;
    }
    if (block.kind === 'image-note') {
      note(block.note);
      continue;
    }
    const runs = block.runs.filter((run) => run.text !== '');
    if (runs.length === 0) {
      doc.moveDown(0.5);
      continue;
    }
    runs.forEach((run, index) => {
      doc
        .font(fontOf(run))
        .fontSize(run.size)
        .fillColor(run.color ?? '#000000')
        .text(printable(run.text), {
          continued: index < runs.length - 1,
          underline: run.underline,
          link: run.link ?? null,
        });
    });
    doc.moveDown(0.3);
  }
}
