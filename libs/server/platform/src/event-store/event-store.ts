import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { StreamConflictError } from '../domain/errors.js';
import { requestContext } from '../http/request-context.js';
import type { InlineProjection } from '../projections/projection.js';
import type { Checkpoint, EventMetadata, ExpectedVersion, NewEvent, RecordedEvent } from './types.js';

const COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_id, stream_version, type, data, metadata, recorded_at`;
/** Only events whose writer and every earlier writer have finished: the gap-free horizon. */
const SAFE = `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

/**
 * Every event names who caused it and the request (or job) it belongs to: a signed-in user's id,
 * 'visitor' for a request without one, 'system' for work outside any request (seeds, reactors,
 * the operator's CLI name themselves when they know better); a job without a request gets a
 * correlation id of its own, shared by the events it appends at once.
 */
export function withActorAndCorrelation(meta: EventMetadata, inRequest: boolean): EventMetadata {
  const out: EventMetadata = { ...meta };
  if (!out.actorId) out.actorId = inRequest ? 'visitor' : 'system';
  if (!out.correlationId) out.correlationId = randomUUID();
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out;
}

const toRecorded = (r: EventRow): RecordedEvent => ({
  globalPosition: Number(r.global_position),
  transactionId: r.transaction_id,
  streamId: r.stream_id,
  streamVersion: r.stream_version,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  recordedAt: new Date(r.recorded_at),
});

export interface AppendResult {
  nextExpectedVersion: number;
  events: RecordedEvent[];
}

/**
 * Append-only event log on PostgreSQL (or PGlite) with optimistic concurrency per stream.
 * Inline projections run inside the appending transaction, so a read after a write sees it.
 */
export class EventStore {
  /** Emits 'appended' after a commit, so in-process subscribers poll at once. */
  readonly notifications = new EventEmitter();

  constructor(
    private readonly dataSource: DataSource,
    private readonly inlineProjections: readonly InlineProjection[] = [],
  ) {
    this.notifications.setMaxListeners(100);
  }

  /**
   * Appends events to a stream if its version is still `expectedVersion`. A stale write throws
   * StreamConflictError and writes nothing. Pass `em` to join a transaction you already hold
   * (the caller commits); otherwise the store opens and commits its own.
   */
  async append(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata = {},
    em?: EntityManager,
  ): Promise<AppendResult> {
    if (events.length === 0) {
      const version = await this.streamVersion(streamId, em);
      return { nextExpectedVersion: version, events: [] };
    }
    const run = async (tx: EntityManager) => this.appendIn(tx, streamId, expectedVersion, events, metadata);
    const result = em ? await run(em) : await this.dataSource.transaction(run);
    if (!em) this.notifications.emit('appended', result.events);
    return result;
  }

