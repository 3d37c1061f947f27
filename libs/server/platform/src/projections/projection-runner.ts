import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { EventStore } from '../event-store/event-store.js';
import type { RecordedEvent } from '../event-store/types.js';
import type { AsyncProjection } from './projection.js';

export interface RunnerOptions {
  batchSize?: number;
  /** How often to look for new events when no append was announced in this process. */
  pollMs?: number;
}

/**
 * Drives async projections. Each batch runs in one transaction that locks the projection's
 * checkpoint row (so only one app instance feeds a projection), applies the events in
 * (transaction, position) order and moves the checkpoint: every event exactly once, in order.
 */
export class ProjectionRunner {
  private running = false;
  private wake: (() => void) | null = null;
  private loops: Promise<void>[] = [];
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly onAppend = () => this.wake?.();

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly projections: readonly AsyncProjection[],
    private readonly logger?: Logger,
    options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.pollMs = options.pollMs ?? 250;
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
      const timer = setTimeout(done, this.pollMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        // let the appending transaction's commit settle before reading
        setTimeout(done, 5);
      };
    });
  }

  /** One batch for one projection; returns the number of events read. */
  async step(projection: AsyncProjection): Promise<number> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [projection.name]);
      const rows: { transaction_id: string; global_position: string }[] = await em.query(
        `SELECT transaction_id::text AS transaction_id, global_position FROM projection_checkpoints
         WHERE name = $1 FOR UPDATE SKIP LOCKED`,
        [projection.name],
      );
      if (rows.length === 0) return 0; // another instance is feeding it
      const checkpoint = { transactionId: rows[0].transaction_id, globalPosition: Number(rows[0].global_position) };
      const events: RecordedEvent[] = await this.store.readAfter(checkpoint, this.batchSize, em);
      if (events.length === 0) return 0;
      for (const event of events) {
        if (projection.handles === '*' || projection.handles.includes(event.type)) await projection.apply(em, event, this.store);
      }
      const last = events[events.length - 1];
      await em.query(
        `UPDATE projection_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now() WHERE name = $1`,
        [projection.name, last.transactionId, last.globalPosition],
      );
      return events.length;
    });
  }
}
