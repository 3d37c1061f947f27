import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import type { EventStore } from '../event-store/event-store.js';
import type { AsyncProjection } from '../projections/projection.js';
import { diffStates, reviveState, serializeState, snapshotState, toPlain, type StateChange } from './state-diff.js';

/** How often a long stream's fold is stored (audit_snapshots): reading any page then folds at most this many events. */
export const SNAPSHOT_EVERY = 500;
const foldKeys = new WeakMap<StreamFolder, string>();
/** A fold's identity: its evolve's code and initial state (a changed decider never reads an old snapshot). */
function foldKey(folder: StreamFolder): string {
  let key = foldKeys.get(folder);
  if (!key) {
    key = createHash('sha256').update(String(folder.evolve)).update(serializeState(folder.initialState)).update(folder.version ?? '').digest('hex').slice(0, 16);
    foldKeys.set(folder, key);
  }
  return key;
}

/** A kind of stream the console finds: stream-id prefixes, and optionally only some event types. */
export interface AuditStreamKind {
  kind: string;
  prefixes: readonly string[];
  eventTypes?: readonly string[];
}

/** How a stream folds: its context's own decider (initial state and evolve). */
export interface StreamFolder {
  initialState: unknown;
  evolve(state: any, event: any): unknown;
  /** Bump when the fold changes in code its evolve does not show (a composite of other deciders). */
  version?: string;
}

/** Who the actors are: the identity context answers by e-mail and by id. */
export interface AuditDirectory {
  userIdByEmail(email: string): Promise<string | null>;
  emailsOf(userIds: readonly string[]): Promise<Map<string, string>>;
}

export interface AuditFilter {
  kind?: string;
  email?: string;
  resourceId?: string;
  from?: Date;
  to?: Date;
}

export interface AuditEventView {
  position: number;
  version: number;
  at: string;
  type: string;
  actor_id: string | null;
  actor_email: string | null;
  correlation_id: string | null;
  stream_id: string;
  data: unknown;
  changes: StateChange[] | null;
}

