import { Client, type estypes } from '@elastic/elasticsearch';
import type { SearchDocument, SearchResult } from '@dm/platform';
import type { CatalogSearchPort, CatalogSearchQuery } from './catalog-search.port.js';
import { SEARCH_INDEXES, SEARCH_SCHEMAS, type SearchIndexName } from './catalog-search.schema.js';

/**
 * The analyzer the embedded engine uses (analyze.ts): Unicode word split, lower case, accents
 * folded. In Elasticsearch: the standard tokenizer with the lowercase and asciifolding filters.
 */
export const ANALYSIS: estypes.IndicesIndexSettingsAnalysis = {
  analyzer: { dm_text: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] } },
};

/** Index mappings: the schema's text fields analysed with dm_text, its filters as exact values. */
export function mappingsFor(index: SearchIndexName): estypes.MappingTypeMapping {
  const schema = SEARCH_SCHEMAS[index];
  const properties: Record<string, estypes.MappingProperty> = {};
  for (const f of schema.fields) {
    // dotted names (categories.name) are plain field names here, not objects
    properties[f.name] = { type: 'text', analyzer: 'dm_text' };
  }
  for (const f of schema.filters) properties[f] = f === 'active' ? { type: 'boolean' } : { type: 'keyword' };
  return { dynamic: false, properties };
}

/** The one query both engines answer: best_fields multi-match, keywords^3, tie breaker, filters. */
export function queryFor(index: SearchIndexName, q: CatalogSearchQuery): estypes.QueryDslQueryContainer {
  const schema = SEARCH_SCHEMAS[index];
  const filter: estypes.QueryDslQueryContainer[] = Object.entries(q.filters).map(([field, v]) =>
    Array.isArray(v) ? { terms: { [field]: v as estypes.FieldValue[] } } : { term: { [field]: v as estypes.FieldValue } },
  );
  const must: estypes.QueryDslQueryContainer = q.text.trim()
    ? {
        multi_match: {
          query: q.text,
          type: 'best_fields',
          fields: schema.fields.map((f) => (f.boost && f.boost !== 1 ? `${f.name}^${f.boost}` : f.name)),
          tie_breaker: schema.tieBreaker,
        },
      }
    : { match_all: {} };
  return { bool: { must, filter } };
}

/** Elasticsearch adapter (used when ELASTICSEARCH_URL is set), through the official client. */
export class ElasticsearchCatalogSearch implements CatalogSearchPort {
  readonly kind = 'elasticsearch' as const;
  private readonly client: Client;

  constructor(url: string, private readonly prefix = 'designmaker_') {
    this.client = new Client({ node: url, requestTimeout: 10_000 });
  }

  /** Green or yellow cluster health within two seconds. */
  async isHealthy(): Promise<boolean> {
    try {
      const res = await this.client.cluster.health({}, { requestTimeout: 2000 });
      return res.status === 'green' || res.status === 'yellow';
    } catch {
      return false;
    }
  }

  name(index: SearchIndexName) {
    return `${this.prefix}${index}`;
  }

  /** Creates missing indexes with their mappings; true when any was created (then load them). */
  async prepare(): Promise<boolean> {
    let created = false;
    for (const index of SEARCH_INDEXES) {
      if (await this.client.indices.exists({ index: this.name(index) })) continue;
      await this.client.indices.create({ index: this.name(index), settings: { analysis: ANALYSIS }, mappings: mappingsFor(index) });
      created = true;
    }
    return created;
  }

  async index(index: SearchIndexName, docs: readonly SearchDocument[]): Promise<void> {
    if (docs.length === 0) return;
    const operations = docs.flatMap((d) => [{ index: { _index: this.name(index), _id: d.id } }, { ...d.text, ...d.filters }]);
    const res = await this.client.bulk({ operations, refresh: false });
    if (res.errors) {
      const first = res.items.find((i) => i.index?.error)?.index?.error;
      throw new Error(`Elasticsearch bulk indexing failed: ${first?.reason ?? 'unknown reason'}`);
    }
  }

  async remove(index: SearchIndexName, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.client.bulk({ operations: ids.map((id) => ({ delete: { _index: this.name(index), _id: id } })) });
  }

  async search(index: SearchIndexName, q: CatalogSearchQuery): Promise<SearchResult> {
    const res = await this.client.search({
      index: this.name(index),
      from: q.from,
      size: q.size,
      query: queryFor(index, q),
      _source: false,
      track_total_hits: true,
    });
    const total = typeof res.hits.total === 'number' ? res.hits.total : (res.hits.total?.value ?? 0);
    return { total, hits: res.hits.hits.map((h) => ({ id: String(h._id), score: h._score ?? 0 })) };
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
