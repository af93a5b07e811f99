import { baseEnv, parseConfig } from '@sentilog/platform';
import { journalKeysFrom } from './encryption-keys';

/** The journal service's configuration: parsed once, when the service starts, and injected. */
export const JOURNAL_CONFIG = Symbol('JournalConfig');

/**
 * Parses the journal service's variables, its encryption keys included; throws a ConfigError
 * naming the first bad one.
 */
export function journalConfigFrom(env: NodeJS.ProcessEnv) {
  const base = parseConfig(baseEnv, env);
  return { ...base, journalKeys: journalKeysFrom(env, base.NODE_ENV) };
}

export type JournalConfig = ReturnType<typeof journalConfigFrom>;
