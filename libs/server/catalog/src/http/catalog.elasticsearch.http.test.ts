import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../../../../apps/api/src/testing/test-app.js';
import { fakeElasticsearch } from '../search/testing/fake-elasticsearch.js';

// The whole app with ELASTICSEARCH_URL set, against the recording stand-in (no Elasticsearch runs here).
describe('catalog search through Elasticsearch (stand-in server, PGlite)', () => {
  const es = fakeElasticsearch();
  let app: TestApp;
  const saved = { url: process.env.ELASTICSEARCH_URL, seed: process.env.SEED, prefix: process.env.ELASTICSEARCH_INDEX_PREFIX };

  beforeAll(async () => {
    await new Promise<void>((r) => es.server.listen(0, '127.0.0.1', r));
    process.env.ELASTICSEARCH_URL = `http://127.0.0.1:${(es.server.address() as AddressInfo).port}`;
    process.env.SEED = 'minimal';
    process.env.ELASTICSEARCH_INDEX_PREFIX = 'dm_';
    app = await startTestApp('pglite', { env: { ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root password here' } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await new Promise((r) => es.server.close(r));
    for (const [k, v] of [['ELASTICSEARCH_URL', saved.url], ['SEED', saved.seed], ['ELASTICSEARCH_INDEX_PREFIX', saved.prefix]] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('creates the indexes at start (versioned, behind aliases) and bulk-loads every template from the read models', async () => {
    expect(es.requests.filter((r) => r.method === 'PUT').map((r) => r.path.replace(/_v[0-9a-f]+$/, ''))).toEqual(['/dm_design_templates', '/dm_text_templates', '/dm_design_resources']);
    expect([...es.aliases.keys()].sort()).toEqual(['dm_design_resources', 'dm_design_templates', 'dm_text_templates']);
    const bulkIds = es.requests
      .filter((r) => r.path.startsWith('/_bulk'))
      .flatMap((r) => r.body.trim().split('\n').map((l) => JSON.parse(l)))
      .filter((l) => l.index?._index === 'dm_design_templates')
      .map((l) => l.index._id);
    const all = (await app.call('design/get/', { page_no: 0, size: 1000 })).body.data;
    expect(new Set(bulkIds)).toEqual(new Set(all.docs.map((d: { _id: string }) => d._id)));
  });

  it('answers design_templates/_search from Elasticsearch hits with the read-model entries as _source: the templates the words name', async () => {
    // the templates of one format, and that format's name typed with a typo
    const all = (await app.call('design/get/', { page_no: 0, size: 1000 })).body.data.docs as { _id: string; categories: { name: string }[] }[];
    const format = all[0].categories[0].name;
    const ofFormat = new Set(all.filter((d) => d.categories.some((c) => c.name === format)).map((d) => d._id));
    const typo = format.replace(/([a-z])([a-z])/i, '$2$1');
    const res = await app.call('design_templates/_search', { query: typo, from: 0, size: 3 });
    expect(res.status).toBe(200);
    const hits = res.body.data.hits.hits as { _id: string; _source: { _id: string } }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => ofFormat.has(h._id))).toBe(true);
    expect(hits[0]._source._id).toBe(hits[0]._id);
    // the filters reach Elasticsearch; words nobody used find nothing
    const filtered = await app.call('design_templates/_search', { query: typo, from: 0, size: 5, category: format });
    const sent = JSON.parse(es.requests.filter((r) => r.path.startsWith('/dm_design_templates/_search')).at(-1)!.body);
    expect(sent.query.bool.filter).toEqual([{ term: { active: true } }, { terms: { category: [format.toLowerCase()] } }]);
    expect((filtered.body.data.hits.hits as { _id: string }[]).every((h) => ofFormat.has(h._id))).toBe(true);
    expect((await app.call('design_templates/_search', { query: 'qqzxv wwpyr', from: 0, size: 5 })).body.data.hits.hits).toEqual([]);
  });

  it('indexes a template an author saves and publishes, at once, and takes it out when unpublished', async () => {
    // setup: an admin's new published template
    await app.call('auth/login', { email: 'root@example.com', password: 'root password here' });
    const file = { schemaVersion: 1, id: 'es', width: 400, height: 300, pages: [{ id: 'p1', objects: {}, groups: [], background_color: '#ffeedd', background_image: null, animation_duration: 5 }] };
    const before = es.requests.length;
    // action
    const saved = await app.call('design_template/save', { name: 'Elastic Authoring Check', active: true, design_file: file });
    // check: the indexer sends it to Elasticsearch, active
    const indexed = async (active: boolean) => {
      for (let i = 0; i < 100; i++) {
        const docs = es.requests.slice(before)
          .filter((r) => r.path.startsWith('/_bulk'))
          .flatMap((r) => r.body.trim().split('\n').map((l) => JSON.parse(l)))
          .filter((l) => l.active !== undefined && l.name === 'Elastic Authoring Check');
        if (docs.some((d) => d.active === active)) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    };
    expect(saved.status).toBe(200);
    expect(await indexed(true)).toBe(true);
    await app.call('design_template/set_active', { id: saved.body.data._id, active: false });
    expect(await indexed(false)).toBe(true);
  });
});
