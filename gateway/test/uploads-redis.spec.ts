import { INestApplication, INestMicroservice } from '@nestjs/common';
import { DOCUMENTS_QUEUE, uploadStorageKey } from '@sentilog/contracts';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { join } from 'node:path';
import request from 'supertest';
import { makeCorruptPdf, makePng } from '../../infra/testing/documents';
import { waitFor } from '../../infra/testing/redis-prefix';
import { startGateway, startServices, startTestDocumentWorker } from '../../infra/testing/stack';
import { FollowedUpload, followUpload } from '../../infra/testing/uploads';
import type { RunningDocumentWorker } from '../../services/analysis/src/documents/document-worker';

// A prefix of this file's own, so that what these uploads leave in Redis can be measured alone
// (still under the run's prefix, which the teardown removes).
const PREFIX = `${process.env.REDIS_PREFIX}-uploads`;
Object.assign(process.env, {
  REDIS_PREFIX: PREFIX,
  // Each test speaks from its own addresses (X-Forwarded-For), as separate clients would.
  TRUST_PROXY: '1',
  ANALYZE_RATE_LIMIT: '1000',
  ANALYZE_UPLOAD_RATE_LIMIT: '5',
  UPLOAD_PENDING_MAX_MB: '10',
  UPLOAD_PENDING_PER_ADDRESS: '3',
});

const MB = 1024 * 1024;

/** About `bytes` of plain English text that the models read as calm and pleasant. */
function textOf(bytes: number, seed = 0): Buffer {
  const sentence = (i: number) => `Note ${seed}-${i}: the weather was lovely and the walk calm. `;
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    parts.push(sentence(i));
    size += parts[parts.length - 1].length;
  }
  return Buffer.from(parts.join(''));
}

/**
 * The tiny fixture encoder as the accurate tier, beside the shipped fast model. These tests are about
 * what uploads leave in Redis, not about labels (gateway/test/analysis.spec.ts reads documents with
 * the shipped models), and the real encoder's 16 windows of each multi-megabyte document would be
 * most of their time.
 */
async function lightTextModels() {
  const models = await import('../../services/analysis/src/serving');
  const { accurateTier } = await import('../../services/analysis/src/serving/tiers');
  const { EncoderClassifier } =
    await import('../../services/analysis/src/serving/encoder/encoder-classifier');
  const tinyEncoder = join(__dirname, '../../services/analysis/fixtures/encoder/tiny-bert');
  const shipped = await models.loadTextModels();
  return new models.TextModels(accurateTier(EncoderClassifier.load(tinyEncoder)), shipped.fast);
}

