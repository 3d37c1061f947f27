import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const register = (app: TestApp, email: string) => app.call('auth/register', { email, name: 'Designer', password: 'correct horse battery' });

describe.each(testDatabaseKinds())('saved designs over HTTP on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.close());
  beforeEach(() => app.cookies.clear());

  it('reads a design by GET with its id in the link (what the editor page preloads), never cached, and says what is wrong with a bad id', async () => {
    // setup
    await register(app, 'linked-reader@example.com');
    const { _id: id } = (await app.call('saved_design/create_blank_design', { width: 800, height: 600, dimension_units: 'px' })).body.data;
    // action
    const byLink = await app.call(`saved_design/get_one?id=${id}`);
    // check
    expect(byLink.status).toBe(200);
    expect(byLink.headers.get('cache-control')).toBe('no-store');
    expect(byLink.body.data).toEqual((await app.call('saved_design/get_one', { id })).body.data);
    const missing = await app.call('saved_design/get_one');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/id/);
    // someone else gets nothing
    app.cookies.clear();
    await register(app, 'linked-intruder@example.com');
    expect([403, 404]).toContain((await app.call(`saved_design/get_one?id=${id}`)).status);
  });

  it('lets a visitor start a design, then claim it after signing up', async () => {
    // setup: a visitor creates a 5x3 in design and gets a visitor key
    const created = await app.call('saved_design/create_blank_design', { width: 5, height: 3, dimension_units: 'in' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ width: 480, height: 288, name: 'Untitled design', role: 'edit' });
    expect(app.cookies.has('davisit')).toBe(true);
    const id = created.body.data._id;
    expect((await app.call('saved_design/get_one/', { id })).body.data._id).toBe(id);
    // action: sign up, claim
    await register(app, 'visitor-turned-user@example.com');
    const claimed = await app.call('saved_design/claim', { design_id: id });
    // check
    expect(claimed.body).toMatchObject({ response_code: 1, data: { _id: id } });
    const owned = await app.call('user/fetch_owned_designs');
    expect(owned.body.data.map((d: { _id: string }) => d._id)).toEqual([id]);
  });

  it("answers another user's design with 404 and changes nothing", async () => {
    await register(app, 'owner@example.com');
    const mine = (await app.call('saved_design/create_blank_design', { width: 1080, height: 1080 })).body.data;
    app.cookies.clear();
    await register(app, 'intruder@example.com');
    for (const [path, body] of [
      ['saved_design/get_one', { id: mine._id }],
      ['saved_design/update/', { id: mine._id, name: 'pwned' }],
      ['saved_design/delete', { id: [mine._id] }],
      ['saved_design/save', { id: mine._id, version: 1, design_file: mine.design_file }],
      ['saved_design/clone_saved_design', { saved_design_id: mine._id, name_append: ' Copy' }],
    ] as const) {
      const res = await app.call(path, body);
      expect([path, res.status, res.body.response_code]).toEqual([path, 404, 0]);
    }
    // claim answers 404 like a missing id, so it never tells which ids exist
    expect((await app.call('saved_design/claim', { design_id: mine._id })).status).toBe(404);
    app.cookies.clear();
    await app.call('auth/login', { email: 'owner@example.com', password: 'correct horse battery' });
    const again = (await app.call('saved_design/get_one', { id: mine._id })).body.data;
    expect(again).toMatchObject({ name: 'Untitled design', version: 1 });
  });

  it('validates dimensions with the spec messages and names bad fields', async () => {
    const small = await app.call('saved_design/create_blank_design', { width: 30, height: 500, dimension_units: 'px' });
    expect(small).toMatchObject({ status: 400, body: { response_code: 0, error: 'Dimensions must be greater than 40px and smaller than 8000px' } });
    const mm = await app.call('saved_design/create_blank_design', { width: 5, height: 500, dimension_units: 'mm' });
    expect(mm.body.error).toBe('Dimensions must be greater than 10.583mm and smaller than 2116.664mm');
    expect((await app.call('saved_design/create_blank_design', { width: 'x', height: 500 })).body.error).toBe('Invalid width');
    const unit = await app.call('saved_design/create_blank_design', { width: 500, height: 500, dimension_units: 'ft' });
    expect(unit.status).toBe(400);
    expect(unit.body.error).toMatch(/^Invalid value for 'dimension_units'/);
  });

  it('renames, clones, saves with versions (409 on a stale save) and bulk-deletes', async () => {
    await register(app, 'editor@example.com');
    const d = (await app.call('saved_design/create_blank_design', { width: 800, height: 600 })).body.data;
    expect((await app.call('saved_design/update/', { id: d._id, name: 'Spring sale' })).body.data.name).toBe('Spring sale');
    const copy = (await app.call('saved_design/clone_saved_design/', { saved_design_id: d._id, name_append: ' Copy' })).body.data;
    expect(copy.name).toBe('Spring sale Copy');
    const saved = await app.call('saved_design/save', { id: d._id, version: 1, design_file: { ...d.design_file, width: 900 } });
    expect(saved.body.data).toEqual({ _id: d._id, version: 2 });
    const stale = await app.call('saved_design/save', { id: d._id, version: 1, design_file: d.design_file });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/the saved one is version 2/);
    expect((await app.call('saved_design/get_one', { id: d._id })).body.data.width).toBe(900);
    const del = await app.call('saved_design/delete', { id: [d._id, copy._id] });
    expect(del.body.data.deleted.sort()).toEqual([d._id, copy._id].sort());
    expect((await app.call('user/fetch_owned_designs')).body.data).toEqual([]);
  });

  it('keeps a thumbnail sent as a data URL in the blob store and serves it by its link', async () => {
    await register(app, 'thumbnail@example.com');
    const d = (await app.call('saved_design/create_blank_design', { width: 500, height: 500 })).body.data;
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const res = await app.call('saved_design/update_thumbnail', { id: d._id, thumbnail_data: png });
    expect(res.status).toBe(200);
    const link = res.body.data.thumbnail as string;
    expect(link).toMatch(/^\/api\/blobs\/designs\/thumbnails\/[^/]+\.png$/);
    expect((await app.call('saved_design/get_one', { id: d._id })).body.data.thumbnail).toBe(link);
    const served = await fetch(`${app.baseUrl}${link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/immutable/);
    // only our own images: no outside links, no other kinds of data, no reading outside the public folders
    expect((await app.call('saved_design/update_thumbnail', { id: d._id, thumbnail_data: 'https://tracker.example/pixel.png' })).status).toBe(400);
    expect((await app.call('saved_design/update_thumbnail', { id: d._id, thumbnail_data: 'data:text/html;base64,PGgxPg==' })).status).toBe(400);
    expect((await fetch(`${app.baseUrl}/api/blobs/rendering/outputs/x.png`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/blobs/designs/thumbnails/..%2F..%2Fpglite%2FPG_VERSION`)).status).toBe(404);
  });

  it("lists a visitor's own designs by their visitor key (none without one) and refuses them claims with 401", async () => {
    expect((await app.call('user/fetch_owned_designs')).body.data).toEqual([]);
    const made = (await app.call('saved_design/create_blank_design', { width: 500, height: 500 })).body.data;
    expect((await app.call('user/fetch_owned_designs')).body.data.map((d: { _id: string }) => d._id)).toEqual([made._id]);
    const key = app.cookies.get('davisit');
    app.cookies.clear();
    expect((await app.call('user/fetch_owned_designs')).body.data).toEqual([]);
    app.cookies.set('davisit', key!);
    expect((await app.call('saved_design/claim', { design_id: 'x' })).status).toBe(401);
  });
});
