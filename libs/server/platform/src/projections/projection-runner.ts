import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type { EventStore } from '../event-store/event-store.js';
import type { Checkpoint, RecordedEvent } from '../event-store/types.js';
import type { AsyncProjection } from './projection.js';
import { isEmbedded } from '../db/data-source.js';

/** How often a runner on the embedded database looks for events no append announced (a safety net). */
export const EMBEDDED_POLL_MS = 2000;

export interface RunnerOptions {
  batchSize?: number;
  /** How often to look for new events when no append was announced in this process. */
  pollMs?: number;
  /** Where checkpoints live: durable rows by default (one instance feeds each projection). */
  checkpoints?: Checkpoints;
}

/** One batch's work: from a checkpoint, in a transaction or none; answers the events read and the new checkpoint. */
type Batch = (from: Checkpoint, em: EntityManager | undefined) => Promise<{ read: number; to?: Checkpoint }>;

/** Where a runner keeps each projection's checkpoint and how a batch is isolated. */
export interface Checkpoints {
  /** Runs one batch for the named projection; 0 when another instance holds it. */
  batch(name: string, work: Batch): Promise<number>;
}

/**
 * Durable checkpoints: each batch runs in one transaction that locks the projection's row in
 * projection_checkpoints (FOR UPDATE SKIP LOCKED), so only one app instance feeds a projection,
 * and moves it with the batch: every event exactly once, in order, across restarts.
 */
export class DurableCheckpoints implements Checkpoints {
  constructor(private readonly dataSource: DataSource) {}

  batch(name: string, work: Batch): Promise<number> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [name]);
      const rows: { transaction_id: string; global_position: string }[] = await em.query(
        `SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints
         WHERE name = $1 FOR UPDATE SKIP LOCKED`,
        [name],
      );
      if (rows.length === 0) return 0; // another instance is feeding it
      const { read, to } = await work({ transactionId: rows[0].transaction_id, globalPosition: Number(rows[0].global_position) }, em);
      if (to) {
        await em.query(
          `UPDATE projection_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now() WHERE name = $1`,
          [name, to.transactionId, to.globalPosition],
        );
      }
      return read;
    });
  }
}

/**
 * Checkpoints in this process's memory, for read models each instance keeps itself (the embedded
 * search index): every instance follows every event from the head its own load started at.
 * Batches run outside any transaction.
 */
export class MemoryCheckpoints implements Checkpoints {
  readonly #at = new Map<string, Checkpoint>();
  constructor(private readonly start: Checkpoint) {}

  async batch(name: string, work: Batch): Promise<number> {
    const { read, to } = await work(this.#at.get(name) ?? this.start, undefined);
    if (to) this.#at.set(name, to);
    return read;
  }
}

/**
 * Drives async projections: wakes on appends announced in this process and polls for the rest,
 * reads each projection's events after its checkpoint in (transaction, position) order, applies
 * them and moves the checkpoint, through `Checkpoints` (durable by default).
 */
export class ProjectionRunner {
  private running = false;
  private wake: (() => void) | null = null;
  /** An append was announced since the last pass began (it may have committed after that pass read). */
  private appended = false;
  private loops: Promise<void>[] = [];
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly checkpoints: Checkpoints;
  private readonly onAppend = () => {
    this.appended = true;
    this.wake?.();
  };

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly projections: readonly AsyncProjection[],
    private readonly logger?: Logger,
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    // on the embedded database every append is this process's own and wakes the runner at once:
    // the poll is only a safety net there (each poll is a transaction per projection on the one
    // connection, which a design's opening waited behind)
    this.pollMs = options.pollMs ?? (isEmbedded(dataSource) ? EMBEDDED_POLL_MS : 250);
    this.checkpoints = options.checkpoints ?? new DurableCheckpoints(dataSource);
  }

  start(): void {
    if (this.running || this.projections.length === 0) return;
    this.running = true;
    this.store.notifications.on('appended', this.onAppend);
    this.loops = [this.loop()];
  }

  async stop(): Promise<void> {
    this.running = false;
    this.store.notifications.off('appended', this.onAppend);
    this.wake?.();
    await Promise.all(this.loops);
  }

  /** Processes everything available now for every projection; returns how many events were applied. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (const projection of this.projections) {
      for (;;) {
        const n = await this.step(projection);
        total += n;
        if (n < this.batchSize) break;
      }
    }
    return total;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let busy = false;
      this.appended = false;
      try {
        for (const projection of this.projections) {
          if ((await this.step(projection)) === this.batchSize) busy = true;
        }
      } catch (err) {
        this.logger?.error({ err }, 'projection batch failed; will retry');
      }
      if (!busy && this.running) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      // an append announced during the last pass is read at once (the pass may have missed it)
      let timer = setTimeout(() => done(), this.appended ? 5 : this.pollMs);
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      this.wake = () => {
        this.wake = null;
        clearTimeout(timer);
        // let the appending transaction's commit settle before reading
        timer = setTimeout(() => done(), 5);
      };
    });
  }

  /** One batch for one projection; returns the number of events read. */
  async step(projection: AsyncProjection): Promise<number> {
    return this.checkpoints.batch(projection.name, async (from, em) => {
      const events: RecordedEvent[] = await this.store.readAfter(from, this.batchSize, em);
      if (events.length === 0) return { read: 0 };
      const handled = events.filter((event) => projection.handles === '*' || projection.handles.includes(event.type));
      if (projection.applyBatch) {
        if (handled.length) await projection.applyBatch(em as EntityManager, handled, this.store);
      } else {
        for (const event of handled) await projection.apply(em as EntityManager, event, this.store);
      }
      const last = events[events.length - 1];
      return { read: events.length, to: { transactionId: last.transactionId, globalPosition: last.globalPosition } };
    });
  }
}
