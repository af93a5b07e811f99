/**
 * The mood journal through the gateway's HTTP API, with the auth, analysis and journal services
 * in-process on the run's real PostgreSQL and Redis. The Dashboard statistics are in
 * journal-stats.spec.ts.
 */
import { INestApplication } from '@nestjs/common';
import JSZip from 'jszip';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import { waitFor } from '../../infra/testing/redis-prefix';
import { EntryCipher, entryContext, keyIdOf } from '../../services/journal/src/entry-cipher';
import { freshIp, STRONG_PASSWORD } from './auth-fixtures';
import {
  JournalStack,
  JournalUser,
  LOGIN_REQUIRED,
  newJournalKey,
  paragraph,
  pdfText,
  signUp,
  startJournalStack,
} from './journal-fixtures';

const CURRENT_KEY = newJournalKey();
const OLD_KEY = newJournalKey();
const POSITIVE = 'What a wonderful, joyful day. I love my friends and this beautiful place.';
/** A photo as the editor inlines it. */
const PHOTO = Buffer.alloc(30_000, 5);
const PHOTO_URL = `data:image/png;base64,${PHOTO.toString('base64')}`;
const NEGATIVE = 'This was a terrible, awful experience. I hate how rude and cruel they were.';
const SENTIMENTS = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'];
const EMOTIONS = ['anger', 'disgust', 'fear', 'joy', 'neutral', 'sadness', 'surprise'];
const UNDECRYPTABLE = {
  error:
    'This journal entry could not be decrypted: the server does not have the key it was encrypted with',
  statusCode: 500,
};
const NOT_FOUND = { error: 'Journal entry not found', statusCode: 404 };
/** Room for the photos these tests paste, and small enough to fill. */
const QUOTA_MB = 8;

interface Entry {
  id: string;
  date: string;
  html: string;
  text: string;
  sentiment: string;
  score: number;
  emotion: string;
  createdAt: string;
  updatedAt: string;
}

