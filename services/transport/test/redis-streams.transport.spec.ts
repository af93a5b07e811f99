import { RpcException } from '@nestjs/microservices';
import Redis from 'ioredis';
import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';
import { uniquePrefix, waitFor } from '../../../infra/testing/redis-prefix';
import {
  RedisStreamsClient,
  RedisStreamsServer,
  BUSY_MESSAGE,
  RpcCallError,
  ServiceUnavailableError,
} from '../src';

const redisUrl = process.env.REDIS_URL!;

describe('Redis Streams transport (real Redis)', () => {
  const closables: { close(): unknown }[] = [];
  afterEach(async () => {
    await Promise.all(closables.splice(0).map((c) => c.close()));
  });

  function server(
    prefix: string,
    service: string,
    options: Partial<ConstructorParameters<typeof RedisStreamsServer>[0]> = {},
  ) {
    const instance = new RedisStreamsServer({
      service,
      redisUrl,
      prefix,
      blockMs: 200,
      ...options,
    });
    closables.push(instance);
    return instance;
  }

  function client(prefix: string, timeoutMs = 5_000) {
    const instance = new RedisStreamsClient({ redisUrl, prefix, timeoutMs });
    closables.push(instance);
    return instance;
  }

  const listen = (s: RedisStreamsServer) =>
    new Promise<void>((resolve, reject) =>
      s.listen((err?: unknown) => (err ? reject(err) : resolve())),
    );

  it('(a) spreads 200 requests over two replicas, handling each exactly once, and returns all 200 replies', async () => {
    const prefix = uniquePrefix('a');
    const handledBy: Record<string, string[]> = { one: [], two: [] };
    for (const name of ['one', 'two'] as const) {
      const replica = server(prefix, 'calc', { consumer: name });
      replica.addHandler('calc.double', async (n: number) => {
        handledBy[name].push(String(n));
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { n, doubled: n * 2, by: name };
      });
      await listen(replica);
    }
    const caller = client(prefix);

    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, n) => firstValueFrom(caller.send('calc.double', n))),
    );

    expect(replies.map((r) => r.doubled)).toEqual(Array.from({ length: 200 }, (_, n) => n * 2));
    const all = [...handledBy.one, ...handledBy.two];
    expect(all).toHaveLength(200);
    expect(new Set(all).size).toBe(200);
    expect(handledBy.one.length).toBeGreaterThan(0);
    expect(handledBy.two.length).toBeGreaterThan(0);
  });

  it('(b) completes a request on another replica after the one handling it is killed before acking', async () => {
    const prefix = uniquePrefix('b');
    const doomed: ChildProcess = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, 'fixtures/hanging-server.ts')],
      { env: { ...process.env, TRANSPORT_PREFIX: prefix }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    doomed.stdout!.on('data', (chunk) => (output += String(chunk)));
    try {
      await waitFor(() => output.includes('listening'), 20_000, 'the doomed replica to listen');
      const caller = client(prefix, 20_000);
      const reply = firstValueFrom(caller.send('worker.run', { job: 7 }));
      await waitFor(
        () => output.includes('received {"job":7}'),
        10_000,
        'the doomed replica to take the job',
      );

      doomed.kill('SIGKILL');
      const survivor = server(prefix, 'worker', {
        consumer: 'survivor',
        visibilityTimeoutMs: 1_000,
      });
      survivor.addHandler('worker.run', async (data: { job: number }) => ({
        done: data.job,
        by: 'survivor',
      }));
      await listen(survivor);

      await expect(reply).resolves.toEqual({ done: 7, by: 'survivor' });
    } finally {
      doomed.kill('SIGKILL');
    }
  });

  /** Starts the hanging replica in its own process and waits until it holds `worker.run`. */
  async function doomedReplicaHolding(prefix: string, caller: RedisStreamsClient, job: number) {
    const doomed: ChildProcess = spawn(
      process.execPath,
      ['-r', '@swc-node/register', join(__dirname, 'fixtures/hanging-server.ts')],
      { env: { ...process.env, TRANSPORT_PREFIX: prefix }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    doomed.stdout!.on('data', (chunk) => (output += String(chunk)));
    await waitFor(() => output.includes('listening'), 20_000, 'the doomed replica to listen');
    const reply = firstValueFrom(caller.send('worker.run', { job }));
    // Settled here too, so that a failure while waiting below is not an unhandled rejection.
    reply.catch(() => undefined);
    await waitFor(
      () => output.includes(`received {"job":${job}}`),
      10_000,
      'the doomed replica to take the job',
    );
    return { doomed, reply };
  }

  it('completes a request whose replica died mid-handler on a restarted replica with the default options, within a 10 s deadline (the visibility timeout is a fraction of it)', async () => {
    const prefix = uniquePrefix('restart');
    // Shorter than the 30 s visibility timeout this transport used to have, which made every
    // request held by a dead replica time out even once a replica was back.
    const caller = client(prefix, 10_000);
    const { doomed, reply } = await doomedReplicaHolding(prefix, caller, 11);
    try {
      doomed.kill('SIGKILL');
      const restarted = server(prefix, 'worker', { consumer: 'restarted' });
      restarted.addHandler('worker.run', async (data: { job: number }) => ({
        done: data.job,
        by: 'restarted',
      }));
      await listen(restarted);

      await expect(reply).resolves.toEqual({ done: 11, by: 'restarted' });
    } finally {
      doomed.kill('SIGKILL');
    }
  });

  it('does not hand a slow request to another replica while the live one keeps working on it', async () => {
    const prefix = uniquePrefix('slow');
    const handled: string[] = [];
    for (const name of ['busy', 'idle'] as const) {
      // A visibility timeout far shorter than the handler: only the refreshes keep the message.
      const replica = server(prefix, 'slow', { consumer: name, visibilityTimeoutMs: 300 });
      replica.addHandler('slow.work', async () => {
        handled.push(name);
        // Real time, not fake timers: the claim that is tested is Redis's (a pending entry idle
        // past the visibility timeout), and Redis's clock cannot be faked from here.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return name;
      });
      await listen(replica);
    }

    const by = await firstValueFrom(client(prefix).send('slow.work', {}));

    expect(handled).toEqual([by]);
  });

  it('answers again by itself after Redis lost every key (a restart without persistence, a flush)', async () => {
    const prefix = uniquePrefix('flushed');
    const replica = server(prefix, 'calc');
    replica.addHandler('calc.double', async (n: number) => n * 2);
    await listen(replica);
    const caller = client(prefix);
    expect(await firstValueFrom(caller.send('calc.double', 1))).toBe(2);

    const redis = new Redis(redisUrl);
    for await (const keys of redis.scanStream({ match: `${prefix}:*` }) as AsyncIterable<
      string[]
    >) {
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();

    expect(await firstValueFrom(caller.send('calc.double', 2))).toBe(4);
  });

  it('fails the requests in flight at once when its connection to Redis drops, and works again after', async () => {
    const prefix = uniquePrefix('dropped');
    const replica = server(prefix, 'slow');
    let answer = false;
    replica.addHandler('slow.echo', async (n: number) => {
      while (!answer) await new Promise((resolve) => setTimeout(resolve, 20));
      return n;
    });
    await listen(replica);
    const caller = client(prefix, 30_000);
    const inFlight = firstValueFrom(caller.send('slow.echo', 1));
    await waitFor(async () => (await caller.unwrap<Redis>().xlen(`${prefix}:rpc:slow`)) === 1);

    // What a Redis restart does to the client's connections.
    (caller as unknown as { reader: Redis }).reader.disconnect(true);
    const err = await inFlight.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect((err as ServiceUnavailableError).message).toBe('slow service unavailable');

    answer = true;
    expect(await firstValueFrom(caller.send('slow.echo', 2))).toBe(2);
  });

  it('(c) fails a request to a service with no running replica after the timeout, with a clear error', async () => {
    const prefix = uniquePrefix('c');
    const caller = client(prefix, 500);
    const started = Date.now();

    const error = await firstValueFrom(caller.send('nobody.home', {})).catch((err: unknown) => err);

    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as ServiceUnavailableError).message).toBe('nobody service unavailable');
    expect((error as ServiceUnavailableError).statusCode).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('drops a request whose caller already gave up instead of handling it late', async () => {
    const prefix = uniquePrefix('late');
    const caller = client(prefix, 300);
    await firstValueFrom(caller.send('late.store', { n: 1 })).catch(() => undefined);
    const handled: unknown[] = [];
    const replica = server(prefix, 'late');
    replica.addHandler('late.store', async (data: unknown) => handled.push(data));
    await listen(replica);

    await expect(firstValueFrom(caller.send('late.store', { n: 2 }))).resolves.toBe(1);
    expect(handled).toEqual([{ n: 2 }]);
  });

  it('answers 503 busy at once to a request that waited past its start-by bound, and still works the ones in time', async () => {
    const prefix = uniquePrefix('busy');
    const replica = server(prefix, 'busy', { concurrency: 1 });
    const started: number[] = [];
    replica.addHandler('busy.work', async (n: number) => {
      started.push(n);
      // Real time: the start-by bound is checked against the time the request was queued in Redis.
      await new Promise((resolve) => setTimeout(resolve, 400));
      return n;
    });
    await listen(replica);
    const caller = new RedisStreamsClient({
      redisUrl,
      prefix,
      timeoutMs: 10_000,
      patternQueueWaitsMs: { 'busy.work': 250 },
    });
    closables.push(caller);

    // One slot: the first holds it for 400 ms, so the second cannot start within 250 ms.
    const first = firstValueFrom(caller.send('busy.work', 1));
    const sentAt = Date.now();
    const second = await firstValueFrom(caller.send('busy.work', 2)).catch((err: unknown) => err);
    const answeredAfter = Date.now() - sentAt;

    expect(await first).toBe(1);
    expect(second).toBeInstanceOf(RpcCallError);
    expect(second).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE });
    expect(started).toEqual([1]);
    // Told when the slot freed (about 400 ms), not at the 10 s timeout.
    expect(answeredAfter).toBeLessThan(5_000);
    // Once the service has room again a request goes through.
    await expect(firstValueFrom(caller.send('busy.work', 3))).resolves.toBe(3);
  });

  it('(d) delivers an event published while its subscriber is down once the subscriber comes back', async () => {
    const prefix = uniquePrefix('d');
    const received: unknown[] = [];
    const makeSubscriber = () => {
      const subscriber = new RedisStreamsServer({
        service: 'journal',
        redisUrl,
        prefix,
        blockMs: 200,
      });
      subscriber.addHandler(
        'user.deleted',
        async (data: unknown) => void received.push(data),
        true,
      );
      return subscriber;
    };
    const first = makeSubscriber();
    await listen(first);
    await first.close();

    const publisher = client(prefix);
    await firstValueFrom(publisher.emit('user.deleted', { userId: 'u-1' }));
    expect(received).toEqual([]);

    const second = makeSubscriber();
    closables.push(second);
    await listen(second);
    await waitFor(() => received.length > 0, 5_000, 'the event');
    expect(received).toEqual([{ userId: 'u-1' }]);
  });

  it('gives each subscribing service its own copy of an event, once', async () => {
    const prefix = uniquePrefix('fanout');
    const seen: string[] = [];
    for (const service of ['journal', 'news', 'journal']) {
      const subscriber = server(prefix, service);
      subscriber.addHandler('user.deleted', async () => void seen.push(service), true);
      await listen(subscriber);
    }
    await firstValueFrom(client(prefix).emit('user.deleted', { userId: 'u-2' }));
    await waitFor(() => seen.length >= 2, 5_000, 'both services');
    // A while for a duplicate delivery to show up, if there were one: no event marks its absence.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.sort()).toEqual(['journal', 'news']);
  });

  it('passes a handler error back to the caller with its status', async () => {
    const prefix = uniquePrefix('err');
    const replica = server(prefix, 'acct');
    replica.addHandler('acct.find', async () => {
      throw new RpcException({ statusCode: 404, error: 'No such account' });
    });
    await listen(replica);

    const error = await firstValueFrom(client(prefix).send('acct.find', {})).catch(
      (err: unknown) => err,
    );

    expect(error).toBeInstanceOf(RpcCallError);
    expect(error).toMatchObject({
      statusCode: 404,
      message: 'No such account',
      pattern: 'acct.find',
    });
  });

  it("serves a lane's patterns from a stream of their own: its requests never take the main stream's slots", async () => {
    const prefix = uniquePrefix('lane');
    const replica = server(prefix, 'calc', {
      concurrency: 1,
      lanes: [{ service: 'calc-bulk', concurrency: 1 }],
    });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let slowStarted = 0;
    replica.addHandler('calc-bulk.slow', async (n: number) => {
      slowStarted += 1;
      await released;
      return n;
    });
    replica.addHandler('calc.quick', async (n: number) => n * 2);
    await listen(replica);
    const caller = client(prefix);

    // Three slow requests: the lane holds one (its concurrency), two wait in its stream.
    const slow = [1, 2, 3].map((n) => firstValueFrom(caller.send('calc-bulk.slow', n)));
    await waitFor(async () => slowStarted === 1, 5_000, 'the lane to take one request');
    // The main stream's one slot is free all the same: a quick request is answered at once.
    expect(await firstValueFrom(caller.send('calc.quick', 21))).toBe(42);
    expect(slowStarted).toBe(1);

    const redis = new Redis(redisUrl);
    try {
      const groups = (await redis.xinfo('GROUPS', `${prefix}:rpc:calc-bulk`)) as unknown[][];
      expect(groups.map((g) => g[g.indexOf('name') + 1])).toEqual(['calc-bulk']);
    } finally {
      redis.disconnect();
    }
    release();
    expect(await Promise.all(slow)).toEqual([1, 2, 3]);
  });

  it('answers readiness pings without a handler', async () => {
    const prefix = uniquePrefix('ping');
    const replica = server(prefix, 'pinged', { consumer: 'p1' });
    await listen(replica);
    await expect(firstValueFrom(client(prefix).send('pinged.__ping', {}))).resolves.toEqual({
      service: 'pinged',
      consumer: 'p1',
    });
  });
});
