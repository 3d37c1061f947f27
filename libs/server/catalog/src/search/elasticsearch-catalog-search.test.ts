import type { AddressInfo } from 'node:net';
import { EmbeddedCatalogSearch } from './catalog-search.port.js';
import { ElasticsearchCatalogSearch, mappingVersion } from './elasticsearch-catalog-search.js';
import { toSearchDocument } from './catalog-search.schema.js';
import { fakeElasticsearch } from './testing/fake-elasticsearch.js';

const docs = [
  { _id: 't1', name: 'Summer Sale Instagram Post', keywords: 'summer, sale', design_text: 'Up to 50% off', active: true, categories: [{ _id: 'c1', name: 'Instagram Post' }] },
  { _id: 't2', name: 'Birthday Party Invitation', keywords: 'birthday, party, celebration', design_text: 'Join us', active: true, categories: [{ _id: 'c2', name: 'Invitation' }] },
  { _id: 't3', name: 'Business Card Minimal', keywords: 'business, corporate', design_text: 'Jane Doe', active: true, categories: [{ _id: 'c3', name: 'Business Card' }] },
  { _id: 't4', name: 'Thank You Card', keywords: 'thanks, gratitude', design_text: 'Thank you', active: true, categories: [{ _id: 'c4', name: 'Card' }] },
  { _id: 't5', name: 'Facebook Story Sale', keywords: 'sale, story', design_text: 'Sale', active: true, categories: [{ _id: 'c5', name: 'Facebook Story' }] },
  { _id: 't6', name: 'Instagram Story Summer', keywords: 'summer, story', design_text: 'Hello', active: true, categories: [{ _id: 'c6', name: 'Instagram Story' }] },
];

