import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { assertBlobKey, type BlobStore } from './blob-store.js';

/**
 * Blobs in the database (BLOB_STORE=postgres): every app instance on the same PostgreSQL sees the
 * same blobs with no other service; on PGlite it goes through the app's one connection.
 */
export class PostgresBlobStore implements BlobStore {
  readonly kind = 'postgres' as const;
  constructor(private readonly dataSource: DataSource) {}

  async put(key: string, data: Uint8Array): Promise<void> {
    assertBlobKey(key);
    await this.dataSource.query(
      `INSERT INTO blobs (key, bytes, size) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET bytes = EXCLUDED.bytes, size = EXCLUDED.size, created_at = now()`,
      [key, Buffer.from(data.buffer, data.byteOffset, data.byteLength), data.byteLength],
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertBlobKey(key);
    const rows: { bytes: Buffer | Uint8Array }[] = await this.dataSource.query(`SELECT bytes FROM blobs WHERE key = $1`, [key]);
    if (!rows.length) return null;
    const b = rows[0].bytes;
    return Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  }

  async exists(key: string): Promise<boolean> {
    assertBlobKey(key);
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM blobs WHERE key = $1`, [key]);
    return rows.length > 0;
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.dataSource.query(`DELETE FROM blobs WHERE key = $1`, [key]);
  }
}

export class Blobs1732190000004 implements MigrationInterface {
  name = 'Blobs1732190000004';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE blobs (key text PRIMARY KEY, bytes bytea NOT NULL, size integer NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE blobs`);
  }
}
