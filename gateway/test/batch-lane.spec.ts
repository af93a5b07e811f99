/**
 * @exclusive a large API batch read by the real models beside a public load: the point is what
 * the public load sees on a busy machine, so nothing else runs beside this file
 *
 * One organisation's batch must not stall analysis for everyone. A batch of 50 texts of 100,000
 * characters (5 MB, the attack's call halved) runs while visitors use the landing demo
 * (`POST /api/analyze/text`, no login, the default ANALYSIS_QUEUE_WAIT_MS of 1 s before "busy"):
 * every visitor is answered, none is told the analyzer is busy. With small limits the batch call's
 * answer says what it cost, a second call of the same account at once is refused, and a call that
 * is cancelled is charged for the work sent and nothing more.
 */
import { INestApplication, INestMicroservice } from '@nestjs/common';
import Redis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import { startGateway, startServices } from '../../infra/testing/stack';
import { testDatabaseUrl } from '../../infra/testing/test-env';
import { waitFor } from '../../infra/testing/redis-prefix';
import {
  freshIp,
  openAccount,
  privateRedisPrefix,
  setEnv,
  TEST_JWT_SECRET,
  uniqueEmail,
} from './auth-fixtures';

const DAILY = 12_000_000;
const PER_CALL = 6_000_000;
const LONG = 100_000;

/** About `length` characters of a plain review, told apart by `seed`. */
function review(seed: number, length = LONG): string {
  const sentence = `Visit ${seed}: the room was clean, the staff kind, but the breakfast was cold and late. `;
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length);
}

