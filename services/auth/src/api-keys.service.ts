import { Injectable, Logger } from '@nestjs/common';
import {
  ApiKeyMessages,
  ApiKeyRevoked,
  ApiKeySummary,
  CreateApiKeyRequest,
  MAX_API_KEYS_PER_USER,
  VerifiedApiKey,
} from '@sentilog/contracts';
import { serviceError } from '@sentilog/platform';
import { ApiKeyRow, ApiKeysRepository, UsageRow } from './api-keys.repository';

/**
 * A user's API keys: made, listed and revoked by their owner only, and verified by their hash for
 * the gateway. Another user's key id is answered as no key at all (404, not 403), so ids cannot
 * be probed.
 */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);

  constructor(private readonly repository: ApiKeysRepository) {}

  async create(request: CreateApiKeyRequest): Promise<ApiKeySummary> {
    const row = await this.repository.createKey(request, MAX_API_KEYS_PER_USER);
    // A key spends the service's work for its owner: only an owner we can reach by mail, and
    // not a free supply of them for whoever signs up with any address.
    if (row === 'unconfirmed') throw serviceError(403, ApiKeyMessages.confirmEmailFirst);
    if (row === 'too-many') throw serviceError(409, ApiKeyMessages.tooManyKeys);
    this.logger.log(`User ${request.userId} created API key ${row.id}`);
    return summaryOf(row, []);
  }

  async list(userId: string): Promise<ApiKeySummary[]> {
    const rows = await this.repository.listLiveKeys(userId);
    const usage = await this.repository.recentUsage(rows.map((row) => row.id));
    return rows.map((row) => summaryOf(row, usage));
  }

  async revoke(userId: string, id: string): Promise<ApiKeyRevoked> {
    const hash = await this.repository.revokeKey(userId, id);
    if (!hash) throw serviceError(404, ApiKeyMessages.notFound);
    this.logger.log(`User ${userId} revoked API key ${id}`);
    return { revoked: true, hash };
  }

  async verify(hash: string): Promise<{ key: VerifiedApiKey | null }> {
    const row = await this.repository.findLiveKeyByHash(hash);
    return { key: row ? { keyId: row.id, userId: row.userId, scopes: row.scopes } : null };
  }

  async recordUse(keyId: string, characters: number): Promise<{ recorded: boolean }> {
    return { recorded: await this.repository.recordUse(keyId, characters) };
  }
}

function summaryOf(row: ApiKeyRow, usage: UsageRow[]): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    usage: usage
      .filter((day) => day.keyId === row.id)
      .map(({ date, characters }) => ({ date, characters })),
  };
}
