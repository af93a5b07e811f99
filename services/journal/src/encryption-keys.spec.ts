import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@sentilog/platform';
import { journalKeysFrom } from './encryption-keys';

describe('journalKeysFrom', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'journal-key-'));
  const key = () => randomBytes(32).toString('base64');

  it('takes JOURNAL_ENCRYPTION_KEY and the old keys', () => {
    const [current, old1, old2] = [key(), key(), key()];
    const keys = journalKeysFrom(
      { JOURNAL_ENCRYPTION_KEY: current, JOURNAL_ENCRYPTION_KEYS_OLD: ` ${old1}, ${old2} ` },
      'production',
    );
    expect(keys.current.toString('base64')).toBe(current);
    expect(keys.old.map((k) => k.toString('base64'))).toEqual([old1, old2]);
  });

  it('requires the key in production', () => {
    const read = () => journalKeysFrom({}, 'production');
    // A ConfigError: the entry point prints its one line instead of a stack trace.
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/JOURNAL_ENCRYPTION_KEY is missing: required when NODE_ENV=production/);
  });

  it.each(['short', randomBytes(16).toString('base64'), 'not base64 at all!!'])(
    'refuses %j without echoing it',
    (value) => {
      let message = '';
      try {
        journalKeysFrom({ JOURNAL_ENCRYPTION_KEY: value }, 'development');
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(
        /JOURNAL_ENCRYPTION_KEY is invalid: must be 32 random bytes in base64/,
      );
      expect(message).not.toContain(value);
    },
  );

  it('refuses a malformed old key', () => {
    expect(() =>
      journalKeysFrom(
        { JOURNAL_ENCRYPTION_KEY: key(), JOURNAL_ENCRYPTION_KEYS_OLD: 'nope' },
        'test',
      ),
    ).toThrow(/JOURNAL_ENCRYPTION_KEYS_OLD is invalid/);
  });

  it('outside production generates a key once, keeps it on disk (0600) and reuses it', () => {
    const file = join(dir(), 'nested', 'journal-key');
    const first = journalKeysFrom({}, 'development', file);
    expect(first.current).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.current.toString('base64'));
    expect(journalKeysFrom({}, 'development', file).current.equals(first.current)).toBe(true);
  });

  it('never replaces a kept key it cannot read: the entries under it would be lost', () => {
    const file = join(dir(), 'journal-key');
    writeFileSync(file, 'garbage\n');
    expect(() => journalKeysFrom({}, 'development', file)).toThrow(/is invalid/);
    expect(readFileSync(file, 'utf8')).toBe('garbage\n');
  });
});
