import type { DataSource } from 'typeorm';
import { START, type Checkpoint } from '../event-store/types.js';
import type { EventStore } from '../event-store/event-store.js';
import type { AsyncProjection, InlineProjection } from './projection.js';
import { BatchedWrites } from './batched-writes.js';

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
    let checkpoint: Checkpoint = START;
    // the projections' writes travel in batches (BatchedWrites): one round trip per few hundred
    const writes = new BatchedWrites(em);
    for (;;) {
      const events = await store.readAfterUnbounded(checkpoint, batchSize, em);
      if (events.length === 0) break;
      for (const event of events) {
        for (const p of inline) {
          if (p.handles === '*' || p.handles.includes(event.type)) await p.apply(writes.manager, event);
        }
      }
      await writes.flush();
      count += events.length;
      const last = events[events.length - 1];
      checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
    await writes.close();
  });
  return { events: count, tables };
}
