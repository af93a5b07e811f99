import { newIdempotencyKey, SubmissionKeys, withIdempotencyKey } from './idempotency';

describe('Idempotency-Key per submission', () => {
  it('makes random keys the gateway accepts (16 to 255 printable characters)', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('reuses the key while the same content is sent again, and a new one after success or a change', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ text: 'Hello' });
    expect(keys.keyFor({ text: 'Hello' })).toBe(first);
    const changed = keys.keyFor({ text: 'Hello!' });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ text: 'Hello!' })).not.toBe(changed);
  });

  it('adds the header beside the options already given', () => {
    expect(withIdempotencyKey('k'.repeat(16), { headers: { token: 't' } })).toEqual({
      headers: { token: 't', 'Idempotency-Key': 'k'.repeat(16) },
    });
  });
});
