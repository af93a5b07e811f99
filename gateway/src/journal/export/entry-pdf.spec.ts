import { deflateSync } from 'node:zlib';
import type { JournalEntryView } from '@sentilog/contracts';
import { BODY_SIZE, entryBlocks, printableColour } from './entry-pdf';
import { PassThrough } from 'node:stream';
import { entryFacts, writePdfExport } from './pdf-export';

/** The whole PDF the streaming writer makes of these entries (one page of them). */
async function journalPdf(entries: JournalEntryView[], exportedAt: Date): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  async function* pages() {
    yield { entries, next: null };
  }
  await writePdfExport(out, { exportedAt, total: entries.length, entries: pages() });
  await ended;
  return Buffer.concat(chunks);
}

/** A 2 × 2 PNG, built here so the test needs no image file. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HTML =
  '<p>A <strong>brave</strong> <em>day</em>, <u>noted</u>, <span style="color: rgb(230, 0, 0);">red</span> ' +
  'and <span class="ql-size-large">large</span> &amp; <a href="https://example.com" target="_blank">a link</a>.</p>' +
  `<p><img src="data:image/png;base64,${tinyPng().toString('base64')}"></p>` +
  '<p><img src="https://photos.example/sea.jpg"></p>';

describe('a journal entry in the PDF, as it was written', () => {
  it('reads the editor HTML into formatted runs and pictures', () => {
    const blocks = entryBlocks(HTML);
    expect(blocks.map((block) => block.kind)).toEqual([
      'paragraph',
      'image',
      'paragraph',
      'image-note',
      'paragraph',
    ]);
    const first = blocks[0];
    if (first.kind !== 'paragraph') throw new Error('not a paragraph');
    const run = (text: string) => first.runs.find((r) => r.text === text);
    expect(run('brave')).toMatchObject({ bold: true, italic: false, size: BODY_SIZE });
    expect(run('day')).toMatchObject({ italic: true, bold: false });
    expect(run('noted')).toMatchObject({ underline: true });
    expect(run('red')).toMatchObject({ color: '#e60000' });
    expect(run('large')).toMatchObject({ size: 15 });
    expect(run(' & ')).toMatchObject({ bold: false });
    expect(run('a link')).toMatchObject({
      link: 'https://example.com',
      underline: true,
      color: '#1d4ed8',
    });
    expect(blocks[3]).toEqual({
      kind: 'image-note',
      note: '[picture: https://photos.example/sea.jpg]',
    });
  });

  it('prints colours as hex, and a colour too light for paper in grey', () => {
    expect(printableColour('rgb(0, 102, 204)')).toBe('#0066cc');
    expect(printableColour('#abc')).toBe('#aabbcc');
    expect(printableColour('rgb(255, 255, 255)')).toBe('#444444');
    expect(printableColour('url(x)')).toBeUndefined();
  });

  it('embeds the picture and sets the bold and italic fonts in the exported PDF', async () => {
    const entry: JournalEntryView = {
      id: '00000000-0000-4000-8000-000000000001',
      date: '2026-11-20',
      text: 'A brave day, noted, red and large & a link.',
      html: HTML,
      sentiment: 'POSITIVE',
      score: 0.8,
      confidence: 0.9,
      emotion: 'joy',
      emotions: { joy: 0.9, sadness: 0, anger: 0, fear: 0, surprise: 0, disgust: 0, neutral: 0.1 },
      magnitude: 0.8,
      ironic: false,
      language: 'en',
      mood: null,
      activities: [],
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const pdf = (await journalPdf([entry], new Date('2026-11-21T00:00:00Z'))).toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
    expect(pdf).toContain('/BaseFont /Helvetica-Oblique');
    expect(pdf).toContain('/URI (https://example.com)');
  });

  it("prints the writer's own mood and activities first, then what the words read as", () => {
    const entry = {
      sentiment: 'POSITIVE',
      score: 0.8,
      confidence: 0.9,
      emotion: 'joy',
      createdAt: '2026-11-20T10:00:00.000Z',
    } as JournalEntryView;
    const reading = 'Your words read as: POSITIVE (score 0.80, confidence 90%)   Emotion: joy';
    const written = 'Written Friday, 20 November 2026 at 10:00 UTC';
    expect(entryFacts({ ...entry, mood: null, activities: [] })).toEqual([reading, written]);
    expect(entryFacts({ ...entry, mood: 4, activities: ['work', 'long walk'] })).toEqual([
      'Mood: 4 of 5 (Good)   Activities: work, long walk',
      reading,
      written,
    ]);
    expect(entryFacts({ ...entry, mood: 2, activities: [] })).toEqual([
      'Mood: 2 of 5 (Bad)',
      reading,
      written,
    ]);
  });

  it('prints a mood alone without a reading: it has no words', () => {
    const moodOnly = {
      sentiment: null,
      score: null,
      confidence: null,
      emotion: null,
      emotions: null,
      mood: 5,
      activities: ['friends'],
      createdAt: '2026-11-20T10:00:00.000Z',
    } as unknown as JournalEntryView;
    expect(entryFacts(moodOnly)).toEqual([
      'Mood: 5 of 5 (Very good)   Activities: friends',
      'Written Friday, 20 November 2026 at 10:00 UTC',
    ]);
  });
});
