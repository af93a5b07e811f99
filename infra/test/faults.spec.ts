/**
 * The fault suite: a whole stack of real processes (gateway, auth, two journal replicas, analysis,
 * two document workers), each started from its build, on a Redis and a database of its own (see
 * infra/testing/fault-stack.ts), while faults are injected during bursts of requests. Every test
 * prints its figures (lines starting with "[fault]"); none asserts a duration: "none hangs" is
 * enforced by each request's own time limit, and recovery by waiting with a generous one.
 *
 * Needs the build, which the integration global setup brings up to date (tsc -b): alone,
 * `npx jest infra/test/faults.spec.ts --selectProjects integration`.
 *
 * @exclusive a whole stack of processes: not beside another such file (integration-environment.mjs)
 */
import { DOCUMENTS_QUEUE } from '@sentilog/contracts';
import { Job, Queue } from 'bullmq';
import Redis from 'ioredis';
import JSZip from 'jszip';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { EntryCipher, entryContext } from '../../services/journal/src/entry-cipher';
import { FaultStack, startFaultStack } from '../testing/fault-stack';
import { StackProcess } from '../testing/processes';
import { waitFor } from '../testing/redis-prefix';

const MB = 1024 * 1024;
const PASSWORD = 'Str0ng!pass';
/** Longer than any request may take: one that runs into it has hung, and fails its test. */
const REQUEST_LIMIT_MS = 40_000;
/** An upload waits for its analysis, which a loaded machine (and a takeover) can make long. */
const UPLOAD_LIMIT_MS = 100_000;
/**
 * What a process may grow by while a 90 MB journal is exported, whatever the journal's size: the
 * export holds about one page (4 MB of entries, or one entry of up to 8 MB) a few times over
 * (the row as PostgreSQL sends it, the decrypted HTML, the reply, its decoded form, the file's
 * buffers), plus large strings the collector has not returned yet. Measured: +94 to +182 MB for
 * 90 MB (on a loaded machine), +121 to +156 MB for 180 MB. The export used to hold the whole
 * journal several times over (1.1 GB for 152 MB).
 */
const EXPORT_RSS_BOUND = 256 * MB;
/** What Redis may grow by meanwhile: a page or two in flight, never the journal. */
const EXPORT_REDIS_BOUND = 40 * MB;

interface User {
  id: string;
  token: string;
  email: string;
}

interface Outcome {
  text: string;
  status: number | 'hung' | 'network';
  id?: string;
  error?: string;
  retryAfter?: string | null;
  /** When the request was sent, and how long its answer took. */
  at: number;
  ms: number;
}

/** A document that keeps a worker busy for a few seconds (the accurate model reads it for 3 s). */
const LONG_DOCUMENT = Array.from(
  { length: 800 },
  (_, i) => `Sentence ${i} says the weather was lovely and calm.`,
).join(' ');

/** When the first write sent after `since` that succeeded was answered, if one has. */
function firstSuccessAfter(outcomes: Map<unknown, Outcome[]>, since: number): number | undefined {
  const done = [...outcomes.values()]
    .flat()
    .filter((o) => o.status === 201 && o.at >= since)
    .map((o) => o.at + o.ms);
  return done.length > 0 ? Math.min(...done) : undefined;
}

function figures(line: string): void {
  process.stdout.write(`[fault] ${line}\n`);
}

/** Samples `probes` every 100 ms and keeps the highest value of each. */
function sample(probes: Record<string, () => number | Promise<number>>) {
  const peaks: Record<string, number> = Object.fromEntries(Object.keys(probes).map((k) => [k, 0]));
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const [name, probe] of Object.entries(probes)) {
        const value = await Promise.resolve(probe()).catch(() => 0);
        peaks[name] = Math.max(peaks[name], value);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peaks;
  };
}

// A test waits for documents to be analysed, taken over and analysed again: on a loaded machine
// that can pass the default two minutes without anything being wrong.
jest.setTimeout(240_000);

