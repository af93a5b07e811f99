/**
 * Documents through the API for organisations: POST /api/v1/analyze/documents queues uploads on
 * the app's document queue with an API key, and GET /api/v1/analyze/documents/:jobId reads a job
 * with a key of the same account only; each document counts against the key's daily quota. The
 * auth and analysis services and a document worker run in-process on the run's real PostgreSQL
 * and Redis.
 */
import { INestApplication, INestMicroservice } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { makeDocx, makePng } from '../../infra/testing/documents';
import { waitFor } from '../../infra/testing/redis-prefix';
import { startGateway, startServices, startTestDocumentWorker } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import type { RunningDocumentWorker } from '../../services/analysis/src/documents/document-worker';
import {
  openAccount,
  privateRedisPrefix,
  setEnv,
  TEST_JWT_SECRET,
  uniqueEmail,
} from './auth-fixtures';

/** Characters a document costs of the daily quota. */
const PER_DOCUMENT = 100_000;
/** Two documents and a little more. */
const QUOTA = 3 * PER_DOCUMENT;
const POSITIVE = 'What a wonderful, joyful day. I love my friends and this beautiful place.';
const NEGATIVE = 'This was a terrible, awful experience. I hate how rude and cruel they were.';
const NO_JOB = {
  error: 'No analysis job with this id (results are kept for an hour).',
  statusCode: 404,
};

interface Queued {
  documents: { fileName: string; jobId?: string; error?: string }[];
}

describe('API documents: /api/v1/analyze/documents (real PostgreSQL, Redis, BullMQ and models)', () => {
  let restoreEnv: () => void;
  let services: INestMicroservice[] = [];
  let worker: RunningDocumentWorker | undefined;
  let gateway: INestApplication;
  let db: Client;

  const http = () => request(gateway.getHttpServer());

  async function newKey(label: string): Promise<{ token: string; secret: string }> {
    const signedIn = await openAccount(http, {
      firstname: 'Doc',
      lastname: label,
      email: uniqueEmail(label),
    });
    const { token, user } = signedIn.body as { token: string; user: { id: string } };
    // Keys are for accounts whose email is confirmed.
    await db.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [user.id]);
    const created = await http()
      .post('/api/api-keys')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: `${label} documents` });
    expect(created.status).toBe(201);
    return { token, secret: (created.body as { secret: string }).secret };
  }

  const upload = (secret: string, files: { bytes: Buffer; name: string }[]) => {
    let req = http().post('/api/v1/analyze/documents').set('Authorization', `Bearer ${secret}`);
    for (const { bytes, name } of files) req = req.attach('files', bytes, { filename: name });
    return req;
  };
  const jobOf = (secret: string, jobId: string) =>
    http().get(`/api/v1/analyze/documents/${jobId}`).set('Authorization', `Bearer ${secret}`);

  beforeAll(async () => {
    restoreEnv = setEnv({
      REDIS_PREFIX: privateRedisPrefix('api-documents'),
      JWT_SECRET: TEST_JWT_SECRET,
      API_RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '1000',
      API_KEY_DAILY_CHARACTERS: String(QUOTA),
      SERVE_FRONTEND: 'false',
    });
    services = await startServices(['analysis', 'auth']);
    worker = await startTestDocumentWorker();
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await gateway?.close();
    await worker?.close();
    await Promise.all(services.map((s) => s.close()));
    restoreEnv?.();
  });

  it("queues documents with a key, answers their results by job id to that account's keys only, and counts them", async () => {
    const ann = await newKey('ann');
    const bob = await newKey('bob');
    const queued = await upload(ann.secret, [
      { bytes: Buffer.from(POSITIVE), name: 'good.txt' },
      { bytes: await makeDocx([NEGATIVE]), name: 'bad.docx' },
    ]);
    expect(queued.status).toBe(202);
    expect(queued.headers['x-quota-limit-characters']).toBe(String(QUOTA));
    expect(queued.headers['x-quota-remaining-characters']).toBe(String(QUOTA - 2 * PER_DOCUMENT));
    const { documents } = queued.body as Queued;
    expect(documents.map((d) => d.fileName)).toEqual(['good.txt', 'bad.docx']);
    const jobIds = documents.map((d) => d.jobId!);
    for (const id of jobIds) expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const sentiments: string[] = [];
    for (const id of jobIds) {
      let body: { state: string; result?: { sentiment: { sentiment: string } } } = { state: '' };
      await waitFor(async () => {
        const res = await jobOf(ann.secret, id);
        expect(res.status).toBe(200);
        body = res.body as typeof body;
        return body.state === 'completed';
      }, 60_000);
      sentiments.push(body.result!.sentiment.sentiment);
    }
    expect(sentiments).toEqual(['positive', 'negative']);

    // Another account's key cannot read them, nor can anyone without a key.
    expect((await jobOf(bob.secret, jobIds[0])).body).toEqual(NO_JOB);
    expect((await http().get(`/api/v1/analyze/documents/${jobIds[0]}`)).status).toBe(401);
    expect((await jobOf(ann.secret, 'not-a-job')).body).toEqual(NO_JOB);
    // Nor the app's job route, with or without the key: a job answers only through the route
    // family that queued it (the app's route takes no credentials, so it would answer anyone).
    for (const id of jobIds) {
      expect((await http().get(`/api/analyze/jobs/${id}`)).body).toEqual(NO_JOB);
      const withKey = await http()
        .get(`/api/analyze/jobs/${id}`)
        .set('Authorization', `Bearer ${ann.secret}`);
      expect(withKey.body).toEqual(NO_JOB);
    }

    // Counted: the keys page shows them, and the quota of 3 has room for one more only.
    const listed = await http().get('/api/api-keys').set('Authorization', `Bearer ${ann.token}`);
    const list = listed.body as { today: string; keys: { usage: unknown[] }[] };
    expect(list.keys[0].usage).toEqual([{ date: list.today, characters: 2 * PER_DOCUMENT }]);
    const over = await upload(ann.secret, [
      { bytes: Buffer.from(POSITIVE), name: 'a.txt' },
      { bytes: Buffer.from(NEGATIVE), name: 'b.txt' },
    ]);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses no files, too many, an empty one and one of another type, before counting any', async () => {
    const { secret } = await newKey('carol');
    const none = await http()
      .post('/api/v1/analyze/documents')
      .set('Authorization', `Bearer ${secret}`)
      .field('note', 'no files');
    expect(none.body).toEqual({
      error: 'No files uploaded. Attach 1 to 5 TXT, PDF or DOCX files as "files".',
      statusCode: 400,
    });
    const six = Array.from({ length: 6 }, (_, i) => ({
      bytes: Buffer.from(POSITIVE),
      name: `${i}.txt`,
    }));
    expect((await upload(secret, six)).body).toEqual({
      error: 'At most 5 documents per call.',
      statusCode: 400,
    });
    const png = await upload(secret, [
      { bytes: Buffer.from(POSITIVE), name: 'fine.txt' },
      { bytes: makePng(), name: 'photo.png' },
    ]);
    expect(png.status).toBe(415);
    expect((png.body as { error: string }).error).toMatch(/^photo\.png: Unsupported file type/);
    const empty = await upload(secret, [{ bytes: Buffer.alloc(0), name: 'empty.txt' }]);
    expect(empty.body).toEqual({ error: 'empty.txt: the file is empty.', statusCode: 422 });

    // None of those took from the quota: three documents still fit.
    const three = await upload(secret, six.slice(0, 3));
    expect(three.status).toBe(202);
  });
});
