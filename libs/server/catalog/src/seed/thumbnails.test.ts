import type { DesignFile } from '@dm/contracts';
import { EventStore, InstallationService, openTestDatabase, platformInlineProjections, platformMigrations, testDatabaseKinds, type TestDatabase } from '@dm/platform';
import { CatalogService } from '../commands/catalog.service.js';
import { catalogMigrations } from '../projections/catalog.migration.js';
import { catalogProjection } from '../projections/catalog.projection.js';
import { CatalogSeeder, seedChanges } from './catalog.seeder.js';
import { ThumbnailBackfill } from './thumbnails.js';

describe.each(testDatabaseKinds())('thumbnail backfill on %s', (kind) => {
  let db: TestDatabase;
  let catalog: CatalogService;

  beforeAll(async () => {
    db = await openTestDatabase(kind, { migrations: [...platformMigrations, ...catalogMigrations] });
    const store = new EventStore(db.dataSource, [...platformInlineProjections, catalogProjection]);
    catalog = new CatalogService(store, db.dataSource);
    const installation = new InstallationService(store, db.dataSource);
    await installation.ensureInitialised('test');
    await new CatalogSeeder(catalog, installation).run('minimal');
  }, 120_000);
  afterAll(() => db?.close());

  it('gives every template, category example and wizard format a thumbnail, once', async () => {
    // setup: a stand-in renderer that names what it drew
    const rendered: string[] = [];
    const render = async (file: DesignFile) => {
      rendered.push(file.id);
      return `data:image/webp;base64,${Buffer.from(`${file.width}x${file.height}`).toString('base64')}`;
    };
    // action
    const n = await new ThumbnailBackfill(db.dataSource, catalog, undefined, render, 7).run();
    // check
    const missing = async (sql: string) => (await db.dataSource.query(sql))[0].n;
    expect(n).toBe(rendered.length);
    expect(await missing(`SELECT count(*)::int AS n FROM catalog_design_templates WHERE doc->>'thumbnail' IS NULL`)).toBe(0);
    expect(await missing(`SELECT count(*)::int AS n FROM catalog_text_templates WHERE doc->>'thumbnail' IS NULL`)).toBe(0);
    expect(await missing(`SELECT count(*)::int AS n FROM catalog_categories WHERE doc->'example' <> 'null'::jsonb AND doc->'example'->>'thumbnail' IS NULL`)).toBe(0);
    const [example] = await db.dataSource.query(`SELECT doc->'example'->>'thumbnail' AS t, (SELECT doc->>'thumbnail' FROM catalog_design_templates WHERE id = c.doc->'example'->>'_id') AS own FROM catalog_categories c WHERE doc->'example' <> 'null'::jsonb LIMIT 1`);
    expect(example.t).toBe(example.own);
    const [format] = await db.dataSource.query(`SELECT doc->>'display_image' AS d FROM catalog_tags WHERE doc->>'name' = 'Instagram Post'`);
    expect(format.d).toMatch(/^data:image\/webp;base64,/);
    // and a second run has nothing left to do
    expect(await new ThumbnailBackfill(db.dataSource, catalog, undefined, render).run()).toBe(0);
  });
});

describe('what a newer seed revises', () => {
  const file = (text: string) => ({ id: 'd', width: 10, height: 10, pages: [{ text }] });

  it('keeps a thumbnail while the design is the same and drops it when the design changed', () => {
    const before = { name: 'A', keywords: 'x', design_file: file('hello'), thumbnail: 'data:old', active: false };
    expect(seedChanges(before, { name: 'A', keywords: 'x, y', design_file: file('hello'), thumbnail: null, active: true })).toEqual({ name: 'A', keywords: 'x, y', design_file: file('hello') });
    expect(seedChanges(before, { name: 'A', keywords: 'x', design_file: file('bye'), thumbnail: null, active: true })).toEqual({ name: 'A', keywords: 'x', design_file: file('bye'), thumbnail: null });
  });

  it('keeps a category example thumbnail while the example is the same design', () => {
    const before = { name: 'Poster', example: { _id: 't', design_file: file('a'), thumbnail: 'data:old' } };
    expect(seedChanges(before, { name: 'Poster!', example: { _id: 't', design_file: file('a'), thumbnail: null } })).toEqual({ name: 'Poster!', example: { _id: 't', design_file: file('a'), thumbnail: 'data:old' } });
    expect(seedChanges(before, { name: 'Poster', example: { _id: 'u', design_file: file('a'), thumbnail: null } }).example).toEqual({ _id: 'u', design_file: file('a'), thumbnail: null });
  });
});