const likePrefix = (p: string) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeAnywhere = (p: string) => `%${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Row {
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: { actorId?: string; correlationId?: string };
  recorded_at: Date;
}

/**
 * The audit console's reads over the event log: streams found by kind, actor e-mail, resource id
 * and time; a stream's events a page at a time with what each changed (folded by the stream's
 * own decider); a stream's state at any moment. Reads only: nothing here writes.
 */
export class AuditLog {
  constructor(
    private readonly ds: DataSource,
    private readonly store: EventStore,
    private readonly kinds: readonly AuditStreamKind[],
    private readonly folderFor: (streamId: string) => StreamFolder | undefined,
    private readonly directory: AuditDirectory,
  ) {}

  /** The kind a stream id belongs to (the first whose prefix matches, kinds filtered by event type last). */
  kindOf(streamId: string): string | null {
    const byPrefix = (k: AuditStreamKind) => k.prefixes.some((p) => streamId.startsWith(p));
    return (this.kinds.find((k) => !k.eventTypes && byPrefix(k)) ?? this.kinds.find(byPrefix))?.kind ?? null;
  }

  private async where(filter: AuditFilter): Promise<{ sql: string; params: unknown[] }> {
    const params: unknown[] = [];
    const conds: string[] = [];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (filter.kind) {
      const kind = this.kinds.find((k) => k.kind === filter.kind);
      if (!kind) throw new ValidationError(`Invalid value for 'kind': no such kind of stream`, 'kind');
      conds.push(`(${kind.prefixes.map((x) => `stream_id LIKE ${p(likePrefix(x))}`).join(' OR ')})`);
      if (kind.eventTypes) conds.push(`type = ANY(${p(kind.eventTypes)}::text[])`);
    }
    if (filter.email) {
      const email = filter.email.trim().toLowerCase();
      const userId = await this.directory.userIdByEmail(email);
      const parts = [`data::text ILIKE ${p(likeAnywhere(email))}`];
      if (userId) parts.push(`metadata->>'actorId' = ${p(userId)}`, `stream_id LIKE ${p(likeAnywhere(userId))}`, `data::text LIKE ${p(likeAnywhere(userId))}`);
      conds.push(`(${parts.join(' OR ')})`);
    }
    if (filter.resourceId) {
      const id = filter.resourceId.trim();
      conds.push(`(stream_id LIKE ${p(likeAnywhere(id))} OR data::text LIKE ${p(likeAnywhere(id))})`);
    }
    if (filter.from) conds.push(`recorded_at >= ${p(filter.from.toISOString())}`);
    if (filter.to) conds.push(`recorded_at <= ${p(filter.to.toISOString())}`);
    return { sql: conds.length ? `WHERE ${conds.join(' AND ')}` : '', params };
  }

  async findStreams(filter: AuditFilter, page: number, perPage: number) {
    if (!filter.kind && !filter.email && !filter.resourceId && !filter.from && !filter.to) return this.latestStreams(page, perPage);
    const { sql, params } = await this.where(filter);
    const rows: { stream_id: string; events: number; first_at: Date; last_at: Date; last_type: string; total: string }[] = await this.ds.query(
      `SELECT stream_id, count(*)::int AS events, min(recorded_at) AS first_at, max(recorded_at) AS last_at,
              (array_agg(type ORDER BY global_position DESC))[1] AS last_type, count(*) OVER () AS total
       FROM events ${sql}
       GROUP BY stream_id ORDER BY max(global_position) DESC
       LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      params,
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && page > 1) {
      const count: { n: string }[] = await this.ds.query(`SELECT count(DISTINCT stream_id) AS n FROM events ${sql}`, params);
      total = Number(count[0]?.n ?? 0);
    }
    return {
      streams: rows.map((r) => ({
        stream_id: r.stream_id, kind: this.kindOf(r.stream_id), events: r.events,
        first_at: new Date(r.first_at).toISOString(), last_at: new Date(r.last_at).toISOString(), last_type: r.last_type,
      })),
      total, page, per_page: perPage,
    };
  }

  /**
   * Every stream, latest first (the console as it opens): the log read backwards by position
   * until the page's streams are known, then only those streams summed up, and the number of
   * streams from their first events (one per stream, indexed). Over a million events this answers
   * in milliseconds where grouping the whole log took most of a second.
   */
  private async latestStreams(page: number, perPage: number) {
    const wanted = page * perPage;
    const order: string[] = [];
    const seen = new Set<string>();
    let before: number | null = null;
    const CHUNK = 5000;
    while (order.length < wanted) {
      const rows: { stream_id: string; global_position: string }[] = await this.ds.query(
        before === null
          ? `SELECT stream_id, global_position FROM events ORDER BY global_position DESC LIMIT ${CHUNK}`
          : `SELECT stream_id, global_position FROM events WHERE global_position < $1 ORDER BY global_position DESC LIMIT ${CHUNK}`,
        before === null ? [] : [before],
      );
      for (const r of rows) {
        if (!seen.has(r.stream_id)) {
          seen.add(r.stream_id);
          order.push(r.stream_id);
        }
      }
      if (rows.length < CHUNK) break;
      before = Number(rows[rows.length - 1].global_position);
    }
    const ids = order.slice((page - 1) * perPage, wanted);
    const [{ n }]: { n: string }[] = await this.ds.query(`SELECT count(*) AS n FROM events WHERE stream_version = 1`);
    if (!ids.length) return { streams: [], total: Number(n), page, per_page: perPage };
    const rows: { stream_id: string; events: number; first_at: Date; last_at: Date; last_type: string }[] = await this.ds.query(
      `SELECT stream_id, count(*)::int AS events, min(recorded_at) AS first_at, max(recorded_at) AS last_at,
              (array_agg(type ORDER BY global_position DESC))[1] AS last_type
       FROM events WHERE stream_id = ANY($1::text[]) GROUP BY stream_id`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.stream_id, r]));
    return {
      streams: ids.map((id) => byId.get(id)!).filter(Boolean).map((r) => ({
        stream_id: r.stream_id, kind: this.kindOf(r.stream_id), events: r.events,
        first_at: new Date(r.first_at).toISOString(), last_at: new Date(r.last_at).toISOString(), last_type: r.last_type,
      })),
      total: Number(n), page, per_page: perPage,
    };
  }

  private async streamLength(streamId: string): Promise<number> {
    const rows: { v: number | null }[] = await this.ds.query(`SELECT max(stream_version) AS v FROM events WHERE stream_id = $1`, [streamId]);
    return rows[0]?.v ?? 0;
  }

  private foldTo(streamId: string, folder: StreamFolder, version: number): Promise<unknown> {
    return foldStream(this.ds, streamId, folder, version);
  }

  /**
   * A page of a stream's events, oldest first. With a decider, the state before the page comes
   * from `foldTo`, so each event shows what it changed in the state before it.
   */
  async streamPage(streamId: string, page: number, perPage: number) {
    const total = await this.streamLength(streamId);
    if (!total) throw new NotFoundError(`No stream '${streamId}' in the event log.`);
    const first = (page - 1) * perPage + 1;
    const last = Math.min(total, page * perPage);
    const folder = this.folderFor(streamId);
    let state = folder && first <= last ? await this.foldTo(streamId, folder, first - 1) : undefined;
    const rows: Row[] = await this.ds.query(
      `SELECT global_position, stream_id, stream_version, type, data, metadata, recorded_at FROM events WHERE stream_id = $1 AND stream_version BETWEEN $2 AND $3 ORDER BY stream_version`,
      [streamId, first, last],
    );
    const views: AuditEventView[] = [];
    for (const r of rows) {
      let changes: StateChange[] | null = null;
      if (folder) {
        // evolve may extend the fold's own state in place: keep the state before the event first
        const before = snapshotState(state);
        const next = folder.evolve(state, { type: r.type, data: r.data });
        changes = diffStates(before, next);
        state = next;
      }
      views.push(this.view(r, changes));
    }
    await this.withEmails(views);
    return { stream_id: streamId, kind: this.kindOf(streamId), total, page, per_page: perPage, events: views };
  }

  /** The stream's state at a moment (its events recorded until then, folded), now, and the change between. */
  async stateAt(streamId: string, at: Date) {
    const [{ then, total }]: { then: number | null; total: number | null }[] = await this.ds.query(
      `SELECT (SELECT max(stream_version) FROM events WHERE stream_id = $1 AND recorded_at <= $2) AS then, max(stream_version) AS total FROM events WHERE stream_id = $1`,
      [streamId, at.toISOString()],
    );
    if (!total) throw new NotFoundError(`No stream '${streamId}' in the event log.`);
    const folder = this.folderFor(streamId);
    const eventsThen = then ?? 0;
    let stateThen: unknown;
    let stateNow: unknown;
    if (folder) {
      stateThen = toPlain(await this.foldTo(streamId, folder, eventsThen));
      stateNow = toPlain(await this.foldTo(streamId, folder, total));
    } else {
      const events = (await this.store.readStream(streamId)).map((e) => ({ type: e.type, data: e.data }));
      stateThen = eventsThen ? events.slice(0, eventsThen) : null;
      stateNow = events;
    }
    return {
      stream_id: streamId, at: at.toISOString(), events_then: eventsThen, events_now: total,
      then: stateThen, now: stateNow, changes: diffStates(stateThen, stateNow), folded: !!folder,
    };
  }

  /** Events for an export: one stream's, or every event a search matches (at most `limit`, oldest first). */
  async exportEvents(target: { streamId: string } | { filter: AuditFilter }, limit = 100_000): Promise<AuditEventView[]> {
    let rows: Row[];
    if ('streamId' in target) {
      rows = await this.ds.query(
        `SELECT global_position, stream_id, stream_version, type, data, metadata, recorded_at FROM events WHERE stream_id = $1 ORDER BY stream_version LIMIT ${limit}`,
        [target.streamId],
      );
      if (!rows.length) throw new NotFoundError(`No stream '${target.streamId}' in the event log.`);
    } else {
      const { sql, params } = await this.where(target.filter);
      rows = await this.ds.query(
        `SELECT global_position, stream_id, stream_version, type, data, metadata, recorded_at FROM events ${sql} ORDER BY global_position LIMIT ${limit}`,
        params,
      );
    }
    const views = rows.map((r) => this.view(r, null));
    await this.withEmails(views);
    return views;
  }

  private view(r: Row, changes: StateChange[] | null): AuditEventView {
    return {
      position: Number(r.global_position), version: r.stream_version, at: new Date(r.recorded_at).toISOString(), type: r.type,
      actor_id: r.metadata?.actorId ?? null, actor_email: null, correlation_id: r.metadata?.correlationId ?? null,
      stream_id: r.stream_id, data: r.data, changes,
    };
  }

  private async withEmails(views: AuditEventView[]): Promise<void> {
    const ids = [...new Set(views.map((v) => v.actor_id).filter((x): x is string => !!x))];
    if (!ids.length) return;
    const emails = await this.directory.emailsOf(ids);
    for (const v of views) if (v.actor_id) v.actor_email = emails.get(v.actor_id) ?? null;
  }
}

