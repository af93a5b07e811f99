/**
 * Hostile request bodies through the gateway, with the auth and contact services in-process on
 * the run's real PostgreSQL and Redis: deep or huge JSON, multipart floods, and text PostgreSQL
 * cannot store are all clear 4xx answers, and nothing is stored.
 */
import { INestApplication, INestMicroservice } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { startGateway, startServices } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import {
  freshIp,
  privateRedisPrefix,
  setEnv,
  STRONG_PASSWORD,
  TEST_JWT_SECRET,
  uniqueEmail,
} from './auth-fixtures';

const NUL_OR_BAD_UNICODE = (field: string) => ({
  error: `${field} must not contain NUL characters or invalid Unicode`,
  statusCode: 400,
});

describe('request bodies: depth, size and text limits (real PostgreSQL and Redis)', () => {
  let restoreEnv: () => void;
  let services: INestMicroservice[] = [];
  let gateway: INestApplication;
  let db: Client;

  const post = (path: string) =>
    request(gateway.getHttpServer()).post(path).set('x-forwarded-for', freshIp());
  const postJson = (path: string, raw: string) =>
    post(path).set('content-type', 'application/json').send(raw);
  const contactRows = async (email: string) =>
    (await db.query('SELECT 1 FROM contact.messages WHERE email = $1', [email])).rowCount;
  const userRows = async (email: string) =>
    (await db.query('SELECT 1 FROM auth.users WHERE email = $1', [email])).rowCount;

  beforeAll(async () => {
    restoreEnv = setEnv({
      REDIS_PREFIX: privateRedisPrefix('body'),
      JWT_SECRET: TEST_JWT_SECRET,
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT: '1000',
      CONTACT_RATE_LIMIT: '1000',
      ANALYZE_RATE_LIMIT: '1000',
      SERVE_FRONTEND: 'false',
    });
    services = await startServices(['auth', 'contact']);
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await gateway?.close();
    await Promise.all(services.map((s) => s.close()));
    restoreEnv?.();
  });

  describe('JSON', () => {
    it('refuses JSON nested 100,000 levels deep with 400 before it is parsed or validated', async () => {
      const depth = 100_000;
      const deep = `{"username":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)},"email":"a@b.co","message":"hi"}`;
      const res = await postJson('/api/contact', deep);
      expect(res.body).toEqual({
        error: 'The request body is nested too deeply (at most 32 levels)',
        statusCode: 400,
      });
    });

    it('refuses deeply nested arrays too, and does not count brackets inside strings', async () => {
      const arrays = await postJson('/api/contact', `${'['.repeat(5_000)}${']'.repeat(5_000)}`);
      expect(arrays.status).toBe(400);
      expect(arrays.body.error).toBe('The request body is nested too deeply (at most 32 levels)');

      const email = uniqueEmail('brackets');
      const quoted = await post('/api/contact').send({
        username: 'Ann',
        email,
        message: `[[[{{{ "quoted \\" ${'['.repeat(200)} brackets`,
      });
      expect(quoted.status).toBe(200);
      expect(await contactRows(email)).toBe(1);
    });

    it('refuses a JSON body with 50,000 keys with 400', async () => {
      const keys = Array.from({ length: 50_000 }, (_, i) => `"k${i}":1`).join(',');
      const res = await postJson('/api/contact', `{${keys}}`);
      expect(res.body).toEqual({
        error: 'The request body has too many fields (at most 10,000)',
        statusCode: 400,
      });
    });

    it('refuses JSON in another charset than UTF-8 with 415', async () => {
      const res = await post('/api/contact')
        .set('content-type', 'application/json; charset=utf-16le')
        .send(Buffer.from('{"username":"Ann"}', 'utf16le'));
      expect(res.body).toEqual({ error: 'The request body must be UTF-8 JSON', statusCode: 415 });
    });
  });

  describe('multipart', () => {
    const flood = (req: request.Test, fields: number) => {
      for (let i = 0; i < fields; i++) void req.field(`f${i}`, 'x');
      return req;
    };

    it('refuses a signup with 5,000 fields with 400 and creates nothing', async () => {
      const email = uniqueEmail('flood');
      const res = await flood(
        post('/api/auth/signup')
          .field('firstname', 'Ann')
          .field('lastname', 'Lee')
          .field('email', email)
          .field('password', STRONG_PASSWORD),
        5_000,
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Too many (fields|parts)/);
      expect(await userRows(email)).toBe(0);
    });

    it('refuses a document upload carrying 500 fields with 400 before anything is queued', async () => {
      const res = await flood(post('/api/analyze/file'), 500).attach(
        'file',
        Buffer.from('A calm and pleasant day.'),
        { filename: 'note.txt', contentType: 'text/plain' },
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Too many (fields|parts)/);
    });

    it('refuses a document upload with a 100 KB text field with 400', async () => {
      const res = await post('/api/analyze/file')
        .field('note', 'x'.repeat(100_000))
        .attach('file', Buffer.from('A calm and pleasant day.'), {
          filename: 'note.txt',
          contentType: 'text/plain',
        });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Field value too long/);
    });

    it('refuses a document upload with a second file with 400', async () => {
      const res = await post('/api/analyze/file')
        .attach('file', Buffer.from('one'), { filename: 'a.txt', contentType: 'text/plain' })
        .attach('file', Buffer.from('two'), { filename: 'b.txt', contentType: 'text/plain' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Too many files|^Unexpected/);
    });
  });

  describe('text PostgreSQL cannot store', () => {
    it('refuses a multipart signup whose firstname holds a NUL byte with 400 naming the field', async () => {
      const email = uniqueEmail('nul');
      const res = await post('/api/auth/signup')
        .field('firstname', 'An\u0000n')
        .field('lastname', 'Lee')
        .field('email', email)
        .field('password', STRONG_PASSWORD);
      expect(res.body).toEqual(NUL_OR_BAD_UNICODE('firstname'));
      expect(await userRows(email)).toBe(0);
    });

    it('refuses a JSON signup whose lastname holds a NUL with 400', async () => {
      const email = uniqueEmail('nul-json');
      const res = await post('/api/auth/signup').send({
        firstname: 'Ann',
        lastname: 'Le\u0000e',
        email,
        password: STRONG_PASSWORD,
      });
      expect(res.body).toEqual(NUL_OR_BAD_UNICODE('lastname'));
      expect(await userRows(email)).toBe(0);
    });

    it.each([
      ['a NUL', 'hello \\u0000 there'],
      ['a lone high surrogate', 'hello \\ud800 there'],
      ['a lone low surrogate', 'hello \\udfff there'],
    ])('refuses a contact message holding %s with 400 and stores nothing', async (_what, text) => {
      const email = uniqueEmail('contact');
      const res = await postJson(
        '/api/contact',
        `{"username":"Ann","email":"${email}","message":"${text}"}`,
      );
      expect(res.body).toEqual(NUL_OR_BAD_UNICODE('message'));
      expect(await contactRows(email)).toBe(0);
    });

    it('refuses a NUL in a key of the body too', async () => {
      const res = await postJson(
        '/api/contact',
        '{"username":"Ann","email":"a@b.co","message":"hi","x\\u0000":1}',
      );
      expect(res.body).toEqual(NUL_OR_BAD_UNICODE('body'));
    });

    it('keeps text with paired surrogates (emoji) and other control characters', async () => {
      const email = uniqueEmail('emoji');
      const res = await post('/api/contact').send({
        username: 'Ann 😀',
        email,
        message: 'Tabs\tand emoji 🎉 are fine',
      });
      expect(res.status).toBe(200);
      const { rows } = await db.query('SELECT username FROM contact.messages WHERE email = $1', [
        email,
      ]);
      expect(rows).toEqual([{ username: 'Ann 😀' }]);
    });
  });
});
