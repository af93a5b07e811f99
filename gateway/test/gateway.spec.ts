import { INestApplication, INestMicroservice } from '@nestjs/common';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { SERVICES } from '@sentilog/contracts';
import { startGateway, startService, startServices } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';

// Read when startGateway builds the gateway.
const frontendDist = mkdtempSync(join(tmpdir(), 'sentilog-frontend-'));
writeFileSync(
  join(frontendDist, 'index.html'),
  '<!doctype html><title>SentiLog test shell</title>',
);
Object.assign(process.env, {
  RPC_TIMEOUT_MS: '1500',
  CONTACT_RATE_LIMIT: '3',
  TRUST_PROXY: '1',
  FRONTEND_DIST: frontendDist,
});

describe('gateway with the contact service (real PostgreSQL and Redis)', () => {
  let gateway: INestApplication;
  let contact: INestMicroservice | undefined;
  let otherServices: INestMicroservice[] = [];
  let db: Client;
  let clientNumber = 0;

  /** Each test posts from its own address so rate limits do not leak between tests. */
  const from = () => `203.0.113.${++clientNumber}`;
  const http = () => request(gateway.getHttpServer());
  const postContact = (body: unknown, ip = from()) =>
    http()
      .post('/api/contact')
      .set('x-forwarded-for', ip)
      .send(body as object);

  beforeAll(async () => {
    contact = await startService('contact');
    otherServices = await startServices(SERVICES.filter((s) => s !== 'contact'));
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await gateway?.close();
    await contact?.close();
    await Promise.all(otherServices.map((s) => s.close()));
  });

  describe('POST /api/contact', () => {
    it('stores a valid message with the client address and answers 200 "Message received"', async () => {
      const ip = from();
      const res = await postContact(
        { username: 'Ann', email: 'Ann@Example.com', message: 'hi there' },
        ip,
      );

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Message received' });
      const { rows } = await db.query(
        'SELECT username, email, message, client_ip, created_at FROM contact.messages WHERE client_ip = $1',
        [ip],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        username: 'Ann',
        email: 'ann@example.com',
        message: 'hi there',
        client_ip: ip,
      });
      expect(rows[0].created_at).toBeInstanceOf(Date);
    });

    it.each([
      [{ email: 'a@b.co', message: 'hi' }, 'username is required'],
      [{ username: '   ', email: 'a@b.co', message: 'hi' }, 'username is required'],
      [
        { username: 'x'.repeat(101), email: 'a@b.co', message: 'hi' },
        'username must be at most 100 characters',
      ],
      [{ username: 'Ann', message: 'hi' }, 'email is required'],
      [
        { username: 'Ann', email: 'not-an-address', message: 'hi' },
        'email must be a valid email address',
      ],
      [{ username: 'Ann', email: 'a@b.co' }, 'message is required'],
      [{ username: 'Ann', email: 'a@b.co', message: ['x'] }, 'message must be text'],
      [
        { username: 'Ann', email: 'a@b.co', message: '' },
        'message must be between 1 and 5000 characters',
      ],
      [
        { username: 'Ann', email: 'a@b.co', message: 'x'.repeat(5001) },
        'message must be between 1 and 5000 characters',
      ],
      [{ username: 42, email: 'a@b.co', message: 'hi' }, 'username must be text'],
    ])('rejects %j with 400 "%s"', async (body, error) => {
      const res = await postContact(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, statusCode: 400 });
    });

    it('accepts a 5000-character message', async () => {
      const res = await postContact({
        username: 'Ann',
        email: 'a@b.co',
        message: 'x'.repeat(5000),
      });
      expect(res.status).toBe(200);
    });

    it('answers 400 with a readable error for a body that is not JSON', async () => {
      const res = await http()
        .post('/api/contact')
        .set('content-type', 'application/json')
        .set('x-forwarded-for', from())
        .send('{"username": oops');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'The request body is not valid JSON', statusCode: 400 });
    });

    it('limits each client address to CONTACT_RATE_LIMIT messages a minute with 429', async () => {
      const ip = from();
      const body = { username: 'Ann', email: 'a@b.co', message: 'again' };
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await postContact(body, ip)).status);
      const limited = await postContact(body, ip);

      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(limited.body).toEqual({
        error: 'Too many requests. Please wait a minute and try again.',
        statusCode: 429,
      });
      expect((await postContact(body, from())).status).toBe(200);
    });

    it('answers 503 "contact service unavailable" within the timeout while the service is down, and recovers without a gateway restart', async () => {
      await contact!.close();
      contact = undefined;
      const started = Date.now();
      const down = await postContact({ username: 'Ann', email: 'a@b.co', message: 'anyone?' });

      expect(down.status).toBe(503);
      expect(down.body).toEqual({ error: 'contact service unavailable', statusCode: 503 });
      expect(Date.now() - started).toBeLessThan(1500 + 2000);
      // One service down is that service's routes' 503, not a reason to pull the gateway pod.
      const stillReady = await http().get('/api/ready');
      expect(stillReady.status).toBe(200);

      contact = await startService('contact');
      const up = await postContact({ username: 'Ann', email: 'a@b.co', message: 'back?' });
      expect(up.status).toBe(200);
      // The request that timed out is never stored late: its caller was told it failed.
      const { rows } = await db.query(
        "SELECT message FROM contact.messages WHERE message IN ('anyone?', 'back?')",
      );
      expect(rows.map((r) => r.message)).toEqual(['back?']);
    });
  });

  describe('operations endpoints', () => {
    it('GET /api/health answers 200 {status: ok}', async () => {
      const res = await http().get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('GET /api/ready reports the gateway’s own PostgreSQL and Redis up', async () => {
      const res = await http().get('/api/ready');
      expect(res.body).toEqual({ ok: true, checks: { postgres: 'up', redis: 'up' } });
      expect(res.status).toBe(200);
    });

    it('GET /metrics exposes request counts, latency histograms per route and RPC latency per pattern', async () => {
      await postContact({ username: 'Ann', email: 'a@b.co', message: 'metrics' });
      const res = await http().get('/metrics');
      expect(res.status).toBe(200);
      expect(res.text).toMatch(
        /http_requests_total\{method="POST",route="\/api\/contact",status="200"\} \d+/,
      );
      expect(res.text).toMatch(
        /http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/contact"\}/,
      );
      expect(res.text).toMatch(
        /rpc_request_duration_seconds_count\{pattern="contact.create",outcome="ok"\} \d+/,
      );
    });

    it('serves the OpenAPI document listing the contact route and its body', async () => {
      const res = await http().get('/api/docs-json');
      expect(res.status).toBe(200);
      expect(res.body.paths['/api/contact'].post).toBeDefined();
      expect(Object.keys(res.body.components.schemas.ContactMessageDto.properties)).toEqual([
        'username',
        'email',
        'message',
      ]);
      expect((await http().get('/api/docs')).status).toBe(200);
    });

    it('echoes a sane x-request-id and replaces an unsafe one', async () => {
      expect(
        (await http().get('/api/health').set('x-request-id', 'abc-123')).headers['x-request-id'],
      ).toBe('abc-123');
      const replaced = (
        await http().get('/api/health').set('x-request-id', 'bad id with spaces and /slashes/')
      ).headers['x-request-id'];
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends security headers', async () => {
      const res = await http().get('/api/health');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    });
  });

  describe('frontend', () => {
    it('serves index.html for unknown non-API paths (SPA fallback)', async () => {
      const res = await http().get('/journal/some/deep/link');
      expect(res.status).toBe(200);
      expect(res.text).toContain('SentiLog test shell');
    });

    it('answers unknown API paths with a JSON 404, never the page', async () => {
      const res = await http().get('/api/does-not-exist');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Cannot GET /api/does-not-exist', statusCode: 404 });
    });
  });
});