  private async appendIn(
    tx: EntityManager,
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    const current = await this.streamVersion(streamId, tx);
    if (expectedVersion !== 'any' && current !== expectedVersion) {
      throw new StreamConflictError(streamId, expectedVersion, current);
    }
    const meta = this.stamp(metadata);
    let rows: EventRow[];
    try {
      rows = await tx.query(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata)
         SELECT $1, $2 + ord, t.type, t.data, $5::jsonb
         FROM unnest($3::text[], $4::jsonb[]) WITH ORDINALITY AS t(type, data, ord)
         RETURNING ${COLUMNS}`,
        [streamId, current, events.map((e) => e.type), events.map((e) => JSON.stringify(e.data ?? null)), JSON.stringify(meta)],
      );
    } catch (err) {
      // Another writer appended between our version check and insert.
      if ((err as { code?: string }).code === '23505') throw new StreamConflictError(streamId, current, current + 1);
      throw err;
    }
    const recorded = rows.map(toRecorded).sort((a, b) => a.streamVersion - b.streamVersion);
    await this.project(tx, recorded);
    return { nextExpectedVersion: current + recorded.length, events: recorded };
  }

  /**
   * Starts many new streams at once inside a caller's transaction (a bulk creation): one insert
   * for every stream's first events, then the inline projections in order. Each stream must be
   * new: one that already has events fails the insert (StreamConflictError) and the caller's
   * transaction rolls back. The caller announces the events after its commit.
   */
  async startStreams(tx: EntityManager, streams: readonly { streamId: string; events: readonly NewEvent[] }[], metadata: EventMetadata = {}): Promise<RecordedEvent[]> {
    const flat = streams.flatMap((s) => s.events.map((e, i) => ({ streamId: s.streamId, version: i + 1, e })));
    if (!flat.length) return [];
    const meta = this.stamp(metadata);
    let rows: EventRow[];
    try {
      rows = await tx.query(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata)
         SELECT t.stream_id, t.version, t.type, t.data, $5::jsonb
         FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[]) WITH ORDINALITY AS t(stream_id, version, type, data, ord)
         ORDER BY t.ord
         RETURNING ${COLUMNS}`,
        [flat.map((f) => f.streamId), flat.map((f) => f.version), flat.map((f) => f.e.type), flat.map((f) => JSON.stringify(f.e.data ?? null)), JSON.stringify(meta)],
      );
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new StreamConflictError(streams[0].streamId, 0, 1);
      throw err;
    }
    const recorded = rows.map(toRecorded).sort((a, b) => Number(a.globalPosition) - Number(b.globalPosition));
    await this.project(tx, recorded);
    return recorded;
  }

  /** The metadata an append records: the caller's, with the request's actor and correlation. */
  private stamp(metadata: EventMetadata): EventMetadata {
    const ctx = requestContext.get();
    return withActorAndCorrelation({ correlationId: ctx?.correlationId, actorId: ctx?.actorId, ...metadata }, !!ctx);
  }

  /** The inline projections, in the appending transaction, for each event in order. */
  private async project(tx: EntityManager, recorded: readonly RecordedEvent[]): Promise<void> {
    for (const event of recorded) {
      for (const projection of this.inlineProjections) {
        if (projection.handles === '*' || projection.handles.includes(event.type)) await projection.apply(tx, event);
      }
    }
  }

  /** Notify subscribers after an append made inside a caller's transaction has committed. */
  announce(events: readonly RecordedEvent[]): void {
    this.notifications.emit('appended', events);
  }

  /**
   * The last event every reader can already see (below the oldest running transaction), or
   * START for an empty log: a subscriber that starts here sees every later commit once.
   */
  async head(em?: EntityManager): Promise<Checkpoint> {
    const rows: { transaction_id: string; global_position: string }[] = await (em ?? this.dataSource.manager).query(
      `SELECT transaction_id::text AS transaction_id, global_position FROM events WHERE ${SAFE}
       ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
    );
    return rows.length ? { transactionId: rows[0].transaction_id, globalPosition: Number(rows[0].global_position) } : { transactionId: '0', globalPosition: 0 };
  }

  /**
   * The head, and (read in the same statement, so from the same snapshot) the positions of the
   * committed events above it that this snapshot already sees: a reader that starts at the head
   * and skips those sees exactly the events committed after this call. Another transaction
   * running anywhere on the server holds the head back, so without the skip list a reader would
   * repeat events committed before it started.
   */
  async visibleHead(em?: EntityManager): Promise<{ head: Checkpoint; alreadyVisible: Set<number> }> {
    const rows: { transaction_id: string; global_position: string; safe: boolean }[] = await (em ?? this.dataSource.manager).query(
      `(SELECT transaction_id::text AS transaction_id, global_position, true AS safe FROM events WHERE ${SAFE}
        ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1)
       UNION ALL
       (SELECT transaction_id::text AS transaction_id, global_position, false AS safe FROM events WHERE NOT (${SAFE}))`,
    );
    const safe = rows.find((r) => r.safe);
    return {
      head: safe ? { transactionId: safe.transaction_id, globalPosition: Number(safe.global_position) } : { transactionId: '0', globalPosition: 0 },
      alreadyVisible: new Set(rows.filter((r) => !r.safe).map((r) => Number(r.global_position))),
    };
  }

  async streamVersion(streamId: string, em?: EntityManager): Promise<number> {
    const rows: { v: number | null }[] = await (em ?? this.dataSource.manager).query(
      `SELECT max(stream_version) AS v FROM events WHERE stream_id = $1`,
      [streamId],
    );
    return rows[0]?.v ?? 0;
  }

  /**
   * Streams whose id starts with `prefix` and whose latest event is of `type`, recorded before
   * `before`: e.g. jobs that were started and never finished.
   */
  async streamsStuckAt(prefix: string, type: string, before: Date, em?: EntityManager): Promise<string[]> {
    const rows: { stream_id: string }[] = await (em ?? this.dataSource.manager).query(
      `SELECT e.stream_id FROM events e
       JOIN (SELECT stream_id, max(stream_version) AS v FROM events WHERE starts_with(stream_id, $1) GROUP BY stream_id) last
         ON last.stream_id = e.stream_id AND last.v = e.stream_version
       WHERE e.type = $2 AND e.recorded_at < $3`,
      [prefix, type, before.toISOString()],
    );
    return rows.map((r) => r.stream_id);
  }

  /** A stream's events in order; `upTo` stops at a global position or at a moment in time. */
  async readStream(
    streamId: string,
    options: { upTo?: { position: number } | { time: Date } } = {},
    em?: EntityManager,
  ): Promise<RecordedEvent[]> {
    const params: unknown[] = [streamId];
    let cond = '';
    if (options.upTo && 'position' in options.upTo) {
      params.push(options.upTo.position);
      cond = ` AND global_position <= $2`;
    } else if (options.upTo && 'time' in options.upTo) {
      params.push(options.upTo.time.toISOString());
      cond = ` AND recorded_at <= $2`;
    }
    const rows: EventRow[] = await (em ?? this.dataSource.manager).query(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1${cond} ORDER BY stream_version`,
      params,
    );
    return rows.map(toRecorded);
  }

  /**
   * The committed events after `fromPosition`, in position order. NOT gap-free: a transaction still
   * in flight may later commit an event at an earlier position, so a reader that must see every
   * event exactly once (a subscriber) uses `readAfter` with its checkpoint instead. For tools and
   * tests that read while the writers are quiet. (It used to stop at the in-flight horizon, which
   * is cluster-wide in PostgreSQL: any long transaction elsewhere hid every newer event.)
   */
  async readAll(fromPosition: number, limit: number, em?: EntityManager): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await (em ?? this.dataSource.manager).query(
      `SELECT ${COLUMNS} FROM events WHERE global_position > $1
       ORDER BY global_position LIMIT $2`,
      [fromPosition, limit],
    );
    return rows.map(toRecorded);
  }

  /** The subscriber read: events after a checkpoint in (transaction, position) order, gap-free. */
  async readAfter(checkpoint: Checkpoint, limit: number, em?: EntityManager): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await (em ?? this.dataSource.manager).query(
      `SELECT ${COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND ${SAFE}
       ORDER BY events.transaction_id, events.global_position LIMIT $3`,
      [checkpoint.transactionId, checkpoint.globalPosition, limit],
    );
    return rows.map(toRecorded);
  }

  /** Like readAfter but without the in-flight horizon; only for replays that hold the writers off. */
  async readAfterUnbounded(checkpoint: Checkpoint, limit: number, em?: EntityManager): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await (em ?? this.dataSource.manager).query(
      `SELECT ${COLUMNS} FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
       ORDER BY events.transaction_id, events.global_position LIMIT $3`,
      [checkpoint.transactionId, checkpoint.globalPosition, limit],
    );
    return rows.map(toRecorded);
  }
}
