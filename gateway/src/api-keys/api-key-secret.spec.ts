import { createHash } from 'node:crypto';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('makes a different high-entropy key each time, with its prefix and SHA-256', () => {
    const first = generateApiKey();
    const second = generateApiKey();
    expect(first.secret).toMatch(/^sl_live_[A-Za-z0-9_-]{43}$/);
    expect(first.secret).not.toBe(second.secret);
    expect(first.prefix).toBe(first.secret.slice(0, 14));
    expect(first.hash).toBe(createHash('sha256').update(first.secret).digest('hex'));
    expect(hashApiKey(first.secret)).toBe(first.hash);
  });

  it('tells a key from an access token or a truncated key', () => {
    expect(looksLikeApiKey(generateApiKey().secret)).toBe(true);
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig')).toBe(false);
    expect(looksLikeApiKey(generateApiKey().secret.slice(0, -1))).toBe(false);
    expect(looksLikeApiKey(`${generateApiKey().secret} `)).toBe(false);
  });
});
