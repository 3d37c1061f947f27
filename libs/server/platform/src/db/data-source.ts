import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import type { DatabaseHandle } from './database.js';

export interface DataSourceParts {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

/**
 * A TypeORM DataSource on the opened database. Schema changes go through migrations only.
 *
 * On PGlite the pool has ONE connection: PGlite runs one query at a time anyway, and
 * pglite-socket's multiplexer interleaves the extended-protocol messages of concurrent
 * connections (seen: 'portal "" does not exist', empty results). One connection serialises every
 * caller at the pool instead. Code inside a transaction must use its EntityManager (a query on
 * the DataSource would wait for the pool forever), which PGlite demands in any case.
 */
export function createDataSource(handle: DatabaseHandle, parts: DataSourceParts): DataSource {
  const c = handle.connection;
  const poolSize = handle.kind === 'pglite' ? 1 : (parts.poolSize ?? 10);
  const dataSource = new DataSource({
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
    poolSize,
    extra: { options: c.options, max: poolSize },
  });
  if (handle.kind === 'pglite') embedded.add(dataSource);
  return dataSource;
}

const embedded = new WeakSet<DataSource>();

/**
 * Whether the data source is the embedded database (PGlite): this process is its only writer, so
 * every append is announced in the process and nothing needs to be found by polling.
 */
export function isEmbedded(dataSource: DataSource): boolean {
  return embedded.has(dataSource);
}
