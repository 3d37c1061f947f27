import { resolve } from 'node:path';
import type { BlobStoreKind } from '../blobs/blob-store.js';
import type { S3BlobSettings } from '../blobs/s3-blob-store.js';

/** Everything the environment can switch (README lists each variable). */
export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (search_path); tests give each suite its own. */
  databaseSchema?: string;
  elasticsearchUrl?: string;
  /** Redis for shared counters (rate limits); unset: they are kept in the database. */
  redisUrl?: string;
  logLevel: string;
  production: boolean;
  webDist?: string;
  appVersion: string;
  /** Where blobs live: the local folder under DATA_DIR (default), the database, or an S3-compatible bucket. */
  blobStore: BlobStoreKind;
  s3?: S3BlobSettings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    elasticsearchUrl: env.ELASTICSEARCH_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    production: env.NODE_ENV === 'production',
    webDist: env.WEB_DIST,
    appVersion: env.APP_VERSION ?? '0.1.0',
    ...blobSettings(env),
    ...overrides,
  };
}

function blobSettings(env: NodeJS.ProcessEnv): Pick<AppConfig, 'blobStore' | 's3'> {
  const kind = (env.BLOB_STORE || 'local').toLowerCase();
  if (kind !== 'local' && kind !== 'postgres' && kind !== 's3') throw new Error(`BLOB_STORE must be local, postgres or s3, got '${env.BLOB_STORE}'`);
  if (kind !== 's3') return { blobStore: kind };
  if (!env.S3_BUCKET) throw new Error('BLOB_STORE=s3 needs S3_BUCKET');
  return {
    blobStore: 's3',
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || undefined,
      endpoint: env.S3_ENDPOINT || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      prefix: env.S3_PREFIX || undefined,
    },
  };
}
