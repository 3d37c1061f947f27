import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createLogger, loadConfig, type DatabaseKind } from '@dm/platform';
import { createApp, type CreatedApp } from '../create-app.js';

export interface TestApp extends CreatedApp {
  baseUrl: string;
  kind: DatabaseKind;
  /** POST /api/<path> with a JSON body (or GET without one), keeping cookies like a browser. */
  call(path: string, body?: unknown, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  cookies: Map<string, string>;
  close(): Promise<void>;
}

/**
 * The real Nest app on a fresh database (an embedded PGlite in a temp folder, or a schema of its
 * own in DATABASE_URL's PostgreSQL), listening on a free port, spoken to over HTTP.
 */
export interface TestAppOptions {
  /** Extra environment for this app only (e.g. OIDC_ISSUER, rate limits); read while the app is built. */
  env?: Record<string, string>;
  /** Receives every log line (JSON), at `logLevel` (default 'debug' when given). */
  logDestination?: NodeJS.WritableStream;
  logLevel?: string;
  /** PostgreSQL only: join this existing schema (another instance's) instead of making a new one; it is not dropped on close. */
  joinSchema?: string;
}

/** Cheap argon2 for test suites only; production refuses costs below the OWASP floor. */
export const TEST_IDENTITY_ENV: Record<string, string> = { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' };

export async function startTestApp(kind: DatabaseKind = 'pglite', options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dm-test-'));
  let schema: string | undefined;
  const joined = kind === 'postgres' ? options.joinSchema : undefined;
  if (kind === 'postgres' && !joined) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
  }
  const config = loadConfig({ ...process.env, ...options.env, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: kind === 'postgres' ? process.env.DATABASE_URL : '', DATABASE_SCHEMA: joined ?? schema ?? '' });
  const logger = options.logDestination
    ? createLogger({ level: options.logLevel ?? 'debug', destination: options.logDestination })
    : createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const created = await withEnv({ ...TEST_IDENTITY_ENV, ...options.env }, () => createApp(config, logger));
  await created.app.listen(0, '127.0.0.1');
  const port = (created.app.getHttpServer().address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const cookies = new Map<string, string>();
  return {
    ...created,
    kind,
    baseUrl,
    cookies,
    async call(path, body, init = {}) {
      const headers = new Headers(init.headers);
      if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await fetch(`${baseUrl}/api/${path}`, {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        ...init,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const i = pair.indexOf('=');
        const name = pair.slice(0, i).trim();
        const value = pair.slice(i + 1).trim();
        if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async close() {
      await created.app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (schema) {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DROP SCHEMA ${schema} CASCADE`);
        await c.end();
      }
    },
  };
}

/** Runs `build` with extra environment variables set, then puts the environment back. */
async function withEnv<T>(env: Record<string, string>, build: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await build();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
