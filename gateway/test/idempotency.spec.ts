/**
 * `Idempotency-Key` on the routes that create something (Stripe's semantics): a repeat with the
 * same key within 24 hours answers the first answer and creates nothing new, concurrent repeats
 * get the first answer too, and the same key with a different request is a 422. The auth,
 * analysis, journal and contact services run in-process on the run's real PostgreSQL and Redis.
 */
import { INestApplication, INestMicroservice } from '@nestjs/common';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { startGateway, startServices } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import {
  freshIp,
  openAccount,
  privateRedisPrefix,
  setEnv,
  TEST_JWT_SECRET,
  uniqueEmail,
} from './auth-fixtures';

const KEY_REUSED = {
  error:
    'This Idempotency-Key was already used with a different request. Send a new key with each new request.',
  statusCode: 422,
};

interface Account {
  token: string;
  id: string;
}

describe('Idempotency-Key on the creating routes (real PostgreSQL, Redis and services)', () => {
  let restoreEnv: () => void;
  let prefix: string;
  let services: INestMicroservice[] = [];
  let gateway: INestApplication;
  let db: Client;
  let redis: Redis;
  let ann: Account;
  let bob: Account;

  const http = () => request(gateway.getHttpServer());
  const writeEntry = (user: Account, text: string, key?: string) => {
    const req = http().post('/api/journal').set('token', user.token);
    if (key) req.set('Idempotency-Key', key);
    return req.send({ text: `<p>${text}</p>` });
  };
  const entriesOf = async (user: Account) =>
    (
      await db.query<{ id: string }>('SELECT id FROM journal.entries WHERE user_id = $1', [user.id])
    ).rows.map((row) => row.id);

  async function newAccount(label: string): Promise<Account> {
    const res = await openAccount(http, {
      firstname: 'Idem',
      lastname: label,
      email: uniqueEmail(label),
    });
    const body = res.body as { token: string; user: { id: string } };
    return { token: body.token, id: body.user.id };
  }

  beforeAll(async () => {
    prefix = privateRedisPrefix('idempotency');
    restoreEnv = setEnv({
      REDIS_PREFIX: prefix,
      JWT_SECRET: TEST_JWT_SECRET,
      API_RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '1000',
      ANALYZE_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
      ANALYZE_UPLOAD_RATE_LIMIT: '1000',
      UPLOAD_PENDING_PER_ADDRESS: '100',
      // each test speaks from its own address (X-Forwarded-For)
      TRUST_PROXY: '1',
      SERVE_FRONTEND: 'false',
    });
    services = await startServices(['analysis', 'auth', 'journal', 'contact']);
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    redis = new Redis(process.env.REDIS_URL!);
    ann = await newAccount('ann');
    bob = await newAccount('bob');
  });

  afterAll(async () => {
    redis?.disconnect();
    await db?.end();
    await gateway?.close();
    await Promise.all(services.map((s) => s.close()));
    restoreEnv?.();
  });

  describe('POST /api/journal', () => {
    it('answers a repeat with the first answer and stores the entry once', async () => {
      const key = randomUUID();
      const first = await writeEntry(ann, 'A calm walk by the river.', key);
      expect(first.status).toBe(201);
      const again = await writeEntry(ann, 'A calm walk by the river.', key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await entriesOf(ann)).toEqual([first.body.id]);
    });

    it('gives concurrent repeats the one answer, and stores one entry', async () => {
      const before = await entriesOf(bob);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => writeEntry(bob, 'Five taps on Save at once.', key)),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      const ids = new Set(answers.map((a) => (a.body as { id: string }).id));
      expect(ids.size).toBe(1);
      const after = await entriesOf(bob);
      expect(after.filter((id) => !before.includes(id))).toEqual([...ids]);
    });

    it('refuses the same key with a different request (422), storing nothing', async () => {
      const key = randomUUID();
      expect((await writeEntry(ann, 'First words.', key)).status).toBe(201);
      const count = (await entriesOf(ann)).length;
      const other = await writeEntry(ann, 'Other words.', key);
      expect(other.status).toBe(422);
      expect(other.body).toEqual(KEY_REUSED);
      expect(await entriesOf(ann)).toHaveLength(count);
    });

    it("keeps each user's keys apart, and without a key every request is new", async () => {
      const key = randomUUID();
      const annsEntry = await writeEntry(ann, 'Same key, two people.', key);
      const bobsEntry = await writeEntry(bob, 'Same key, two people.', key);
      expect(bobsEntry.status).toBe(201);
      expect(bobsEntry.body.id).not.toBe(annsEntry.body.id);

      const count = (await entriesOf(ann)).length;
      await writeEntry(ann, 'No key here.');
      await writeEntry(ann, 'No key here.');
      expect(await entriesOf(ann)).toHaveLength(count + 2);
    });

    it('stores the entry once even when the first answer was lost: a retry finds the same entry', async () => {
      const key = randomUUID();
      const first = await writeEntry(ann, 'Written once, answered twice.', key);
      expect(first.status).toBe(201);
      // The gateway's record is gone (as when the first attempt ended in a 503 after the journal
      // service had stored the entry): the retry runs again, and the entry's id, made from the
      // key, finds the stored one instead of writing a second.
      const records = await redis.keys(`${prefix}:gateway:idempotency:*`);
      expect(records.length).toBeGreaterThan(0);
      await redis.del(...records);
      const retried = await writeEntry(ann, 'Written once, answered twice.', key);
      expect(retried.status).toBe(201);
      expect(retried.body.id).toBe(first.body.id);
      expect((await entriesOf(ann)).filter((id) => id === first.body.id)).toHaveLength(1);
    });

    it('refuses a malformed key with a 400 that says what a key is', async () => {
      const res = await writeEntry(ann, 'Short key.', 'abc');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error:
          'The Idempotency-Key header must be 16 to 255 printable ASCII characters, such as a random UUID.',
        statusCode: 400,
      });
    });
  });

  it('POST /api/contact: a repeat stores the message once', async () => {
    const key = randomUUID();
    const ip = freshIp();
    const message = { username: 'Ann', email: 'ann@example.com', message: `once ${key}` };
    const send = () =>
      http()
        .post('/api/contact')
        .set('x-forwarded-for', ip)
        .set('Idempotency-Key', key)
        .send(message);
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    const { rows } = await db.query('SELECT 1 FROM contact.messages WHERE message = $1', [
      message.message,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('POST /api/api-keys: a repeat answers the same key (shown once, to this request) and makes one', async () => {
    await db.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [ann.id]);
    const key = randomUUID();
    const create = () =>
      http()
        .post('/api/api-keys')
        .set('Authorization', `Bearer ${ann.token}`)
        .set('Idempotency-Key', key)
        .send({ name: 'Nightly import' });
    const first = await create();
    const again = await create();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const { rows } = await db.query(
      "SELECT id FROM auth.api_keys WHERE user_id = $1 AND name = 'Nightly import'",
      [ann.id],
    );
    expect(rows).toHaveLength(1);
    // The secret is kept for the repeat only sealed under the Idempotency-Key, which Redis never holds.
    const stored = await redis.keys(`${prefix}:gateway:idempotency:*`);
    const values = await Promise.all(stored.map((k) => redis.get(k)));
    expect(values.join('\n')).not.toContain((first.body as { secret: string }).secret);
    expect(values.join('\n')).not.toContain(key);
  });

  it('POST /api/analyze/file: answers 202 with the job id, and a repeat the same job', async () => {
    const key = randomUUID();
    const ip = freshIp();
    const upload = () =>
      http()
        .post('/api/analyze/file')
        .set('x-forwarded-for', ip)
        .set('Idempotency-Key', key)
        .attach('file', Buffer.from('A quiet and pleasant morning.'), { filename: 'note.txt' });
    const first = await upload();
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const again = await upload();
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    // The page follows the job by its id.
    const job = await http().get(`/api/analyze/jobs/${first.body.jobId}`);
    expect(job.status).toBe(200);
    expect(['waiting', 'prioritized', 'active', 'completed']).toContain(job.body.state);

    // A gateway that died before answering left no record: the retry finds the job queued then
    // (its id is made from the key) instead of queueing the file again.
    await redis.del(...(await redis.keys(`${prefix}:gateway:idempotency:*`)));
    const retried = await upload();
    expect(retried.status).toBe(202);
    expect(retried.body).toEqual(first.body);
    const pending = Number(await redis.hget(`${prefix}:uploads:owner-counts`, ip));
    expect(pending).toBe(1);
  });

  it('the OpenAPI document describes Idempotency-Key on every creating route, and the 202 upload', async () => {
    const doc = (await http().get('/api/docs-json')).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string }[];
            responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
          }
        >
      >;
    };
    for (const path of [
      '/api/journal',
      '/api/contact',
      '/api/api-keys',
      '/api/analyze/file',
      '/api/v1/analyze/documents',
    ]) {
      const post = doc.paths[path].post;
      expect([
        path,
        post.parameters?.some((p) => p.name === 'Idempotency-Key' && p.in === 'header'),
      ]).toEqual([path, true]);
      expect([path, Object.keys(post.responses)]).toEqual([path, expect.arrayContaining(['422'])]);
    }
    const upload = doc.paths['/api/analyze/file'].post.responses;
    expect(Object.keys(upload)).toContain('202');
    expect(Object.keys(upload)).not.toContain('200');
    expect(upload['202'].content?.['application/json'].schema.$ref).toMatch(
      /DocumentUploadAccepted$/,
    );
  });
});
