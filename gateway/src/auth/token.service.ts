import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthMessages, AuthPatterns, RpcCallError, SessionState } from '@sentilog/contracts';
import { GatewayRedis } from '../common/redis.provider';
import { RpcService } from '../rpc/rpc.service';

/** Who a verified token belongs to. */
export interface AuthenticatedUserRef {
  userId: string;
  tokenVersion: number;
}

interface TokenPayload {
  sub: string;
  ver: number;
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

  /** A token for the user at their current token version; expiry from JWT_EXPIRES_IN. */
  sign(userId: string, tokenVersion: number): string {
    return this.jwt.sign({ sub: userId, ver: tokenVersion } satisfies TokenPayload);
  }

  /** Verifies signature, expiry and token version; 401 "Invalid or expired token" otherwise. */
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
    const current = await this.currentVersion(payload.sub);
    if (current === null || current !== payload.ver) {
      throw new UnauthorizedException(AuthMessages.invalidToken);
    }
    return { userId: payload.sub, tokenVersion: current };
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
}
