import { createHash, randomBytes } from 'node:crypto';

/**
 * The rules every mailed one-time link follows (password reset, email confirmation): a random
 * token of 32 bytes, of which only a digest is stored, valid for an hour, at most one mail a
 * minute per account.
 */

/** A mailed link works for one hour. */
export const MAIL_TOKEN_TTL_MS = 60 * 60 * 1000;
/** At most one such mail per account per minute, so the forms cannot flood a mailbox. */
export const MAIL_INTERVAL_MS = 60 * 1000;

export function newMailToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a token is stored: a database leak gives no usable links. */
export function hashMailToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
