/**
 * API keys for organisations through the gateway's HTTP API: the keys routes of a signed-in user
 * and POST /api/v1/analyze/batch with a key, with the auth and analysis services in-process on the
 * run's real PostgreSQL and Redis.
 */
import { INestApplication, INestMicroservice } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { startGateway, startServices } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import {
  freshIp,
  openAccount,
  privateRedisPrefix,
  setEnv,
  STRONG_PASSWORD,
  TEST_JWT_SECRET,
  uniqueEmail,
} from './auth-fixtures';

const POSITIVE = 'What a wonderful, joyful day. I love my friends and this beautiful place.';
const NEGATIVE = 'This was a terrible, awful experience. I hate how rude and cruel they were.';
/** Characters a day per key, small enough to pass in a test: one 100-text batch and a little more. */
const QUOTA = 150 * POSITIVE.length;
/** Characters one call may hold: 100 texts of POSITIVE's length fit, 100,000 characters do not. */
const PER_CALL = 20_000;
const INVALID_KEY = { error: 'Invalid or revoked API key', statusCode: 401 };

/** A JSON value with every number rounded to 5 places. */
/** Equal but for numbers, which may differ by float rounding (rounding both can land apart). */
function expectAlike(actual: unknown, expected: unknown, path = 'result'): void {
  if (typeof expected === 'number') {
    expect([path, Math.abs((actual as number) - expected) <= 1e-4]).toEqual([path, true]);
  } else if (expected !== null && typeof expected === 'object') {
    expect([path, Object.keys(actual as object).sort()]).toEqual([
      path,
      Object.keys(expected).sort(),
    ]);
    for (const [key, value] of Object.entries(expected))
      expectAlike((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
  } else {
    expect([path, actual]).toEqual([path, expected]);
  }
}

interface CreatedKey {
  key: { id: string; name: string; prefix: string; scopes: string[]; lastUsedAt: string | null };
  secret: string;
}

describe('API keys and /api/v1/analyze/batch (real PostgreSQL, Redis and models)', () => {
  let restoreEnv: () => void;
  let services: INestMicroservice[] = [];
  let gateway: INestApplication;
  let db: Client;
  let ann: string;
  let bob: string;

  const http = () => request(gateway.getHttpServer());
  const signedIn = (token: string) => ({
    post: (path: string) => http().post(path).set('Authorization', `Bearer ${token}`),
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${token}`),
    delete: (path: string) => http().delete(path).set('Authorization', `Bearer ${token}`),
  });
  const batch = (secret: string, body: object) =>
    http()
      .post('/api/v1/analyze/batch')
      .set('x-forwarded-for', freshIp())
      .set('Authorization', `Bearer ${secret}`)
      .send(body);

  /** A signed-in user, whose email is confirmed unless asked otherwise (keys need it). */
  async function newUser(label: string, { confirmed = true } = {}): Promise<string> {
    const res = await openAccount(http, {
      firstname: 'Api',
      lastname: label,
      email: uniqueEmail(label),
    });
    expect(res.status).toBe(200);
    const { token, user } = res.body as { token: string; user: { id: string } };
    if (confirmed) {
      await db.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [user.id]);
    }
    return token;
  }

  async function createKey(token: string, name: string): Promise<CreatedKey> {
    const res = await signedIn(token).post('/api/api-keys').send({ name });
    expect(res.status).toBe(201);
    return res.body as CreatedKey;
  }

  beforeAll(async () => {
    restoreEnv = setEnv({
      REDIS_PREFIX: privateRedisPrefix('api-keys'),
      JWT_SECRET: TEST_JWT_SECRET,
      API_RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '1000',
      API_KEY_DAILY_CHARACTERS: String(QUOTA),
      API_BATCH_MAX_CHARACTERS: String(PER_CALL),
      // The calls at once of a key and an account are batch-lane.spec.ts's: here five at once.
      API_BATCH_CONCURRENT_CALLS: '5',
      SERVE_FRONTEND: 'false',
    });
    services = await startServices(['analysis', 'auth']);
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    ann = await newUser('ann');
    bob = await newUser('bob');
  });

  afterAll(async () => {
    await db?.end();
    await gateway?.close();
    await Promise.all(services.map((s) => s.close()));
    restoreEnv?.();
  });

  it('shows the key once and keeps only its SHA-256: no column holds the secret', async () => {
    const { key, secret } = await createKey(ann, '  Reporting pipeline  ');
    expect(secret).toMatch(/^sl_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Reporting pipeline',
      prefix: secret.slice(0, 14),
      scopes: ['analysis'],
      lastUsedAt: null,
    });
    expect(JSON.stringify(key)).not.toContain(secret);

    const { rows } = await db.query<{ hash: string; whole: string }>(
      `SELECT hash, k::text AS whole FROM auth.api_keys k WHERE id = $1`,
      [key.id],
    );
    expect(rows[0].hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(rows[0].whole).not.toContain(secret);
    expect(rows[0].whole).not.toContain(secret.slice(14));

    const listed = await signedIn(ann).get('/api/api-keys');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(listed.body).toMatchObject({ dailyQuota: QUOTA });
  });

  it('makes no key for an account whose email is not confirmed (403), and says how to confirm it', async () => {
    const unconfirmed = await newUser('unconfirmed', { confirmed: false });
    const res = await signedIn(unconfirmed).post('/api/api-keys').send({ name: 'Too soon' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error:
        'Confirm your email address before creating API keys: follow the link we mailed you, or send a new one from your profile.',
      statusCode: 403,
    });
    const listed = await signedIn(unconfirmed).get('/api/api-keys');
    expect((listed.body as { keys: unknown[] }).keys).toEqual([]);
  });

  it('refuses a blank or over-long name, and an eleventh live key with 409', async () => {
    const carol = await newUser('carol');
    const blank = await signedIn(carol).post('/api/api-keys').send({ name: '   ' });
    expect(blank.body).toEqual({ error: 'name is required', statusCode: 400 });
    const long = await signedIn(carol)
      .post('/api/api-keys')
      .send({ name: 'x'.repeat(61) });
    expect(long.body).toEqual({ error: 'name must be at most 60 characters', statusCode: 400 });

    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createKey(carol, `Key ${i + 1}`)),
    );
    const eleventh = await signedIn(carol).post('/api/api-keys').send({ name: 'One too many' });
    expect(eleventh.body).toEqual({
      error: 'You already have 10 API keys. Revoke one before creating another.',
      statusCode: 409,
    });
    // Revoked keys do not count.
    expect((await signedIn(carol).delete(`/api/api-keys/${made[0].key.id}`)).status).toBe(204);
    await createKey(carol, 'In its place');
  });

  it("neither lists nor revokes another user's key (404, as for no key)", async () => {
    const { key, secret } = await createKey(ann, 'Ann only');
    const bobsList = await signedIn(bob).get('/api/api-keys');
    expect(bobsList.status).toBe(200);
    expect((bobsList.body as { keys: { id: string }[] }).keys.map((k) => k.id)).not.toContain(
      key.id,
    );

    const revoke = await signedIn(bob).delete(`/api/api-keys/${key.id}`);
    expect(revoke.body).toEqual({ error: 'API key not found', statusCode: 404 });
    expect((await signedIn(bob).delete('/api/api-keys/not-a-uuid')).status).toBe(404);
    expect((await batch(secret, { texts: [POSITIVE] })).status).toBe(200);
    const annsList = await signedIn(ann).get('/api/api-keys');
    expect((annsList.body as { keys: { id: string }[] }).keys.map((k) => k.id)).toContain(key.id);
  });

  it('answers 100 texts in one call, in order, in the shape of /api/analyze/text', async () => {
    const { key, secret } = await createKey(ann, 'Hundred');
    const texts = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0 ? `${POSITIVE} (${i})` : `${NEGATIVE} (${i})`,
    );
    const res = await batch(secret, { texts });
    expect(res.status).toBe(200);
    const results = (res.body as { results: Record<string, unknown>[] }).results;
    expect(results).toHaveLength(100);
    // Charged in characters, said in the answer's headers.
    const characters = texts.reduce((sum, text) => sum + text.length, 0);
    expect(res.headers['x-quota-limit-characters']).toBe(String(QUOTA));
    expect(res.headers['x-quota-remaining-characters']).toBe(String(QUOTA - characters));
    expect(res.headers['x-call-limit-characters']).toBe(String(PER_CALL));
    expect(Number(res.headers['x-quota-reset'])).toBeGreaterThan(0);
    results.forEach((result, i) => {
      expect(result.sentiment).toBe(i % 2 === 0 ? 'POSITIVE' : 'NEGATIVE');
      expect(result).not.toHaveProperty('explanation');
    });

    // The same reading as the app's own route gives, explanation apart (to float precision:
    // texts read in one pass together are padded to the same length).
    const single = await http()
      .post('/api/analyze/text')
      .set('x-forwarded-for', freshIp())
      .send({ text: texts[1] });
    const { explanation: _explanation, ...expected } = single.body as Record<string, unknown>;
    expectAlike(results[1], expected);

    // Today's usage is kept, and the key marked used.
    const listed = await signedIn(ann).get('/api/api-keys');
    const body = listed.body as {
      today: string;
      keys: {
        id: string;
        lastUsedAt: string | null;
        usage: { date: string; characters: number }[];
      }[];
    };
    const mine = body.keys.find((k) => k.id === key.id)!;
    expect(mine.usage).toEqual([{ date: body.today, characters }]);
    expect(mine.lastUsedAt).not.toBeNull();
  });

  it('explains each text only when asked, in the tier asked', async () => {
    const { secret } = await createKey(ann, 'Explained');
    const res = await batch(secret, { texts: [POSITIVE, NEGATIVE], explain: true, tier: 'fast' });
    expect(res.status).toBe(200);
    const results = (
      res.body as { results: { explanation: { words: unknown[] }; model: { tier: string } }[] }
    ).results;
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.explanation.words.length).toBeGreaterThan(0);
      expect(result.model.tier).toBe('fast');
    }
  });

  it('refuses 101 texts, none, an empty one and an over-long one with 4xx', async () => {
    const { secret } = await createKey(ann, 'Validation');
    const tooMany = await batch(secret, { texts: Array.from({ length: 101 }, () => POSITIVE) });
    expect(tooMany.body).toEqual({ error: 'texts must hold at most 100 texts', statusCode: 400 });
    expect((await batch(secret, { texts: [] })).status).toBe(400);
    expect((await batch(secret, {})).status).toBe(400);
    expect((await batch(secret, { texts: [POSITIVE, 42] })).status).toBe(400);
    const empty = await batch(secret, { texts: [POSITIVE, '  '] });
    expect(empty.body).toEqual({ error: 'Text 2 is empty', statusCode: 400 });
    expect((await batch(secret, { texts: ['a'.repeat(100_001)] })).status).toBe(413);
    expect((await batch(secret, { texts: [POSITIVE], tier: 'huge' })).status).toBe(400);
  });

  it('refuses a call over API_BATCH_MAX_CHARACTERS with 413, taking nothing, and says the limits', async () => {
    const { secret } = await createKey(ann, 'Per call');
    const over = await batch(secret, { texts: ['a'.repeat(12_000), 'b'.repeat(12_000)] });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      error:
        'This call holds 24,000 characters; one call may hold at most 20,000. Send the texts in smaller calls.',
      statusCode: 413,
    });
    expect(over.headers['x-call-limit-characters']).toBe(String(PER_CALL));
    expect(over.headers['x-quota-remaining-characters']).toBe(String(QUOTA));
  });

  it('accepts only a live key there, and no key on the app’s routes', async () => {
    const { key, secret } = await createKey(ann, 'Soon revoked');
    const missing = await http()
      .post('/api/v1/analyze/batch')
      .send({ texts: [POSITIVE] });
    expect(missing.status).toBe(401);
    expect((await batch(ann, { texts: [POSITIVE] })).body).toEqual(INVALID_KEY);
    const unknown = `sl_live_${'A'.repeat(43)}`;
    expect((await batch(unknown, { texts: [POSITIVE] })).body).toEqual(INVALID_KEY);
    // A key is no access token.
    expect((await signedIn(secret).post('/api/auth/user-profile').send({})).status).toBe(401);

    // Used once, so its verification is cached; revoking must still stop it at once.
    expect((await batch(secret, { texts: [POSITIVE] })).status).toBe(200);
    expect((await signedIn(ann).delete(`/api/api-keys/${key.id}`)).status).toBe(204);
    expect((await batch(secret, { texts: [POSITIVE] })).body).toEqual(INVALID_KEY);
    expect((await signedIn(ann).delete(`/api/api-keys/${key.id}`)).status).toBe(404);
  });

  it('answers 429 with Retry-After until midnight UTC beyond the daily quota, counting nothing then', async () => {
    const { secret } = await createKey(ann, 'Quota');
    // Texts of POSITIVE's length: the quota holds 150 of them.
    const hundred = Array.from({ length: 100 }, (_, i) => `${POSITIVE.slice(0, -3)}${100 + i}`);
    expect((await batch(secret, { texts: hundred })).status).toBe(200);

    const left = QUOTA - 100 * POSITIVE.length;
    const over = await batch(secret, { texts: hundred.slice(0, 51) });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      error: `This call would pass this API key's daily quota of ${QUOTA.toLocaleString('en-US')} characters (${left.toLocaleString('en-US')} left today). Send less, or wait until the quota resets at midnight UTC.`,
      statusCode: 429,
    });
    expect(over.headers['x-quota-remaining-characters']).toBe(String(left));
    const now = new Date();
    const untilMidnight =
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) /
      1000;
    const retryAfter = Number(over.headers['retry-after']);
    expect(Math.abs(retryAfter - untilMidnight)).toBeLessThanOrEqual(5);

    // The refused batch took nothing: exactly the rest of the quota still fits, then no more.
    expect((await batch(secret, { texts: hundred.slice(0, 50) })).status).toBe(200);
    expect((await batch(secret, { texts: [POSITIVE] })).status).toBe(429);
  });

  it('lets concurrent batches together take no more than the quota', async () => {
    const { secret } = await createKey(ann, 'Concurrent');
    const forty = Array.from({ length: 40 }, (_, i) => `${POSITIVE.slice(0, -2)}${10 + i}`);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => batch(secret, { texts: forty })),
    );
    const statuses = answers.map((a) => a.status).sort();
    // 150 fits three batches of 40 and not a fourth.
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('documents the v1 routes in the OpenAPI document, secured by an API key', async () => {
    const doc = (await http().get('/api/docs-json')).body as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
      components: {
        securitySchemes: Record<string, { type: string; scheme: string }>;
        schemas: Record<string, { properties: Record<string, unknown> }>;
      };
    };
    expect(doc.components.securitySchemes['api-key']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const [path, method] of [
      ['/api/v1/analyze/batch', 'post'],
      ['/api/v1/analyze/documents', 'post'],
      ['/api/v1/analyze/documents/{jobId}', 'get'],
    ]) {
      expect(doc.paths[path][method].security).toEqual([{ 'api-key': [] }]);
    }
    expect(Object.keys(doc.components.schemas.AnalyzeBatchDto.properties)).toEqual([
      'texts',
      'tier',
      'explain',
      'domain',
    ]);
    const domain = doc.components.schemas.AnalyzeBatchDto.properties.domain as { enum: string[] };
    expect(domain.enum).toEqual(
      expect.arrayContaining(['news', 'finance', 'social', 'diary', 'general']),
    );
    expect(doc.components.schemas.AnalyzeBatchResponse).toBeDefined();
    // One reading's shape for both routes: the app's answer and a batch's result (why on request).
    const shape = (name: string) => Object.keys(doc.components.schemas[name].properties).sort();
    expect(shape('BatchTextResult')).toEqual(shape('AnalyzeTextResponse'));
    expect(shape('BatchTextResult')).toEqual(
      expect.arrayContaining(['sentiment', 'confidence', 'uncertain', 'explanation', 'model']),
    );
    expect(doc.paths['/api/api-keys'].post).toBeDefined();
    expect(doc.paths['/api/api-keys/{id}'].delete).toBeDefined();

    // The quota's answer headers, on the answers that carry them.
    const headersOf = (path: string, method: string, status: string) =>
      Object.keys(
        (
          doc.paths[path][method] as unknown as {
            responses: Record<string, { headers?: Record<string, unknown> }>;
          }
        ).responses[status].headers ?? {},
      ).sort();
    const quotaHeaders = [
      'X-Quota-Limit-Characters',
      'X-Quota-Remaining-Characters',
      'X-Quota-Reset',
    ];
    for (const status of ['200', '413', '429']) {
      expect(headersOf('/api/v1/analyze/batch', 'post', status)).toEqual(
        [...quotaHeaders, 'X-Call-Limit-Characters'].sort(),
      );
    }
    for (const status of ['202', '429']) {
      expect(headersOf('/api/v1/analyze/documents', 'post', status)).toEqual(quotaHeaders.sort());
    }
  });

  it("deletes a user's keys with the account", async () => {
    const dave = await newUser('dave');
    const { key } = await createKey(dave, 'Goes with Dave');
    const deleted = await signedIn(dave)
      .delete('/api/auth/delete-account')
      .send({ password: STRONG_PASSWORD });
    expect(deleted.status).toBe(200);
    const { rows } = await db.query(`SELECT 1 FROM auth.api_keys WHERE id = $1`, [key.id]);
    expect(rows).toHaveLength(0);
  });
});
