import { RpcException } from '@nestjs/microservices';
import { AnalyzeTextResponse, JournalMessages } from '@sentilog/contracts';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { EntryReader } from './entry-reader';
import { JournalEntry } from './journal-entry.entity';
import { decodeCursor, encodeCursor, JournalService } from './journal.service';
import type { ServiceCalls } from './service-calls';

const USER = '11111111-1111-4111-8111-111111111111';
const ANALYSIS: AnalyzeTextResponse = {
  sentiment: 'POSITIVE',
  emotion: 'joy',
  score: 0.7,
  confidence: 0.8,
  emotions: { joy: 0.9, sadness: 0, anger: 0, fear: 0, surprise: 0, disgust: 0, neutral: 0.1 },
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
    const repository = {
      create: jest.fn((fields: Partial<JournalEntry>) => fields),
      save: jest.fn(async (row: JournalEntry) => {
        saved.push(row);
        return row;
      }),
    } as unknown as Repository<JournalEntry>;
    const analysed: string[] = [];
    const calls = {
      analyse: jest.fn(async (text: string) => {
        analysed.push(text);
        return ANALYSIS;
      }),
    } as unknown as ServiceCalls;
    return {
      service: new JournalService(repository, reader as EntryReader, calls),
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
    // The entry keeps the analysis's labels and numbers; which model made them is the analysis
    // service's answer, not part of the stored entry.
    const { model: _model, ...stored } = ANALYSIS;
    expect(result).toEqual({
      id: saved[0].id,
      ...stored,
      createdAt: saved[0].createdAt.toISOString(),
    });
    expect(saved[0].content.includes(Buffer.from('Good'))).toBe(false);
    expect(reader.html(saved[0])).toBe('<p>Good day &amp; night</p>');
    expect(saved[0]).toMatchObject({ userId: USER, score: 0.7, sentiment: 'POSITIVE' });
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
