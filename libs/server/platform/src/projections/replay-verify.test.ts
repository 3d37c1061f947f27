import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { platformMigrations } from '../nest/platform.module.js';
import { EventStore } from '../event-store/event-store.js';
import { installationProjection } from '../system/installation.projection.js';
import { replayVerify } from './replay-verify.js';

describe.each(testDatabaseKinds())('replay into a separate schema (%s)', (kind) => {
  let db: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrations: platformMigrations });
    store = new EventStore(db.dataSource, [installationProjection]);
    await store.append('installation-1', 0, [
      { type: 'InstallationInitialised', data: { instanceId: 'i-1', appVersion: '1.0.0', at: '2026-01-01T00:00:00.000Z' } },
      { type: 'SeedApplied', data: { seed: 'catalog', version: 1, counts: { a: 1 }, at: '2026-01-01T00:00:01.000Z' } },
      { type: 'SeedApplied', data: { seed: 'catalog', version: 2, counts: { a: 2 }, at: '2026-01-01T00:00:02.000Z' } },
    ]);
    await store.append('other-1', 0, [{ type: 'Unrelated', data: {} }]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('rebuilds from position 0, reports zero differences and leaves the live tables and schemas as they were', async () => {
    // setup
    const progress: number[] = [];
    const schemasBefore = await db.dataSource.query(`SELECT count(*)::int AS n FROM information_schema.schemata`);
    // action
    const report = await replayVerify(db.dataSource, store, [installationProjection], { onProgress: (done) => progress.push(done) });
    // check
    expect(report.events).toBe(4);
    expect(report.differences).toBe(0);
    expect(report.tables).toEqual([
      { table: 'installation', live_rows: 1, replayed_rows: 1, missing: 0, extra: 0, samples: [] },
      { table: 'installation_seeds', live_rows: 1, replayed_rows: 1, missing: 0, extra: 0, samples: [] },
    ]);
    expect(progress.at(-1)).toBe(4);
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM information_schema.schemata`)).toEqual(schemasBefore);
  });

  it('finds a live row that the events do not explain, and one they explain that is gone', async () => {
    // setup: tamper with the read model behind the log's back
    await db.dataSource.query(`UPDATE installation_seeds SET version = 9`);
    // action
    const report = await replayVerify(db.dataSource, store, [installationProjection]);
    // check
    const seeds = report.tables.find((t) => t.table === 'installation_seeds')!;
    expect(seeds).toMatchObject({ missing: 1, extra: 1 });
    expect(seeds.samples.map((s) => s.side).sort()).toEqual(['extra', 'missing']);
    expect(report.differences).toBe(2);
    expect((await db.dataSource.query(`SELECT version FROM installation_seeds`))[0].version).toBe(9);
  });
});
