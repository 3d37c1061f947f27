import { CatalogService } from '@dm/server-catalog';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('copying a design template into a saved design', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite', { env: { SEED: 'minimal' } });
  });
  afterAll(() => app?.close());

  it('gives a visitor their own copy of the template, opened with its first category', async () => {
    // setup
    const templates = (await app.call('design/get/', { page_no: 0, size: 5, active: true })).body.data.docs;
    expect(templates.length).toBeGreaterThan(0);
    const t = (await app.call('design/get_one', { id: templates[0]._id })).body.data;
    // action
    const res = await app.call('design/copy_into_saved_design', { id: t._id });
    // check
    expect(res.status).toBe(200);
    const copy = res.body.data;
    expect(copy).toMatchObject({ name: t.name, role: 'edit', category_id: t.categories[0]._id, width: t.design_file.width, height: t.design_file.height });
    expect(copy._id).not.toBe(t._id);
    expect(copy.design_file.pages.length).toBe(t.design_file.pages.length);
    expect(Object.keys(copy.design_file.pages[0].objects).sort()).toEqual(Object.keys(t.design_file.pages[0].objects).sort());
    expect((await app.call('saved_design/get_one', { id: copy._id })).body.data._id).toBe(copy._id);
  });

  it("starts the copy with the template's own thumbnail, so it is never a blank box", async () => {
    // setup: a template whose thumbnail has been rendered
    const [t] = (await app.call('design/get/', { page_no: 0, size: 1, active: true })).body.data.docs;
    await app.app.get(CatalogService).revise('design_template', t._id, { thumbnail: '/api/blobs/catalog/thumbs/test-thumb.png' });
    // action
    const copy = (await app.call('design/copy_into_saved_design', { id: t._id })).body.data;
    // check
    expect(copy.thumbnail).toBe('/api/blobs/catalog/thumbs/test-thumb.png');
    const clone = (await app.call('saved_design/clone_saved_design', { saved_design_id: copy._id, name_append: ' Copy' })).body.data;
    expect(clone.thumbnail).toBe('/api/blobs/catalog/thumbs/test-thumb.png');
  });

  it('answers an unknown template with 404 and a bad id with 400', async () => {
    expect((await app.call('design/copy_into_saved_design', { id: 'no-such-template' })).status).toBe(404);
    const bad = await app.call('design/copy_into_saved_design', { id: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Invalid value for 'id'/);
  });
});
