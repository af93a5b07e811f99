import { DataSource, DataSourceOptions, MixedList } from 'typeorm';

/** How long a service waits for a new PostgreSQL connection before the request fails. */
export const DATABASE_CONNECT_TIMEOUT_MS = 3_000;

export interface ServiceDatabaseOptions {
  url: string;
  /** The service's own schema; a service never reads another's. */
  schema: string;
  entities: MixedList<string | (new () => unknown)>;
  migrations: MixedList<string | (new () => unknown)>;
}

/**
 * TypeORM settings for one service: its own schema, no synchronize. Migrations are run by
 * `openMigratedDataSource`, which a module passes as its `dataSourceFactory`.
 */
export function serviceDataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsRun: false,
    migrationsTableName: 'migrations',
    // The migrations use the built-in gen_random_uuid(); no extension (and no race creating one).
    installExtensions: false,
    synchronize: false,
    logging: ['error', 'warn', 'migration'],
    // A database that does not answer fails a request in seconds (a 503 the caller can retry)
    // instead of holding it until the caller's own deadline.
    extra: { connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS },
  };
}

/**
 * Opens the data source and brings its schema up to date while holding a PostgreSQL advisory
 * lock, so replicas (or test processes) starting together do not run the same migrations at once:
 * the others wait, then find nothing left to do. TypeORM takes no such lock itself, and keeps its
 * migrations table inside the schema, so the schema is created first.
 */
export async function openMigratedDataSource(
  options: DataSourceOptions,
  schema: string,
): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  const lock = dataSource.createQueryRunner();
  const lockName = `sentilog:migrations:${schema}`;
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [lockName]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (err) {
    await dataSource.destroy().catch(() => undefined);
    throw err;
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [lockName]).catch(() => undefined);
    await lock.release().catch(() => undefined);
  }
  return dataSource;
}