/** What foldStream reads and writes through: a DataSource, or an EntityManager inside a transaction. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<any>;
}

/**
 * A stream folded up to `version`: from the nearest stored snapshot at or below it (a cache of
 * folds, every SNAPSHOT_EVERY events, keyed by the decider's code so a changed evolve starts
 * afresh), then the events after it. Snapshots met on the way are stored for the next read.
 */
export async function foldStream(db: Queryable, streamId: string, folder: StreamFolder, version: number): Promise<unknown> {
  const key = foldKey(folder);
  let state: unknown = folder.initialState;
  let from = 0;
  if (version >= SNAPSHOT_EVERY) {
    const snap: { version: number; state: string }[] = await db.query(
      `SELECT version, state FROM audit_snapshots WHERE stream_id = $1 AND fold = $2 AND version <= $3 ORDER BY version DESC LIMIT 1`,
      [streamId, key, version],
    );
    if (snap.length) {
      state = reviveState(snap[0].state);
      from = snap[0].version;
    }
  }
  if (from >= version) return state;
  const rows: { stream_version: number; type: string; data: unknown }[] = await db.query(
    `SELECT stream_version, type, data FROM events WHERE stream_id = $1 AND stream_version > $2 AND stream_version <= $3 ORDER BY stream_version`,
    [streamId, from, version],
  );
  const snapshots: [number, string][] = [];
  for (const r of rows) {
    state = folder.evolve(state, { type: r.type, data: r.data });
    if (r.stream_version % SNAPSHOT_EVERY === 0) snapshots.push([r.stream_version, serializeState(state)]);
  }
  if (snapshots.length) {
    await db.query(
      `INSERT INTO audit_snapshots (stream_id, fold, version, state) SELECT $1, $2, v, s FROM unnest($3::int[], $4::text[]) AS t(v, s) ON CONFLICT DO NOTHING`,
      [streamId, key, snapshots.map((x) => x[0]), snapshots.map((x) => x[1])],
    );
  }
  return state;
}