describe('faults: kills, restarts and outages during bursts (real processes)', () => {
  let stack: FaultStack;
  let queue: Queue;
  let seq = 0;

  const proc = (name: string): StackProcess => stack.processes.get(name)!;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.url}${path}`, { signal: AbortSignal.timeout(REQUEST_LIMIT_MS), ...init });

  async function newUser(label: string): Promise<User> {
    const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
    const body = JSON.stringify({ firstname: 'Fay', lastname: 'Ult', email, password: PASSWORD });
    const headers = { 'content-type': 'application/json' };
    expect((await api('/api/auth/signup', { method: 'POST', headers, body })).status).toBe(202);
    const signedIn = await api('/api/auth/signin', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const session = (await signedIn.json()) as { token: string; user: { id: string } };
    return { id: session.user.id, token: session.token, email };
  }

  /** One journal write, with how it ended and how long it took. */
  async function write(user: User, label: string): Promise<Outcome> {
    const text = `${label} #${++seq} ${randomUUID()}`;
    const started = Date.now();
    try {
      const res = await api('/api/journal', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: user.token },
        body: JSON.stringify({ text: `<p>${text}</p>` }),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string; error?: string };
      return {
        text,
        status: res.status,
        id: body.id,
        error: body.error,
        retryAfter: res.headers.get('retry-after'),
        at: started,
        ms: Date.now() - started,
      };
    } catch (err) {
      const hung = (err as Error).name === 'TimeoutError';
      return { text, status: hung ? 'hung' : 'network', at: started, ms: Date.now() - started };
    }
  }

  /** `count` writes per user, `concurrency` at a time per user, until all are answered. */
  async function burst(users: User[], count: number, label: string, concurrency = 3) {
    const outcomes = new Map<User, Outcome[]>(users.map((u) => [u, []]));
    await Promise.all(
      users.map(async (user) => {
        let left = count;
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (left-- > 0) outcomes.get(user)!.push(await write(user, label));
          }),
        );
      }),
    );
    return outcomes;
  }

  /** Every entry of the user, as the API lists them. */
  async function stored(user: User): Promise<{ id: string; text: string }[]> {
    const entries: { id: string; text: string }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&before=${encodeURIComponent(cursor)}` : '';
      const res = await api(`/api/journal?limit=100${query}`, { headers: { token: user.token } });
      const page = (await res.json()) as {
        entries: { id: string; text: string }[];
        nextCursor: string | null;
      };
      entries.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor);
    return entries;
  }

  /**
   * Each write answered 201 or a clean 503 (Retry-After, the README's message), none hung, and
   * every acknowledged one stored exactly once; answers the counts.
   */
  async function checkWrites(outcomes: Map<User, Outcome[]>) {
    let acked = 0;
    let refused = 0;
    let slowest = 0;
    const all = [...outcomes.values()].flat();
    const unclean = all.filter(
      (o) => !(o.status === 201 || (o.status === 503 && o.retryAfter === '5' && o.error)),
    );
    expect(unclean).toEqual([]);
    for (const [user, list] of outcomes) {
      const rows = await stored(user);
      for (const outcome of list) {
        slowest = Math.max(slowest, outcome.ms);
        if (outcome.status === 503) {
          refused += 1;
          continue;
        }
        acked += 1;
        const copies = rows.filter((row) => row.text === outcome.text);
        expect([outcome.text, copies.map((row) => row.id)]).toEqual([outcome.text, [outcome.id]]);
      }
      // Nothing stored twice, whatever was answered.
      const texts = rows.map((row) => row.text);
      expect(new Set(texts).size).toBe(texts.length);
    }
    return { acked, refused, slowest };
  }

  /**
   * An upload as the Analyze page makes it: POST answers 202 with the job's id once the file is
   * queued, then the job is followed until it ends. Polls that fail in passing (the gateway or
   * Redis away: 503, or no answer) are repeated, as the page does; a job the queue lost answers
   * 404 or 410, which ends the upload with that answer.
   */
  async function upload(
    text: string,
    name: string,
  ): Promise<{ status: number | 'hung'; body: unknown; ms: number }> {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), name);
    const started = Date.now();
    const deadline = started + UPLOAD_LIMIT_MS;
    const ended = (status: number | 'hung', body: unknown) => ({
      status,
      body,
      ms: Date.now() - started,
    });
    let jobId: string;
    try {
      const res = await fetch(`${stack.url}/api/analyze/file`, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(UPLOAD_LIMIT_MS),
      });
      const body = (await res.json().catch(() => null)) as { jobId?: string } | null;
      if (res.status !== 202) return ended(res.status, body);
      jobId = body!.jobId!;
    } catch {
      return ended('hung', null);
    }
    while (Date.now() < deadline) {
      const res = await api(`/api/analyze/jobs/${jobId}`).catch(() => null);
      const body = (await res?.json().catch(() => null)) as {
        state?: string;
        result?: unknown;
        error?: string;
      } | null;
      if (res?.status === 200 && body?.state === 'completed') return ended(200, body.result);
      if (res?.status === 200 && body?.state === 'failed') return ended(422, body);
      if (res && res.status !== 200 && res.status < 500) return ended(res.status, body);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return ended('hung', null);
  }

  /**
   * Waits until `count` requests have reached a replica of `service`: the ones it holds (pending
   * in its consumer group) and the ones `answered` says are done.
   */
  async function delivered(service: string, answered: () => number, count: number): Promise<void> {
    const redis = new Redis(stack.redis.url);
    try {
      await waitFor(
        async () => {
          const [pending] = (await redis.xpending(`${stack.prefix}:rpc:${service}`, service)) as [
            number,
          ];
          return pending + answered() >= count;
        },
        30_000,
        `${count} requests to reach the ${service} service`,
      );
    } finally {
      redis.disconnect();
    }
  }

  /** Prints what became of a job and what every process said, when an upload went wrong. */
  async function explain(job: Job): Promise<void> {
    const now = await queue.getJob(job.id!);
    figures(`job ${job.id} is ${await now?.getState()}: ${JSON.stringify(now)}`);
    for (const p of stack.processes.values()) figures(`${p.name} said:\n${p.logs()}`);
  }

  /** The job a worker has started on, and the process of that worker. */
  async function activeJob(): Promise<{ job: Job; holder: StackProcess }> {
    let found: { job: Job; holder: StackProcess } | undefined;
    await waitFor(
      async () => {
        const [job] = await queue.getActive();
        const pid = Number((job?.processedBy ?? '').split(':').pop());
        const holder = [...stack.processes.values()].find((p) => p.pid === pid);
        if (job && holder && Number(job.progress) >= 10) found = { job, holder };
        return found !== undefined;
      },
      30_000,
      'a worker to start on the document',
    );
    return found!;
  }

  beforeAll(async () => {
    const started = Date.now();
    stack = await startFaultStack({
      auth: 'auth',
      'journal-1': 'journal',
      'journal-2': 'journal',
      analysis: 'analysis',
      'worker-1': 'analysis-worker',
      'worker-2': 'analysis-worker',
      gateway: 'gateway',
    });
    queue = new Queue(DOCUMENTS_QUEUE, {
      connection: { url: stack.redis.url },
      prefix: `${stack.prefix}:bull`,
    });
    figures(`stack of ${stack.processes.size} processes up in ${Date.now() - started} ms`);
  });

  afterAll(async () => {
    await queue?.close().catch(() => undefined);
    await stack?.stop();
  });

  it('streams a 90 MB journal export with the memory of every process and of Redis bounded', async () => {
    const user = await newUser('export');
    // Fifteen entries of a 4.5 MB photo each (6 MB of base64), planted as the service stores them.
    const cipher = new EntryCipher({ current: Buffer.from(stack.journalKey, 'base64'), old: [] });
    const photo = Buffer.alloc(4.5 * MB);
    for (let i = 0; i < 15; i++) {
      photo.fill(i + 1);
      const id = randomUUID();
      const html = `<p>Day ${i}</p><p><img src="data:image/png;base64,${photo.toString('base64')}"></p>`;
      const sealed = cipher.encrypt(html, entryContext(user.id, id));
      await stack.db.query(
        `INSERT INTO journal.entries (id, user_id, content, key_id, sentiment, score, confidence, emotion, emotions, created_at, updated_at)
           VALUES ($1, $2, $3, $4, 'NEUTRAL', 0, 0.5, 'neutral', '{}', now() - make_interval(mins => $5), now())`,
        [id, user.id, sealed.content, sealed.keyId, i],
      );
    }
    const [{ bytes }] = (
      await stack.db.query(
        'SELECT sum(octet_length(content))::bigint AS bytes FROM journal.entries WHERE user_id = $1',
        [user.id],
      )
    ).rows as [{ bytes: string }];

    const watched = ['gateway', 'journal-1', 'journal-2'];
    const before: Record<string, number> = Object.fromEntries(
      watched.map((name) => [name, proc(name).rssBytes()]),
    );
    const redisBefore = await stack.redis.infoNumber('used_memory');
    const stop = sample({
      ...Object.fromEntries(watched.map((name) => [name, () => proc(name).rssBytes()])),
      redis: () => stack.redis.infoNumber('used_memory'),
    });
    const dir = mkdtempSync(join(tmpdir(), 'sentilog-export-'));
    try {
      const started = Date.now();
      const res = await api('/api/journal/export?format=json', { headers: { token: user.token } });
      expect(res.status).toBe(200);
      // One export per user at a time, on any replica.
      const second = await api('/api/journal/export', { headers: { token: user.token } });
      expect(second.status).toBe(429);
      const file = join(dir, 'export.zip');
      await pipeline(
        Readable.fromWeb(res.body as unknown as WebReadableStream),
        createWriteStream(file),
      );
      const ms = Date.now() - started;
      const peaks = await stop();

      const zip = await JSZip.loadAsync(readFileSync(file));
      const journal = JSON.parse(await zip.file('entries.json')!.async('string')) as {
        count: number;
        entries: { html: string }[];
      };
      expect(journal.count).toBe(15);
      expect(journal.entries).toHaveLength(15);
      const images = Object.keys(zip.files).filter((name) => name.startsWith('images/'));
      expect(images).toHaveLength(15);
      expect((await zip.file(images[0])!.async('nodebuffer')).length).toBe(4.5 * MB);

      const grown = (name: string) => peaks[name] - before[name];
      figures(
        `export: ${(Number(bytes) / MB).toFixed(0)} MB journal → ${(readFileSync(file).length / MB).toFixed(0)} MB zip in ${ms} ms; ` +
          `RSS grew gateway +${(grown('gateway') / MB).toFixed(0)} MB (peak ${(peaks.gateway / MB).toFixed(0)} MB), ` +
          `journal-1 +${(grown('journal-1') / MB).toFixed(0)} MB, journal-2 +${(grown('journal-2') / MB).toFixed(0)} MB, ` +
          `Redis used_memory +${((peaks.redis - redisBefore) / MB).toFixed(1)} MB (bound ${EXPORT_RSS_BOUND / MB} MB per process, ${EXPORT_REDIS_BOUND / MB} MB Redis)`,
      );
      const over = watched.filter((name) => grown(name) >= EXPORT_RSS_BOUND);
      expect(over).toEqual([]);
      expect(peaks.redis - redisBefore).toBeLessThan(EXPORT_REDIS_BOUND);
    } finally {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('kill -9 of a journal replica during a burst: each write 201 or a clean 503, every acknowledged one stored once', async () => {
    const users = await Promise.all([1, 2, 3, 4].map((n) => newUser(`burst${n}`)));
    const writes = burst(users, 20, 'kill-replica');
    await waitFor(() => seq >= 20, 20_000, 'the burst to be under way');
    proc('journal-1').signal('SIGKILL');
    const outcomes = await writes;
    const { acked, refused, slowest } = await checkWrites(outcomes);
    figures(
      `kill -9 journal replica: ${acked + refused} writes by 4 users, ${acked} acknowledged and stored once each, ${refused} × 503, none hung; slowest answer ${slowest} ms`,
    );
    expect(acked).toBeGreaterThan(0);
    // The survivor serves alone meanwhile; a replacement starts for the tests that follow.
    await stack.start('journal-1', 'journal');
  });

  it('PostgreSQL cut off for 5 s: writes answer 503 with Retry-After, then it recovers by itself', async () => {
    const users = await Promise.all([1, 2].map((n) => newUser(`pg${n}`)));
    const outcomes = new Map<User, Outcome[]>(users.map((u) => [u, []]));
    let writing = true;
    const writers = users.map(async (user) => {
      while (writing) {
        outcomes.get(user)!.push(await write(user, 'pg-outage'));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await waitFor(() => seq >= 4, 10_000, 'writes to be under way');
    stack.postgres.cut();
    const cutAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    stack.postgres.restore();
    const restoredAt = Date.now();
    await waitFor(
      () => firstSuccessAfter(outcomes, restoredAt) !== undefined,
      30_000,
      'a write to succeed after PostgreSQL came back',
    );
    writing = false;
    await Promise.all(writers);
    const all = [...outcomes.values()].flat();
    const firstRefusal = all.find((o) => o.status === 503);
    const { acked, refused } = await checkWrites(outcomes);
    figures(
      `PostgreSQL cut for ${restoredAt - cutAt} ms: ${all.length} writes, ${refused} × 503 with Retry-After (${JSON.stringify(firstRefusal?.error)}), ${acked} acknowledged and stored; ` +
        `first success ${firstSuccessAfter(outcomes, restoredAt)! - restoredAt} ms after it came back`,
    );
    expect(refused).toBeGreaterThan(0);
  });

  it('kill -9 of the document worker mid-job: another one completes the job', async () => {
    const pending = upload(LONG_DOCUMENT, 'killed-mid-job.txt');
    const { job, holder } = await activeJob();
    const killedAt = Date.now();
    holder.signal('SIGKILL');
    const res = await pending;
    if (res.status !== 200) await explain(job);
    expect(res.status).toBe(200);
    const finished = (await queue.getJob(job.id!))!;
    // Put back by the stalled-job check (once, or again if the survivor's lock lapsed meanwhile).
    expect(finished.stalledCounter).toBeGreaterThanOrEqual(1);
    figures(
      `kill -9 ${holder.name} mid-job: the job completed on another worker ${Date.now() - killedAt} ms later (upload answered 200 in ${res.ms} ms)`,
    );
    await stack.start(holder.name, 'analysis-worker');
  });

  it('Redis killed and restarted empty during writes and uploads: it recovers by itself, nothing acknowledged is lost, lost uploads are said to be lost, logout holds', async () => {
    const users = await Promise.all([1, 2].map((n) => newUser(`redis${n}`)));
    // A second session of the first user, signed out before the restart.
    const signedOut = await api('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: users[0].email, password: PASSWORD }),
    }).then(async (res) => ((await res.json()) as { token: string }).token);
    await api('/api/auth/logout', { method: 'POST', headers: { token: signedOut } });
    const profile = (token: string) =>
      api('/api/auth/user-profile', { method: 'POST', headers: { token } }).then((r) => r.status);
    expect(await profile(signedOut)).toBe(401);

    const uploads = [1, 2, 3].map((n) => upload(LONG_DOCUMENT, `in-flight-${n}.txt`));
    await activeJob();
    const outcomes = new Map<User, Outcome[]>(users.map((u) => [u, []]));
    let writing = true;
    const writers = users.map(async (user) => {
      while (writing) outcomes.get(user)!.push(await write(user, 'redis-restart'));
    });
    await waitFor(() => [...outcomes.values()].flat().length >= 4, 10_000, 'writes under way');

    await stack.redis.kill();
    stack.redis.wipe();
    const killedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stack.redis.start();
    const restartedAt = Date.now();
    await waitFor(
      () => firstSuccessAfter(outcomes, restartedAt) !== undefined,
      30_000,
      'a write to succeed after Redis came back',
    );
    const recoveredAt = firstSuccessAfter(outcomes, restartedAt)!;
    writing = false;
    await Promise.all(writers);
    const answered = await Promise.all(uploads);

    const { acked, refused, slowest } = await checkWrites(outcomes);
    // Each upload accepted before the restart is analysed, or its page hears that the queue lost
    // it (410 while its upload was still booked, else 404: Redis lost the booking with the job).
    for (const res of answered) {
      expect([res.status, res.body]).toEqual(
        res.status === 200
          ? [200, expect.anything()]
          : res.status === 410
            ? [
                410,
                {
                  error:
                    'Your upload was lost while the document queue restarted. Please upload the file again.',
                  statusCode: 410,
                },
              ]
            : [
                404,
                {
                  error: 'No analysis job with this id (results are kept for an hour).',
                  statusCode: 404,
                },
              ],
      );
    }
    // Signed out stays signed out (PostgreSQL keeps it); the other session still works.
    expect(await profile(signedOut)).toBe(401);
    expect(await profile(users[0].token)).toBe(200);
    // And a new upload goes through the restarted queue.
    expect((await upload('A calm and pleasant day by the sea.', 'after.txt')).status).toBe(200);
    figures(
      `Redis kill -9 and restart without its data: writes succeeded again ${recoveredAt - restartedAt} ms after it was back (${restartedAt - killedAt} ms down); ` +
        `${acked} writes acknowledged and stored, ${refused} × 503, slowest ${slowest} ms; in-flight uploads answered ${answered.map((u) => `${u.status} after ${u.ms} ms`).join(', ')}; the signed-out token still 401`,
    );
  });

  it('SIGTERM: the worker hands its job back, a journal replica and the gateway drain what they are doing', async () => {
    // The worker: stops, hands the document back, and another worker finishes it at once.
    const pending = upload(LONG_DOCUMENT, 'handed-back.txt');
    const { job, holder } = await activeJob();
    holder.signal('SIGTERM');
    const exitCode = await holder.exited;
    const res = await pending;
    if (res.status !== 200) await explain(job);
    expect(res.status).toBe(200);
    const finished = (await queue.getJob(job.id!))!;
    expect({
      exitCode,
      stalls: finished.stalledCounter,
      byOther: !finished.processedBy?.endsWith(`:${holder.pid}`),
    }).toEqual({
      exitCode: 0,
      stalls: 0,
      byOther: true,
    });

    // A journal replica with writes in flight, and no other replica to take them over: they
    // finish before it exits (a replica that stopped at once would leave them to time out).
    proc('journal-1').signal('SIGKILL');
    await proc('journal-1').exited;
    const users = await Promise.all([1, 2].map((n) => newUser(`drain${n}`)));
    const writes = new Map(users.map((user) => [user, [] as Outcome[]]));
    const sent = users.flatMap((user) =>
      [1, 2, 3].map(async () => writes.get(user)!.push(await write(user, 'drain-journal'))),
    );
    const answeredWrites = () => [...writes.values()].flat().length;
    await delivered('journal', answeredWrites, 6);
    proc('journal-2').signal('SIGTERM');
    const journalExit = await proc('journal-2').exited;
    await Promise.all(sent);
    // Every write answered 201, and the database holds exactly those entries (read directly: no
    // journal replica is left to list them).
    const acknowledged = [...writes.values()].flat();
    expect(acknowledged.map((o) => o.status)).toEqual(acknowledged.map(() => 201));
    const { rows } = await stack.db.query(
      'SELECT id FROM journal.entries WHERE user_id = ANY($1)',
      [users.map((u) => u.id)],
    );
    expect(rows.map((r: { id: string }) => r.id).sort()).toEqual(
      acknowledged.map((o) => o.id).sort(),
    );

    // The gateway with requests in flight: each is answered before it exits.
    let analysed = 0;
    const inFlight = Array.from({ length: 6 }, (_, i) =>
      api('/api/analyze/text', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: `${LONG_DOCUMENT.slice(0, 4_000)} (${i})` }),
      })
        .then(
          (r) => r.status,
          () => 'cut off',
        )
        .finally(() => (analysed += 1)),
    );
    // Each request is in the gateway once its call to the analysis service is.
    await delivered('analysis', () => analysed, 6);
    proc('gateway').signal('SIGTERM');
    const gatewayExit = await proc('gateway').exited;
    const answered = await Promise.all(inFlight);
    expect(answered).toEqual(answered.map(() => 200));
    figures(
      `SIGTERM: ${holder.name} exited ${exitCode} and its job finished elsewhere without a stall (upload 200 in ${res.ms} ms); ` +
        `journal-2 (the last replica) ended by ${journalExit} after its ${acknowledged.length} writes in flight were stored and answered; the gateway ended by ${gatewayExit} after answering its ${answered.length} requests in flight`,
    );
  });
});
