import { INestApplication } from '@nestjs/common';
import { createServer } from 'node:net';
import request from 'supertest';
import { startGateway } from '../../infra/testing/stack';

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

describe('gateway with METRICS_PORT (real Redis)', () => {
  let gateway: INestApplication;
  let metricsUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    // Read when startGateway builds the gateway.
    process.env.METRICS_PORT = String(port);
    metricsUrl = `http://127.0.0.1:${port}`;
    gateway = await startGateway();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('serves GET /metrics on METRICS_PORT, counting requests to the public port', async () => {
    await request(gateway.getHttpServer()).get('/api/health');
    const res = await fetch(`${metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toMatch(
      /http_requests_total\{method="GET",route="\/api\/health",status="\d+"\} \d+/,
    );
  });

  it('keeps the metrics off the public port', async () => {
    const res = await request(gateway.getHttpServer()).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
  });

  it('answers 404 for any other path or method on the metrics port', async () => {
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
