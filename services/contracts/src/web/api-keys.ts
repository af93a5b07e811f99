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
} as const;

/** The sentence a 429 beyond the daily quota carries. */
export function quotaExceededMessage(quota: number): string {
  return `This API key has reached its daily quota of ${quota.toLocaleString('en-US')} texts and documents. It resets at midnight UTC.`;
}