/**
 * Keeps the stored folds of long streams up to date as events arrive (an async projection): at
 * every SNAPSHOT_EVERY-th event of a stream with a fold, the fold from the previous snapshot is
 * stored, so the console never folds more than SNAPSHOT_EVERY events of any stream.
 */
export function auditSnapshotsProjection(folderFor: (streamId: string) => StreamFolder | undefined): AsyncProjection {
  return {
    name: 'audit.snapshots',
    handles: '*',
    async apply(em, event) {
      if (event.streamVersion % SNAPSHOT_EVERY !== 0) return;
      const folder = folderFor(event.streamId);
      if (folder) await foldStream(em, event.streamId, folder, event.streamVersion);
    },
  };
}

const CSV_COLUMNS = ['position', 'stream_id', 'version', 'at', 'type', 'actor_id', 'actor_email', 'correlation_id', 'data'] as const;
const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  // a cell a spreadsheet would run as a formula starts with a quote mark
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The events as CSV (RFC 4180, one row per event, the data as JSON) or as a JSON array. */
export function formatAuditExport(events: readonly AuditEventView[], format: 'csv' | 'json'): string {
  if (format === 'json') return JSON.stringify(events.map(({ changes: _c, ...e }) => e), null, 2);
  const lines = [CSV_COLUMNS.join(',')];
  for (const e of events) lines.push(CSV_COLUMNS.map((c) => csvCell(e[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
