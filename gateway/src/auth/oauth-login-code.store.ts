import { Injectable } from '@nestjs/common';
import type { AuthUser, OAuthProvider } from '@sentilog/contracts';
import type { CookieOptions } from 'express';
import { randomBytes } from 'node:crypto';
import { GatewayRedis } from '../common/redis.provider';
import type { GatewayConfig } from '../config';
import { sameSecret } from '../common/same-secret';
import { authCookieOptions } from './auth-cookies';
import { OneTimeValues } from './one-time-values';

/** A one-time code is exchanged by the app right after the redirect; a minute is plenty. */
export const LOGIN_CODE_TTL_MS = 60_000;
/** The cookie that ties a one-time code to the browser the sign-in ran in. */
export const LOGIN_CODE_COOKIE = 'oauth_login';

/** What a one-time code stands for: a finished sign-in, waiting for its token. */
export interface PendingSignIn {
  userId: string;
  tokenVersion: number;
  user: AuthUser;
  provider: OAuthProvider;
}

interface StoredSignIn extends PendingSignIn {
  /** The value of the browser's LOGIN_CODE_COOKIE when the code was issued */
  browser: string;
}

export function loginCodeCookieOptions(config: Pick<GatewayConfig, 'APP_URL'>): CookieOptions {
  return { ...authCookieOptions(config), maxAge: LOGIN_CODE_TTL_MS };
}

/**
 * The end of a Google or GitHub sign-in in the browser: instead of a token in the redirect's
 * query (where it would stay in the history, in proxy and server logs and in Referer headers), the
 * app gets a random code that POST /api/auth/oauth/callback exchanges once, within a minute, from
 * the same browser (a signed cookie), for the token. Only a digest of the code is kept, in Redis,
 * so every gateway replica can redeem it.
 */
@Injectable()
export class OAuthLoginCodeStore {
  private readonly codes: OneTimeValues<StoredSignIn>;

  constructor(redis: GatewayRedis) {
    this.codes = new OneTimeValues(redis, 'oauth-login-code', LOGIN_CODE_TTL_MS);
  }

  /** Stores the sign-in; answers the code for the URL and the value for the browser's cookie. */
  async issue(signIn: PendingSignIn): Promise<{ code: string; browser: string }> {
    const browser = randomBytes(16).toString('base64url');
    const code = await this.codes.issue({ ...signIn, browser });
    return { code, browser };
  }

  /**
   * The sign-in the code stands for, once: the code is deleted as it is read (GETDEL), so a
   * second exchange, or one from another browser, finds nothing.
   */
  async redeem(code: string, browser: unknown): Promise<PendingSignIn | null> {
    const stored = await this.codes.redeem(code);
    if (!stored) return null;
    const { browser: expected, ...signIn } = stored;
    if (!sameSecret(browser, expected)) return null;
    return signIn;
  }
}
