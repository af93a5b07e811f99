import { baseEnv, loadConfig } from '@sentilog/platform';
import { JournalKeyError, JournalKeys, journalKeysFrom } from './encryption-keys';

const env = loadConfig({ ...baseEnv });

function loadKeys(): JournalKeys {
  try {
    return journalKeysFrom(process.env, env.NODE_ENV);
  } catch (err) {
    if (!(err instanceof JournalKeyError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

export const config = { ...env, journalKeys: loadKeys() };
export type JournalConfig = typeof config;
