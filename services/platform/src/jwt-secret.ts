import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config';

/**
 * The access tokens' key, in both processes that use it: the auth service signs tokens with it,
 * the gateway verifies them (and derives its cookie-signing key from it). HS256, at least 32
 * characters; required in production, elsewhere a random one is generated once and kept in
 * .data/jwt-secret (see withJwtSecret), so tokens survive restarts.
 */
export const jwtSecretEnv = {
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

/** The development secret lives in the repository's git-ignored data folder. */
export const DEV_JWT_SECRET_FILE = resolve(__dirname, '../../../.data/jwt-secret');

/**
 * Fills in JWT_SECRET: in production it must be set (else a ConfigError names it); elsewhere a
 * random secret is generated once and kept on disk, so tokens survive restarts.
 */
export function withJwtSecret<T extends { NODE_ENV: string; JWT_SECRET?: string }>(
  env: T,
  file = DEV_JWT_SECRET_FILE,
): T & { JWT_SECRET: string } {
  if (env.JWT_SECRET) return { ...env, JWT_SECRET: env.JWT_SECRET };
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Configuration error: JWT_SECRET is missing: required when NODE_ENV=production',
    );
  }
  return { ...env, JWT_SECRET: developmentSecret(file) };
}

function developmentSecret(file: string): string {
  let existing: string | undefined;
  try {
    existing = readFileSync(file, 'utf8').trim();
  } catch {
    // not created yet
  }
  if (existing !== undefined && existing.length >= 32) return existing;
  const secret = randomBytes(48).toString('base64url');
  try {
    mkdirSync(dirname(file), { recursive: true });
    // 'wx' for a new file: when another process created it meanwhile, use theirs. A kept value
    // too short to be a secret is replaced.
    writeFileSync(file, `${secret}\n`, { flag: existing === undefined ? 'wx' : 'w', mode: 0o600 });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      const theirs = readFileSync(file, 'utf8').trim();
      if (theirs.length >= 32) return theirs;
    }
    process.stderr.write(
      `Could not keep a development JWT secret in ${file} (${String(err)}); tokens will not survive a restart\n`,
    );
    return secret;
  }
}
