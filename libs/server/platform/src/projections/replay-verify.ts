import type { AuditTableReport } from '@dm/contracts/types';
import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventStore } from '../event-store/event-store.js';
import type { InlineProjection } from './projection.js';
import { replayThrough } from './replay.js';

/** One table's comparison (the audit console shows it as is). */
export type ReplayTableReport = AuditTableReport;

export interface ReplayVerifyReport {
  projections: string[];
  events: number;
  ms: number;
  eventsPerSecond: number;
  differences: number;
  tables: ReplayTableReport[];
}

class Discard extends Error {}

/**
 * Rebuilds read models into a schema of their own from position 0 and compares them, row for
 * row, with the live tables, without touching them: everything happens in one transaction that
 * is rolled back at the end, so the separate schema disappears with it. The transaction is
 * REPEATABLE READ: the events replayed and the live tables compared are one snapshot, so writes
 * that commit meanwhile on a live system never show as differences. (While it runs, its
 * transaction holds the subscribers' in-flight horizon back, as any long transaction does.) The copies are made
 * `LIKE` the live tables (columns, defaults, keys) and put first on the search path, so the
 * projections' own SQL writes into them while the event log and every other table stay live.
 * Replaying one projection alone reads the others' live tables where it looks them up.
 */
export async function replayVerify(
  dataSource: DataSource,
  store: EventStore,
  projections: readonly InlineProjection[],
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void; samples?: number } = {},
): Promise<ReplayVerifyReport> {
  const batchSize = options.batchSize ?? 2000;
  const tables = [...new Set(projections.flatMap((p) => p.tables))];
  const schema = `replay_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  let report: ReplayVerifyReport | undefined;
  const t0 = performance.now();
  try {
    await dataSource.transaction('REPEATABLE READ', async (em: EntityManager) => {
      const [{ live }]: { live: string }[] = await em.query(`SELECT current_schema() AS live`);
      const [{ total }]: { total: string }[] = await em.query(`SELECT count(*) AS total FROM events`);
      await em.query(`CREATE SCHEMA "${schema}"`);
      for (const t of tables) await em.query(`CREATE TABLE "${schema}"."${t}" (LIKE "${live}"."${t}" INCLUDING ALL)`);
      await em.query(`SELECT set_config('search_path', $1, true)`, [`"${schema}", "${live}"`]);
      options.onProgress?.(0, Number(total));
      const done = await replayThrough(em, store, projections, batchSize, (n) => options.onProgress?.(n, Number(total)));
      const ms = performance.now() - t0;
      const reports: ReplayTableReport[] = [];
      const rowsOf = (s: string, t: string) => `SELECT r::text AS row FROM "${s}"."${t}" r`;
      for (const t of tables) {
        const [counts]: { live_rows: string; replayed_rows: string; missing: string; extra: string }[] = await em.query(
          `SELECT (SELECT count(*) FROM "${live}"."${t}") AS live_rows, (SELECT count(*) FROM "${schema}"."${t}") AS replayed_rows,
                  (SELECT count(*) FROM (${rowsOf(live, t)} EXCEPT ALL ${rowsOf(schema, t)}) m) AS missing,
                  (SELECT count(*) FROM (${rowsOf(schema, t)} EXCEPT ALL ${rowsOf(live, t)}) x) AS extra`,
        );
        const samples: ReplayTableReport['samples'] = [];
        const n = options.samples ?? 3;
        if (Number(counts.missing) > 0) {
          const rows: { row: string }[] = await em.query(`${rowsOf(live, t)} EXCEPT ALL ${rowsOf(schema, t)} LIMIT ${n}`);
          samples.push(...rows.map((r) => ({ side: 'missing' as const, row: r.row })));
        }
        if (Number(counts.extra) > 0) {
          const rows: { row: string }[] = await em.query(`${rowsOf(schema, t)} EXCEPT ALL ${rowsOf(live, t)} LIMIT ${n}`);
          samples.push(...rows.map((r) => ({ side: 'extra' as const, row: r.row })));
        }
        reports.push({
          table: t, live_rows: Number(counts.live_rows), replayed_rows: Number(counts.replayed_rows),
          missing: Number(counts.missing), extra: Number(counts.extra), samples,
        });
      }
      report = {
        projections: projections.map((p) => p.name), events: done, ms: Math.round(ms),
        eventsPerSecond: Math.round(done / Math.max(ms / 1000, 1e-6)),
        differences: reports.reduce((s, r) => s + r.missing + r.extra, 0), tables: reports,
      };
      throw new Discard();
    });
  } catch (err) {
    if (!(err instanceof Discard)) throw err;
  }
  return report!;
}
