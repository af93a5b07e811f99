import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthMessages, AuthPatterns, isUuid } from '@sentilog/contracts';
import { RpcCallError } from '@sentilog/transport';
import { GatewayRedis } from '../common/redis.provider';
import { RpcService } from '../rpc/rpc.service';

/** Who a verified token belongs to, and which token it was (for signing that one out). */
export interface AuthenticatedUserRef {
  userId: string;
  tokenVersion: number;
  /** The token's `jti` */
  tokenId: string;
  /** The token's `exp`, in seconds since the epoch */
  expiresAt: number;
  /** The token's `iat`, in seconds since the epoch: when its sign-in happened (if it says). */
  issuedAt?: number;
}

interface TokenPayload {
  sub: string;
  ver: number;
  jti: string;
  exp: number;
  iat?: number;
}

/**
 * How long what the auth service said about a token (its user's version, whether it was signed
 * out) may be served from Redis instead of asking again: it saves one RPC and one query on most
 * authenticated requests. The truth is in PostgreSQL, so a Redis restart or flush only costs a
 * lookup. Every gateway replica shares the cache, and the gateway writes a revocation there as
 * soon as the auth service reports one (logout, password reset or change, account deletion), so a
 * revoked token stops working at once everywhere; the TTL only bounds how stale a change made
 * some other way (directly in the database) can be.
 */
export const TOKEN_VERSION_CACHE_MS = 5_000;
/**
 * A revocation by token version is kept this long, twice the cache's lifetime: a lookup that read
 * the old version just before the revocation and cached it just after expires first.
 */
const REVOCATION_MS = 2 * TOKEN_VERSION_CACHE_MS;
const GONE = 'gone';
const SIGNED_OUT = 'signed-out';

/**
 * Where the gateway checks an access token (the auth service makes them, see its TokenIssuer):
 * the HS256 signature and expiry here, with JWT_SECRET, at no RPC; the token version and sign-out
 * state from the auth service (`auth.session`), cached briefly in the gateway's Redis.
 */
@Injectable()
export class TokenVerifier {
  constructor(
    private readonly jwt: JwtService,
    private readonly rpc: RpcService,
    private readonly redis: GatewayRedis,
  ) {}

  /**
   * Verifies signature, expiry, id, token version and that the token was not signed out;
   * 401 "Invalid or expired token" otherwise. A token without `exp` or `jti` is refused: it would
   * be valid forever and could not be signed out.
   */
  async authenticate(token: string): Promise<AuthenticatedUserRef> {
    let payload: Partial<TokenPayload>;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException(AuthMessages.invalidToken);
    }
    if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) {
      throw new UnauthorizedException(AuthMessages.invalidToken);
    }
    if (!Number.isInteger(payload.ver)) throw new UnauthorizedException(AuthMessages.invalidToken);
    // Every token the auth service signs has a UUID jti (see its TokenIssuer).
    if (!Number.isInteger(payload.exp) || typeof payload.jti !== 'string' || !isUuid(payload.jti)) {
      throw new UnauthorizedException(AuthMessages.invalidToken);
    }
    const current = await this.currentVersion(payload.sub, payload.jti);
    if (current === null || current !== payload.ver) {
      throw new UnauthorizedException(AuthMessages.invalidToken);
    }
    return {
      userId: payload.sub,
      tokenVersion: current,
      tokenId: payload.jti,
      expiresAt: payload.exp!,
      ...(Number.isInteger(payload.iat) ? { issuedAt: payload.iat } : {}),
    };
  }

  /**
   * Logout: revokes this one token until it would have expired anyway (raising the token version
   * instead would sign the user out on every device). The auth service keeps it in PostgreSQL,
   * so it outlives a Redis restart; the cache makes it count at once on every replica.
   */
  async signOut(session: AuthenticatedUserRef): Promise<void> {
    const remainingMs = session.expiresAt * 1000 - Date.now();
    if (remainingMs <= 0) return;
    await this.rpc.call(AuthPatterns.signOut, {
      userId: session.userId,
      tokenId: session.tokenId,
      expiresAt: session.expiresAt,
    });
    await this.redis.set(this.tokenKey(session.tokenId), SIGNED_OUT, 'PX', remainingMs);
  }

  /**
   * Records that the user's tokens below `tokenVersion` are revoked (null: the user is gone).
   * It wins over whatever a token's cached state says, for longer than that can live, so a lookup
   * that raced with the revocation cannot put the old version back.
   */
  async revoked(userId: string, tokenVersion: number | null): Promise<void> {
    const value = tokenVersion === null ? GONE : String(tokenVersion);
    await this.redis.set(this.key(userId), value, 'PX', REVOCATION_MS);
  }

  /** The user's version as far as this token is concerned: null once it is revoked for good. */
  private async currentVersion(userId: string, tokenId: string): Promise<number | null> {
    const [revocation, cached] = await this.redis.mget(this.key(userId), this.tokenKey(tokenId));
    if (cached === SIGNED_OUT || revocation === GONE) return null;
    if (revocation !== null) return Number(revocation);
    if (cached !== null) return cached === GONE ? null : Number(cached);
    let state: string;
    try {
      const session = await this.rpc.call(AuthPatterns.session, { userId, tokenId });
      state = session.signedOut ? SIGNED_OUT : String(session.tokenVersion);
    } catch (err) {
      // 401 from the auth service: the user no longer exists. Anything else (503) goes up.
      if (!(err instanceof RpcCallError) || err.statusCode !== 401) throw err;
      state = GONE;
    }
    await this.redis.set(this.tokenKey(tokenId), state, 'PX', TOKEN_VERSION_CACHE_MS, 'NX');
    return state === GONE || state === SIGNED_OUT ? null : Number(state);
  }

  /** A revocation by token version (reset, password or email change, deletion). */
  private key(userId: string): string {
    return `token-version:${userId}`;
  }

  private tokenKey(tokenId: string): string {
    return `token-state:${tokenId}`;
  }
}
