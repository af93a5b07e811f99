import { Client } from 'pg';

/** A connection to one database, opened at the first query, for checking what the app stored. */
export interface DatabaseProbe {
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  end(): Promise<void>;
}

export function databaseProbe(databaseUrl: string): DatabaseProbe {
  let client: Client | null = null;
  return {
    async query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      if (!client) {
        client = new Client({ connectionString: databaseUrl });
        await client.connect();
      }
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    async end() {
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
