import { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { RateLimitedError } from '../domain/errors.js';

/** A rule: at most `limit` attempts per key within `windowMs`. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** The table the database store counts in (the layout rate-limiter-flexible's PostgreSQL store uses). */
export const RATE_LIMIT_TABLE = 'rate_limits';

export class RateLimits1732190000002 implements MigrationInterface {
  name = 'RateLimits1732190000002';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${RATE_LIMIT_TABLE}`);
  }
}

/**
 * Attempts counted where every instance of the app sees them: rate-limiter-flexible's stores, in
 * the database by default (PGlite or PostgreSQL, through the app's own pool, so PGlite's single
 * connection is shared, never doubled) and in Redis when REDIS_URL is set. Each attempt takes its
 * slot atomically (one upsert, or one Lua script in Redis) BEFORE the work it guards, so parallel
 * requests cannot all slip under the limit.
 */
export class RateLimits {
  readonly #redis?: Redis;

  constructor(private readonly dataSource: DataSource, redisUrl?: string) {
    if (redisUrl) this.#redis = new Redis(redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 2, lazyConnect: false });
  }

  get store(): 'redis' | 'database' {
    return this.#redis ? 'redis' : 'database';
  }

  /** A limiter for one purpose (`name` keeps its keys apart from the others'). */
  limiter(name: string, rule: RateRule): AttemptLimiter {
    const duration = Math.max(1, Math.ceil(rule.windowMs / 1000));
    const opts = { keyPrefix: `dm_${name}`, points: rule.limit, duration };
    const limiter: RateLimiterAbstract = this.#redis
      ? new RateLimiterRedis({ ...opts, storeClient: this.#redis })
      : new RateLimiterPostgres({ ...opts, storeClient: this.dataSource, storeType: 'typeorm', tableName: RATE_LIMIT_TABLE, tableCreated: true, clearExpiredByTimeout: false });
    return new AttemptLimiter(limiter);
  }

  /** Drops counters whose window has passed (the database store keeps them until then). */
  async sweep(now = Date.now()): Promise<void> {
    if (!this.#redis) await this.dataSource.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [now]);
  }

  async close(): Promise<void> {
    await this.#redis?.quit().catch(() => undefined);
  }
}

export class AttemptLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /**
   * Takes one slot for `key`, or throws a 429 whose message is `message(minutes)` and whose
   * Retry-After is the seconds until a slot frees. Call it before the guarded work.
   */
  async take(key: string, message: (minutes: number) => string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new RateLimitedError(message(Math.max(1, Math.ceil(seconds / 60))), seconds);
    }
  }

  /** Gives one slot back (the attempt turned out to be one that should not count). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets every attempt of `key` (e.g. a successful sign-in clears the account's failures). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
