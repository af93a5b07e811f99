import { BadRequestException } from '@nestjs/common';
import type { Request } from 'express';
import {
  fingerprintOf,
  idempotencyOf,
  idempotentId,
  IdempotentRequest,
  MALFORMED_KEY,
  recordName,
} from './idempotency-key';

const KEY = '2b1f0c9e-6a3d-4c55-9f1e-7d2a8b3c4d5e';

function req(fields: Record<string, unknown>): Request {
  return {
    method: 'POST',
    baseUrl: '',
    path: '/api/journal',
    query: {},
    body: {},
    ip: '203.0.113.9',
    headers: { 'idempotency-key': KEY },
    ...fields,
  } as unknown as Request;
}

describe('idempotencyOf', () => {
  it('scopes a key to the signed-in user, an API key’s account, or else the client address', () => {
    expect(idempotencyOf(req({ auth: { userId: 'u1' } }))).toEqual({
      key: KEY,
      scope: 'user:u1',
      route: 'POST /api/journal',
    });
    expect(idempotencyOf(req({ apiKey: { userId: 'acct' } }))?.scope).toBe('account:acct');
    expect(idempotencyOf(req({}))?.scope).toBe('address:203.0.113.9');
  });

  it('is undefined without the header, and refuses a short, long or non-ASCII key', () => {
    expect(idempotencyOf(req({ headers: {} }))).toBeUndefined();
    for (const bad of ['short', 'x'.repeat(256), 'ключ-ключ-ключ-ключ', 'has a space in it ok']) {
      expect(() => idempotencyOf(req({ headers: { 'idempotency-key': bad } }))).toThrow(
        new BadRequestException(MALFORMED_KEY),
      );
    }
  });
});

describe('fingerprintOf', () => {
  const request: IdempotentRequest = { key: KEY, scope: 'user:u1', route: 'POST /api/journal' };

  it('is the same for the same body in any key order, less a token field', () => {
    const a = fingerprintOf(req({ body: { text: 'hi', mood: 3 } }), request);
    const b = fingerprintOf(req({ body: { mood: 3, text: 'hi', token: 'credential' } }), request);
    expect(a).toBe(b);
  });

  it('differs for another body, query or file, and does not contain the body', () => {
    const base = fingerprintOf(req({ body: { text: 'hi' } }), request);
    expect(fingerprintOf(req({ body: { text: 'ho' } }), request)).not.toBe(base);
    expect(fingerprintOf(req({ body: { text: 'hi' }, query: { a: '1' } }), request)).not.toBe(base);
    const file = (bytes: string) => ({
      file: { fieldname: 'file', originalname: 'a.txt', buffer: Buffer.from(bytes) },
    });
    expect(fingerprintOf(req(file('one')), request)).not.toBe(
      fingerprintOf(req(file('two')), request),
    );
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('idempotentId and recordName', () => {
  it('make a stable UUID per caller, route and key, never the key itself', () => {
    const ann: IdempotentRequest = { key: KEY, scope: 'user:ann', route: 'POST /api/journal' };
    const bob: IdempotentRequest = { ...ann, scope: 'user:bob' };
    expect(idempotentId(ann)).toBe(idempotentId({ ...ann }));
    expect(idempotentId(ann)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(idempotentId(bob)).not.toBe(idempotentId(ann));
    expect(recordName(ann)).not.toContain(KEY);
    expect(recordName(ann)).not.toBe(recordName(bob));
  });
});
