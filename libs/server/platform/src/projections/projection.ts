import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/types.js';
import type { EventStore } from '../event-store/event-store.js';

/** Updates read-model tables inside the appending transaction. Must be deterministic. */
export interface InlineProjection {
  name: string;
  /** The read-model tables it owns; a replay empties them and rebuilds them from position 0. */
  tables: readonly string[];
  handles: readonly string[] | '*';
  apply(em: EntityManager, event: RecordedEvent): Promise<void>;
}

/**
 * Runs after commit, at its own pace, with a checkpoint of its own. `apply` runs in the same
 * transaction as the checkpoint update, so database effects happen exactly once; effects outside
 * the database must be idempotent.
 */
export interface AsyncProjection {
  name: string;
  handles: readonly string[] | '*';
  /** `store` lets a process manager append follow-up events in the same transaction (pass `em`). */
  apply(em: EntityManager, event: RecordedEvent, store: EventStore): Promise<void>;
  /** When present, the runner hands over each batch's events it handles at once (reactors work on them concurrently). */
  applyBatch?(em: EntityManager, events: readonly RecordedEvent[], store: EventStore): Promise<void>;
  /** Called by a replay before the checkpoint goes back to the start. */
  reset?(em: EntityManager): Promise<void>;
}