describe('the batch lane: a large API batch beside a public load (real models)', () => {
  let restoreEnv: () => void;
  let prefix: string;
  let services: INestMicroservice[] = [];
  let gateway: INestApplication;
  let db: Client;
  let redis: Redis;
  let secret: string;
  let otherSecret: string;
  let keyIds: Record<string, string> = {};
  let userId: string;

  const http = () => request(gateway.getHttpServer());
  const batch = (key: string, texts: string[]) =>
    http()
      .post('/api/v1/analyze/batch')
      .set('x-forwarded-for', freshIp())
      .set('Authorization', `Bearer ${key}`)
      .send({ texts });

  /** Requests the analysis service holds (pending in a consumer group of any of its streams). */
  async function heldByAnalysis(): Promise<number> {
    let held = 0;
    for (const stream of await redis.keys(`${prefix}:rpc:analysis*`)) {
      for (const group of (await redis.xinfo('GROUPS', stream)) as unknown[][]) {
        held += Number(group[group.indexOf('pending') + 1]);
      }
    }
    return held;
  }

  beforeAll(async () => {
    prefix = privateRedisPrefix('batch-lane');
    restoreEnv = setEnv({
      REDIS_PREFIX: prefix,
      JWT_SECRET: TEST_JWT_SECRET,
      API_RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '1000',
      ANALYZE_RATE_LIMIT: '1000',
      ANALYSIS_CACHE_TTL_S: '0',
      API_KEY_DAILY_CHARACTERS: String(DAILY),
      API_BATCH_MAX_CHARACTERS: String(PER_CALL),
      API_BATCH_CONCURRENT_CALLS: '1',
      SERVE_FRONTEND: 'false',
    });
    services = await startServices(['analysis', 'auth']);
    gateway = await startGateway();
    db = new Client({ connectionString: testDatabaseUrl() });
    await db.connect();
    redis = new Redis(process.env.REDIS_URL!);
    const account = await openAccount(http, {
      firstname: 'Org',
      lastname: 'Batch',
      email: uniqueEmail('batch-lane'),
    });
    const { token, user } = account.body as { token: string; user: { id: string } };
    userId = user.id;
    await db.query('UPDATE auth.users SET email_verified_at = now() WHERE id = $1', [user.id]);
    const keyOf = async (name: string) => {
      const created = await http()
        .post('/api/api-keys')
        .set('Authorization', `Bearer ${token}`)
        .send({ name });
      expect(created.status).toBe(201);
      const { key, secret: made } = created.body as { key: { id: string }; secret: string };
      keyIds = { ...keyIds, [made]: key.id };
      return made;
    };
    secret = await keyOf('Nightly reviews');
    otherSecret = await keyOf('Second key of the same account');
  });

  afterAll(async () => {
    redis?.disconnect();
    await db?.end();
    await gateway?.close();
    await Promise.all(services.map((s) => s.close()));
    restoreEnv?.();
  });

  it('answers every visitor while a 5 MB batch runs, and the batch too, charged in characters', async () => {
    const texts = Array.from({ length: 50 }, (_, i) => review(i));
    const running = batch(secret, texts).then((res) => res);
    await waitFor(async () => (await heldByAnalysis()) > 0, 60_000, 'the batch to reach analysis');

    // A second call at once is refused, with the same key or another of the same account: one
    // at a time here (API_BATCH_CONCURRENT_CALLS=1).
    const sameKey = await batch(secret, ['A short and happy note.']);
    expect(sameKey.status).toBe(429);
    expect(sameKey.body).toEqual({
      error:
        'This API key already has 1 batch call running, the most it may have at once. Wait for it to finish before starting another.',
      statusCode: 429,
    });
    expect(sameKey.headers['x-quota-remaining-characters']).toBe(String(DAILY - 50 * LONG));
    const second = await batch(otherSecret, ['A short and happy note.']);
    expect(second.status).toBe(429);
    expect(second.body).toEqual({
      error:
        'This account already has 1 batch call running, the most it may have at once. Wait for it to finish before starting another.',
      statusCode: 429,
    });

    // Visitors try the landing demo, one every quarter second, while the batch is read.
    const visitors: Promise<number>[] = [];
    for (let i = 0; i < 12; i++) {
      visitors.push(
        http()
          .post('/api/analyze/text')
          .set('x-forwarded-for', freshIp())
          .send({ text: `Visitor ${i} thinks the new park by the river is lovely.` })
          .then((res) => res.status),
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const statuses = await Promise.all(visitors);
    expect(statuses).toEqual(statuses.map(() => 200));

    const res = await running;
    expect(res.status).toBe(200);
    expect((res.body as { results: unknown[] }).results).toHaveLength(50);
    expect(res.headers['x-quota-limit-characters']).toBe(String(DAILY));
    expect(res.headers['x-quota-remaining-characters']).toBe(String(DAILY - 50 * LONG));
    expect(res.headers['x-call-limit-characters']).toBe(String(PER_CALL));
  }, 600_000);

  it('charges a call its caller cancelled for the parts it sent, and sends no more', async () => {
    const batchStream = `${prefix}:rpc:analysis-batch`;
    const sentParts = async () =>
      Number(
        ((await redis.xinfo('STREAM', batchStream)) as unknown[]).find(
          (_, i, info) => info[i - 1] === 'entries-added',
        ),
      );
    const before = await sentParts();
    // 20 texts of 100,000 characters: 20 parts of one text each, two asked at a time.
    const texts = Array.from({ length: 20 }, (_, i) => review(100 + i));
    const call = batch(otherSecret, texts);
    const settled = call.then(
      () => 'answered',
      () => 'cancelled',
    );
    await waitFor(async () => (await sentParts()) - before >= 2, 60_000, 'two parts to be sent');
    call.abort();
    expect(await settled).toBe('cancelled');

    // The call ends once its parts in flight are answered: its slot is free again.
    const slots = `${prefix}:gateway:batch-calls:account:${userId}`;
    await waitFor(async () => (await redis.zcard(slots)) === 0, 60_000, 'the call to end');
    const sent = (await sentParts()) - before;
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(sent).toBeLessThan(20);
    const day = new Date().toISOString().slice(0, 10);
    const charged = Number(
      await redis.get(`${prefix}:gateway:api-quota:${keyIds[otherSecret]}:${day}`),
    );
    expect(charged).toBe(sent * LONG);
    // The durable usage the keys page shows says the same.
    await waitFor(async () => {
      const { rows } = await db.query<{ characters: number }>(
        'SELECT characters::float8 AS characters FROM auth.api_key_usage WHERE key_id = $1',
        [keyIds[otherSecret]],
      );
      return rows[0]?.characters === sent * LONG;
    }, 10_000);
  }, 300_000);
});
