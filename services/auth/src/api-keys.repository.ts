import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { API_KEY_USAGE_DAYS, type ApiKeyScope } from '@sentilog/contracts';
import { DataSource } from 'typeorm';

export interface ApiKeyRow {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface UsageRow {
  keyId: string;
  /** YYYY-MM-DD (UTC) */
  date: string;
  characters: number;
}

export interface NewApiKey {
  userId: string;
  name: string;
  prefix: string;
  hash: string;
}

const KEY_COLUMNS = `id, user_id AS "userId", name, prefix, scopes, created_at AS "createdAt",
  last_used_at AS "lastUsedAt"`;

/** All of the API keys' database access; ApiKeysService holds the rules. */
@Injectable()
export class ApiKeysRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Inserts the key unless the user's email is unconfirmed or the user already holds `maxLive`
   * live keys: which of the two then. The user's row is locked for the count, so concurrent
   * creations cannot both slip under the limit.
   */
  async createKey(
    key: NewApiKey,
    maxLive: number,
  ): Promise<ApiKeyRow | 'unconfirmed' | 'too-many'> {
    return this.db.transaction(async (m) => {
      const [user] = (await m.query(
        `SELECT email_verified_at IS NOT NULL AS confirmed FROM auth.users WHERE id = $1 FOR UPDATE`,
        [key.userId],
      )) as { confirmed: boolean }[];
      if (user && !user.confirmed) return 'unconfirmed';
      const [{ live }] = (await m.query(
        `SELECT count(*)::int AS live FROM auth.api_keys WHERE user_id = $1 AND revoked_at IS NULL`,
        [key.userId],
      )) as [{ live: number }];
      if (live >= maxLive) return 'too-many';
      const [row] = (await m.query(
        `INSERT INTO auth.api_keys (user_id, name, prefix, hash)
           SELECT id, $2, $3, $4 FROM auth.users WHERE id = $1
           RETURNING ${KEY_COLUMNS}`,
        [key.userId, key.name, key.prefix, key.hash],
      )) as ApiKeyRow[];
      return row ?? 'too-many';
    });
  }

  /** The user's live keys, newest first. */
  listLiveKeys(userId: string): Promise<ApiKeyRow[]> {
    return this.db.query(
      `SELECT ${KEY_COLUMNS} FROM auth.api_keys
         WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
      [userId],
    );
  }

  /**
   * Characters these keys had analysed per UTC day over the last API_KEY_USAGE_DAYS days, oldest
   * first (days counted in texts only, before characters were, are left out).
   */
  recentUsage(keyIds: string[]): Promise<UsageRow[]> {
    if (keyIds.length === 0) return Promise.resolve([]);
    return this.db.query(
      `SELECT key_id AS "keyId", to_char(day, 'YYYY-MM-DD') AS date,
              characters::float8 AS characters
         FROM auth.api_key_usage
         WHERE key_id = ANY($1::uuid[]) AND characters > 0
           AND day > (now() AT TIME ZONE 'UTC')::date - $2::int
         ORDER BY day`,
      [keyIds, API_KEY_USAGE_DAYS],
    );
  }

  /**
   * Revokes the user's own live key; answers its hash, or null when the user has no such key
   * (another user's key included).
   */
  async revokeKey(userId: string, id: string): Promise<string | null> {
    const [rows] = (await this.db.query(
      `UPDATE auth.api_keys SET revoked_at = now()
         WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING hash`,
      [id, userId],
    )) as [{ hash: string }[], number];
    return rows[0]?.hash ?? null;
  }

  /** The live key with this hash (a unique index: the lookup is by hash, not by comparing). */
  async findLiveKeyByHash(hash: string): Promise<ApiKeyRow | null> {
    const rows = (await this.db.query(
      `SELECT ${KEY_COLUMNS} FROM auth.api_keys WHERE hash = $1 AND revoked_at IS NULL`,
      [hash],
    )) as ApiKeyRow[];
    return rows[0] ?? null;
  }

  /** Adds to today's (UTC) characters of a live key and marks it used; false for no such key. */
  async recordUse(keyId: string, characters: number): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const [rows] = (await m.query(
        `UPDATE auth.api_keys SET last_used_at = now() WHERE id = $1 RETURNING id`,
        [keyId],
      )) as [unknown[], number];
      if (rows.length === 0) return false;
      await m.query(
        `INSERT INTO auth.api_key_usage (key_id, day, characters)
           VALUES ($1, (now() AT TIME ZONE 'UTC')::date, $2)
           ON CONFLICT (key_id, day)
             DO UPDATE SET characters = api_key_usage.characters + EXCLUDED.characters`,
        [keyId, characters],
      );
      return true;
    });
  }
}
