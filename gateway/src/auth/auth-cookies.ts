import type { CookieOptions } from 'express';
import type { GatewayConfig } from '../config';

/**
 * The cookies of a sign-in at a provider (state, link request, one-time code): HTTP-only and
 * signed, sent only to /api/auth, and Lax, so they come along on the top-level redirect back from
 * the provider but never on cross-site requests.
 */
export function authCookieOptions(config: Pick<GatewayConfig, 'APP_URL'>): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.APP_URL.startsWith('https://'),
    path: '/api/auth',
    signed: true,
  };
}
