import { baseEnv, parseConfig, z } from '@sentilog/platform';
import { journalKeysFrom } from './encryption-keys';

/** The journal service's configuration: parsed once, when the service starts, and injected. */
export const JOURNAL_CONFIG = Symbol('JournalConfig');

/**
 * Parses the journal service's variables, its encryption keys included; throws a ConfigError
 * naming the first bad one.
 */
export function journalConfigFrom(env: NodeJS.ProcessEnv) {
  const base = parseConfig(journalEnv, env);
  return { ...base, journalKeys: journalKeysFrom(env, base.NODE_ENV) };
}

export const journalEnv = {
  ...baseEnv,
  /**
   * What one user's entries may hold, photos included, in MB: every write that would pass it is
   * refused with a clear 413, so no one account can fill the database (or make an export of it
   * take hours).
   */
  JOURNAL_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(100_000).default(100),
};

export type JournalConfig = ReturnType<typeof journalConfigFrom>;
