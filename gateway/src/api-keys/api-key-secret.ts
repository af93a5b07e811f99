import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from '@sentilog/contracts';
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: far beyond guessing, so one fast hash (SHA-256) is the right way to keep it. */
const SECRET_BYTES = 32;
/** The whole form of a key: the prefix and 43 base64url characters (32 bytes). */
const API_KEY_FORM = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

export interface NewApiKeySecret {
  /** The whole key, shown to its owner once. */
  secret: string;
  /** Its first characters, stored and shown in lists. */
  prefix: string;
  /** What is stored and looked up: SHA-256 of the key, in hex. */
  hash: string;
}

/**
 * Makes a key here, in the gateway, so that only its hash and prefix travel to the auth service:
 * the secret never crosses the transport nor rests in a Redis stream.
 */
export function generateApiKey(): NewApiKeySecret {
  const secret = API_KEY_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, prefix: secret.slice(0, API_KEY_SHOWN_LENGTH), hash: hashApiKey(secret) };
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `value` has the form of a key (checked before any lookup). */
export function looksLikeApiKey(value: string): boolean {
  return API_KEY_FORM.test(value);
}
