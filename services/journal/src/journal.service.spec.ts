import { RpcException } from '@nestjs/microservices';
import { AnalyzeTextResponse, JournalDayMessages, JournalMessages } from '@sentilog/contracts';
import { requestContext } from '@sentilog/transport';
import { randomBytes } from 'node:crypto';
import { EntryReader } from './entry-reader';
import { JournalEntry } from './journal-entry.entity';
import { JournalRepository } from './journal.repository';
import { decodeCursor, encodeCursor, JournalService } from './journal.service';
import type { ServiceCalls } from './service-calls';

const USER = '11111111-1111-4111-8111-111111111111';
/** Late on 14 March in UTC: already 15 March in Tokyo, still the 14th in New York. */
const NOW = new Date('2026-03-14T22:30:00Z');
const ANALYSIS: AnalyzeTextResponse = {
  sentiment: 'POSITIVE',
  emotion: 'joy',
  score: 0.7,
  confidence: 0.8,
  emotions: { joy: 0.9, sadness: 0, anger: 0, fear: 0, surprise: 0, disgust: 0, neutral: 0.1 },
  uncertain: false,
  magnitude: 0.7,
  ironic: false,
  language: 'en',
  explanation: { words: [{ word: 'Good', start: 0, end: 4, weight: 0.8 }] },
  model: { tier: 'accurate', version: '2.0.0' },
};

function rpcError(err: unknown): { statusCode: number; error: string } {
  return (err as RpcException).getError() as { statusCode: number; error: string };
}

