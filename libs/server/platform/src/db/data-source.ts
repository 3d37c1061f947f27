import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import type { DatabaseHandle } from './database.js';

export interface DataSourceParts {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

/** A TypeORM DataSource on the opened database. Schema changes go through migrations only. */
export function createDataSource(handle: DatabaseHandle, parts: DataSourceParts): DataSource {
  const c = handle.connection;
  return new DataSource({
    type: 'postgres',
    url: c.url,
    host: c.host,
    port: c.port,
    username: c.user,
    database: c.database,
    entities: parts.entities,
    migrations: parts.migrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    poolSize: parts.poolSize ?? 10,
    extra: { options: c.options, max: parts.poolSize ?? 10 },
  });
}
