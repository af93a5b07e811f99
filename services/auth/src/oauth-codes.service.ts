import { Injectable } from '@nestjs/common';
import {
  LoginCodeIssued,
  LoginCodeRedeemed,
  LoginCodeRequest,
  RedeemLoginCodeRequest,
} from '@sentilog/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AuthRedis } from './auth-redis';
import { OneTimeValues } from './one-time-values';
import { TokenIssuer } from './token-issuer';

/** A one-time code is exchanged by the app right after the redirect; a minute is plenty. */
export const LOGIN_CODE_TTL_MS = 60_000;

interface StoredSignIn extends LoginCodeRequest {
  /** The value of the browser's cookie when the code was issued */
  browser: string;
}

/** Compares in constant time: both are hashed first, so neither content nor length shows. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The login codes of Google and GitHub sign-in (Redis keeps only their digests, and reading
 * deletes them, so each works once, on any replica): the end of a sign-in in the browser. Instead
 * of a token in the redirect's query (where it would stay in the history, in logs and in Referer
 * headers), the app gets a code that POST /api/auth/oauth/callback exchanges once, within a
 * minute, from the same browser (the gateway's signed cookie holds `browser`), for a token signed
 * at that moment. (Linking's one-time values are AccountLinksService's.)
 */
@Injectable()
export class OAuthCodesService {
  private readonly codes: OneTimeValues<StoredSignIn>;

  constructor(
    redis: AuthRedis,
    private readonly tokens: TokenIssuer,
  ) {
    this.codes = new OneTimeValues(redis, 'oauth-login-code', LOGIN_CODE_TTL_MS);
  }

  async issueLoginCode(signIn: LoginCodeRequest): Promise<LoginCodeIssued> {
    const browser = randomBytes(16).toString('base64url');
    const { userId, tokenVersion, user, provider } = signIn;
    const code = await this.codes.issue({ userId, tokenVersion, user, provider, browser });
    return { code, browser };
  }

  /** Deleted as it is read (GETDEL): a second exchange, or one from another browser, fails. */
  async redeemLoginCode(request: RedeemLoginCodeRequest): Promise<LoginCodeRedeemed> {
    const stored = await this.codes.redeem(request.code);
    if (!stored || !sameSecret(request.browser, stored.browser)) return { signIn: null };
    const token = this.tokens.sign(stored.userId, stored.tokenVersion);
    return { signIn: { token, user: stored.user, provider: stored.provider } };
  }
}
