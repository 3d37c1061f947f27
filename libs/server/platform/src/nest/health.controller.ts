import { Controller, Get, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ok, type Envelope, type HealthStatus } from '@dm/contracts';
import type { AppConfig } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { HealthChecks } from '../search/search-port.js';
import { APP_CONFIG, DATABASE } from './tokens.js';

const started = Date.now();

@Controller()
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(HealthChecks) private readonly checks: HealthChecks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /api/health: is the database answering, is search reachable. */
  @Get('health')
  async health(): Promise<Envelope<HealthStatus>> {
    const t0 = performance.now();
    let dbOk = false;
    try {
      await this.dataSource.query('SELECT 1');
      dbOk = true;
    } catch {
      dbOk = false;
    }
    const latency = Math.round((performance.now() - t0) * 100) / 100;
    const search = this.checks.search;
    const searchOk = await search.isHealthy().catch(() => false);
    return ok({
      status: dbOk && searchOk ? 'ok' : 'degraded',
      database: { status: dbOk ? 'ok' : 'down', kind: this.database.kind, latency_ms: latency },
      search: { status: searchOk ? 'ok' : 'down', kind: search.kind },
      version: this.config.appVersion,
      uptime_s: Math.round((Date.now() - started) / 1000),
    });
  }
}
