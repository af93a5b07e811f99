import { INestApplication } from '@nestjs/common';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { waitFor } from '../../infra/testing/redis-prefix';
import { startGateway } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';

const ROOT = join(__dirname, '../..');
const TOKEN = randomBytes(24).toString('hex');
// Read when startGateway builds the gateway.
Object.assign(process.env, { READINESS_DETAIL_TOKEN: TOKEN, API_RATE_LIMIT: '5' });

describe('GET /api/ready (real PostgreSQL, Redis and analysis service)', () => {
  let gateway: INestApplication;
  let analysis: ChildProcess | undefined;
  let db: Client;

  const http = () => request(gateway.getHttpServer());
  /**
   * Moves the gateway's clock (Date.now, which its one-second readiness cache reads) past the cache,
   * so the next call really checks, without waiting a second of real time.
   */
  let clockAhead = 0;
  const pastTheCache = () => {
    clockAhead += 1_100;
  };
  const details = () => http().get('/api/ready/details').set('x-readiness-token', TOKEN);
  const readinessBackends = async () =>
    (
      await db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE application_name = 'sentilog-gateway-readiness' AND datname = current_database()`,
      )
    ).rows.map((row) => row.pid);

  beforeAll(async () => {
    const now = Date.now.bind(Date);
    jest.spyOn(Date, 'now').mockImplementation(() => now() + clockAhead);
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    gateway = await startGateway();
    // The analysis service in a process of its own, so that it can be held busy on its own.
    analysis = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(ROOT, 'services/analysis/src/main.ts')],
      {
        cwd: ROOT,
        env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.spec.json') },
        stdio: 'ignore',
      },
    );
    await waitFor(
      async () => (await details()).body.checks?.analysis === 'up',
      90_000,
      'the analysis service to answer',
    );
  });

  afterAll(async () => {
    analysis?.kill('SIGKILL');
    await gateway?.close();
    await db?.end();
  });

  it('answers only up or down for the gateway’s own PostgreSQL pool and Redis', async () => {
    const res = await http().get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, checks: { postgres: 'up', redis: 'up' } });
  });

  it('reuses one pooled PostgreSQL connection instead of opening one per call', async () => {
    await http().get('/api/ready');
    const [pid] = await readinessBackends();
    expect(pid).toBeDefined();
    for (let i = 0; i < 3; i++) {
      pastTheCache();
      expect((await http().get('/api/ready')).status).toBe(200);
      expect(await readinessBackends()).toEqual([pid]);
    }
  });

  it('is not rate limited: probes from one address far beyond API_RATE_LIMIT all succeed', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await http().get('/api/ready')).status);
    expect(statuses).toEqual(Array(30).fill(200));
  });

  it('stays ready while the analysis service is held busy; the detailed check shows it', async () => {
    // SIGSTOP holds the service's event loop as a long analysis does: it answers nothing.
    analysis!.kill('SIGSTOP');
    try {
      await waitFor(
        async () => (await details()).body.checks?.analysis !== 'up',
        20_000,
        'the detailed check to see the analysis service busy',
      );
      const detailed = await details();
      expect(detailed.status).toBe(503);
      expect(detailed.body.checks).toMatchObject({ postgres: 'up', redis: 'up' });
      expect(detailed.body.checks.analysis).toMatch(/analysis service unavailable|no answer/);

      for (let i = 0; i < 5; i++) {
        const res = await http().get('/api/ready');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ok: true, checks: { postgres: 'up', redis: 'up' } });
        pastTheCache();
      }
    } finally {
      analysis!.kill('SIGCONT');
    }
  });

  it('hides the detailed check from anyone without READINESS_DETAIL_TOKEN', async () => {
    for (const token of [undefined, 'wrong', `${TOKEN}x`]) {
      const req = http().get('/api/ready/details');
      const res = token === undefined ? await req : await req.set('x-readiness-token', token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found', statusCode: 404 });
    }
  });
});
