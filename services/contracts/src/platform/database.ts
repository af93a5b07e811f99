import { Client } from 'pg';
import { DataSourceOptions, MixedList } from 'typeorm';

export interface ServiceDatabaseOptions {
  url: string;
  /** The service's own schema; a service never reads another's. */
  schema: string;
  entities: MixedList<string | (new () => unknown)>;
  migrations: MixedList<string | (new () => unknown)>;
}

/**
 * TypeORM settings for one service: its own schema, migrations run at start-up, no synchronize.
 * Call `ensureSchema` first: TypeORM keeps its migrations table inside the schema.
 */
export function serviceDataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsRun: true,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error', 'warn', 'migration'],
  };
}

export async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
