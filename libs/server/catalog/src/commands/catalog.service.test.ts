import { EventStore, InstallationService, openTestDatabase, platformInlineProjections, platformMigrations, replayAll, testDatabaseKinds, type TestDatabase } from '@dm/platform';
import { catalogMigrations } from '../projections/catalog.migration.js';
import { CATALOG_TABLES, catalogProjection } from '../projections/catalog.projection.js';
import { CATALOG_AUTHOR, CatalogQueries } from '../queries/catalog.queries.js';
import { CatalogSeeder } from '../seed/catalog.seeder.js';
import { CatalogService } from './catalog.service.js';

describe.each(testDatabaseKinds())('catalog commands, seed and replay on %s', (kind) => {
  let db: TestDatabase;
  let store: EventStore;
  let catalog: CatalogService;
  let installation: InstallationService;
  const inline = [...platformInlineProjections, catalogProjection];

  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrations: [...platformMigrations, ...catalogMigrations] });
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
    // a new seed version (or a lost installation record) publishes nothing twice and brings back seed content
    const [{ id }] = await db.dataSource.query(`SELECT id FROM catalog_design_templates ORDER BY seq LIMIT 1`);
    const seededName = (await new CatalogQueries(db.dataSource).design(id, CATALOG_AUTHOR)).name;
    await catalog.revise('design_template', id, { name: 'Edited by hand' });
    await catalog.withdraw('design_template', id);
    const eventCount = async () => (await db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n;
    const before = await eventCount();
    const nextVersion = new CatalogSeeder(catalog, {
      info: async () => ({ instanceId: 'x', appVersion: 'test', initialisedAt: '', seeds: {} }),
      recordSeed: async () => {},
    } as unknown as InstallationService);
    await nextVersion.run('minimal');
    expect(await eventCount()).toBe(before + 1);
    const restored = await new CatalogQueries(db.dataSource).design(id, CATALOG_AUTHOR);
    expect(restored).toMatchObject({ name: seededName, active: false });
    await catalog.publish('design_template', id, { ...restored, active: true });
    await nextVersion.run('minimal');
    expect(await eventCount()).toBe(before + 2);
  });

  it('shows revisions and withdrawals in the read model', async () => {
    const queries = new CatalogQueries(db.dataSource);
    const [first] = (await queries.designs({ page_no: 0, size: 1, active: true }, CATALOG_AUTHOR)).docs;
    await catalog.revise('design_template', first._id, { name: 'Renamed Template' });
    expect((await queries.design(first._id, CATALOG_AUTHOR)).name).toBe('Renamed Template');
    await catalog.withdraw('design_template', first._id);
    expect((await queries.design(first._id, CATALOG_AUTHOR)).active).toBe(false);
    expect((await queries.designs({ id: [first._id], active: true, page_no: 0, size: 20 }, CATALOG_AUTHOR)).docs).toEqual([]);
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
