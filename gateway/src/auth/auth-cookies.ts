import type { CookieOptions } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { config } from '../config';

/**
 * The cookies of a sign-in at a provider (state, link request, one-time code): HTTP-only and
 * signed, sent only to /api/auth, and Lax, so they come along on the top-level redirect back from
 * the provider but never on cross-site requests.
 */
export function authCookieOptions(): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.APP_URL.startsWith('https://'),
    path: '/api/auth',
    signed: true,
  };
}

/** Compares two secrets in constant time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
