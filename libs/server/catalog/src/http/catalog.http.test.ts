import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testDatabaseKinds } from '@dm/platform';
import { startTestApp, type TestApp } from '../../../../../apps/api/src/testing/test-app.js';
import { CatalogService } from '../commands/catalog.service.js';
import { CATALOG_SEED_VERSION } from '../seed/catalog.seeder.js';

/** A GET whose body is read as sent (fetch would undo the compression). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

// Other suites start without a seed (SEED defaults to none under tests); these calls run on the minimal seed.
process.env.SEED = 'minimal';
describe.each(testDatabaseKinds())('catalog calls on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 120_000);
  afterAll(() => app?.close());

  const waitForSearch = async (path: string, body: unknown) => {
    for (let i = 0; i < 100; i++) {
      const res = await app.call(path, body);
      if (res.body?.data?.hits?.hits?.length) return res;
      await new Promise((r) => setTimeout(r, 100));
    }
    return app.call(path, body);
  };

  it('lists design categories with children, by priority, each with dimensions', async () => {
    const res = await app.call('category/get_design_categories', {});
    expect(res.status).toBe(200);
    expect(res.body.response_code).toBe(1);
    const parents = res.body.data;
    expect(parents.map((p: { priority: number }) => p.priority)).toEqual([...parents.map((p: { priority: number }) => p.priority)].sort((a, b) => b - a));
    const children = parents.flatMap((p: { children: unknown[] }) => p.children);
    expect(children.length).toBeGreaterThanOrEqual(120);
    expect(children).toContainEqual(expect.objectContaining({ name: 'Poster', dimensions: { width: 797, height: 1123, unit: 'px' } }));
    expect(children).toContainEqual(expect.objectContaining({ name: 'Leaderboard Ad', dimensions: { width: 728, height: 90, unit: 'px' } }));
    const same = await app.call('category/fetch_all_design_categories', {});
    expect(same.body.data).toEqual(parents);
  });

  it('sends the category tree compressed with an ETag, answers 304 to a GET that has it, and a new one once a category changes', async () => {
    // setup
    const url = `${app.baseUrl}/api/category/fetch_all_design_categories`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const etag = plain.headers.get('etag')!;
    const body = Buffer.from(await plain.arrayBuffer());
    // check: the same answer in every coding, smaller compressed
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
    for (const coding of ['br', 'gzip']) {
      const raw = await rawGet(url, { 'accept-encoding': coding });
      expect(raw.headers['content-encoding']).toBe(coding);
      expect(raw.headers.etag).toBe(etag);
      expect(raw.body.length).toBeLessThan(body.length / 4);
      expect((coding === 'br' ? brotliDecompressSync(raw.body) : gunzipSync(raw.body)).equals(body)).toBe(true);
    }
    // action: revalidate
    const again = await rawGet(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // the POST call answers the same envelope (no 304 for a POST)
    const posted = await app.call('category/fetch_all_design_categories', {});
    expect(posted.body).toEqual(JSON.parse(body.toString()));
    // action: a category changes (renamed by its event), so the validator does
    const [first] = posted.body.data as { _id: string; name: string }[];
    const catalog = app.app.get(CatalogService);
    await catalog.revise('category', first._id, { name: `${first.name} (renamed)` });
    try {
      const changed = await rawGet(url, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(JSON.parse(changed.body.toString()).data[0].name).toBe(`${first.name} (renamed)`);
    } finally {
      await catalog.revise('category', first._id, { name: first.name });
    }
  });

  it('filters empty categories for category/get and refuses an unknown type with a 400 naming the field', async () => {
    const res = await app.call('category/get', { type: 'design', filter_empty: true, active: true });
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.every((c: { example: unknown }) => c.example)).toBe(true);
    // mockup categories are the mockup maker's (asked through the query bus)
    const mockupCats = (await app.call('category/get', { type: 'mockup' })).body.data as { type: string; mockup_length: number }[];
    expect(mockupCats.length).toBeGreaterThanOrEqual(6);
    expect(mockupCats.every((c) => c.type === 'mockup' && c.mockup_length > 0)).toBe(true);
    // icon categories are not empty when icons are in them (templates never are)
    const icons = await app.call('category/get', { type: 'icon', filter_empty: true });
    expect(icons.body.data.length).toBeGreaterThan(0);
    const bad = await app.call('category/get', { type: 'banana' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/'type'/);
  });

  it('pages templates of a category and reads one by id, by custom url and by tag', async () => {
    const cats = (await app.call('category/get', { type: 'design', filter_empty: true })).body.data;
    const page = await app.call('design/get/', { category_id: cats[0]._id, active: true, page_no: 0, size: 2 });
    expect(page.body.data.docs).toHaveLength(2);
    const summary = page.body.data.docs[0];
    expect(summary.design_file).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    expect(summary.categories[0]).toMatchObject({ _id: cats[0]._id, name: cats[0].name });
    const one = await app.call('design/get_one', { id: summary._id });
    expect(one.body.data.design_file.pages[0].objects).toBeDefined();
    expect((await app.call('design/get_one/', { id: summary._id })).body.data._id).toBe(summary._id);
    expect((await app.call('design/get_by_custom_url', { custom_url: summary.custom_url })).body.data._id).toBe(summary._id);
    const byIds = await app.call('design/get/', { id: [summary._id], active: true });
    expect(byIds.body.data.docs.map((d: { _id: string }) => d._id)).toEqual([summary._id]);
    const byTag = await app.call('design/get_by_tag_id', { tag_id: summary.tags[0], page_no: 0, size: 20 });
    expect(byTag.body.data.docs.map((d: { _id: string }) => d._id)).toContain(summary._id);
    const recs = await app.call('category/get_design_recommendations', { id: cats[0]._id });
    expect(recs.body.data.length).toBeGreaterThan(0);
  });

  it('answers a missing template with 404', async () => {
    const res = await app.call('design/get_one', { id: 'nope' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ response_code: 0, error: 'There is no design template nope.' });
  });

  it('searches templates with the fixed query and answers hits.hits with _id', async () => {
    const res = await waitForSearch('design_templates/_search', { query: 'instagram', from: 0, size: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data.hits.hits.length).toBeGreaterThan(0);
    expect(res.body.data.hits.hits[0]).toEqual(expect.objectContaining({ _id: expect.any(String), _score: expect.any(Number), _source: expect.objectContaining({ name: expect.any(String) }) }));
  });

  it('refuses query DSL and an oversized page with a 400 naming the field', async () => {
    const dsl = await app.call('design_templates/_search', { query: { match_all: {} } });
    expect(dsl.status).toBe(400);
    expect(dsl.body.error).toMatch(/'query'/);
    const big = await app.call('design_templates/_search', { query: 'poster', size: 5000 });
    expect(big.status).toBe(400);
    expect(big.body.error).toMatch(/'size'/);
    const extra = await app.call('text_templates/_search', { query: 'x', aggs: {} });
    expect(extra.status).toBe(400);
  });

  it('serves text templates, icons, resources, palettes and tags', async () => {
    const tts = await app.call('text_template/get/', { page_no: 0, size: 20, priority_sort: true });
    expect(tts.body.data.docs.length).toBeGreaterThan(0);
    expect((await app.call('text_template/get_one/', { id: tts.body.data.docs[0]._id })).body.data.design_file.pages[0].groups).toHaveLength(1);
    const icons = await app.call('design_resource/get_icons');
    expect(icons.body.data[0]).toEqual({ name: expect.any(String), _id: expect.any(String), data: expect.stringContaining('<svg') });
    const fonts = await app.call('design_resource/get/', { type: 'font', page_no: 0, size: 1000 });
    const names = fonts.body.data.docs.map((f: { name: string }) => f.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Montserrat');
    const res = await waitForSearch('design_resources/_search', { query: 'arrow', from: 0, size: 20 });
    expect(res.body.data.hits.hits.every((h: { _source: { sub_type: string } }) => h._source.sub_type === 'icon')).toBe(true);
    const palettes = await app.call('design_resource/get_color_palettes', { limit: 60, page: 1 });
    expect(palettes.body.data.docs[0].colors).toHaveLength(5);
    const display = await app.call('design_resource/get_display_color_palettes', {});
    expect(Object.keys(display.body.data.category_data).length).toBeGreaterThan(0);
    const tags = await app.call('tag/get_all', {});
    expect(tags.body.data.filter((t: { type: string }) => t.type === 'pg_category').length).toBeGreaterThanOrEqual(10);
    const labels = await app.call('tag/get_all_labels', {});
    expect(labels.body.data.map((l: { type: string }) => l.type).sort()).toEqual(expect.arrayContaining(['image', 'text']));
  });

  it('keeps search current: a revised template is found by its new keyword, a withdrawn one no longer', async () => {
    // setup
    const catalog = app.app.get(CatalogService);
    const [template] = (await app.call('design/get/', { active: true, page_no: 0, size: 1 })).body.data.docs;
    // action
    await catalog.revise('design_template', template._id, { keywords: `${template.keywords}, zanzibar` });
    // check
    const found = await waitForSearch('design_templates/_search', { query: 'zanzibar' });
    expect(found.body.data.hits.hits.map((h: { _id: string }) => h._id)).toEqual([template._id]);
    await catalog.withdraw('design_template', template._id);
    let hits = 1;
    for (let i = 0; i < 100 && hits > 0; i++) {
      hits = (await app.call('design_templates/_search', { query: 'zanzibar' })).body.data.hits.hits.length;
      if (hits) await new Promise((r) => setTimeout(r, 100));
    }
    expect(hits).toBe(0);
    // a withdrawn template is no longer public (only admins and designers read it)
    expect((await app.call('design/get_one', { id: template._id })).status).toBe(404);
  });

  it('has the photo library: found by search within a category, loaded at quality m by id and by hash, served immutable with an ETag', async () => {
    const found = await waitForSearch('design_resources/_search', { query: 'clownfish', type: 'image', sub_type: 'photo', size: 10 });
    const hits = found.body.data.hits.hits;
    expect(hits.length).toBeGreaterThan(0);
    const photo = hits[0]._source;
    expect(photo).toMatchObject({ sub_type: 'photo', category: 'Underwater', author: expect.any(String), license: expect.any(String), width: expect.any(Number) });
    expect(photo.low_path).toMatch(/^\/api\/photos\/[0-9a-f]{32}\.low\.(jpg|png)$/);
    const inCategory = await waitForSearch('design_resources/_search', { query: '', type: 'image', sub_type: 'photo', category: 'cut-outs', size: 100 });
    expect(inCategory.body.data.hits.hits.every((h: { _source: { category: string } }) => h._source.category === 'Cut-outs')).toBe(true);
    const premium = (await app.call('design_resource/get/', { type: 'image', sub_type: 'photo', size: 200 })).body.data.docs;
    expect(premium.length).toBeGreaterThanOrEqual(150);
    expect(premium.some((p: { free: boolean; price: number }) => !p.free && p.price === 1)).toBe(true);

    for (const call of ['design_resource/load_design_resource', 'design_resource/load_pixlr_resource', 'design_resource/load_123rf_resource']) {
      const byId = await app.call(call, { id: photo._id, design_id: 'd1', quality: 'm' });
      expect(byId.status).toBe(200);
      expect(byId.body.data.src).toBe(photo.src);
    }
    expect((await app.call('design_resource/load_123rf_resource', { hash: photo.hash })).body.data.src).toBe(photo.src);
    const hashed = await fetch(`${app.baseUrl}/api/design_resource/load_123rf_resource/${photo.hash}`);
    expect((await hashed.json()).data.src).toBe(photo.src);
    const missing = await app.call('design_resource/load_design_resource', { id: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/nope/);
    const bad = await app.call('design_resource/load_123rf_resource', { hash: 'xyz' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/hash/);
    expect((await app.call('design_resource/load_design_resource', {})).status).toBe(400);

    const img = await fetch(`${app.baseUrl}${photo.src}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toMatch(/^image\/(jpeg|png)/);
    expect(img.headers.get('cache-control')).toMatch(/immutable/);
    const etag = img.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await img.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // node:http, not fetch: fetch adds 'Cache-Control: no-cache' to a conditional request
    const revalidated = await new Promise<number>((resolve, reject) =>
      get(`${app.baseUrl}${photo.src}`, { headers: { 'If-None-Match': etag! } }, (r) => { r.resume(); resolve(r.statusCode ?? 0); }).on('error', reject));
    expect(revalidated).toBe(304);
    expect((await fetch(`${app.baseUrl}/api/photos/${'0'.repeat(32)}.jpg`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/photos/..%2Fphotos.json`)).status).toBe(404);
  });

  it('records the catalog seed once', async () => {
    const ds = app.app.get((await import('typeorm')).DataSource);
    const rows = await ds.query(`SELECT seed, version FROM installation_seeds`);
    expect(rows).toContainEqual({ seed: 'catalog-minimal', version: CATALOG_SEED_VERSION });
  });
});