describe('JournalService', () => {
  function setUp() {
    // A throwaway key stands in for the configured ones.
    const reader = new EntryReader({ journalKeys: { current: randomBytes(32), old: [] } });
    const saved: JournalEntry[] = [];
    // An in-memory store that keeps the quota and stores each id once, as the repository does.
    const repository: Partial<JournalRepository> = {
      insertWithinQuota: jest.fn(async (row: JournalEntry, quotaBytes: number) => {
        const stored = saved.find((s) => s.id === row.id);
        if (stored) return stored;
        const used = saved.reduce((sum, s) => sum + s.content.length, 0);
        if (used + row.content.length > quotaBytes) return { overQuota: true as const };
        saved.push(row);
        return row;
      }),
      findOwned: jest.fn(
        async (id: string, userId: string) =>
          saved.find((s) => s.id === id && s.userId === userId) ?? null,
      ),
      updateWithinQuota: jest.fn(async (row: JournalEntry) => row),
    };
    const analysed: string[] = [];
    const calls = {
      analyse: jest.fn(async (text: string) => {
        analysed.push(text);
        return ANALYSIS;
      }),
    } as unknown as ServiceCalls;
    return {
      service: new JournalService(repository as JournalRepository, reader, calls, {
        JOURNAL_STORAGE_QUOTA_MB: 1,
      }),
      saved,
      analysed,
      reader,
    };
  }

  it('stores sanitised HTML encrypted, has the plain text analysed and answers the analysis', async () => {
    const { service, saved, analysed, reader } = setUp();
    const result = await service.create(
      {
        userId: USER,
        text: '<p onclick="x()">Good <b>day</b> &amp; night<script>bad()</script></p>',
      },
      NOW,
    );

    expect(analysed).toEqual(['Good day & night']);
    // The entry keeps the analysis's labels and numbers; how it read (the explanation names its
    // words) is answered beside them and never stored.
    const { model, uncertain, explanation, ...stored } = ANALYSIS;
    expect(result).toEqual({
      id: saved[0].id,
      // No date sent and no time zone: the UTC day it was written on.
      date: '2026-03-14',
      ...stored,
      mood: null,
      activities: [],
      createdAt: NOW.toISOString(),
      reading: { text: 'Good day & night', uncertain, explanation, model },
    });
    expect(Object.keys(saved[0])).not.toContain('reading');
    expect(Object.keys(saved[0])).not.toContain('explanation');
    expect(saved[0].content.includes(Buffer.from('Good'))).toBe(false);
    expect(reader.html(saved[0])).toBe('<p>Good day &amp; night</p>');
    expect(saved[0]).toMatchObject({ userId: USER, score: 0.7, sentiment: 'POSITIVE' });
  });

  it('stores a request delivered twice once: the entry id is the transport message id', async () => {
    const { service, saved } = setUp();
    const messageId = '33333333-3333-4333-8333-333333333333';
    const write = () =>
      requestContext.run({ messageId }, () =>
        service.create({ userId: USER, text: '<p>Once only</p>' }),
      );
    const [first, second] = [await write(), await write()];
    expect(saved).toHaveLength(1);
    expect(first.id).toBe(messageId);
    expect(second).toEqual(first);
  });

  it('refuses a write that would take the journal past its quota with a clear 413', async () => {
    const { service, saved } = setUp();
    const photo = `<img src="data:image/png;base64,${'A'.repeat(700_000)}">`;
    await service.create({ userId: USER, text: `<p>First ${photo}</p>` });
    const err = await service
      .create({ userId: USER, text: `<p>Second ${photo}</p>` })
      .catch((e: unknown) => e);
    expect(rpcError(err)).toEqual({
      statusCode: 413,
      error:
        'Your journal is full: all your entries together, photos included, may hold 1 MB. Delete some entries or photos to make room for this one.',
    });
    expect(saved).toHaveLength(1);
  });

  it.each([
    ['<p> </p>', 400, JournalMessages.blank],
    [`<p>${'a'.repeat(50_001)}</p>`, 413, JournalMessages.tooLong],
  ])('refuses %#: %s', async (text, statusCode, error) => {
    const { service, analysed, saved } = setUp();
    const err = await service.create({ userId: USER, text }).catch((e: unknown) => e);
    expect(rpcError(err)).toEqual({ statusCode, error });
    expect(analysed).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('stores a mood alone without analysing anything, and refuses neither words nor mood', async () => {
    const { service, saved, analysed } = setUp();
    const result = await service.create(
      { userId: USER, mood: 4, activities: ['friends'], timeZone: 'Asia/Tokyo' },
      NOW,
    );
    expect(analysed).toEqual([]);
    expect(result).toMatchObject({
      date: '2026-03-15',
      mood: 4,
      activities: ['friends'],
      sentiment: null,
      score: null,
      confidence: null,
      emotion: null,
      emotions: null,
      reading: null,
    });
    expect(saved[0].entryDate).toBe('2026-03-15');
    for (const request of [{}, { text: '<p><br></p>' }, { mood: null }]) {
      const err = await service.create({ userId: USER, ...request }, NOW).catch((e: unknown) => e);
      expect(rpcError(err)).toEqual({ statusCode: 400, error: JournalMessages.blank });
    }
    expect(saved).toHaveLength(1);
  });

  it("dates an entry today or up to a year back in the writer's zone, never ahead", async () => {
    const { service, saved } = setUp();
    const write = (date: string, timeZone?: string) =>
      service.create({ userId: USER, mood: 3, date, timeZone }, NOW).catch((e: unknown) => e);
    // 22:30 UTC on the 14th: the 15th in Tokyo, the 14th in New York.
    expect(await write('2026-03-15', 'Asia/Tokyo')).toMatchObject({ date: '2026-03-15' });
    expect(rpcError(await write('2026-03-15', 'America/New_York'))).toEqual({
      statusCode: 400,
      error: JournalDayMessages.future,
    });
    expect(await write('2025-03-14', 'America/New_York')).toMatchObject({ date: '2025-03-14' });
    expect(rpcError(await write('2025-03-13', 'America/New_York'))).toEqual({
      statusCode: 400,
      error: JournalDayMessages.tooOld,
    });
    // Without a zone, whatever day it is anywhere on Earth (UTC+14 is already on the 15th).
    expect(await write('2026-03-15')).toMatchObject({ date: '2026-03-15' });
    expect(rpcError(await write('2026-03-16'))).toEqual({
      statusCode: 400,
      error: JournalDayMessages.future,
    });
    expect(saved.map((entry) => entry.entryDate)).toEqual([
      '2026-03-15',
      '2025-03-14',
      '2026-03-15',
    ]);
  });

  it('edits only what the edit carries: the day, the mood, the words (analysed again)', async () => {
    const { service, saved, analysed } = setUp();
    const { id } = await service.create({ userId: USER, text: '<p>Good day</p>' }, NOW);
    const moved = await service.update({ userId: USER, id, date: '2026-03-10' }, NOW);
    expect(moved).toMatchObject({ date: '2026-03-10', sentiment: 'POSITIVE', reading: null });
    expect(analysed).toEqual(['Good day']);

    // The words go; the mood now carries the entry.
    const moodOnly = await service.update({ userId: USER, id, text: '', mood: 2 }, NOW);
    expect(moodOnly).toMatchObject({ date: '2026-03-10', mood: 2, sentiment: null, text: '' });
    expect(saved[0].score).toBeNull();

    // An entry may not end up with neither.
    const err = await service.update({ userId: USER, id, mood: null }, NOW).catch((e) => e);
    expect(rpcError(err)).toEqual({ statusCode: 400, error: JournalMessages.blank });

    const rewritten = await service.update({ userId: USER, id, text: '<p>Better</p>' }, NOW);
    expect(rewritten).toMatchObject({ sentiment: 'POSITIVE', reading: { text: 'Better' } });
    expect(analysed).toEqual(['Good day', 'Better']);
  });
});

describe('paging cursors', () => {
  it('round-trip the position of the last entry', () => {
    const entry = {
      entryDate: '2026-01-30',
      createdAt: new Date('2026-02-03T04:05:06.789Z'),
      id: '22222222-2222-4222-8222-222222222222',
    };
    expect(decodeCursor(encodeCursor(entry))).toEqual(entry);
  });

  it.each([
    '',
    'bm9wZQ',
    Buffer.from('2026-01-01|2026-01-01T00:00:00Z|not-a-uuid').toString('base64url'),
    // The previous release's cursors had no day.
    Buffer.from('2026-01-01T00:00:00Z|22222222-2222-4222-8222-222222222222').toString('base64url'),
  ])('refuse %j with a 400', (cursor) => {
    let err: unknown;
    try {
      decodeCursor(cursor);
    } catch (e) {
      err = e;
    }
    expect(rpcError(err)).toEqual({ statusCode: 400, error: JournalMessages.invalidCursor });
  });
});
