import type { OAuthProvider } from '@sentilog/contracts';
import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { sameSecret } from '../common/same-secret';
import type { GatewayConfig } from '../config';
import { authCookieOptions } from './auth-cookies';

/** The state cookie lives only as long as a sign-in at the provider reasonably takes. */
const STATE_TTL_MS = 10 * 60 * 1000;
export const INVALID_STATE_MESSAGE = 'Invalid OAuth state. Please try signing in again.';

export function stateCookieName(provider: OAuthProvider): string {
  return `oauth_state_${provider}`;
}

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: boolean, info?: { message: string }) => void;

/**
 * passport-oauth2 state store that binds a sign-in to the browser that started it (login CSRF):
 * the random `state` sent to the provider is also kept in a signed, HTTP-only cookie, and the
 * callback is accepted only when the state it brings back equals the cookie. The cookie is
 * cleared on the first use, so a state works once.
 */
export class OAuthStateStore {
  constructor(
    private readonly provider: OAuthProvider,
    private readonly config: Pick<GatewayConfig, 'APP_URL'>,
  ) {}

  // passport-oauth2 picks the signature by the function's arity: (req, meta, callback).
  store = (req: Request, _meta: unknown, callback: StoreCallback): void => {
    const state = randomBytes(24).toString('base64url');
    (req.res as Response).cookie(stateCookieName(this.provider), state, {
      ...authCookieOptions(this.config),
      maxAge: STATE_TTL_MS,
    });
    callback(null, state);
  };

  // (req, state, meta, callback)
  verify = (req: Request, state: unknown, _meta: unknown, callback: VerifyCallback): void => {
    const name = stateCookieName(this.provider);
    const expected: unknown = (req.signedCookies as Record<string, unknown> | undefined)?.[name];
    (req.res as Response).clearCookie(name, authCookieOptions(this.config));
    if (typeof expected !== 'string' || !sameSecret(state, expected)) {
      return callback(null, false, { message: INVALID_STATE_MESSAGE });
    }
    callback(null, true);
  };
}
