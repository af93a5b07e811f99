/** The API keys' vocabulary: the key format, the limits the page states, the messages. */

/** Every key starts with it, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = 'sl_live_';
/** Characters of a key shown in lists: the fixed prefix and six of the secret. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 6;
export const API_KEY_NAME_MAX_LENGTH = 60;
/** Keys one user may hold at once (revoked keys do not count). */
export const MAX_API_KEYS_PER_USER = 10;
/** Texts one call of `POST /api/v1/analyze/batch` may carry. */
export const MAX_BATCH_TEXTS = 100;
/** Documents one call of `POST /api/v1/analyze/documents` may carry (each up to 10 MB). */
export const MAX_BATCH_DOCUMENTS = 5;
/**
 * What one document costs of a key's daily quota, in characters: as much as the longest text one
 * may send, whatever its size (its text is not known until the worker has read it).
 */
export const DOCUMENT_QUOTA_CHARACTERS = 100_000;
/** Days of usage the keys list reports, today included. */
export const API_KEY_USAGE_DAYS = 30;
/** What an API key may do; only analysis for now. */
export const API_KEY_SCOPES = ['analysis'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const ApiKeyMessages = {
  nameRequired: 'name is required',
  nameTooLong: `name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`,
  tooManyKeys: `You already have ${MAX_API_KEYS_PER_USER} API keys. Revoke one before creating another.`,
  notFound: 'API key not found',
  revoked: 'API key revoked',
  missingKey: 'API key required: send it as Authorization: Bearer sl_live_…',
  invalidKey: 'Invalid or revoked API key',
  tooManyTexts: `texts must hold at most ${MAX_BATCH_TEXTS} texts`,
  noDocuments: `No files uploaded. Attach 1 to ${MAX_BATCH_DOCUMENTS} TXT, PDF or DOCX files as "files".`,
  tooManyDocuments: `At most ${MAX_BATCH_DOCUMENTS} documents per call.`,
  confirmEmailFirst:
    'Confirm your email address before creating API keys: follow the link we mailed you, or send a new one from your profile.',
} as const;

const number = (n: number) => n.toLocaleString('en-US');

/** The sentence of a 429 for a call that would pass the key's daily quota. */
export function quotaExceededMessage(quota: number, remaining: number): string {
  return `This call would pass this API key's daily quota of ${number(quota)} characters (${number(remaining)} left today). Send less, or wait until the quota resets at midnight UTC.`;
}

/** The sentence of a 413 for a batch call over the per-call limit. */
export function callTooLargeMessage(characters: number, limit: number): string {
  return `This call holds ${number(characters)} characters; one call may hold at most ${number(limit)}. Send the texts in smaller calls.`;
}

/** The sentence of a 429 for a batch call beyond the calls a key or an account may run at once. */
export function tooManyBatchCallsMessage(who: 'key' | 'account', limit: number): string {
  const holder = who === 'key' ? 'This API key' : 'This account';
  return limit === 1
    ? `${holder} already has 1 batch call running, the most it may have at once. Wait for it to finish before starting another.`
    : `${holder} already has ${number(limit)} batch calls running, the most it may have at once. Wait for one to finish before starting another.`;
}
