import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/database.js';
import { createDataSource, type DataSourceParts } from '../db/data-source.js';

/** The databases integration suites run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  kind: DatabaseKind;
  handle: DatabaseHandle;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one suite: an in-memory PGlite, or a schema of its own in the
 * PostgreSQL of DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(kind: DatabaseKind, parts: DataSourceParts): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let dropSchema = async () => {};
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    handle = await openDatabase({ kind: 'postgres', url, schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  } else {
    handle = await openDatabase({ kind: 'pglite' });
  }
  const dataSource = createDataSource(handle, parts);
  await dataSource.initialize();
  await dataSource.runMigrations();
  return {
    kind,
    handle,
    dataSource,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await handle.close();
      await dropSchema();
    },
  };
}
