import { randomBytes } from 'node:crypto';
import { UnsubscribeTokens } from './unsubscribe-token';

const ANN = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

describe('UnsubscribeTokens', () => {
  const key = randomBytes(32);
  const tokens = new UnsubscribeTokens({ current: key, old: [] });

  it('verifies its own token as the person it was issued for', () => {
    const token = tokens.issue(ANN);
    expect(token.startsWith(`${ANN}.`)).toBe(true);
    expect(tokens.verify(token)).toBe(ANN);
  });

  it('refuses a token for someone else, a changed signature, another key’s and junk', () => {
    const [, signature] = tokens.issue(ANN).split('.');
    expect(tokens.verify(`${BOB}.${signature}`)).toBeNull();
    expect(tokens.verify(`${ANN}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(
      new UnsubscribeTokens({ current: randomBytes(32), old: [] }).verify(tokens.issue(ANN)),
    ).toBeNull();
    for (const junk of ['', ANN, `${ANN}.`, `not-a-uuid.${signature}`, `${ANN}.${signature}.x`]) {
      expect(tokens.verify(junk)).toBeNull();
    }
  });

  it('keeps an old mail’s link working after the journal key is rotated', () => {
    const rotated = new UnsubscribeTokens({ current: randomBytes(32), old: [key] });
    expect(rotated.verify(tokens.issue(ANN))).toBe(ANN);
  });
});