describe('Elasticsearch adapter (against a stand-in of Elasticsearch 9)', () => {
  const { server, requests, aliases } = fakeElasticsearch();
  let search: ElasticsearchCatalogSearch;
  let base = '';

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    search = new ElasticsearchCatalogSearch(base, 'test_');
  });
  afterAll(async () => {
    await search.close();
    await new Promise((r) => server.close(r));
  });

  it('creates versioned indexes behind aliases with the shared analysis (stemming, synonyms at search time), once', async () => {
    expect(await search.prepare()).toBe(true);
    const creates = requests.filter((r) => r.method === 'PUT');
    expect(creates.map((r) => r.path)).toEqual(['test_design_templates', 'test_text_templates', 'test_design_resources'].map((n) => `/${n}_v${mappingVersion(n.replace('test_', '') as never)}`));
    const body = JSON.parse(creates[0].body);
    expect(body.settings.analysis.analyzer.dm_text).toEqual({ type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding', 'dm_stem'] });
    expect(body.settings.analysis.analyzer.dm_search.filter).toEqual(['lowercase', 'asciifolding', 'dm_synonyms', 'dm_stem']);
    expect(body.settings.analysis.filter.dm_stem).toEqual({ type: 'stemmer', language: 'minimal_english' });
    expect(body.settings.analysis.filter.dm_synonyms.synonyms).toContain('bday => bday, birthday');
    expect(body.mappings.properties.keywords).toEqual({ type: 'text', analyzer: 'dm_text', search_analyzer: 'dm_search' });
    expect(aliases.get('test_design_templates')).toBe(`test_design_templates_v${mappingVersion('design_templates')}`);
    // the same version again: nothing to do
    expect(await search.prepare()).toBe(false);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(3);
  });

  it('moves the alias to a new index when the mapping changed, and deletes the old one', async () => {
    // setup: the alias on an older version, holding a document
    const old = 'test_text_templates_vold';
    await fetch(`${base}/${old}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"mappings":{"properties":{"name":{"type":"text"}}}}' });
    aliases.set('test_text_templates', old);
    // action
    expect(await search.prepare()).toBe(true);
    // check
    expect(aliases.get('test_text_templates')).toBe(`test_text_templates_v${mappingVersion('text_templates')}`);
    expect(requests.some((r) => r.method === 'DELETE' && r.path === `/${old}`)).toBe(true);
  });

  it('indexes and removes through the bulk API waiting for the refresh; a failed removal is an error, a missing document is not', async () => {
    requests.length = 0;
    await search.index('design_templates', docs.map((d) => toSearchDocument('design_templates', d)));
    const bulk = requests.find((r) => r.path.startsWith('/_bulk'))!;
    expect(bulk.path).toContain('refresh=wait_for');
    expect(bulk.body.trim().split('\n').slice(0, 2).map((l) => JSON.parse(l))).toEqual([
      { index: { _index: 'test_design_templates', _id: 't1' } },
      { 'categories.name': ['Instagram Post'], keywords: 'summer, sale', name: 'Summer Sale Instagram Post', design_text: 'Up to 50% off', active: true, category: ['instagram post', 'c1'] },
    ]);
    await expect(search.remove('design_templates', ['never-there'])).resolves.toBeUndefined();
  });

  it('finds what people type: short forms, typos, plurals, the last word as a prefix; exact above fuzzy; filters', async () => {
    const ids = async (text: string, filters: Record<string, unknown> = { active: true }) => (await search.search('design_templates', { text, filters: filters as never, from: 0, size: 5 })).hits.map((h) => h.id);
    expect((await ids('bday'))[0]).toBe('t2');
    expect((await ids('buisness card'))[0]).toBe('t3');
    expect((await ids('instagarm post'))[0]).toBe('t1');
    expect((await ids('insta story'))[0]).toBe('t6');
    expect((await ids('invitations'))[0]).toBe('t2');
    expect((await ids('thank yo'))[0]).toBe('t4');
    expect(await ids('sale', { active: true, category: ['facebook story'] })).toEqual(['t5']);
    const req = JSON.parse(requests.filter((r) => r.path.includes('/_search')).at(-1)!.body);
    expect(req.query.bool.must.bool.should).toEqual([
      { multi_match: { query: 'sale', type: 'best_fields', fields: ['categories.name', 'keywords^3', 'name', 'design_text'], tie_breaker: 0.3, boost: 10 } },
      { multi_match: { query: 'sale', type: 'bool_prefix', fields: ['categories.name', 'keywords^3', 'name', 'design_text'], boost: 3.5 } },
      { multi_match: { query: 'sale', type: 'best_fields', fields: ['categories.name', 'keywords^3', 'name', 'design_text'], tie_breaker: 0.3, fuzziness: 'AUTO', prefix_length: 0, max_expansions: 50, fuzzy_transpositions: true, boost: 1 } },
    ]);
    expect(req.query.bool.filter).toEqual([{ term: { active: true } }, { terms: { category: ['facebook story'] } }]);
  });

  it('answers the same first results as the embedded engine for the same documents', async () => {
    const embedded = new EmbeddedCatalogSearch();
    await embedded.prepare();
    await embedded.index('design_templates', docs.map((d) => toSearchDocument('design_templates', d)));
    for (const text of ['bday', 'buisness card', 'insta story', 'summer sal', 'thank you cards']) {
      const q = { text, filters: { active: true }, from: 0, size: 3 };
      expect((await search.search('design_templates', q)).hits.map((h) => h.id)).toEqual((await embedded.search('design_templates', q)).hits.map((h) => h.id));
    }
  });

  it('keeps from + size inside the 10,000 result window', async () => {
    const r = await search.search('design_templates', { text: 'sale', filters: {}, from: 9_998, size: 50 });
    expect(r.hits).toEqual([]);
    const body = JSON.parse(requests.filter((x) => x.path.includes('/_search')).at(-1)!.body);
    expect(body.from + body.size).toBeLessThanOrEqual(10_000);
  });

  it('sends match_all with the filters for an empty query (browsing a category)', async () => {
    requests.length = 0;
    await search.search('design_resources', { text: '  ', filters: { active: true, type: 'image', sub_type: 'icon' }, from: 0, size: 20 });
    expect(JSON.parse(requests[0].body).query).toEqual({
      bool: { must: { match_all: {} }, filter: [{ term: { active: true } }, { term: { type: 'image' } }, { term: { sub_type: 'icon' } }] },
    });
  });
});

describe('the stand-in behaves like the server version shipped', () => {
  it('an Elasticsearch 8 refuses the 9.x client (why docker-compose.yml ships 9)', async () => {
    const { server } = fakeElasticsearch({ major: 8 });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const search = new ElasticsearchCatalogSearch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'old_');
    await expect(search.prepare()).rejects.toThrow(/media_type_header_exception/);
    expect(await search.isHealthy()).toBe(false);
    await search.close();
    await new Promise((r) => server.close(r));
  });
});
