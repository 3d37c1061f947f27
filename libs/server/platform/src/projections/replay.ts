import type { DataSource, EntityManager } from 'typeorm';
import { START, type Checkpoint } from '../event-store/types.js';
import type { EventStore } from '../event-store/event-store.js';
import type { AsyncProjection, InlineProjection } from './projection.js';
import { BatchedWrites } from './batched-writes.js';

/**
 * Applies every event from position 0, in (transaction, position) order, to the projections
 * that handle it, inside the caller's transaction; the projections' writes travel in batches
 * (BatchedWrites). Returns how many events were read; `onProgress` hears after each batch.
 */
export async function replayThrough(
  em: EntityManager,
  store: EventStore,
  projections: readonly InlineProjection[],
  batchSize = 1000,
  onProgress?: (done: number) => void,
): Promise<number> {
  const everything = projections.some((p) => p.handles === '*');
  const handled = new Set(projections.flatMap((p) => (p.handles === '*' ? [] : p.handles)));
  let checkpoint: Checkpoint = START;
  let done = 0;
  const writes = new BatchedWrites(em);
  for (;;) {
    const events = await store.readAfterUnbounded(checkpoint, batchSize, em);
    if (events.length === 0) break;
    for (const event of events) {
      if (!everything && !handled.has(event.type)) continue;
      for (const p of projections) {
        if (p.handles === '*' || p.handles.includes(event.type)) await p.apply(writes.manager, event);
      }
    }
    await writes.flush();
    done += events.length;
    const last = events[events.length - 1];
    checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    onProgress?.(done);
  }
  await writes.close();
  return done;
}

export interface ReplayResult {
  events: number;
  tables: string[];
}

/**
 * Rebuilds every read model from position 0 in one transaction: empties the inline projections'
 * tables, replays all events through them in (transaction, position) order, and sends async
 * projections back to the start so their runner rebuilds them. Run it while no one is writing.
 */
export async function replayAll(
  dataSource: DataSource,
  store: EventStore,
  inline: readonly InlineProjection[],
  asyncProjections: readonly AsyncProjection[] = [],
  batchSize = 1000,
): Promise<ReplayResult> {
  const tables = [...new Set(inline.flatMap((p) => p.tables))];
  let count = 0;
  await dataSource.transaction(async (em) => {
    if (tables.length) await em.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    for (const p of asyncProjections) {
      await p.reset?.(em);
      await em.query(
        `INSERT INTO projection_checkpoints (name) VALUES ($1)
         ON CONFLICT (name) DO UPDATE SET transaction_id = '0'::xid8, global_position = 0, updated_at = now()`,
        [p.name],
      );
    }
    count = await replayThrough(em, store, inline, batchSize);
  });
  return { events: count, tables };
}