describe('uploads do not fill Redis (real Redis, BullMQ, PostgreSQL; a tiny accurate encoder)', () => {
  let gateway: INestApplication;
  let services: INestMicroservice[] = [];
  let worker: RunningDocumentWorker;
  let redis: Redis;
  let queue: Queue;

  /** An upload (202 with its job) followed to the job's end, as the Analyze page does. */
  const upload = (bytes: Buffer, filename: string, from: string) =>
    followUpload(
      request(gateway.getHttpServer())
        .post('/api/analyze/file')
        .set('X-Forwarded-For', from)
        .attach('file', bytes, { filename }),
      (path) => request(gateway.getHttpServer()).get(path).set('X-Forwarded-For', from),
    );
  const pendingBytes = async () => Number((await redis.get(`${PREFIX}:uploads:total`)) ?? 0);

  /** What every key of this file's prefix holds, in bytes, as Redis itself counts it. */
  async function prefixMemory(): Promise<number> {
    let total = 0;
    for await (const keys of redis.scanStream({ match: `${PREFIX}*`, count: 500 }) as AsyncIterable<
      string[]
    >) {
      for (const key of keys) total += Number(await redis.memory('USAGE', key, 'SAMPLES', 0)) || 0;
    }
    return total;
  }

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL!);
    queue = new Queue(DOCUMENTS_QUEUE, { connection: redis, prefix: `${PREFIX}:bull` });
    services = await startServices(['analysis']);
    worker = await startTestDocumentWorker({
      redisPrefix: PREFIX,
      models: { text: await lightTextModels() },
      maxSentences: 300,
    });
    gateway = await startGateway();
  });

  afterAll(async () => {
    await gateway?.close();
    await worker?.close();
    await Promise.all(services.map((s) => s.close()));
    await queue?.close();
    redis?.disconnect();
  });

  it('returns Redis to its baseline after many large uploads, completed or failed', async () => {
    const warmUp = await upload(textOf(1_000), 'warm-up.txt', '10.1.0.1');
    expect(warmUp.status).toBe(200);
    await waitFor(async () => (await pendingBytes()) === 0, 10_000, 'the warm-up to be freed');
    const baseline = await prefixMemory();

    let uploaded = 0;
    for (let i = 0; i < 5; i++) {
      const bytes = textOf(1.5 * MB, i);
      uploaded += bytes.length;
      const res = await upload(bytes, `long-${i}.txt`, `10.1.1.${i}`);
      // the error's message, should there be one, says why
      expect({ status: res.status, error: res.body.error }).toEqual({ status: 200 });
      // The Analyze screen still gets the whole text, from the stored result.
      expect(res.body.extractedText).toBe(bytes.toString());
      expect(res.body.sentiment.detailedAnalysis.textLength).toBe(bytes.length);
      const polled = await request(gateway.getHttpServer()).get(
        `/api/analyze/jobs/${res.body.jobId}`,
      );
      expect(polled.body).toMatchObject({ state: 'completed', progress: 100 });
      expect(polled.body.result.extractedText).toBe(bytes.toString());
    }
    const failedIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const corrupt = Buffer.concat([await makeCorruptPdf(), Buffer.alloc(1.5 * MB, 0x41)]);
      uploaded += corrupt.length;
      const res = await upload(corrupt, `broken-${i}.pdf`, `10.1.2.${i}`);
      expect(res.status).toBe('failed');
      const [failed] = await queue.getFailed(0, 0);
      failedIds.push(failed.id!);
    }

    await waitFor(async () => (await pendingBytes()) === 0, 10_000, 'every upload to be freed');
    for (const id of failedIds) expect(await redis.exists(uploadStorageKey(PREFIX, id))).toBe(0);
    const grown = (await prefixMemory()) - baseline;
    // Job records, events and rate-limit counters remain; the megabytes of text and bytes do not.
    expect(uploaded).toBeGreaterThan(10 * MB);
    expect(grown).toBeLessThan(512 * 1024);
  });

  it('answers 503 while the pending uploads would pass UPLOAD_PENDING_MAX_MB', async () => {
    await worker.worker.pause();
    const first = upload(textOf(4 * MB, 1), 'a.txt', '10.2.0.1').then((r) => r);
    const second = upload(textOf(4 * MB, 2), 'b.txt', '10.2.0.2').then((r) => r);
    await waitFor(async () => (await pendingBytes()) >= 8 * MB, 20_000, 'two uploads pending');

    const refused = await upload(textOf(4 * MB, 3), 'c.txt', '10.2.0.3');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      error: 'The document queue is full right now. Please try again in a few minutes.',
      statusCode: 503,
    });

    worker.worker.resume();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    const retried = await upload(textOf(4 * MB, 3), 'c.txt', '10.2.0.3');
    expect(retried.status).toBe(200);
    await waitFor(async () => (await pendingBytes()) === 0, 10_000, 'the uploads to be freed');
  });

  it('answers 429 to an address with three documents already pending, not to others', async () => {
    await worker.worker.pause();
    const pending = [1, 2, 3].map((i) =>
      upload(textOf(10_000, i), `mine-${i}.txt`, '10.3.0.1').then((r) => r),
    );
    await waitFor(
      async () => Number(await redis.hget(`${PREFIX}:uploads:owner-counts`, '10.3.0.1')) === 3,
      20_000,
      'three uploads pending from one address',
    );

    const fourth = await upload(textOf(10_000, 4), 'mine-4.txt', '10.3.0.1');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      error:
        'You already have 3 documents being analysed. Wait for one to finish before uploading another.',
      statusCode: 429,
    });
    const someoneElse = upload(textOf(10_000, 5), 'theirs.txt', '10.3.0.2').then((r) => r);

    worker.worker.resume();
    for (const res of await Promise.all([...pending, someoneElse])) expect(res.status).toBe(200);
    const afterwards = await upload(textOf(10_000, 6), 'mine-5.txt', '10.3.0.1');
    expect(afterwards.status).toBe(200);
  });

  it('analyses a small document queued behind a large one first', async () => {
    await worker.worker.pause();
    const large = upload(textOf(3 * MB, 7), 'large.txt', '10.4.0.1').then((r) => r);
    await waitFor(async () => (await queue.getJobCountByTypes('prioritized', 'wait')) === 1);
    const small = upload(textOf(2_000, 8), 'small.txt', '10.4.0.2').then((r) => r);
    await waitFor(async () => (await queue.getJobCountByTypes('prioritized', 'wait')) === 2);

    worker.worker.resume();
    const [largeRes, smallRes] = await Promise.all([large, small]);
    expect(largeRes.status).toBe(200);
    expect(smallRes.status).toBe(200);
    const largeJob = (await queue.getJob(largeRes.body.jobId))!;
    const smallJob = (await queue.getJob(smallRes.body.jobId))!;
    expect(smallJob.processedOn!).toBeLessThanOrEqual(largeJob.processedOn!);
    expect(smallJob.finishedOn!).toBeLessThanOrEqual(largeJob.processedOn!);
  });

  it("takes the workers round-robin over addresses: another address's document goes before a second one of the first", async () => {
    await worker.worker.pause();
    const queued = (n: number) => async () =>
      (await queue.getJobCountByTypes('prioritized', 'wait')) === n;
    const mine: Promise<FollowedUpload>[] = [];
    for (let i = 0; i < 3; i++) {
      mine.push(upload(textOf(2_000, 20 + i), `mine-${i}.txt`, '10.6.0.1').then((r) => r));
      await waitFor(queued(i + 1), 10_000, 'the upload to be queued');
    }
    const theirs = upload(textOf(2_000, 30), 'theirs.txt', '10.6.0.2').then((r) => r);
    await waitFor(queued(4), 10_000, 'their upload to be queued');

    worker.worker.resume();
    const done = await Promise.all([...mine, theirs]);
    for (const res of done) expect(res.status).toBe(200);
    const started = await Promise.all(
      done.map(async (res) => (await queue.getJob(res.body.jobId))!.processedOn!),
    );
    const [, mySecond, myThird, theirFirst] = started;
    expect(theirFirst).toBeLessThanOrEqual(mySecond);
    expect(theirFirst).toBeLessThanOrEqual(myThird);
  });

  it('answers 410 "upload again" to the page following a job that Redis lost (a restart without persistence)', async () => {
    await worker.worker.pause();
    try {
      const started = Date.now();
      const pending = upload(textOf(2_000, 40), 'lost.txt', '10.7.0.1').then((r) => r);
      await waitFor(
        async () => (await queue.getJobCountByTypes('prioritized', 'wait')) === 1,
        10_000,
        'the upload to be queued',
      );
      const [job] = await queue.getJobs(['prioritized', 'wait']);
      await job.remove();

      const res = await pending;
      expect(res.status).toBe(410);
      expect(res.body).toEqual({
        error:
          'Your upload was lost while the document queue restarted. Please upload the file again.',
        statusCode: 410,
      });
      // Its booking is freed, so the address may upload again at once.
      expect(await redis.hget(`${PREFIX}:uploads:owner-counts`, '10.7.0.1')).toBeNull();
      process.stdout.write(`lost upload answered 410 after ${Date.now() - started} ms\n`);
    } finally {
      worker.worker.resume();
    }
  });

  it('allows ANALYZE_UPLOAD_RATE_LIMIT uploads a minute per address, text analyses beyond it', async () => {
    const from = '10.5.0.1';
    for (let i = 0; i < 5; i++) expect((await upload(makePng(), 'p.txt', from)).status).toBe(415);
    const limited = await upload(makePng(), 'p.txt', from);
    expect(limited.status).toBe(429);
    expect(limited.body.statusCode).toBe(429);
    for (let i = 0; i < 6; i++) {
      const text = await request(gateway.getHttpServer())
        .post('/api/analyze/text')
        .set('X-Forwarded-For', from)
        .send({ text: 'A calm and lovely afternoon.' });
      expect(text.status).toBe(200);
    }
  });
});
