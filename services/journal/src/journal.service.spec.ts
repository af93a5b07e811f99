import { RpcException } from '@nestjs/microservices';
import { AnalyzeTextResponse, JournalMessages } from '@sentilog/contracts';
import { requestContext } from '@sentilog/transport';
import { randomBytes } from 'node:crypto';
import { EntryReader } from './entry-reader';
import { JournalEntry } from './journal-entry.entity';
import { JournalRepository } from './journal.repository';
import { decodeCursor, encodeCursor, JournalService } from './journal.service';
import type { ServiceCalls } from './service-calls';

const USER = '11111111-1111-4111-8111-111111111111';
const ANALYSIS: AnalyzeTextResponse = {
  sentiment: 'POSITIVE',
  emotion: 'joy',
  score: 0.7,
  confidence: 0.8,
  emotions: { joy: 0.9, sadness: 0, anger: 0, fear: 0, surprise: 0, disgust: 0, neutral: 0.1 },
  uncertain: false,
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
    const result = await service.create({
      userId: USER,
      text: '<p onclick="x()">Good <b>day</b> &amp; night<script>bad()</script></p>',
    });

    expect(analysed).toEqual(['Good day & night']);
    // The entry keeps the analysis's labels and numbers; how it read (the explanation names its
    // words) is answered beside them and never stored.
    const { model, uncertain, explanation, ...stored } = ANALYSIS;
    expect(result).toEqual({
      id: saved[0].id,
      ...stored,
      mood: null,
      activities: [],
      createdAt: saved[0].createdAt.toISOString(),
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
});

describe('paging cursors', () => {
  it('round-trip the position of the last entry', () => {
    const entry = {
      createdAt: new Date('2026-02-03T04:05:06.789Z'),
      id: '22222222-2222-4222-8222-222222222222',
    };
    expect(decodeCursor(encodeCursor(entry))).toEqual(entry);
  });

  it.each(['', 'bm9wZQ', Buffer.from('2026-01-01T00:00:00Z|not-a-uuid').toString('base64url')])(
    'refuse %j with a 400',
    (cursor) => {
      let err: unknown;
      try {
        decodeCursor(cursor);
      } catch (e) {
        err = e;
      }
      expect(rpcError(err)).toEqual({ statusCode: 400, error: JournalMessages.invalidCursor });
    },
  );
});
