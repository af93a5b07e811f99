import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { startGateway } from '../../infra/testing/stack';

// Read when startGateway builds the gateway: plain-HTTP addresses behind one trusted proxy hop,
// which says per request whether the browser used https.
Object.assign(process.env, { TRUST_PROXY: '1', APP_URL: 'http://sentilog.test:8080' });
delete process.env.PUBLIC_URL;

describe('security headers behind a trusted proxy (real Redis)', () => {
  let gateway: INestApplication;

  beforeAll(async () => {
    gateway = await startGateway();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('plain HTTP: a CSP without upgrade-insecure-requests, and no HSTS', async () => {
    const res = await request(gateway.getHttpServer())
      .get('/api/health')
      .set('X-Forwarded-Proto', 'http');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('X-Forwarded-Proto: https from the trusted proxy: upgrade-insecure-requests and HSTS', async () => {
    const res = await request(gateway.getHttpServer())
      .get('/api/health')
      .set('X-Forwarded-Proto', 'https');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});
