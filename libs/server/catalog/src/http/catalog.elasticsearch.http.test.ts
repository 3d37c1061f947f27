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

  it('creates the indexes at start and bulk-loads every template from the read models', async () => {
    expect(es.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual(['/dm_design_templates', '/dm_text_templates', '/dm_design_resources']);
    const bulkIds = es.requests
      .filter((r) => r.path.startsWith('/_bulk'))
      .flatMap((r) => r.body.trim().split('\n').map((l) => JSON.parse(l)))
      .filter((l) => l.index?._index === 'dm_design_templates')
      .map((l) => l.index._id);
    const all = (await app.call('design/get/', { page_no: 0, size: 1000 })).body.data;
    expect(new Set(bulkIds)).toEqual(new Set(all.docs.map((d: { _id: string }) => d._id)));
  });

  it('answers design_templates/_search from Elasticsearch hits with the read-model entries as _source', async () => {
    const res = await app.call('design_templates/_search', { query: 'wedding', from: 0, size: 5, category: 'Instagram Post' });
    expect(res.status).toBe(200);
    const sent = JSON.parse(es.requests.filter((r) => r.path.startsWith('/dm_design_templates/_search')).at(-1)!.body);
    expect(sent.query.bool.must.multi_match).toMatchObject({ query: 'wedding', type: 'best_fields', tie_breaker: 0.3 });
    expect(sent.query.bool.filter).toEqual([{ term: { active: true } }, { terms: { category: ['instagram post'] } }]);
    expect(res.body.data.hits.hits.length).toBeGreaterThan(0);
    expect(res.body.data.hits.hits[0]._source._id).toBe(res.body.data.hits.hits[0]._id);
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
