import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '@sentilog/platform';

/** The development key lives in the repository's git-ignored data folder (src/ and dist/ alike). */
export const DEV_JOURNAL_KEY_FILE = resolve(__dirname, '../../../.data/journal-key');

export const KEY_BYTES = 32;

export interface JournalKeys {
  /** New and re-written entries are encrypted with this one. */
  current: Buffer;
  /** Earlier keys, kept only to read entries written before a rotation. */
  old: Buffer[];
}

/**
 * Reads JOURNAL_ENCRYPTION_KEY (base64 of 32 bytes) and JOURNAL_ENCRYPTION_KEYS_OLD (the same,
 * comma-separated). In production the key must be set; elsewhere one is generated once and kept
 * on disk, so entries stay readable across restarts. Values are never echoed in errors: they are
 * secrets (the shared config helper prints values of names it does not recognise as secret).
 */
export function journalKeysFrom(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  file = DEV_JOURNAL_KEY_FILE,
): JournalKeys {
  const configured = env.JOURNAL_ENCRYPTION_KEY?.trim();
  let current: Buffer;
  if (configured) {
    current = decodeKey(configured, 'JOURNAL_ENCRYPTION_KEY');
  } else if (nodeEnv === 'production') {
    throw new ConfigError(
      'Configuration error: JOURNAL_ENCRYPTION_KEY is missing: required when NODE_ENV=production (generate one with: openssl rand -base64 32)',
    );
  } else {
    current = developmentKey(file);
  }
  const old = (env.JOURNAL_ENCRYPTION_KEYS_OLD ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => decodeKey(value, 'JOURNAL_ENCRYPTION_KEYS_OLD'));
  return { current, old };
}

function decodeKey(value: string, name: string): Buffer {
  const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : undefined;
  if (!bytes || bytes.length !== KEY_BYTES) {
    throw new ConfigError(
      `Configuration error: ${name} is invalid: must be ${KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`,
    );
  }
  return bytes;
}

function developmentKey(file: string): Buffer {
  try {
    return decodeKey(readFileSync(file, 'utf8').trim(), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(KEY_BYTES);
  try {
    mkdirSync(dirname(file), { recursive: true });
    // 'wx': when another process created the file meanwhile, use theirs.
    writeFileSync(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      return decodeKey(readFileSync(file, 'utf8').trim(), file);
    }
    // Unlike a lost JWT secret (users sign in again), a lost journal key loses every entry.
    throw new ConfigError(
      `Could not keep a development journal key in ${file} (${String(err)}); set JOURNAL_ENCRYPTION_KEY`,
    );
  }
}
