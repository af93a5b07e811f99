/**
 * The gateway's cache of text answers against the real Redis: kept by the exact text and the
 * models' version, bounded in count, expiring, shared by concurrent requests, and never used when
 * the version cannot be asked. The analysis itself is a counting function here; the route through
 * the whole stack is in analysis.spec.ts.
 */
import { AnalysisPatterns, AnalyzeTextResponse } from '@sentilog/contracts';
import { uniquePrefix } from '../../infra/testing/redis-prefix';
import { TEST_REDIS_URL } from '../../infra/testing/test-env';
import { MAX_CACHED_TEXT_LENGTH, TextResultCache } from '../src/analysis/text-result-cache';
import { GatewayRedis } from '../src/common/redis.provider';
import { GatewayConfig, gatewayConfigFrom } from '../src/config';
import type { RpcService } from '../src/rpc/rpc.service';

function answerFor(text: string): AnalyzeTextResponse {
  return {
    sentiment: 'POSITIVE',
    emotion: 'joy',
    score: text.length / 1000,
    confidence: 0.9,
    emotions: { anger: 0, disgust: 0, fear: 0, joy: 1, neutral: 0, sadness: 0, surprise: 0 },
    uncertain: false,
    magnitude: 0.8,
    ironic: false,
    language: 'en',
    explanation: { words: [] },
    model: { tier: 'accurate', version: '2.1.0' },
  };
}

describe('TextResultCache (real Redis)', () => {
  const open: GatewayRedis[] = [];
  afterAll(() => open.forEach((redis) => redis.disconnect()));

  function setUp(overrides: Record<string, string> = {}) {
    const config: GatewayConfig = gatewayConfigFrom({
      ...process.env,
      REDIS_URL: TEST_REDIS_URL,
      // Under the run's prefix (teardown removes it), in the characters REDIS_PREFIX allows.
      REDIS_PREFIX: uniquePrefix('text-cache').replace(':', '.'),
      ...overrides,
    });
    const redis = new GatewayRedis(config);
    open.push(redis);
    let fingerprint: string | Error = 'model-a';
    const rpc = {
      call: jest.fn(async (pattern: string) => {
        expect(pattern).toBe(AnalysisPatterns.models);
        if (fingerprint instanceof Error) throw fingerprint;
        return { fingerprint, answerFormat: 1 };
      }),
    };
    const analysed: string[] = [];
    const analyse = (text: string) => async () => {
      analysed.push(text);
      await new Promise((resolve) => setImmediate(resolve));
      return answerFor(text);
    };
    const fresh = () => new TextResultCache(redis, rpc as unknown as RpcService, config);
    return {
      redis,
      analysed,
      analyse,
      fresh,
      cache: fresh(),
      setFingerprint: (value: string | Error) => (fingerprint = value),
      entries: async () =>
        (await redis.keys(`${config.REDIS_PREFIX}:gateway:text-results:*`)).length,
    };
  }

  it('answers a repeated text from the cache, across gateway replicas, and a different text afresh', async () => {
    const { cache, fresh, analysed, analyse } = setUp();

    const first = await cache.answer('A lovely day.', analyse('A lovely day.'));
    const again = await cache.answer('A lovely day.', analyse('A lovely day.'));
    // Another replica has no copy of its own: it reads Redis.
    const elsewhere = await fresh().answer('A lovely day.', analyse('A lovely day.'));
    await cache.answer('A lovely day!', analyse('A lovely day!'));

    expect(again).toEqual(first);
    expect(elsewhere).toEqual(first);
    expect(analysed).toEqual(['A lovely day.', 'A lovely day!']);
  });

  it('keeps a reading per domain: the same words asked as news are read again', async () => {
    const { cache, analysed, analyse } = setUp();

    await cache.answer('Prices fall.', analyse('Prices fall. (auto)'));
    await cache.answer('Prices fall.', analyse('Prices fall. (news)'), 'news');
    await cache.answer('Prices fall.', analyse('Prices fall. (news)'), 'news');
    await cache.answer('Prices fall.', analyse('Prices fall. (auto)'));

    expect(analysed).toEqual(['Prices fall. (auto)', 'Prices fall. (news)']);
  });

  it('asks the analysis once for concurrent requests of the same text', async () => {
    const { cache, analysed, analyse } = setUp();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cache.answer('Same words.', analyse('Same words.'))),
    );

    expect(analysed).toEqual(['Same words.']);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('never serves an answer of other models (a new fingerprint) once their version is asked again', async () => {
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'setImmediate', 'nextTick'] });
    try {
      const { cache, analysed, analyse, setFingerprint } = setUp();
      await cache.answer('Model change.', analyse('Model change.'));

      setFingerprint('model-b');
      jest.setSystemTime(Date.now() + 31_000);
      await cache.answer('Model change.', analyse('Model change.'));

      expect(analysed).toEqual(['Model change.', 'Model change.']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps at most ANALYSIS_CACHE_MAX_ENTRIES answers in Redis, each expiring after ANALYSIS_CACHE_TTL_S', async () => {
    const { cache, redis, analyse, entries } = setUp({
      ANALYSIS_CACHE_MAX_ENTRIES: '100',
      ANALYSIS_CACHE_TTL_S: '120',
    });

    for (let i = 0; i < 130; i++) await cache.answer(`Text number ${i}.`, analyse(`${i}`));

    // The entries plus their index.
    expect(await entries()).toBe(101);
    expect(await redis.zcard('text-results:index')).toBe(100);
    const [newest] = await redis.zrange('text-results:index', -1, -1);
    const ttl = await redis.ttl(newest.slice(redis.options.keyPrefix!.length));
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('keeps nothing for long texts, with ANALYSIS_CACHE_TTL_S=0, or while the models version cannot be asked', async () => {
    const long = 'x'.repeat(MAX_CACHED_TEXT_LENGTH + 1);
    const off = setUp({ ANALYSIS_CACHE_TTL_S: '0' });
    await off.cache.answer('Off.', off.analyse('Off.'));
    await off.cache.answer('Off.', off.analyse('Off.'));
    const on = setUp();
    await on.cache.answer(long, on.analyse('long'));
    await on.cache.answer(long, on.analyse('long'));
    const down = setUp();
    down.setFingerprint(new Error('analysis service unavailable'));
    await down.cache.answer('Down.', down.analyse('Down.'));
    await down.cache.answer('Down.', down.analyse('Down.'));

    expect(off.analysed).toEqual(['Off.', 'Off.']);
    expect(on.analysed).toEqual(['long', 'long']);
    expect(down.analysed).toEqual(['Down.', 'Down.']);
    expect((await off.entries()) + (await on.entries()) + (await down.entries())).toBe(0);
  });
});