describe('journal: /api/journal (real PostgreSQL, Redis and models)', () => {
  let stack: JournalStack | undefined;
  let gateway: INestApplication;
  let db: Client;
  let ann: JournalUser;
  let bob: JournalUser;

  const http = () => request(gateway.getHttpServer());
  const bearer = (user: JournalUser) => `Bearer ${user.token}`;
  const create = (user: JournalUser, text: string) =>
    http().post('/api/journal').set('token', user.token).send({ text });
  const getEntry = (user: JournalUser, id: string) =>
    http().get(`/api/journal/${id}`).set('authorization', bearer(user));
  /** Reads an answer's bytes as they are (a zip or a PDF). */
  const binary = (response: request.Response, done: (err: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  };
  /** GET /api/journal/export?format=json, unzipped: the answer, the archive and entries.json. */
  async function exported(user: JournalUser) {
    const res = await http()
      .get('/api/journal/export?format=json')
      .set('token', user.token)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(res.body as Buffer);
    const journal = JSON.parse(await zip.file('entries.json')!.async('string')) as {
      count: number;
      entries: Entry[];
      exportedAt: string;
    };
    return { res, zip, journal };
  }
  async function createEntry(user: JournalUser, text: string): Promise<string> {
    const res = await create(user, text);
    expect(res.status).toBe(201);
    return (res.body as { id: string }).id;
  }

  beforeAll(async () => {
    stack = await startJournalStack('journal', {
      JOURNAL_ENCRYPTION_KEY: CURRENT_KEY,
      JOURNAL_ENCRYPTION_KEYS_OLD: OLD_KEY,
      JOURNAL_STORAGE_QUOTA_MB: String(QUOTA_MB),
    });
    ({ gateway, db } = stack);
    ann = await signUp(gateway);
    bob = await signUp(gateway);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe('POST /api/journal', () => {
    it.each([
      ['the spec’s token header', (req: request.Test, token: string) => req.set('token', token)],
      [
        'Authorization: Bearer',
        (req: request.Test, token: string) => req.set('authorization', `Bearer ${token}`),
      ],
    ])('with %s answers 201 and the analysis of the plain text', async (_, withToken) => {
      const res = await withToken(http().post('/api/journal'), ann.token).send({
        text: paragraph(POSITIVE),
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(
        [
          'activities',
          'confidence',
          'createdAt',
          'date',
          'emotion',
          'emotions',
          'id',
          'ironic',
          'language',
          'magnitude',
          'mood',
          'reading',
          'score',
          'sentiment',
        ].sort(),
      );
      expect(res.body.sentiment).toBe('POSITIVE');
      expect(res.body).toMatchObject({ language: 'en', ironic: false });
      expect(res.body.magnitude).toBeGreaterThan(0.5);
      // How it read: the plain text the models read, and its words' spans within it.
      const { reading } = res.body as {
        reading: {
          text: string;
          uncertain: boolean;
          explanation: { words: { word: string; start: number; end: number }[] };
          model: { tier: string };
        };
      };
      expect(reading.text).toBe(POSITIVE);
      expect(typeof reading.uncertain).toBe('boolean');
      expect(reading.model.tier).toBe('accurate');
      expect(reading.explanation.words.length).toBeGreaterThan(0);
      for (const w of reading.explanation.words) {
        expect(reading.text.slice(w.start, w.end)).toBe(w.word);
      }
      expect(res.body.score).toBeGreaterThan(0);
      expect(res.body.confidence).toBeGreaterThan(0);
      expect(EMOTIONS).toContain(res.body.emotion);
      expect(Object.keys(res.body.emotions).sort()).toEqual(EMOTIONS);
      expect(Date.now() - Date.parse(res.body.createdAt)).toBeLessThan(60_000);

      // The analysis is the analysis service's reading of the words, not of the markup, read as a
      // diary entry (journal entries are read in the diary domain's calibration).
      const direct = await http()
        .post('/api/analyze/text')
        .send({ text: POSITIVE, domain: 'diary' });
      expect(res.body).toMatchObject({
        sentiment: direct.body.sentiment,
        emotion: direct.body.emotion,
        score: direct.body.score,
      });
    });

    it('stores an entry in French with its language and no label, and lists it so', async () => {
      const french =
        'Le service était excellent et le personnel très aimable, mais la chambre était froide.';
      const eve = await signUp(gateway);
      const res = await create(eve, paragraph(french));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        language: 'fr',
        sentiment: 'NEUTRAL',
        confidence: 0,
        score: 0,
        magnitude: 0,
        ironic: false,
        emotion: 'neutral',
        reading: { text: french, uncertain: true, explanation: { words: [] } },
      });
      const list = await http().get('/api/journal').set('token', eve.token);
      expect(list.status).toBe(200);
      const listed = (list.body.entries as { id: string; language: string }[]).find(
        (e) => e.id === res.body.id,
      );
      expect(listed).toMatchObject({ language: 'fr', sentiment: 'NEUTRAL' });
    });

    it('accepts the token as a body field too', async () => {
      const res = await http()
        .post('/api/journal')
        .send({ text: paragraph(NEGATIVE), token: ann.token });
      expect(res.status).toBe(201);
      expect(res.body.sentiment).toBe('NEGATIVE');
    });

    it.each([
      ['no token', (req: request.Test) => req],
      ['a malformed token', (req: request.Test) => req.set('token', 'not-a-jwt')],
      [
        'a token signed with another secret',
        (req: request.Test) =>
          req.set(
            'authorization',
            'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAiLCJ2ZXIiOjB9.c2lnbmF0dXJl',
          ),
      ],
    ])('answers 401 with the spec’s message for %s, and stores nothing', async (_, withToken) => {
      const before = await db.query('SELECT count(*)::int AS n FROM journal.entries');
      const res = await withToken(http().post('/api/journal')).send({ text: paragraph(POSITIVE) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(LOGIN_REQUIRED);
      const after = await db.query('SELECT count(*)::int AS n FROM journal.entries');
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it.each([
      ['', 'empty'],
      ['<p><br></p>', 'an empty editor'],
      ['<p>   &nbsp; </p><p><br></p>', 'only spaces'],
      ['<script>alert("hi")</script>', 'only a script'],
      ['<p><img src="data:image/png;base64,iVBORw0KGgo="></p>', 'only an image'],
    ])('answers 400 for %j (%s) without a mood', async (text) => {
      const res = await create(ann, text);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Write something or choose a mood before saving your journal entry',
        statusCode: 400,
      });
    });

    it.each([
      [{}, 'Write something or choose a mood before saving your journal entry'],
      [{ text: 42 }, 'text must be text'],
      [{ mood: 3, date: '2026-02-30' }, 'date must be a real calendar day as YYYY-MM-DD'],
      [{ mood: 3, date: 'yesterday' }, 'date must be a real calendar day as YYYY-MM-DD'],
      [
        { mood: 3, timeZone: '+02:00' },
        'timeZone must be an IANA time zone such as Europe/Berlin or America/New_York',
      ],
    ])('answers 400 for the body %j', async (body, error) => {
      const res = await http().post('/api/journal').set('token', ann.token).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, statusCode: 400 });
    });

    it('accepts 50,000 characters of plain text and answers 413 beyond, whatever the markup', async () => {
      // Markup does not count: each paragraph's tags add characters that are not text.
      const words = 'calm '.repeat(10_000).trim(); // 49,999 characters
      const atLimit = await create(ann, `<p><strong>${words}</strong>!</p>`);
      expect(atLimit.status).toBe(201);

      const over = await create(ann, `<p><strong>${words}</strong>!!</p>`);
      expect(over.status).toBe(413);
      expect(over.body).toEqual({
        error:
          'Journal entries are limited to 50,000 characters of text. Please shorten this entry or split it in two.',
        statusCode: 413,
      });
    });
    it('keeps a photo pasted into the editor (a data: URL over the 1 MB general body limit)', async () => {
      // About 3 MB of base64: the editor inlines images, so the journal's limit is larger.
      const photo = `data:image/png;base64,${Buffer.alloc(2_200_000, 7).toString('base64')}`;
      const res = await create(ann, `<p>Our trip to the lake</p><p><img src="${photo}"></p>`);
      expect(res.status).toBe(201);
      const stored = await http().get(`/api/journal/${res.body.id}`).set('token', ann.token);
      expect(stored.body.html).toContain(photo);
    });

    it('refuses a write that would take the journal past JOURNAL_STORAGE_QUOTA_MB with a clear 413', async () => {
      const dana = await signUp(gateway);
      // About 4 MB stored each: two fit in the 8 MB, a third does not.
      const photo = `data:image/png;base64,${Buffer.alloc(3_000_000, 3).toString('base64')}`;
      const withPhoto = (n: number) => `<p>Photo ${n}</p><p><img src="${photo}"></p>`;
      const first = await createEntry(dana, withPhoto(1));
      await createEntry(dana, withPhoto(2));
      const full = await create(dana, withPhoto(3));
      expect(full.status).toBe(413);
      expect(full.body).toEqual({
        error: `Your journal is full: all your entries together, photos included, may hold ${QUOTA_MB} MB. Delete some entries or photos to make room for this one.`,
        statusCode: 413,
      });
      // Editing an entry counts the same way; deleting one makes room.
      const grown = await http()
        .patch(`/api/journal/${first}`)
        .set('token', dana.token)
        .send({ text: `${withPhoto(1)}<p><img src="${photo}x"></p>` });
      expect(grown.status).toBe(413);
      await http().delete(`/api/journal/${first}`).set('token', dana.token).expect(204);
      expect((await create(dana, withPhoto(3))).status).toBe(201);
    });

    it('lists entries with their text and analysis but without the (photo-sized) HTML', async () => {
      const photo = `data:image/png;base64,${Buffer.alloc(300_000, 9).toString('base64')}`;
      const created = await create(ann, `<p>Photo of the garden</p><p><img src="${photo}"></p>`);
      expect(created.status).toBe(201);
      const list = await http().get('/api/journal').query({ limit: 100 }).set('token', ann.token);
      expect(list.status).toBe(200);
      const listed = (list.body.entries as Entry[]).find((e) => e.id === created.body.id);
      expect(listed).toMatchObject({
        text: 'Photo of the garden',
        sentiment: created.body.sentiment,
      });
      expect(list.body.entries.length).toBeGreaterThan(0);
      for (const entry of list.body.entries as Entry[]) expect(entry).not.toHaveProperty('html');
      expect(list.text).not.toContain(photo.slice(0, 100));
      const detail = await getEntry(ann, created.body.id as string);
      expect(detail.body.html).toContain(photo);
    });
  });

  describe('sanitising the editor HTML', () => {
    it('keeps exactly what the editor produces', async () => {
      const html =
        '<p><strong>Bold</strong> <em>italic</em> <u>under</u> ' +
        '<span style="color: rgb(230, 0, 0);">red</span> ' +
        '<span style="background-color: rgb(255, 255, 0);">marked</span> ' +
        '<span class="ql-size-large">big</span> ' +
        '<a href="https://example.com/a?b=1" rel="noopener noreferrer" target="_blank">link</a> ' +
        '<a href="mailto:me@example.com" rel="noopener noreferrer" target="_blank">mail</a></p>' +
        '<p><br></p><p><img src="data:image/png;base64,iVBORw0KGgo="> ' +
        '<img src="https://images.example.com/cat.jpg"> and more</p>';
      const id = await createEntry(ann, html);
      const res = await getEntry(ann, id);
      expect(res.status).toBe(200);
      // The same markup, as the sanitiser writes it (styles without spaces, void elements closed).
      expect(res.body.html).toBe(
        html
          .replace('color: rgb(230, 0, 0);', 'color:rgb(230, 0, 0)')
          .replace('background-color: rgb(255, 255, 0);', 'background-color:rgb(255, 255, 0)')
          .replace(/<(br|img[^>]*)>/g, '<$1 />'),
      );
      expect(res.body.text).toBe('Bold italic under red marked big link mail\n\nand more');
    });

    it('strips scripts, event handlers, javascript: links, SVG tricks and other styles', async () => {
      const payload =
        '<p>Dear diary<script>alert(1)</script></p>' +
        '<p><img src="x" onerror="alert(2)">img</p>' +
        '<p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMyk+" onload="alert(3)">svg-img</p>' +
        '<p><a href="javascript:alert(4)">js</a> <a href=" JaVaScRiPt:alert(5)">js2</a> ' +
        '<a href="data:text/html,<script>alert(6)</script>">data</a> <a href="//evil.example">rel</a></p>' +
        '<svg onload="alert(7)"><script>alert(8)</script><a xlink:href="javascript:alert(9)">svg</a></svg>' +
        '<p onclick="alert(10)" style="position: fixed; top: 0">para</p>' +
        '<p><span style="color: red; background-image: url(javascript:alert(11)); position: fixed">style</span></p>' +
        '<p><span class="ql-size-huge evil">cls</span></p>' +
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(12)></style></mglyph></table></mtext></math>' +
        '<p><img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMyk8L3NjcmlwdD4=">end</p>';
      const id = await createEntry(ann, payload);
      const { html, text } = (await getEntry(ann, id)).body as Entry;

      for (const banned of [
        '<script',
        'alert(',
        'onerror',
        'onload',
        'onclick',
        'javascript:',
        '<svg',
        'svg+xml',
        'data:text',
        '<iframe',
        '<style',
        'position',
        'background-image',
        'evil',
        '<math',
      ]) {
        expect(html.toLowerCase()).not.toContain(banned.toLowerCase());
      }
      expect(html).toContain('<p>Dear diary</p>');
      expect(html).toContain('<p>para</p>');
      expect(html).toContain('<span style="color:red">style</span>');
      expect(html).toContain('<span class="ql-size-huge">cls</span>');
      expect(text).toContain('Dear diary');
      expect(text).toContain('end');
    });
  });

  describe('reading and managing entries', () => {
    it('GET /api/journal/:id answers the entry with its HTML, text and analysis', async () => {
      const id = await createEntry(ann, `<p>${POSITIVE}</p><p>Second &amp; last line</p>`);
      const res = await getEntry(ann, id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        html: `<p>${POSITIVE}</p><p>Second &amp; last line</p>`,
        text: `${POSITIVE}\nSecond & last line`,
        sentiment: 'POSITIVE',
      });
      expect(res.body.updatedAt).toBe(res.body.createdAt);
    });

    it('PATCH /api/journal/:id stores the new text and analyses it again', async () => {
      const id = await createEntry(ann, paragraph(POSITIVE));
      const res = await http()
        .patch(`/api/journal/${id}`)
        .set('token', ann.token)
        .send({ text: paragraph(NEGATIVE) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, html: paragraph(NEGATIVE), sentiment: 'NEGATIVE' });
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(res.body.createdAt));
      const stored = await db.query('SELECT sentiment, score FROM journal.entries WHERE id = $1', [
        id,
      ]);
      expect(stored.rows[0]).toEqual({ sentiment: 'NEGATIVE', score: res.body.score });
      expect((await getEntry(ann, id)).body.text).toBe(NEGATIVE);

      const blank = await http()
        .patch(`/api/journal/${id}`)
        .set('token', ann.token)
        .send({ text: '<p> </p>' });
      expect(blank.status).toBe(400);
      expect((await getEntry(ann, id)).body.html).toBe(paragraph(NEGATIVE));
    });

    it('DELETE /api/journal/:id removes the entry (204), then answers 404', async () => {
      const id = await createEntry(ann, paragraph('A day to forget.'));
      const res = await http().delete(`/api/journal/${id}`).set('authorization', bearer(ann));
      expect(res.status).toBe(204);
      expect((await db.query('SELECT 1 FROM journal.entries WHERE id = $1', [id])).rowCount).toBe(
        0,
      );
      expect((await getEntry(ann, id)).body).toEqual(NOT_FOUND);
      const again = await http().delete(`/api/journal/${id}`).set('authorization', bearer(ann));
      expect(again.status).toBe(404);
    });

    it.each([
      ['get', '/api/journal/not-a-uuid'],
      ['patch', '/api/journal/123'],
      ['delete', "/api/journal/1'%20OR%201=1"],
    ] as const)('%s with a malformed id answers 400', async (method, path) => {
      const res = await http()[method](path).set('token', ann.token).send({ text: 'hi' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Invalid journal entry id', statusCode: 400 });
    });

    it.each([
      ['get', '/api/journal'],
      ['get', '/api/journal/stats'],
      ['get', '/api/journal/export'],
      ['get', `/api/journal/${randomUUID()}`],
      ['patch', `/api/journal/${randomUUID()}`],
      ['delete', `/api/journal/${randomUUID()}`],
    ] as const)('%s %s without a token answers the spec’s 401', async (method, path) => {
      const res = await http()[method](path).send({ text: 'hi' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(LOGIN_REQUIRED);
    });
  });

  describe('one user never reaches another’s entries', () => {
    it('answers 404 on every route for another user’s id, and changes nothing', async () => {
      const id = await createEntry(ann, paragraph('Private thoughts about my week.'));
      const before = await db.query('SELECT content, score FROM journal.entries WHERE id = $1', [
        id,
      ]);

      const asBob = [
        http().get(`/api/journal/${id}`).set('token', bob.token),
        http()
          .patch(`/api/journal/${id}`)
          .set('token', bob.token)
          .send({ text: paragraph(NEGATIVE) }),
        http().delete(`/api/journal/${id}`).set('token', bob.token),
      ];
      for (const res of await Promise.all(asBob)) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
      // The same answer as for an id that does not exist at all.
      expect((await getEntry(bob, randomUUID())).body).toEqual(NOT_FOUND);

      const after = await db.query('SELECT content, score FROM journal.entries WHERE id = $1', [
        id,
      ]);
      expect(after.rows).toEqual(before.rows);

      const bobsList = await http().get('/api/journal?limit=100').set('token', bob.token);
      expect((bobsList.body.entries as Entry[]).map((e) => e.id)).not.toContain(id);
      const bobsExport = (await exported(bob)).journal;
      expect(bobsExport.entries.map((e: Entry) => e.id)).not.toContain(id);
      const bobsStats = await http().get('/api/journal/stats').set('token', bob.token);
      expect(bobsStats.body.recentActivity.map((e: Entry) => e.id)).not.toContain(id);
    });
  });

  describe('GET /api/journal paging', () => {
    let carol: JournalUser;
    /** Carol's entries, newest first, dated 1..5 days ago. */
    const ids: string[] = [];

    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

    beforeAll(async () => {
      carol = await signUp(gateway);
      // Written oldest day last, so the list's order is the entries' days, not when they were written.
      for (let daysAgo = 1; daysAgo <= 5; daysAgo++) {
        const res = await http()
          .post('/api/journal')
          .set('token', carol.token)
          .send({ mood: 3, date: day(daysAgo), timeZone: 'UTC' });
        expect(res.status).toBe(201);
        ids.push(res.body.id as string);
      }
    });

    it('pages newest first with a cursor until nextCursor is null', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: Record<string, string | number> = { limit: 2 };
        if (cursor) query.before = cursor;
        const res = await http().get('/api/journal').query(query).set('token', carol.token);
        expect(res.status).toBe(200);
        const entries = res.body.entries as Entry[];
        expect(entries.length).toBeLessThanOrEqual(2);
        seen.push(...entries.map((e) => e.id));
        cursor = res.body.nextCursor as string | null;
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(ids);
    });

    it('keeps to the days from..to the entries are about (inclusive)', async () => {
      const res = await http()
        .get('/api/journal')
        .query({ from: day(4), to: day(2) })
        .set('token', carol.token);
      expect(res.status).toBe(200);
      const expected = (
        await db.query(
          `SELECT id FROM journal.entries WHERE user_id = $1
             AND entry_date BETWEEN $2::date AND $3::date
           ORDER BY entry_date DESC`,
          [carol.id, day(4), day(2)],
        )
      ).rows.map((r: { id: string }) => r.id);
      expect(expected).toEqual(ids.slice(1, 4));
      expect((res.body.entries as Entry[]).map((e) => e.id)).toEqual(expected);
      expect(res.body.nextCursor).toBeNull();
    });

    it.each([
      [{ limit: 0 }, 'limit must be at least 1'],
      [{ limit: 101 }, 'limit must be at most 100'],
      [{ limit: 'ten' }, 'limit must be a whole number'],
      [{ from: '2026-13' }, 'from must be a date as YYYY-MM-DD'],
      [{ to: 'yesterday' }, 'to must be a date as YYYY-MM-DD'],
      [{ from: '2026-13-01' }, 'from must be a real calendar date as YYYY-MM-DD'],
      [{ to: '2026-02-30' }, 'to must be a real calendar date as YYYY-MM-DD'],
      [{ from: '2025-02-29', to: '2026-01-31' }, 'from must be a real calendar date as YYYY-MM-DD'],
      [{ before: 'bm9wZQ' }, 'Invalid paging cursor: use the nextCursor of the previous page'],
    ])('answers 400 for %j', async (query, error) => {
      const res = await http().get('/api/journal').query(query).set('token', carol.token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, statusCode: 400 });
    });
  });

  describe('encryption at rest', () => {
    it('stores the entry as AES-256-GCM ciphertext under the current key id, not as text', async () => {
      const secret = 'My secret is that I adore pineapple pizza';
      const id = await createEntry(ann, paragraph(secret));
      const { rows } = await db.query(
        'SELECT content, key_id, sentiment, score, emotion FROM journal.entries WHERE id = $1',
        [id],
      );
      const content = rows[0].content as Buffer;
      expect(Buffer.isBuffer(content)).toBe(true);
      expect(content.includes(Buffer.from('pineapple'))).toBe(false);
      expect(content.includes(Buffer.from('pineapple', 'utf16le'))).toBe(false);
      expect(rows[0].key_id).toBe(keyIdOf(Buffer.from(CURRENT_KEY, 'base64')));
      // The analysis stays in clear for the statistics.
      expect(SENTIMENTS).toContain(rows[0].sentiment);

      const whole = await db.query(
        `SELECT count(*)::int AS n FROM journal.entries WHERE encode(content, 'escape') LIKE '%pineapple%'`,
      );
      expect(whole.rows[0].n).toBe(0);
    });

    /** Puts a row in as the service would have written it under `key`. */
    async function insertSealed(user: JournalUser, html: string, key: string, context?: string) {
      const id = randomUUID();
      const cipher = new EntryCipher({ current: Buffer.from(key, 'base64'), old: [] });
      const sealed = cipher.encrypt(html, context ?? entryContext(user.id, id));
      await db.query(
        `INSERT INTO journal.entries (id, user_id, content, key_id, sentiment, score, confidence, emotion, emotions)
         VALUES ($1, $2, $3, $4, 'NEUTRAL', 0, 0.5, 'neutral', '{"neutral": 1}')`,
        [id, user.id, sealed.content, sealed.keyId],
      );
      return id;
    }

    it('reads entries written under a rotated-out key listed in JOURNAL_ENCRYPTION_KEYS_OLD', async () => {
      const id = await insertSealed(ann, '<p>Written before the rotation</p>', OLD_KEY);
      const res = await getEntry(ann, id);
      expect(res.status).toBe(200);
      expect(res.body.text).toBe('Written before the rotation');
    });

    it('fails loudly, never with garbage, for a key it does not have or a ciphertext moved between rows', async () => {
      const dave = await signUp(gateway);
      const unknownKey = await insertSealed(dave, '<p>lost</p>', newJournalKey());
      const res = await getEntry(dave, unknownKey);
      expect(res.status).toBe(500);
      expect(res.body).toEqual(UNDECRYPTABLE);

      // Bob's ciphertext copied into a row of Dave's, under the right key: bound to Bob's row.
      const moved = await insertSealed(
        dave,
        '<p>bob’s words</p>',
        CURRENT_KEY,
        entryContext(bob.id, randomUUID()),
      );
      const movedRes = await getEntry(dave, moved);
      expect(movedRes.status).toBe(500);
      expect(movedRes.body).toEqual(UNDECRYPTABLE);

      const list = await http().get('/api/journal').set('token', dave.token);
      expect(list.body).toEqual(UNDECRYPTABLE);
      await db.query('DELETE FROM journal.entries WHERE user_id = $1', [dave.id]);
    });
  });

  describe('GET /api/journal/export', () => {
    let erin: JournalUser;

    beforeAll(async () => {
      erin = await signUp(gateway);
      await createEntry(erin, paragraph('Walked by the lake at dawn and felt calm.'));
      await createEntry(erin, paragraph(NEGATIVE));
      await createEntry(erin, `<p>A photo of the lake</p><p><img src="${PHOTO_URL}"></p>`);
    });

    it('format=json: a zip of entries.json (every entry as GET /api/journal/:id shows it) and the photos', async () => {
      const { res, zip, journal } = await exported(erin);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="sentilog-journal-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(journal.count).toBe(3);
      expect(journal.entries.map((e) => e.text)).toEqual([
        'A photo of the lake',
        NEGATIVE,
        'Walked by the lake at dawn and felt calm.',
      ]);
      // Each entry as GET /api/journal/:id shows it, except that a photo is a path in the archive.
      const listed = await http().get('/api/journal').set('token', erin.token);
      const details = await Promise.all(
        (listed.body.entries as Entry[]).map(
          async (e) => (await getEntry(erin, e.id)).body as Entry,
        ),
      );
      const [withPhoto] = journal.entries;
      const path = /<img src="(images\/[0-9a-f-]{36}\/[0-9a-f]{16}\.png)"/.exec(withPhoto.html)![1];
      expect(journal.entries).toEqual(
        details.map((entry) => ({ ...entry, html: entry.html.replace(PHOTO_URL, path) })),
      );
      expect(path.startsWith(`images/${withPhoto.id}/`)).toBe(true);
      expect(await zip.file(path)!.async('nodebuffer')).toEqual(PHOTO);
      expect(Object.keys(zip.files).sort()).toEqual(['entries.json', path]);
    });

    it('format=pdf: a PDF with each entry’s date, sentiment, emotion and text', async () => {
      const res = await http()
        .get('/api/journal/export?format=pdf')
        .set('token', erin.token)
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="sentilog-journal-\d{4}-\d{2}-\d{2}\.pdf"$/,
      );
      const bytes = res.body as Buffer;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

      const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
      const entries = (await http().get('/api/journal').set('token', erin.token)).body
        .entries as Entry[];
      expect(text).toContain('SentiLog journal');
      expect(text).toContain('Walked by the lake at dawn and felt calm.');
      expect(text).toContain(NEGATIVE);
      for (const entry of entries) {
        expect(text).toContain(`Your words read as: ${entry.sentiment}`);
        expect(text).toContain(`Emotion: ${entry.emotion}`);
        // Headed by the day the entry is about.
        const day = new Date(`${entry.date}T12:00:00Z`).toLocaleDateString('en-GB', {
          dateStyle: 'full',
          timeZone: 'UTC',
        });
        expect(text).toContain(day);
      }
    });

    it('answers 400 for an unknown format', async () => {
      const res = await http().get('/api/journal/export?format=docx').set('token', erin.token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'format must be json or pdf', statusCode: 400 });
    });

    it('answers 429 while another export of the same user runs, on any replica', async () => {
      // The lock a running export holds, shared by every gateway replica through Redis.
      const redis = new Redis(process.env.REDIS_URL!);
      const lock = `${process.env.REDIS_PREFIX}:gateway:journal-export:${erin.id}`;
      await redis.set(lock, 'another-export', 'PX', 10_000);
      try {
        const res = await http().get('/api/journal/export').set('token', erin.token);
        expect(res.status).toBe(429);
        expect(res.headers['retry-after']).toBe('30');
        expect(res.body).toEqual({
          error:
            'An export of your journal is already running. Wait for it to finish, then try again.',
          statusCode: 429,
        });
      } finally {
        await redis.del(lock);
        redis.disconnect();
      }
      // Another user's export is not held up, nor this user's once the lock is gone.
      expect((await exported(bob)).res.status).toBe(200);
      expect((await exported(erin)).journal.count).toBe(3);
    });
  });

  describe('account deletion', () => {
    it('deletes every entry of the user on user.deleted, and nothing of anyone else', async () => {
      const frank = await signUp(gateway);
      await createEntry(frank, paragraph(POSITIVE));
      await createEntry(frank, paragraph(NEGATIVE));
      const bobsBefore = await db.query(
        'SELECT count(*)::int AS n FROM journal.entries WHERE user_id = $1',
        [bob.id],
      );
      await createEntry(bob, paragraph('Bob keeps his journal.'));
      const count = async (userId: string) =>
        (
          await db.query('SELECT count(*)::int AS n FROM journal.entries WHERE user_id = $1', [
            userId,
          ])
        ).rows[0].n as number;
      expect(await count(frank.id)).toBe(2);

      const res = await http()
        .delete('/api/auth/delete-account')
        .set('x-forwarded-for', freshIp())
        .set('authorization', bearer(frank))
        .send({ password: STRONG_PASSWORD });
      expect(res.status).toBe(200);

      await waitFor(async () => (await count(frank.id)) === 0, 20_000, 'the entries to go');
      expect(await count(bob.id)).toBe(bobsBefore.rows[0].n + 1);
      const anyTrace = await db.query(
        `SELECT count(*)::int AS n FROM journal.entries WHERE user_id = $1`,
        [frank.id],
      );
      expect(anyTrace.rows[0].n).toBe(0);
      const after = await http().get('/api/journal').set('token', frank.token);
      expect(after.status).toBe(401);
      expect(after.body).toEqual(LOGIN_REQUIRED);
    });
  });
});
