import { projectionSpec, type ProjectionSpec } from '@dm/platform';
import { catalogEventTypes } from '../domain/catalog-entry.decider.js';
import { catalogMigrations } from './catalog.migration.js';
import { catalogProjection } from './catalog.projection.js';

// Projection spec: given catalog entry events, then the catalog tables' rows (columns and doc).
describe('catalog read models', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await projectionSpec({ migrations: catalogMigrations, inline: [catalogProjection] });
  });
  afterAll(() => spec?.close());

  const T = catalogEventTypes('design_template');

  it('a published template is a row with its filter columns and its document', async () => {
    await spec.given({
      'catalog-design_template-t1': [{ type: T.published, data: { id: 't1', fields: { name: 'Summer Sale', priority: 3, custom_url: 'summer-sale', categories: [{ _id: 'cat-1' }], tags: ['tag-1'] } } }],
    });
    const rows = await spec.rows(`SELECT id, name, active, priority, custom_url, category_ids, tag_ids, doc FROM catalog_design_templates`);
    expect(rows).toEqual([{
      id: 't1', name: 'Summer Sale', active: true, priority: 3, custom_url: 'summer-sale', category_ids: ['cat-1'], tag_ids: ['tag-1'],
      doc: { _id: 't1', name: 'Summer Sale', priority: 3, custom_url: 'summer-sale', categories: [{ _id: 'cat-1' }], tags: ['tag-1'] },
    }]);
  });

  it('a revision changes the named fields only; a withdrawal makes it inactive', async () => {
    await spec.given({
      'catalog-design_template-t1': [
        { type: T.revised, data: { id: 't1', changes: { name: 'Winter Sale', priority: 1 } } },
        { type: T.withdrawn, data: { id: 't1' } },
      ],
    });
    const [row] = await spec.rows<{ name: string; active: boolean; priority: number; custom_url: string; doc: { name: string; active: boolean } }>(
      `SELECT name, active, priority, custom_url, doc FROM catalog_design_templates WHERE id = 't1'`,
    );
    expect(row).toMatchObject({ name: 'Winter Sale', active: false, priority: 1, custom_url: 'summer-sale', doc: { name: 'Winter Sale', active: false } });
  });

  it('a revision of an entry never published leaves the tables as they were', async () => {
    await spec.given({ 'catalog-design_template-nope': [{ type: T.revised, data: { id: 'nope', changes: { name: 'Ghost' } } }] });
    expect(await spec.rows(`SELECT id FROM catalog_design_templates WHERE id = 'nope'`)).toEqual([]);
  });
});
