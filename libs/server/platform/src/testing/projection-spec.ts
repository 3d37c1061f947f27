// Projection specs: given these events on these streams, then the read model holds these rows.
// Runs the real projection on a real database (PGlite by default), through the event store, so
// a spec checks the SQL as well as the mapping.
import type { NewEvent } from '../domain/decider.js';
import { EventStore } from '../event-store/event-store.js';
import { platformInlineProjections, platformMigrations } from '../nest/platform.module.js';
import type { AsyncProjection, InlineProjection } from '../projections/projection.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export interface ProjectionSpecParts {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Function[];
  inline?: InlineProjection[];
  async?: AsyncProjection[];
}

export interface ProjectionSpec {
  /** Appends each stream's events in order (one transaction per stream), then runs the async projections to the end. */
  given(streams: Record<string, NewEvent[]>): Promise<ProjectionSpec>;
  /** The rows a query answers now. */
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  db: TestDatabase;
}

export async function projectionSpec(parts: ProjectionSpecParts, kind: 'pglite' | 'postgres' = 'pglite'): Promise<ProjectionSpec> {
  const db = await openTestDatabase(kind, { entities: [], migrations: [...platformMigrations, ...parts.migrations] });
  const store = new EventStore(db.dataSource, [...platformInlineProjections, ...(parts.inline ?? [])]);
  const runner = new ProjectionRunner(db.dataSource, store, parts.async ?? []);
  const versions = new Map<string, number>();
  const spec: ProjectionSpec = {
    db,
    async given(streams) {
      for (const [streamId, events] of Object.entries(streams)) {
        const at = versions.get(streamId) ?? 0;
        await store.append(streamId, at, events);
        versions.set(streamId, at + events.length);
      }
      await runner.catchUp();
      return spec;
    },
    rows: (sql, params = []) => db.dataSource.query(sql, params),
    close: () => db.close(),
  };
  return spec;
}
