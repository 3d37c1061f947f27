import sharp from 'sharp';
import { BLOB_STORE, testDatabaseKinds, EventStore, type BlobStore } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN = { email: 'root@example.com', password: 'root password here' };

/** A one-page design with a heading and a grouped pair of texts (usable as a text template too). */
const designFile = (heading: string) => {
  const text = (id: string, y: number, t: string, parent: string | null) => ({
    id, type: 'text', layer_index: 1, position: { x: 40, y }, width: 500, height: 60, rotation: 0, opacity: 1, locked: false, parent,
    text_details: { text: t, font_family: 'Montserrat', font_size: 40, color: '#111111', align: 'left' },
  });
  return {
    schemaVersion: 1, id: 'authoring', width: 600, height: 400,
    pages: [{
      id: 'p1',
      objects: { h: text('h', 40, heading, null), a: text('a', 160, 'Grouped one', 'g1'), b: text('b', 240, 'Grouped two', 'g1') },
      groups: ['g1'], background_color: '#f6e7d8', background_image: null, animation_duration: 5,
    }],
  };
};

describe.each(testDatabaseKinds())('template authoring (%s)', (kind) => {
  let app: TestApp;
  const jars = new Map<string, Map<string, string>>();
  const as = (who: string | null) => {
    app.cookies.clear();
    for (const [k, v] of (who && jars.get(who)) || []) app.cookies.set(k, v);
  };
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp(kind, { env: { SEED: 'minimal', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    await app.call('auth/login', ADMIN);
    jars.set('admin', new Map(app.cookies));
    as(null);
    await app.call('auth/register', { email: 'plain@example.com', name: 'plain', password: 'plain has a long password' });
    jars.set('plain', new Map(app.cookies));
    as(null);
    categoryId = (await app.call('category/get', { type: 'design' })).body.data.find((c: { parent: string | null }) => c.parent)._id;
  });
  afterAll(() => app?.close());

  const search = async (query: string) => {
    as(null);
    for (let i = 0; ; i++) {
      const hits = (await app.call('design_templates/_search', { query, from: 0, size: 5 })).body.data.hits.hits as { _id: string }[];
      if (hits.length || i > 40) return hits.map((h) => h._id);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('refuses visitors (401) and users who are neither admins nor designers (403)', async () => {
    as(null);
    expect((await app.call('design_template/save', { name: 'x', design_file: designFile('x') })).status).toBe(401);
    as('plain');
    expect((await app.call('design_template/save', { name: 'x', design_file: designFile('x') })).status).toBe(403);
    expect((await app.call('text_template/set_active', { id: 'x', active: true })).status).toBe(403);
  });

  it('creates a draft from a design, saves it with its fields and a thumbnail, publishes it for search, unpublishes it; every change an event', async () => {
    as('admin');
    // action: a draft
    const created = await app.call('design_template/save', { name: 'Marmalade Sunrise Flyer', categories: [categoryId], keywords: 'citrus, breakfast', active: false, design_file: designFile('Zesty marmalade mornings') });
    // check
    expect(created.status).toBe(200);
    const id = created.body.data._id;
    expect(created.body.data).toMatchObject({ name: 'Marmalade Sunrise Flyer', active: false, keywords: 'citrus, breakfast', design_text: 'Zesty marmalade mornings Grouped one Grouped two', categories: [{ _id: categoryId }] });
    expect(created.body.data.custom_url).toMatch(/^marmalade-sunrise-flyer-/);
    expect(created.body.data.thumbnail).toMatch(/^\/api\/blobs\/catalog\/thumbnails\//);
    // a draft: hidden from visitors and search
    as(null);
    expect((await app.call('design/get_one', { id })).status).toBe(404);
    expect(await search('marmalade')).toEqual([]);
    // the admin edits it and publishes it: search finds it at once
    as('admin');
    const saved = await app.call('design_template/save', { id, name: 'Marmalade Sunrise Flyer', categories: [categoryId], keywords: 'citrus, breakfast, jam', custom_url: 'marmalade-flyer', active: true, design_file: designFile('Zesty marmalade mornings, fresh') });
    expect(saved.body.data).toMatchObject({ _id: id, active: true, custom_url: 'marmalade-flyer', keywords: 'citrus, breakfast, jam' });
    expect(saved.body.data.thumbnail).not.toBe(created.body.data.thumbnail);
    expect(await search('marmalade')).toEqual([id]);
    as(null);
    expect((await app.call('design/get_by_custom_url', { custom_url: 'marmalade-flyer' })).body.data._id).toBe(id);
    // unpublished: out of search and the listings
    as('admin');
    expect((await app.call('design_template/set_active', { id, active: false })).body.data.active).toBe(false);
    for (let i = 0; i < 40 && (await search('marmalade')).length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await search('marmalade')).toEqual([]);
    const events = await app.app.get(EventStore).readStream(`design_template-${id}`);
    expect(events.map((e) => e.type)).toEqual(['DesignTemplatePublished', 'DesignTemplateRevised', 'DesignTemplateRevised']);
    expect(new Set(events.map((e) => e.metadata.actorId)).size).toBe(1);
  });

  it('saves a text template from a design holding a group, and says what is wrong with bad input', async () => {
    as('admin');
    const text = await app.call('text_template/save', { name: 'Two grouped lines', keywords: 'pair', active: true, design_file: designFile('Heading') });
    expect(text.body.data).toMatchObject({ name: 'Two grouped lines', active: true });
    const noGroup = designFile('x');
    noGroup.pages[0].groups = [];
    const refused = await app.call('text_template/save', { name: 'No group', design_file: noGroup });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('a text template holds one group');
    expect((await app.call('design_template/save', { name: '', design_file: designFile('x') })).status).toBe(400);
    const badUrl = await app.call('design_template/save', { name: 'x', custom_url: 'Not A Slug', design_file: designFile('x') });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error).toContain("custom_url");
    expect((await app.call('design_template/save', { name: 'x', categories: ['no-such-category'], design_file: designFile('x') })).status).toBe(400);
    expect((await app.call('design_template/set_active', { id: 'missing', active: true })).status).toBe(404);
  });

  it('draws the thumbnail of a template made from a design with the author\'s own upload, which everyone may load once it is published', async () => {
    // setup: the admin's upload (a blue photo), placed over the whole page
    as('admin');
    const folderId = (await app.call('user/get_details', {})).body.data.my_photos_folder;
    const form = new FormData();
    form.append('folder_id', folderId);
    form.append('file', new Blob([new Uint8Array(await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 40, b: 220 } } }).png().toBuffer())], { type: 'image/png' }), 'blue.png');
    const cookie = [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const uploaded = await (await fetch(`${app.baseUrl}/api/folder/upload_multiple_files`, { method: 'POST', body: form, headers: { cookie } })).json();
    const src: string = uploaded.data.resources[0].path;
    const file = designFile('Blue');
    (file.pages[0].objects as Record<string, unknown>).photo = {
      id: 'photo', type: 'image', layer_index: 0, position: { x: 0, y: 0 }, width: 600, height: 400, rotation: 0, opacity: 1, locked: false, parent: null,
      image_details: { src, flip_horizontal: 1, flip_vertical: 1 },
    };
    // action
    const saved = await app.call('design_template/save', { name: 'Blue upload template', active: true, design_file: file });
    // check: the thumbnail shows the photo (blue), not a blank page
    const key = saved.body.data.thumbnail.replace(/^\/api\/blobs\//, '');
    const thumb = await app.app.get<BlobStore>(BLOB_STORE).get(key);
    const { data } = await sharp(thumb!).resize(1, 1).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(150);
    expect(data[0]).toBeLessThan(80);
    // a visitor loads the upload the published template shows
    as(null);
    expect((await fetch(`${app.baseUrl}${src}`)).status).toBe(200);
  });
});
