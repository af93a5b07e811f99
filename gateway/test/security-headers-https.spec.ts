import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { startGateway } from '../../infra/testing/stack';

// Read when startGateway builds the gateway: the site's public address is https, with a TLS-
// terminating proxy that forwards no protocol header.
Object.assign(process.env, {
  TRUST_PROXY: 'false',
  APP_URL: 'https://sentilog.example.com',
  PUBLIC_URL: 'https://sentilog.example.com',
});

describe('security headers with an https public address (real Redis)', () => {
  let gateway: INestApplication;

  beforeAll(async () => {
    gateway = await startGateway();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('always sends upgrade-insecure-requests and HSTS', async () => {
    const res = await request(gateway.getHttpServer()).get('/api/health');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});
