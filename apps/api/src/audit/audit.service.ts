import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { AuditExportRequest, AuditReplayStatus, AuditSearch } from '@dm/contracts';
import { AuditLog, type AuditFilter, type EventStore, formatAuditExport, type InlineProjection, NotFoundError, replayVerify, ValidationError } from '@dm/platform';
import type { UserQueries } from '@dm/server-identity';
import { AUDIT_STREAM_KINDS, folderFor } from './audit-streams.js';

const JOBS_KEPT = 20;

export const toFilter = (s: AuditSearch): AuditFilter => ({
  kind: s.kind,
  email: s.email || undefined,
  resourceId: s.resource_id || undefined,
  from: s.from ? new Date(s.from) : undefined,
  to: s.to ? new Date(s.to) : undefined,
});

/**
 * The audit console's use cases (admins only; the controller's guard checks the caller): finding
 * streams, reading their histories and past states, exporting them, and replays that rebuild
 * read models into a separate schema and report how they differ from the live tables. A replay
 * runs in the background on this instance; its progress is polled by id.
 */
export class AuditService {
  readonly log: AuditLog;
  readonly #jobs = new Map<string, AuditReplayStatus>();
  #running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ds: DataSource,
    private readonly store: EventStore,
    private readonly projections: readonly InlineProjection[],
    users: UserQueries,
    private readonly logger?: Logger,
  ) {
    this.log = new AuditLog(ds, store, AUDIT_STREAM_KINDS, folderFor, users);
  }

  async streams(search: AuditSearch, page: number, perPage: number) {
    return this.log.findStreams(toFilter(search), page, perPage);
  }

  async stream(streamId: string, page: number, perPage: number) {
    return this.log.streamPage(streamId, page, perPage);
  }

  async state(streamId: string, at: string) {
    return this.log.stateAt(streamId, new Date(at));
  }

  async projectionNames() {
    return { projections: this.projections.map((p) => ({ name: p.name, tables: [...p.tables] })) };
  }

  async export(request: AuditExportRequest): Promise<{ filename: string; contentType: string; body: string }> {
    const { format, stream_id, ...search } = request;
    const events = stream_id ? await this.log.exportEvents({ streamId: stream_id }) : await this.log.exportEvents({ filter: toFilter(search) });
    const base = stream_id
      ? `audit-${stream_id.replace(/[^A-Za-z0-9_-]/g, '_')}`
      : `audit-search-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}`;
    return { filename: `${base}.${format}`, contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8', body: formatAuditExport(events, format) };
  }

  /** Starts a replay of one projection (by name) or all; one at a time per instance, queued behind a running one. */
  async startReplay(projection: string) {
    const chosen = projection === 'all' ? this.projections : this.projections.filter((p) => p.name === projection);
    if (!chosen.length) throw new ValidationError(`Invalid value for 'projection': no read model is called '${projection}'.`, 'projection');
    const job: AuditReplayStatus = { job_id: randomUUID(), projection, status: 'running', done: 0, total: 0, started_at: new Date().toISOString() };
    this.#jobs.set(job.job_id, job);
    for (const id of [...this.#jobs.keys()].slice(0, Math.max(0, this.#jobs.size - JOBS_KEPT))) this.#jobs.delete(id);
    this.#running = this.#running.then(async () => {
      try {
        const report = await replayVerify(this.ds, this.store, chosen, {
          onProgress: (done, total) => Object.assign(job, { done, total }),
        });
        Object.assign(job, {
          status: 'done', done: report.events, total: report.events, ms: report.ms, events_per_second: report.eventsPerSecond,
          differences: report.differences, tables: report.tables,
        });
        this.logger?.info({ projection, events: report.events, ms: report.ms, differences: report.differences }, 'audit replay verified');
      } catch (err) {
        this.logger?.error({ err, projection }, 'audit replay failed');
        Object.assign(job, { status: 'failed', error: 'The replay failed; the server log has the details.' });
      }
    });
    return { job_id: job.job_id };
  }

  async replayStatus(jobId: string): Promise<AuditReplayStatus> {
    const job = this.#jobs.get(jobId);
    if (!job) throw new NotFoundError('No such replay on this server (replays are kept until the server restarts).');
    return { ...job };
  }
}
