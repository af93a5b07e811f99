import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MixedList } from 'typeorm';
import { openMigratedDataSource, serviceDataSourceOptions } from './database';

type Constructor = new () => unknown;

export interface ServiceDatabaseDefinition {
  /** The service's own schema: a service never reads another's. */
  schema: string;
  entities: Constructor[];
  migrations: MixedList<string | Constructor>;
  /** Where to connect (the service's validated DATABASE_URL). */
  url: string;
}

/**
 * The TypeORM wiring every service needs, in one place: its own schema, migrations run at start-up
 * under the advisory lock, and repositories for its entities. A service's AppModule imports
 * `ServiceDatabaseModule.forService({...})` instead of repeating the block.
 */
@Module({})
export class ServiceDatabaseModule {
  static forService(definition: ServiceDatabaseDefinition): DynamicModule {
    return {
      module: ServiceDatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () =>
            serviceDataSourceOptions({
              url: definition.url,
              schema: definition.schema,
              entities: definition.entities,
              migrations: definition.migrations,
            }),
          // Creates the schema and migrates under a lock (several replicas may start at once).
          dataSourceFactory: (options) => openMigratedDataSource(options!, definition.schema),
        }),
        TypeOrmModule.forFeature(definition.entities),
      ],
      exports: [TypeOrmModule],
    };
  }
}
