import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type DatabaseKind = 'pglite' | 'postgres';

/** Connection settings for the ordinary `pg` driver, whichever database sits behind them. */
export interface PgConnection {
  host?: string;
  port?: number;
  user?: string;
  database?: string;
  url?: string;
  /** Extra libpq options, e.g. `-c search_path=...` for test schemas. */
  options?: string;
}

export interface DatabaseHandle {
  kind: DatabaseKind;
  connection: PgConnection;
  /** Closes the embedded database cleanly (no-op for PostgreSQL). */
  close(): Promise<void>;
}

export type DatabaseSpec =
  | { kind: 'pglite'; dataDir?: string; maxConnections?: number }
  | { kind: 'postgres'; url: string; schema?: string };

/**
 * Opens the database the app runs on: PostgreSQL when a URL is given, else PGlite stored in
 * `dataDir` (in memory when no folder is given), served over a unix socket by pglite-socket so
 * that TypeORM talks to it through its normal `pg` driver.
 */
export async function openDatabase(spec: DatabaseSpec): Promise<DatabaseHandle> {
  if (spec.kind === 'postgres') {
    return {
      kind: 'postgres',
      connection: { url: spec.url, options: spec.schema ? `-c search_path=${spec.schema}` : undefined },
      close: async () => {},
    };
  }
  const dataDir = spec.dataDir ? resolve(spec.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ?? 'memory://');
  // Unix socket paths are limited to ~107 bytes, so the socket lives in a short folder of its own.
  const tag = createHash('sha1').update(`${dataDir ?? 'memory'}:${process.pid}:${Math.random()}`).digest('hex').slice(0, 12);
  const socketDir = join(tmpdir(), `dm-pg-${tag}`);
  mkdirSync(socketDir, { recursive: true });
  const server = new PGLiteSocketServer({ db, path: join(socketDir, '.s.PGSQL.5432'), maxConnections: spec.maxConnections ?? 32 });
  await server.start();
  let closed = false;
  return {
    kind: 'pglite',
    connection: { host: socketDir, port: 5432, user: 'postgres', database: 'postgres' },
    close: async () => {
      if (closed) return;
      closed = true;
      await server.stop();
      await db.close();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
