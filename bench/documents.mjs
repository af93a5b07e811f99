/**
 * The whole upload → result path through a running stack (`npm start`, or BENCH_URL): a 1-page
 * PDF, a 100-page PDF and a 10 MB text file, each uploaded a few times, timed end to end.
 */
import { createRequire } from 'node:module';
import { percentile, report } from './report.mjs';

const require = createRequire(import.meta.url);
const { PDFDocument, StandardFonts } = require('pdf-lib');

const base = process.env.BENCH_URL ?? 'http://localhost:8080';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const PARAGRAPH = [
  'The new library opened downtown and families queued happily in the sunshine.',
  'Critics warned that the budget cuts would hurt the poorest neighbourhoods badly.',
  'Volunteers painted the old school and the children loved their bright new classrooms.',
  'Storms flooded the valley again, and farmers fear another ruined harvest.',
];

async function pdf(pages) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage();
    for (let line = 0; line < 40; line++) {
      page.drawText(PARAGRAPH[(p + line) % PARAGRAPH.length], {
        x: 40,
        y: 790 - line * 19,
        font,
        size: 10,
      });
    }
  }
  return Buffer.from(await doc.save());
}

function tenMegabyteText() {
  const target = 10 * 1024 * 1024 - 1024;
  const chunk = PARAGRAPH.join(' ') + '\n';
  return Buffer.from(chunk.repeat(Math.floor(target / Buffer.byteLength(chunk))));
}

async function upload(bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const started = performance.now();
  const res = await fetch(`${base}/api/analyze/file`, { method: 'POST', body: form });
  const body = await res.json();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${body.error}`);
  return {
    ms: performance.now() - started,
    words: body.sentiment.wordCount,
    analysed: body.sentiment.detailedAnalysis.sentencesAnalyzed,
  };
}

const ready = await fetch(`${base}/api/ready`).catch(() => undefined);
if (!ready?.ok) {
  process.stderr.write(
    `The stack is not ready at ${base}; start it with \`npm start\` (or set BENCH_URL).\n`,
  );
  process.exit(1);
}

const rows = [];
for (const [document, make, name] of [
  ['1-page PDF', () => pdf(1), 'one-page.pdf'],
  ['100-page PDF', () => pdf(100), 'hundred-pages.pdf'],
  ['10 MB TXT', async () => tenMegabyteText(), 'ten-megabytes.txt'],
]) {
  const bytes = await make();
  const runs = [];
  for (let i = 0; i < rounds; i++) runs.push(await upload(bytes, name));
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  rows.push({
    document,
    bytes: bytes.length,
    words: runs[0].words,
    sentencesAnalysed: runs[0].analysed,
    rounds,
    p50ms: percentile(times, 50),
    maxMs: times[times.length - 1],
  });
}
report('documents', rows, { url: base });
