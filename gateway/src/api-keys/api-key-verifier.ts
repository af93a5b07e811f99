import { Injectable, Logger } from '@nestjs/common';
import { AuthPatterns, VerifiedApiKey } from '@sentilog/contracts';
import { GatewayRedis } from '../common/redis.provider';
import { RpcService } from '../rpc/rpc.service';

/**
 * How long a verified key is trusted without asking the auth service again. Revoking deletes the
 * entry at once; this bounds every other way a key can stop working (its user deleted, a failed
 * delete) to a few seconds.
 */
export const VERIFIED_KEY_TTL_S = 5;

const cacheKey = (hash: string) => `api-keys:verified:${hash}`;

/**
 * Who an API key belongs to, by the hash of the key: asked of the auth service and kept briefly in
 * Redis (shared by every gateway replica, so a revocation reaches them all). Unknown keys are not
 * kept: a key created a moment ago must work at once.
 */
@Injectable()
export class ApiKeyVerifier {
  private readonly logger = new Logger(ApiKeyVerifier.name);

  constructor(
    private readonly redis: GatewayRedis,
    private readonly rpc: RpcService,
  ) {}

  async verify(hash: string): Promise<VerifiedApiKey | null> {
    const cached = await this.redis.get(cacheKey(hash)).catch(() => null);
    if (cached) return JSON.parse(cached) as VerifiedApiKey;
    const { key } = await this.rpc.call(AuthPatterns.apiKeyVerify, {
      hash,
    });
    if (key) {
      await this.redis
        .set(cacheKey(hash), JSON.stringify(key), 'EX', VERIFIED_KEY_TTL_S)
        .catch((err: unknown) => this.logger.warn(`Keeping a verified key failed: ${String(err)}`));
    }
    return key;
  }

  /** Forgets a revoked key's verification, so it stops working on every replica now. */
  async forget(hash: string): Promise<void> {
    await this.redis.del(cacheKey(hash));
  }
}
