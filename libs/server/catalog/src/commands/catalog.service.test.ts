import { EventStore, InstallationService, openTestDatabase, platformInlineProjections, platformMigrations, replayAll, testDatabaseKinds, type TestDatabase } from '@dm/platform';
import { Catalog1732190000200 } from '../projections/catalog.migration.js';
import { CATALOG_TABLES, catalogProjection } from '../projections/catalog.projection.js';
import { CatalogQueries } from '../queries/catalog.queries.js';
import { CatalogSeeder } from '../seed/catalog.seeder.js';
import { CatalogService } from './catalog.service.js';

describe.each(testDatabaseKinds())('catalog commands, seed and replay on %s', (kind) => {
  let db: TestDatabase;
  let store: EventStore;
  let catalog: CatalogService;
  let installation: InstallationService;
  const inline = [...platformInlineProjections, catalogProjection];

  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrations: [...platformMigrations, Catalog1732190000200] });
    store = new EventStore(db.dataSource, inline);
    catalog = new CatalogService(store, db.dataSource);
    installation = new InstallationService(store, db.dataSource);
    await installation.ensureInitialised('test');
  }, 120_000);
  afterAll(() => db?.close());

  it('seeds once per version and skips what exists when a seed runs again', async () => {
    const seeder = new CatalogSeeder(catalog, installation);
    // action
    const counts = await seeder.run('minimal');
    const again = await seeder.run('minimal');
    // check
    expect(counts?.design_templates).toBeGreaterThan(0);
    expect(again).toBeNull();
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM catalog_design_templates`);
    expect(n).toBe(counts!.design_templates);
    // a lost installation record (or a new seed version) publishes nothing twice
    await db.dataSource.query(`DELETE FROM installation_seeds`);
    const events = await db.dataSource.query(`SELECT count(*)::int AS n FROM events`);
    await new CatalogSeeder(catalog, {
      info: async () => ({ instanceId: 'x', appVersion: 'test', initialisedAt: '', seeds: {} }),
      recordSeed: async () => {},
    } as unknown as InstallationService).run('minimal');
    expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM events`)).toEqual(events);
  });

  it('shows revisions and withdrawals in the read model', async () => {
    const queries = new CatalogQueries(db.dataSource);
    const [first] = (await queries.designs({ page_no: 0, size: 1, active: true })).docs;
    await catalog.revise('design_template', first._id, { name: 'Renamed Template' });
    expect((await queries.design(first._id)).name).toBe('Renamed Template');
    await catalog.withdraw('design_template', first._id);
    expect((await queries.design(first._id)).active).toBe(false);
    expect((await queries.designs({ id: [first._id], active: true, page_no: 0, size: 20 })).docs).toEqual([]);
  });

  it('rebuilds every catalog table from the events to exactly the live tables', async () => {
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const table of Object.values(CATALOG_TABLES)) out[table] = await db.dataSource.query(`SELECT * FROM ${table} ORDER BY id`);
      return out;
    };
    const live = await snapshot();
    await replayAll(db.dataSource, store, inline);
    expect(await snapshot()).toEqual(live);
  });
});
