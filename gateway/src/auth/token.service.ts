import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthMessages, AuthPatterns, SessionState } from '@sentilog/contracts';
import { RpcCallError } from '@sentilog/transport';
import { randomUUID } from 'node:crypto';
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
}

interface TokenPayload {
  sub: string;
  ver: number;
  jti: string;
  exp: number;
}

/**
 * How long a user's token version may be served from Redis instead of asking the auth service.
 * Every gateway replica shares the cache, and the gateway itself writes the new version there the
 * moment it revokes tokens (password reset or change, account deletion), so a revoked token stops
 * working at once everywhere; the TTL only bounds how stale a version changed some other way
 * (directly in the database) can be. It saves one RPC and one query on most authenticated requests.
 */
export const TOKEN_VERSION_CACHE_MS = 5_000;
const GONE = 'gone';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly rpc: RpcService,
    private readonly redis: GatewayRedis,
  ) {}

  /**
   * A token for the user at their current token version, with a random id (`jti`) by which
   * logout revokes it alone; expiry from JWT_EXPIRES_IN.
   */
  sign(userId: string, tokenVersion: number): string {
    return this.jwt.sign({ sub: userId, ver: tokenVersion }, { jwtid: randomUUID() });
  }

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
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) {
      throw new UnauthorizedException(AuthMessages.invalidToken);
    }
    if (!Number.isInteger(payload.ver)) throw new UnauthorizedException(AuthMessages.invalidToken);
    if (!Number.isInteger(payload.exp) || typeof payload.jti !== 'string' || !payload.jti) {
      throw new UnauthorizedException(AuthMessages.invalidToken);
    }
    const [current, signedOut] = await Promise.all([
      this.currentVersion(payload.sub),
      this.redis.exists(this.signedOutKey(payload.jti)),
    ]);
    if (current === null || current !== payload.ver || signedOut > 0) {
      throw new UnauthorizedException(AuthMessages.invalidToken);
    }
    return {
      userId: payload.sub,
      tokenVersion: current,
      tokenId: payload.jti,
      expiresAt: payload.exp!,
    };
  }

  /**
   * Logout: revokes this one token on every replica by keeping its id in Redis until it would
   * have expired anyway, so the list holds only tokens that could still be used. (Raising the
   * token version instead would sign the user out on every device.)
   */
  async signOut(session: AuthenticatedUserRef): Promise<void> {
    const remainingMs = session.expiresAt * 1000 - Date.now();
    if (remainingMs <= 0) return;
    await this.redis.set(this.signedOutKey(session.tokenId), '1', 'PX', remainingMs);
  }

  /**
   * Records that the user's tokens below `tokenVersion` are revoked (null: the user is gone).
   * Overwrites the cache, where a lookup only ever fills an empty entry (SET NX), so a lookup that
   * raced with the revocation cannot put the old version back.
   */
  async revoked(userId: string, tokenVersion: number | null): Promise<void> {
    const value = tokenVersion === null ? GONE : String(tokenVersion);
    await this.redis.set(this.key(userId), value, 'PX', TOKEN_VERSION_CACHE_MS);
  }

  private async currentVersion(userId: string): Promise<number | null> {
    const cached = await this.redis.get(this.key(userId));
    if (cached !== null) return cached === GONE ? null : Number(cached);
    let version: number | null;
    try {
      version = (await this.rpc.call<SessionState>(AuthPatterns.session, { userId })).tokenVersion;
    } catch (err) {
      // 401 from the auth service: the user no longer exists. Anything else (503) goes up.
      if (!(err instanceof RpcCallError) || err.statusCode !== 401) throw err;
      version = null;
    }
    await this.redis.set(
      this.key(userId),
      version === null ? GONE : String(version),
      'PX',
      TOKEN_VERSION_CACHE_MS,
      'NX',
    );
    return version;
  }

  private key(userId: string): string {
    return `token-version:${userId}`;
  }

  private signedOutKey(tokenId: string): string {
    return `token-signed-out:${tokenId}`;
  }
}
