import type { AddressInfo } from 'node:net';
import { ElasticsearchCatalogSearch } from './elasticsearch-catalog-search.js';
import { toSearchDocument } from './catalog-search.schema.js';
import { fakeElasticsearch } from './testing/fake-elasticsearch.js';

describe('Elasticsearch adapter (against a recording stand-in server)', () => {
  const { server, requests } = fakeElasticsearch();
  let search: ElasticsearchCatalogSearch;

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    search = new ElasticsearchCatalogSearch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'test_');
  });
  afterAll(async () => {
    await search.close();
    await new Promise((r) => server.close(r));
  });

  it('creates the three indexes with the shared analyzer and the schema fields, once', async () => {
    // action
    expect(await search.prepare()).toBe(true);
    // check
    const creates = requests.filter((r) => r.method === 'PUT');
    expect(creates.map((r) => r.path)).toEqual(['/test_design_templates', '/test_text_templates', '/test_design_resources']);
    const body = JSON.parse(creates[0].body);
    expect(body.settings.analysis.analyzer.dm_text).toEqual({ type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] });
    expect(body.mappings).toEqual({
      dynamic: false,
      properties: {
        'categories.name': { type: 'text', analyzer: 'dm_text' },
        keywords: { type: 'text', analyzer: 'dm_text' },
        name: { type: 'text', analyzer: 'dm_text' },
        design_text: { type: 'text', analyzer: 'dm_text' },
        active: { type: 'boolean' },
        category: { type: 'keyword' },
      },
    });
    expect(JSON.parse(creates[2].body).mappings.properties).toMatchObject({ type: { type: 'keyword' }, sub_type: { type: 'keyword' } });
    expect(await search.prepare()).toBe(false);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(3);
  });

  it('indexes through the bulk API with the same documents the embedded engine gets', async () => {
    // setup
    requests.length = 0;
    const doc = { _id: 't1', name: 'Summer Sale Instagram Post', keywords: 'summer, sale', design_text: 'Up to 50% off', active: true, categories: [{ _id: 'c1', name: 'Instagram Post' }] };
    // action
    await search.index('design_templates', [toSearchDocument('design_templates', doc)]);
    await search.remove('design_templates', ['old']);
    // check
    const [bulk, removal] = requests;
    expect(bulk.path).toMatch(/^\/_bulk/);
    expect(bulk.body.trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      { index: { _index: 'test_design_templates', _id: 't1' } },
      { 'categories.name': ['Instagram Post'], keywords: 'summer, sale', name: 'Summer Sale Instagram Post', design_text: 'Up to 50% off', active: true, category: ['instagram post', 'c1'] },
    ]);
    expect(JSON.parse(removal.body.trim())).toEqual({ delete: { _index: 'test_design_templates', _id: 'old' } });
  });

  it('sends the fixed best_fields query with keywords^3, the tie breaker and the filters, and reads ids and scores', async () => {
    requests.length = 0;
    const result = await search.search('design_templates', { text: 'summer sale', filters: { active: true, category: ['instagram post'] }, from: 10, size: 5 });
    expect(result).toEqual({ total: 1, hits: [{ id: 't1', score: 3.5 }] });
    const [req] = requests;
    expect(req.path).toMatch(/^\/test_design_templates\/_search/);
    const body = JSON.parse(req.body);
    expect(body).toMatchObject({ from: 10, size: 5, _source: false, track_total_hits: true });
    expect(body.query).toEqual({
      bool: {
        must: { multi_match: { query: 'summer sale', type: 'best_fields', fields: ['categories.name', 'keywords^3', 'name', 'design_text'], tie_breaker: 0.3 } },
        filter: [{ term: { active: true } }, { terms: { category: ['instagram post'] } }],
      },
    });
  });

  it('sends match_all with the filters for an empty query (browsing a category)', async () => {
    requests.length = 0;
    await search.search('design_resources', { text: '  ', filters: { active: true, type: 'image', sub_type: 'icon' }, from: 0, size: 20 });
    expect(JSON.parse(requests[0].body).query).toEqual({
      bool: { must: { match_all: {} }, filter: [{ term: { active: true } }, { term: { type: 'image' } }, { term: { sub_type: 'icon' } }] },
    });
  });
});
