import { EventStore, InstallationService, MemoryCheckpoints, ProjectionRunner, openTestDatabase, platformInlineProjections, platformMigrations, testDatabaseKinds, type TestDatabase } from '@dm/platform';
import { CatalogService } from '../commands/catalog.service.js';
import { catalogMigrations } from '../projections/catalog.migration.js';
import { catalogProjection } from '../projections/catalog.projection.js';
import { CatalogSeeder } from '../seed/catalog.seeder.js';
import { CatalogSearchIndexer } from './catalog-search.indexer.js';
import { EmbeddedCatalogSearch } from './catalog-search.port.js';

describe.each(testDatabaseKinds())('embedded search indexes following the events with memory checkpoints on %s', (kind) => {
  let db: TestDatabase;
  let store: EventStore;
  let catalog: CatalogService;

  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrations: [...platformMigrations, ...catalogMigrations] });
    store = new EventStore(db.dataSource, [...platformInlineProjections, catalogProjection]);
    catalog = new CatalogService(store, db.dataSource);
    const installation = new InstallationService(store, db.dataSource);
    await installation.ensureInitialised('test');
    await new CatalogSeeder(catalog, installation).run('minimal');
  }, 120_000);
  afterAll(() => db?.close());

  it('keeps the in-memory index of every app instance current, each from its own load', async () => {
    // setup: two instances, each loading its index and following from the head it loaded
    const instances = await Promise.all([1, 2].map(async () => {
      const search = new EmbeddedCatalogSearch();
      const indexer = new CatalogSearchIndexer(db.dataSource, search);
      const head = await store.head();
      await indexer.rebuild();
      return { search, follower: new ProjectionRunner(db.dataSource, store, [indexer.projection()], undefined, { pollMs: 20, checkpoints: new MemoryCheckpoints(head) }) };
    }));
    instances.forEach((i) => i.follower.start());
    const [{ id }] = await db.dataSource.query(`SELECT id FROM catalog_design_templates ORDER BY seq LIMIT 1`);
    const doc = (await db.dataSource.query(`SELECT doc FROM catalog_design_templates WHERE id = $1`, [id]))[0].doc;
    // action
    await catalog.revise('design_template', id, { keywords: `${doc.keywords}, quokka` });
    // check
    for (const { search, follower } of instances) {
      let ids: string[] = [];
      for (let i = 0; i < 100 && ids.length === 0; i++) {
        ids = (await search.search('design_templates', { text: 'quokka', filters: { active: true }, from: 0, size: 5 })).hits.map((h) => h.id);
        if (!ids.length) await new Promise((r) => setTimeout(r, 50));
      }
      expect(ids).toEqual([id]);
      await follower.stop();
    }
  });
});
