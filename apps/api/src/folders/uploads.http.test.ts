import sharp from 'sharp';
import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const PASSWORD = 'correct horse battery';

/** POST a multipart body as the app's browser would (its cookies, same origin). */
async function upload(app: TestApp, path: string, files: { field?: string; name: string; bytes: Buffer; type?: string }[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field ?? 'file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const headers = new Headers();
  if (app.cookies.size) headers.set('cookie', [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  const res = await fetch(`${app.baseUrl}/api/${path}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

async function get(app: TestApp, path: string) {
  const headers = new Headers();
  if (app.cookies.size) headers.set('cookie', [...app.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  const res = await fetch(`${app.baseUrl}${path}`, { headers });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
/** A JPEG stored sideways (300 x 200) with EXIF orientation 6: upright it is 200 x 300. */
const sidewaysJpeg = () => sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 90, b: 200 } } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();

describe.each(testDatabaseKinds())('uploads into the photos folder (%s)', (kind) => {
  let app: TestApp;
  let folderId: string;
  beforeAll(async () => {
    app = await startTestApp(kind);
    await app.call('auth/register', { email: 'uploader@example.com', name: 'Uploader', password: PASSWORD });
    folderId = (await app.call('user/get_details', {})).body.data.my_photos_folder;
  }, 120_000);
  afterAll(() => app?.close());

  it('keeps a png and an upright, metadata-free jpeg with previews, lists them, and serves them to the owner only', async () => {
    // action
    const r = await upload(app, 'folder/upload_multiple_files', [
      { name: 'red.png', bytes: await png(1200, 800) },
      { name: 'sideways.jpg', bytes: await sidewaysJpeg() },
    ], { folder_id: folderId });
    // check: both, in order, with their upright sizes
    expect(r.status).toBe(200);
    const [a, b] = r.body.data.resources;
    expect([a.name, a.width, a.height]).toEqual(['red.png', 1200, 800]);
    expect([b.name, b.width, b.height]).toEqual(['sideways.jpg', 200, 300]);
    expect(a.path).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.png$/);
    expect(a.low_path).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.low\.png$/);
    const listed = (await app.call('folder/get', { id: folderId })).body.data[0].folder.resources.map((x: { _id: string }) => x._id);
    expect(listed.sort()).toEqual([a._id, b._id].sort());
    // the full image has no EXIF left and is upright; the preview's longest side is 400
    const full = await get(app, b.path);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(full.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([200, 300, undefined, undefined]);
    const low = await sharp((await get(app, a.low_path)).bytes).metadata();
    expect([low.width, low.height]).toEqual([400, 267]);
    // nobody else sees them
    const owner = new Map(app.cookies);
    app.cookies.clear();
    expect((await get(app, a.path)).status).toBe(404);
    await app.call('auth/register', { email: 'someone-else@example.com', name: 'Else', password: PASSWORD });
    expect((await get(app, a.path)).status).toBe(404);
    expect((await app.call('folder/get', { id: folderId })).status).toBe(404);
    expect((await upload(app, 'folder/upload_file', [{ name: 'x.png', bytes: await png(10, 10) }], { folder_id: folderId })).status).toBe(404);
    // ...until a design of theirs uses it (a copy of a design that shows it)
    const design = { schemaVersion: 1, id: 'x', width: 800, height: 600, pages: [{ id: 'p1', groups: [], background_color: '#ffffff', objects: {
      i1: { id: 'i1', type: 'image', parent: null, layer_index: 0, position: { x: 0, y: 0 }, width: 400, height: 267, rotation: 0, opacity: 1, locked: false, image_details: { src: a.path, flip_horizontal: 1, flip_vertical: 1 } },
    } }] };
    const copied = await app.call('saved_design/create_from_json', { design_file: design });
    expect(copied.status).toBe(200);
    expect((await get(app, a.path)).status).toBe(200);
    expect((await get(app, a.low_path)).status).toBe(200);
    expect((await get(app, b.path)).status).toBe(404);
    app.cookies.clear();
    for (const [k, v] of owner) app.cookies.set(k, v);
  });

  it('refuses a GIF named .png, an oversized file and a visitor by name, keeping nothing', async () => {
    // setup
    const before = (await app.call('folder/get', { id: folderId })).body.data[0].folder.resources.length;
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } }).gif().toBuffer();
    // action + check
    const r = await upload(app, 'folder/upload_multiple_files', [{ name: 'fine.png', bytes: await png(20, 20) }, { name: 'cat.png', bytes: gif }], { folder_id: folderId });
    expect([r.status, r.body.error]).toEqual([400, "'cat.png' is not a png or jpeg image."]);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(26 * 1024 * 1024)]);
    const r2 = await upload(app, 'folder/upload_file', [{ name: 'huge.png', bytes: big }], { folder_id: folderId });
    expect([r2.status, r2.body.error]).toEqual([413, "'huge.png' is larger than 25 MB."]);
    expect((await app.call('folder/get', { id: folderId })).body.data[0].folder.resources.length).toBe(before);
    const owner = new Map(app.cookies);
    app.cookies.clear();
    expect((await upload(app, 'folder/upload_file', [{ name: 'v.png', bytes: await png(10, 10) }])).status).toBe(401);
    for (const [k, v] of owner) app.cookies.set(k, v);
    // the image helper answers data.resources too
    const h = await upload(app, 'folder/upload_image', [{ field: 'image', name: 'helper.png', bytes: await png(30, 30) }], { folderId });
    expect(h.body.data.resources[0]).toMatchObject({ name: 'helper.png', width: 30, height: 30 });
  });

  it("keeps a background remover's mask like an upload, serves it to its owner and never lists it", async () => {
    // setup: a mask as the remover makes it (black, the cut-out in alpha)
    const mask = await sharp({ create: { width: 80, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const before = (await app.call('folder/get', { id: folderId })).body.data[0].folder.resources.length;
    // action
    const r = await upload(app, 'folder/upload_mask', [{ name: 'mask.png', bytes: mask, type: 'image/png' }]);
    // check: stored and served to its owner as a png with its alpha, not listed in the folder
    expect(r.status).toBe(200);
    const [m] = r.body.data.resources;
    expect(m.path).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await get(app, m.path);
    expect(served.status).toBe(200);
    const meta = await sharp(served.bytes).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([80, 60, true]);
    expect((await app.call('folder/get', { id: folderId })).body.data[0].folder.resources.length).toBe(before);
    // a jpeg is refused by name; a visitor is refused
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const refused = await upload(app, 'folder/upload_mask', [{ name: 'mask.jpg', bytes: jpeg }]);
    expect([refused.status, refused.body.error]).toEqual([400, 'A cut-out mask must be a png image.']);
    const owner = new Map(app.cookies);
    app.cookies.clear();
    expect((await upload(app, 'folder/upload_mask', [{ name: 'mask.png', bytes: mask }])).status).toBe(401);
    expect((await get(app, m.path)).status).toBe(404);
    for (const [k, v] of owner) app.cookies.set(k, v);
  });
});
