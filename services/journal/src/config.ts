import { baseEnv, ConfigError, parseConfig, z } from '@sentilog/platform';
import { journalKeysFrom } from './encryption-keys';
import { parsePushOrigins } from './push-origins';

/** The journal service's configuration: parsed once, when the service starts, and injected. */
export const JOURNAL_CONFIG = Symbol('JournalConfig');

/**
 * The push services browsers subscribe through (Chrome and Edge's, Firefox's, Safari's, Windows'):
 * a push subscription's endpoint must be on one of them, so no one can have the service post to
 * an address of their choosing.
 */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://*.push.services.mozilla.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
].join(',');

/**
 * Parses the journal service's variables, its encryption keys and push keys included; throws a
 * ConfigError naming the first bad one.
 */
export function journalConfigFrom(env: NodeJS.ProcessEnv) {
  const base = parseConfig(journalEnv, env);
  return {
    ...base,
    journalKeys: journalKeysFrom(env, base.NODE_ENV),
    vapid: vapidFrom(base),
    pushOrigins: parsePushOrigins(base.PUSH_SERVICE_ORIGINS),
  };
}

export const journalEnv = {
  ...baseEnv,
  /**
   * What one user's entries may hold, photos included, in MB: every write that would pass it is
   * refused with a clear 413, so no one account can fill the database (or make an export of it
   * take hours).
   */
  JOURNAL_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(100_000).default(100),
  /**
   * Web push (VAPID, RFC 8292): the key pair that signs push reminders, as
   * `npx web-push generate-vapid-keys` prints it, and the contact push services may write to.
   * Unset, push reminders are unavailable and email reminders still work.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
    .optional(),
  /** Origins a push subscription's endpoint may have (`*.` matches subdomains, `:*` any port). */
  PUSH_SERVICE_ORIGINS: z.string().default(DEFAULT_PUSH_SERVICE_ORIGINS),
  /** How often each replica looks for reminders due; 0 turns the sweep off (tests run it by hand). */
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
};

/** The VAPID details web push signs with, or null when push is not configured. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

function vapidFrom(config: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}): VapidDetails | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT } = config;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) {
    throw new ConfigError(
      `Configuration error: ${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} is missing: push needs both VAPID keys (npx web-push generate-vapid-keys), or neither`,
    );
  }
  if (!VAPID_SUBJECT) {
    throw new ConfigError(
      'Configuration error: VAPID_SUBJECT is missing: required with the VAPID keys (a mailto: or https:// address push services can reach the operator at)',
    );
  }
  return { publicKey, privateKey, subject: VAPID_SUBJECT };
}

export type JournalConfig = ReturnType<typeof journalConfigFrom>;
