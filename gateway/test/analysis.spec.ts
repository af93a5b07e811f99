/**
 * @exclusive worker processes killed mid-job must be taken over within limits that hold on two
 * cores for one such file, not beside the fault suite or the launcher (integration-environment.mjs)
 */
import { INestApplication, INestMicroservice } from '@nestjs/common';
import { DOCUMENTS_QUEUE } from '@sentilog/contracts';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import JSZip from 'jszip';
import { ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import {
  makeCorruptPdf,
  makeDocx,
  makeEncryptedPdf,
  makePdf,
  makePlainZip,
  makePng,
  makeZipBombDocx,
} from '../../infra/testing/documents';
import { waitFor } from '../../infra/testing/redis-prefix';
import { startGateway, startServices, startTestDocumentWorker } from '../../infra/testing/stack';
import { followUpload } from '../../infra/testing/uploads';
import type { RunningDocumentWorker } from '../../services/analysis/src/documents/document-worker';

const ROOT = join(__dirname, '../..');
Object.assign(process.env, {
  ANALYZE_RATE_LIMIT: '1000',
  ANALYZE_UPLOAD_RATE_LIMIT: '1000',
  UPLOAD_PENDING_PER_ADDRESS: '1000',
});

/**
 * A real DOCX whose document.xml declares `megabytes` of XML, compressed only modestly (well under
 * the per-part ratio check), like the 300 KB file holding 40 MB of XML that held a worker for 7 s.
 */
async function makeExpandingDocx(megabytes: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await makeDocx(['placeholder']));
  const paragraph = (i: number) =>
    `<w:p><w:r><w:t>Paragraph ${i} ${'calm lovely weather '.repeat(8)}</w:t></w:r></w:p>`;
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < megabytes * 1024 * 1024; i++) {
    parts.push(paragraph(i));
    size += parts[parts.length - 1].length;
  }
  const body = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${parts.join('')}</w:body></w:document>`;
  zip.file('word/document.xml', body);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const POSITIVE = 'What a wonderful, joyful day. I love my friends and this beautiful place.';
const NEGATIVE = 'This was a terrible, awful experience. I hate how rude and cruel they were.';

describe('text and document analysis (real Redis, BullMQ and models)', () => {
  let gateway: INestApplication;
  let services: INestMicroservice[] = [];
  let worker: RunningDocumentWorker | undefined;

  const http = () => request(gateway.getHttpServer());
  /** An upload (202 with its job) followed to the job's end, as the Analyze page does. */
  const upload = (bytes: Buffer, filename: string) =>
    followUpload(http().post('/api/analyze/file').attach('file', bytes, { filename }), (path) =>
      http().get(path),
    );

  const startWorker = (lockMs = 30_000, stalledIntervalMs = 30_000) =>
    startTestDocumentWorker({ lockMs, stalledIntervalMs });

  beforeAll(async () => {
    services = await startServices(['analysis']);
    worker = await startWorker();
    gateway = await startGateway();
  });

  afterAll(async () => {
    await gateway?.close();
    await worker?.close();
    await Promise.all(services.map((s) => s.close()));
  });

  describe('POST /api/analyze/text', () => {
    it.each([
      [POSITIVE, 'POSITIVE'],
      [NEGATIVE, 'NEGATIVE'],
    ])(
      'labels %j as %s and returns the emotion with a probability per label',
      async (text, label) => {
        const res = await http().post('/api/analyze/text').send({ text });
        expect(res.status).toBe(200);
        expect(res.body.sentiment).toBe(label);
        expect(Object.keys(res.body.emotions).sort()).toEqual([
          'anger',
          'disgust',
          'fear',
          'joy',
          'neutral',
          'sadness',
          'surprise',
        ]);
        expect(res.body.emotions[res.body.emotion]).toBe(
          Math.max(...(Object.values(res.body.emotions) as number[])),
        );
        expect(res.body.score).toBeGreaterThanOrEqual(-1);
        expect(res.body.score).toBeLessThanOrEqual(1);
        expect(Math.sign(res.body.score)).toBe(label === 'POSITIVE' ? 1 : -1);
        expect(res.body.confidence).toBeGreaterThan(0.33);
        expect(res.body.model).toEqual({ tier: 'accurate', version: expect.any(String) });
        expect(typeof res.body.uncertain).toBe('boolean');
        // Why: words of the text sent, each span pointing at it, the strongest pushing its way.
        const words = res.body.explanation.words as {
          word: string;
          start: number;
          end: number;
          weight: number;
        }[];
        expect(words.length).toBeGreaterThan(0);
        for (const w of words) expect(text.slice(w.start, w.end)).toBe(w.word);
        expect(Math.sign(words[0].weight)).toBe(label === 'POSITIVE' ? 1 : -1);
      },
    );

    it.each([[{ text: '   \n ' }], [{}], [{ text: 42 }]])(
      'answers 400 "No text provided" for %j',
      async (body) => {
        const res = await http().post('/api/analyze/text').send(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'No text provided', statusCode: 400 });
      },
    );

    it('answers 413 with a clear error for text over 100,000 characters', async () => {
      const res = await http()
        .post('/api/analyze/text')
        .send({ text: 'a'.repeat(100_001) });
      expect(res.status).toBe(413);
      expect(res.body.error).toMatch(/^Text is too long\. The maximum is 100,000 characters/);
    });

    it('keeps the answer of a text under the models fingerprint and answers the same text from it', async () => {
      const text = `Kept answers ${Date.now()}: the soup was lovely and the service slow.`;
      const first = await http().post('/api/analyze/text').send({ text });
      const again = await http().post('/api/analyze/text').send({ text });

      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const redis = new Redis(process.env.REDIS_URL!);
      try {
        const hash = createHash('sha256').update(text).digest('base64url');
        const kept = await redis.keys(`${process.env.REDIS_PREFIX}:gateway:text-results:*:${hash}`);
        expect(kept).toHaveLength(1);
        // The fingerprint the analysis service reports is part of the key.
        // …and the answer's format, so that answers of an older shape go unused.
        const { TEXT_ANSWER_FORMAT } = await import('@sentilog/contracts');
        const [, fingerprint, format] = /text-results:([0-9a-f]{16})\.(\d+):/.exec(kept[0])!;
        expect(Number(format)).toBe(TEXT_ANSWER_FORMAT);
        const { textModelsFingerprint } = await import('../../services/analysis/src/serving');
        expect(fingerprint).toBe(textModelsFingerprint());
        expect(JSON.parse((await redis.get(kept[0]))!)).toEqual(first.body);
      } finally {
        redis.disconnect();
      }
    });
  });

  describe('POST /api/analyze/file', () => {
    it('answers 202 with the job id as soon as the upload is queued, before any analysis', async () => {
      await worker!.worker.pause();
      try {
        const res = await http()
          .post('/api/analyze/file')
          .attach('file', Buffer.from(POSITIVE), { filename: 'queued.txt' });
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
        const job = await http().get(`/api/analyze/jobs/${res.body.jobId}`);
        expect(job.body).toMatchObject({ state: 'prioritized' });
      } finally {
        worker!.worker.resume();
      }
    });

    it('analyses a real PDF into the shape the Analyze screen reads', async () => {
      const pdf = await makePdf([POSITIVE, 'The staff were kind and helpful.', NEGATIVE]);
      const res = await upload(pdf, 'review.pdf');

      expect(res.status).toBe(200);
      expect(res.body.jobId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.extractedText).toContain('What a wonderful, joyful day.');
      const s = res.body.sentiment;
      // Strong sentences on both sides (the praise and NEGATIVE's complaint): the document reads
      // Mixed, by the rule a text's parts follow (docs/architecture.md, "Documents").
      expect(s.sentiment).toBe('mixed');
      expect(s.wordCount).toBe(
        res.body.extractedText.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu).length,
      );
      expect(s.sentenceCount).toBe(5);
      expect(s.averageWordsPerSentence).toBeCloseTo(s.wordCount / s.sentenceCount, 1);
      expect(s.positiveWords).toBeGreaterThanOrEqual(5);
      expect(s.negativeWords).toBeGreaterThanOrEqual(4);
      expect(s.sentimentWordsFound).toBe(s.positiveWords + s.negativeWords);
      expect(s.confidence).toBeGreaterThan(33);
      expect(s.confidence).toBeLessThanOrEqual(100);
      expect(Number.isInteger(s.confidence * 10)).toBe(true);
      expect(typeof s.emotion).toBe('string');
      expect(s.summary).toMatch(/^Overall the document reads as mixed: /);
      expect(s.summary).toContain('Most negative passage');
      expect(s.detailedAnalysis.textLength).toBe(res.body.extractedText.length);
      expect(s.detailedAnalysis.sentences.mostNegative[0].text).toMatch(/terrible|hate/);
      expect(s.detailedAnalysis.sentences.mostPositive[0].score).toBeGreaterThan(0);
      expect(s.detailedAnalysis.models.sentences[0]).toMatchObject({ tier: 'accurate' });
      // Every key sentence names its model and the words that moved it, within its own text.
      for (const key of [
        ...s.detailedAnalysis.sentences.mostPositive,
        ...s.detailedAnalysis.sentences.mostNegative,
      ]) {
        expect(key.model.tier).toBe('accurate');
        for (const w of key.words) expect(key.text.slice(w.start, w.end)).toBe(w.word);
      }
      expect(typeof s.mixed).toBe('boolean');
      expect(typeof s.uncertain).toBe('boolean');
    });

    it('analyses a real DOCX', async () => {
      const res = await upload(
        await makeDocx([NEGATIVE, 'I will never go back there.']),
        'letter.docx',
      );
      expect(res.status).toBe(200);
      expect(res.body.extractedText).toContain('terrible, awful experience');
      expect(res.body.sentiment.sentiment).toBe('negative');
      expect(res.body.sentiment.score).toBeLessThan(0);
    });

    it('reads UTF-8 text with a byte-order mark, judged by content not by name', async () => {
      const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(POSITIVE, 'utf8')]);
      const res = await upload(bytes, 'notes.bin');
      expect(res.status).toBe(200);
      expect(res.body.extractedText).toBe(POSITIVE);
      expect(res.body.sentiment.sentiment).toBe('positive');
    });

    it.each([
      [
        'a PNG renamed to .txt',
        () => makePng(),
        'photo.txt',
        'This file is not plain text (UTF-8). Upload a TXT, PDF or DOCX file.',
      ],
      [
        'a PNG cut off inside its first chunk header',
        () => makePng().subarray(0, 12),
        'photo.txt',
        'This file is not plain text (UTF-8). Upload a TXT, PDF or DOCX file.',
      ],
      [
        'a zip that is not a DOCX',
        () => makePlainZip(),
        'archive.docx',
        'This file is not a valid DOCX document. Upload a TXT, PDF or DOCX file.',
      ],
      [
        'a program renamed to .pdf',
        () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]),
        'report.pdf',
        'This file is not a valid PDF. Upload a TXT, PDF or DOCX file.',
      ],
      [
        'a PNG under its own name',
        () => makePng(),
        'photo.png',
        'Unsupported file type. Upload a TXT, PDF or DOCX file.',
      ],
    ])('answers 415 for %s, saying what the file is not', async (_what, make, name, error) => {
      const res = await upload(await make(), name);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error, statusCode: 415 });
    });

    it.each([
      [
        'a corrupt PDF',
        () => makeCorruptPdf(),
        'broken.pdf',
        'The PDF file is damaged and cannot be read.',
      ],
      [
        'an encrypted PDF',
        () => makeEncryptedPdf(),
        'locked.pdf',
        'The PDF is password-protected; remove the password and upload it again.',
      ],
      [
        'a DOCX zip bomb',
        () => makeZipBombDocx(),
        'bomb.docx',
        'The DOCX file expands to far more data than a document holds, so it was not opened.',
      ],
      [
        'a small DOCX that declares 20 MB of XML',
        () => makeExpandingDocx(20),
        'expands.docx',
        'The DOCX file expands to far more data than a document holds, so it was not opened.',
      ],
      ['an empty file', async () => Buffer.alloc(0), 'empty.txt', 'The file is empty.'],
      [
        'a PDF with no text in it',
        () => makePdf([]),
        'blank.pdf',
        'No text could be extracted from this file.',
      ],
    ])(
      'fails the job for %s, saying why, without crashing the worker',
      async (_what, make, name, error) => {
        const res = await upload(await make(), name);
        // An empty file is refused at the upload already (422); the others fail their job.
        expect({ status: res.status, body: res.body }).toEqual(
          name === 'empty.txt'
            ? { status: 422, body: { error, statusCode: 422 } }
            : { status: 'failed', body: { error } },
        );
        expect(worker!.worker.isRunning()).toBe(true);
      },
    );

    it('answers 413 with the screen’s message for an 11 MB file', async () => {
      const res = await upload(Buffer.alloc(11 * 1024 * 1024, 'a'), 'huge.txt');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: 'File too large. The maximum size is 10MB.',
        statusCode: 413,
      });
    });

    it('answers 400 when no file is attached', async () => {
      const res = await http().post('/api/analyze/file').field('note', 'no file here');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('No file uploaded. Choose a TXT, PDF or DOCX file.');
    });
  });

  describe('GET /api/analyze/jobs/:id', () => {
    it('reports a finished job with its result', async () => {
      const done = await upload(Buffer.from(POSITIVE), 'a.txt');
      const res = await http().get(`/api/analyze/jobs/${done.body.jobId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'completed', progress: 100 });
      expect(res.body.result.extractedText).toBe(POSITIVE);
    });

    it('reports a failed job with its error', async () => {
      const failed = await upload(await makeCorruptPdf(), 'broken.pdf');
      expect(failed.status).toBe('failed');
      const queue = new Queue(DOCUMENTS_QUEUE, {
        connection: { url: process.env.REDIS_URL },
        prefix: `${process.env.REDIS_PREFIX}:bull`,
      });
      const [job] = await queue.getFailed(0, 0);
      await queue.close();
      const res = await http().get(`/api/analyze/jobs/${job.id}`);
      expect(res.body).toMatchObject({
        state: 'failed',
        error: 'The PDF file is damaged and cannot be read.',
      });
    });

    it('answers 404 for an unknown job', async () => {
      const res = await http().get('/api/analyze/jobs/00000000-0000-0000-0000-000000000000');
      expect(res.status).toBe(404);
      expect(res.body.statusCode).toBe(404);
    });
  });

  describe('workers that die mid-job', () => {
    const doomed: ChildProcess[] = [];
    afterEach(() => doomed.forEach((child) => child.kill('SIGKILL')));

    /** A worker process with the default lock and stalled-check settings, as deployed. */
    const spawnWorker = () => {
      // The built worker, as deployed (the global setup builds with tsc -b): compiling it on the fly
      // for each of the three processes cost seconds of CPU the tests beside this one need.
      const child = spawn(process.execPath, [join(ROOT, 'services/analysis/dist/worker.js')], {
        cwd: ROOT,
        env: { ...process.env, DOCUMENT_CONCURRENCY: '1' },
        stdio: 'ignore',
      });
      doomed.push(child);
      return child;
    };

    it('survive two crashes: each time another worker picks the job up within seconds', async () => {
      await worker!.close();
      worker = undefined;
      const queue = new Queue(DOCUMENTS_QUEUE, {
        connection: { url: process.env.REDIS_URL },
        prefix: `${process.env.REDIS_PREFIX}:bull`,
      });
      const job = async (id: string) => (await queue.getJob(id))!;
      /** A spawned worker that has not been killed yet. */
      const living = (pid: number) => doomed.find((c) => c.pid === pid && !c.killed);
      /** Waits until a living worker is reading the job (again) after `stalls` crashes; returns it. */
      const analysing = async (id: string, stalls: number, within: number) => {
        let holder: ChildProcess | undefined;
        await waitFor(
          async () => {
            // The state first, then the job: a job seen active is then read with the name of the
            // worker that made it so (read the other way round, the name could be the crashed one's).
            const active = (await queue.getJobState(id)) === 'active';
            const j = await job(id);
            holder = living(Number((j.processedBy ?? '').split(':').pop()));
            return active && j.stalledCounter === stalls && Number(j.progress) >= 30 && !!holder;
          },
          within,
          `a worker to analyse the job after ${stalls} crash(es)`,
        );
        return holder!;
      };
      const kill = (child: ChildProcess) => child.kill('SIGKILL');
      // Long enough that the model is still reading it when the worker is killed.
      const text = Array.from(
        { length: 6000 },
        (_, i) => `Sentence ${i} says the weather was lovely and calm.`,
      ).join(' ');
      try {
        spawnWorker();
        spawnWorker();
        await waitFor(async () => (await queue.getWorkers()).length === 2, 60_000, 'two workers');
        const response = upload(Buffer.from(text), 'long.txt').then((r) => r);
        await waitFor(async () => (await queue.getActiveCount()) > 0, 60_000, 'a worker to start');
        const [active] = await queue.getActive();
        const id = active.id!;
        kill(await analysing(id, 0, 60_000));
        // The other one, with the default lock (10 s) and stalled check (5 s), takes the job
        // over in seconds, not a minute: about 15 s, given 45 s because the other jest worker
        // keeps both cores busy meanwhile (30 s was missed now and then under that load).
        kill(await analysing(id, 1, 45_000));

        worker = await startWorker(10_000, 5_000);
        const res = await response;
        const finished = await job(id);
        // Put back twice by the stalled-job check, not failed: the caller never saw an error. (One
        // assertion, so that a failure shows why the job ended as it did.)
        expect({
          status: res.status,
          state: await finished.getState(),
          stalls: finished.stalledCounter,
          failedReason: finished.failedReason,
        }).toEqual({ status: 200, state: 'completed', stalls: 2, failedReason: undefined });
        expect(res.body.jobId).toBe(id);
        expect(res.body.sentiment.sentenceCount).toBe(6000);
      } finally {
        await queue.close();
      }
    }, 300_000);
  });
});
