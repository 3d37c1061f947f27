import { resolve } from 'node:path';

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
    ...overrides,
  };
}
