import { projectionSpec, type ProjectionSpec } from '@dm/platform';
import { DesignDocumentsAsText1732190000103, DesignSharing1732190000102, SavedDesigns1732190000100 } from '../designs.migration.js';
import { savedDesignsProjection } from './saved-designs.projection.js';

// Projection spec: given the life-cycle events of saved designs, then the saved_designs rows.
describe('saved_designs read model', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await projectionSpec({ migrations: [SavedDesigns1732190000100, DesignSharing1732190000102, DesignDocumentsAsText1732190000103], inline: [savedDesignsProjection] });
  });
  afterAll(() => spec?.close());

  const created = (id: string, owner: string) => ({
    type: 'SavedDesignCreated',
    data: { id, owner, name: 'Poster', width: 800, height: 600, source: 'blank', at: '2026-01-01T00:00:00.000Z' },
  });
  const row = (id: string) => spec.rows<Record<string, unknown>>(`SELECT owner, name, width, height, thumbnail, deleted, source FROM saved_designs WHERE id = $1`, [id]);

  it('a created design is a row of its owner', async () => {
    await spec.given({ 'saved-design-a': [created('a', 'user-1')] });
    expect(await row('a')).toEqual([{ owner: 'user-1', name: 'Poster', width: 800, height: 600, thumbnail: null, deleted: false, source: 'blank' }]);
  });

  it('renames, thumbnails, claims and deletes change that row and no other', async () => {
    await spec.given({
      'saved-design-b': [created('b', 'visitor:v'), { type: 'SavedDesignRenamed', data: { id: 'b', name: 'Flyer', at: '2026-01-02T00:00:00.000Z' } }],
      'saved-design-c': [created('c', 'user-2')],
    });
    await spec.given({
      'saved-design-b': [
        { type: 'SavedDesignThumbnailUpdated', data: { id: 'b', thumbnail: '/api/blobs/t.jpg', at: '2026-01-03T00:00:00.000Z' } },
        { type: 'SavedDesignClaimed', data: { id: 'b', from: 'visitor:v', owner: 'user-3', at: '2026-01-04T00:00:00.000Z' } },
        { type: 'SavedDesignDeleted', data: { id: 'b', at: '2026-01-05T00:00:00.000Z' } },
      ],
    });
    expect(await row('b')).toEqual([{ owner: 'user-3', name: 'Flyer', width: 800, height: 600, thumbnail: '/api/blobs/t.jpg', deleted: true, source: 'blank' }]);
    expect(await row('c')).toEqual([{ owner: 'user-2', name: 'Poster', width: 800, height: 600, thumbnail: null, deleted: false, source: 'blank' }]);
  });
});
