import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import type { EventStore } from '../event-store/event-store.js';
import type { RecordedEvent } from '../event-store/types.js';
import type { AsyncProjection } from './projection.js';
import type { Logger } from 'pino';
import { ProjectionRunner, type Checkpoints } from './projection-runner.js';

/**
 * A side effect of committed events (a render, a thumbnail, a message to another service). It
 * runs after commit, outside any transaction, at least once per event: a crash before its
 * checkpoint moves runs the batch again on the next start, so `react` must be idempotent (a
 * decider that refuses a second completion is enough). A batch may do its work concurrently.
 */
export interface Reactor {
  name: string;
  handles: readonly string[] | '*';
  react(events: readonly RecordedEvent[], store: EventStore): Promise<void>;
}

/** How long an instance holds a reactor's lease without moving it; then another instance may take over. */
export const REACTOR_LEASE_SECONDS = 120;

/**
 * Checkpoints for reactors: no transaction is held while a batch works (a render takes seconds,
 * and PGlite has one connection), so one instance at a time holds each reactor by a lease in
 * its projection_checkpoints row, renewed with every batch.
 */
export class LeasedCheckpoints implements Checkpoints {
  /** This instance, as written into the lease. */
  readonly holder: string;

  constructor(private readonly dataSource: DataSource, holder?: string) {
    this.holder = holder ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  async batch(name: string, work: Parameters<Checkpoints['batch']>[1]): Promise<number> {
    await this.dataSource.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [name]);
    const rows: { transaction_id: string; global_position: string }[] = await this.dataSource.query(
      `WITH leased AS (
         UPDATE projection_checkpoints SET leased_by = $2, leased_until = now() + make_interval(secs => $3)
         WHERE name = $1 AND (leased_by IS NULL OR leased_by = $2 OR leased_until < now())
         RETURNING transaction_id::text AS transaction_id, global_position)
       SELECT * FROM leased`,
      [name, this.holder, REACTOR_LEASE_SECONDS],
    );
    if (rows.length === 0) return 0; // another instance holds it
    const { read, to } = await work({ transactionId: rows[0].transaction_id, globalPosition: Number(rows[0].global_position) }, undefined);
    if (to) {
      await this.dataSource.query(
        `UPDATE projection_checkpoints SET transaction_id = $3::xid8, global_position = $4, updated_at = now()
         WHERE name = $1 AND leased_by = $2`,
        [name, this.holder, to.transactionId, to.globalPosition],
      );
    }
    return read;
  }

  /** Gives up every lease this instance holds (a clean stop), so another instance takes over at once. */
  async release(): Promise<void> {
    await this.dataSource.query(`UPDATE projection_checkpoints SET leased_by = NULL, leased_until = NULL WHERE leased_by = $1`, [this.holder]);
  }
}

/** A reactor as the projection runner drives it: whole batches of the events it handles. */
export function reactorProjection(reactor: Reactor): AsyncProjection {
  return {
    name: reactor.name,
    handles: reactor.handles,
    apply: (_em, event, store) => reactor.react([event], store),
    applyBatch: (_em, events, store) => reactor.react(events, store),
  };
}

export class ReactorLeases1732190000003 implements MigrationInterface {
  name = 'ReactorLeases1732190000003';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projection_checkpoints ADD COLUMN leased_by text, ADD COLUMN leased_until timestamptz`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projection_checkpoints DROP COLUMN leased_by, DROP COLUMN leased_until`);
  }
}

/**
 * The app's reactors: contexts add theirs while the app is built (a module's constructor), and
 * the platform drives them all with one runner on leased checkpoints from start to stop.
 */
export class Reactors {
  readonly #list: Reactor[] = [];
  #runner: ProjectionRunner | null = null;
  readonly #checkpoints: LeasedCheckpoints;

  constructor(private readonly dataSource: DataSource, private readonly store: EventStore, private readonly logger?: Logger) {
    this.#checkpoints = new LeasedCheckpoints(dataSource);
  }

  add(reactor: Reactor): void {
    if (this.#runner) throw new Error(`reactor ${reactor.name} added after the reactors started`);
    this.#list.push(reactor);
  }

  start(): void {
    if (this.#runner) return;
    this.#runner = new ProjectionRunner(this.dataSource, this.store, this.#list.map(reactorProjection), this.logger, { checkpoints: this.#checkpoints });
    this.#runner.start();
  }

  /** Everything available now (tests). */
  catchUp(): Promise<number> {
    return this.#runner?.catchUp() ?? Promise.resolve(0);
  }

  async stop(): Promise<void> {
    await this.#runner?.stop();
    this.#runner = null;
    await this.#checkpoints.release().catch(() => undefined);
  }
}
