import { createHash } from 'node:crypto';
import { Client, type estypes } from '@elastic/elasticsearch';
import type { SearchDocument, SearchResult } from '@dm/platform';
import { withinWindow, type CatalogSearchPort, type CatalogSearchQuery } from './catalog-search.port.js';
import { SEARCH_INDEXES, SEARCH_SCHEMAS, type SearchIndexName } from './catalog-search.schema.js';
import { elasticsearchSynonymRules } from './synonyms.js';

/**
 * The analyzer the embedded engine uses (analyze.ts): Unicode word split, lower case, accents
 * folded, plurals made singular. In Elasticsearch: the standard tokenizer with the lowercase,
 * asciifolding and minimal_english stemmer filters; queries go through dm_search, which adds the
 * short forms (synonyms.ts) as a synonym_graph before the stemmer.
 */
export const ANALYSIS: estypes.IndicesIndexSettingsAnalysis = {
  filter: {
    dm_stem: { type: 'stemmer', language: 'minimal_english' },
    dm_synonyms: { type: 'synonym_graph', synonyms: elasticsearchSynonymRules(), lenient: true },
  },
  analyzer: {
    dm_text: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding', 'dm_stem'] },
    dm_search: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding', 'dm_synonyms', 'dm_stem'] },
  },
};

/** Index mappings: the schema's text fields analysed with dm_text (searched with dm_search), its filters as exact values. */
export function mappingsFor(index: SearchIndexName): estypes.MappingTypeMapping {
  const schema = SEARCH_SCHEMAS[index];
  const properties: Record<string, estypes.MappingProperty> = {};
  for (const f of schema.fields) {
    // dotted names (categories.name) are plain field names here, not objects
    properties[f.name] = { type: 'text', analyzer: 'dm_text', search_analyzer: 'dm_search' };
  }
  for (const f of schema.filters) properties[f] = f === 'active' ? { type: 'boolean' } : { type: 'keyword' };
  return { dynamic: false, properties };
}

/** A version of an index's settings and mappings: a change makes a new index behind the alias. */
export function mappingVersion(index: SearchIndexName): string {
  return createHash('sha256').update(JSON.stringify({ ANALYSIS, mappings: mappingsFor(index) })).digest('hex').slice(0, 10);
}

/**
 * The one query both engines answer: best_fields multi-match, keywords^3, tie breaker, filters;
 * the words as typed (and their short forms) weigh most, then the last word as a prefix (search as
 * you type), then every word within `fuzziness: AUTO` (transpositions count one edit).
 */
export function queryFor(index: SearchIndexName, q: CatalogSearchQuery): estypes.QueryDslQueryContainer {
  const schema = SEARCH_SCHEMAS[index];
  const fields = schema.fields.map((f) => (f.boost && f.boost !== 1 ? `${f.name}^${f.boost}` : f.name));
  const filter: estypes.QueryDslQueryContainer[] = Object.entries(q.filters).map(([field, v]) =>
    Array.isArray(v) ? { terms: { [field]: v as estypes.FieldValue[] } } : { term: { [field]: v as estypes.FieldValue } },
  );
  if (!q.text.trim()) return { bool: { must: { match_all: {} }, filter } };
  const should: estypes.QueryDslQueryContainer[] = [
    { multi_match: { query: q.text, type: 'best_fields', fields, tie_breaker: schema.tieBreaker, boost: 10 } },
    { multi_match: { query: q.text, type: 'bool_prefix', fields, boost: 3.5 } },
    { multi_match: { query: q.text, type: 'best_fields', fields, tie_breaker: schema.tieBreaker, fuzziness: 'AUTO', prefix_length: 0, max_expansions: 50, fuzzy_transpositions: true, boost: 1 } },
  ];
  return { bool: { must: { bool: { should, minimum_should_match: 1 } }, filter } };
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

  /**
   * Each index is an alias over a versioned index (`<name>_v<hash of settings and mappings>`).
   * A missing or older version gets a new index, the alias moves to it in one step and the old
   * one is deleted: true when any did (then the caller loads them from the read models).
   */
  async prepare(): Promise<boolean> {
    let created = false;
    for (const index of SEARCH_INDEXES) {
      const alias = this.name(index);
      const target = `${alias}_v${mappingVersion(index)}`;
      const current = await this.aliasTargets(alias);
      if (current.length === 1 && current[0] === target) continue;
      if (!(await this.client.indices.exists({ index: target }))) {
        await this.client.indices.create({ index: target, settings: { analysis: ANALYSIS }, mappings: mappingsFor(index) });
      }
      // an index named like the alias (made by an earlier version without aliases) goes first
      if (!current.length && (await this.client.indices.exists({ index: alias }))) await this.client.indices.delete({ index: alias });
      await this.client.indices.updateAliases({
        actions: [...current.map((old) => ({ remove: { index: old, alias } })), { add: { index: target, alias } }],
      });
      for (const old of current) if (old !== target) await this.client.indices.delete({ index: old }, { ignore: [404] });
      created = true;
    }
    return created;
  }

  /** The indexes an alias points to (none when it does not exist). */
  private async aliasTargets(alias: string): Promise<string[]> {
    try {
      return Object.keys(await this.client.indices.getAlias({ name: alias }));
    } catch (err) {
      if ((err as { meta?: { statusCode?: number } }).meta?.statusCode === 404) return [];
      throw err;
    }
  }

  async index(index: SearchIndexName, docs: readonly SearchDocument[]): Promise<void> {
    if (docs.length === 0) return;
    const operations = docs.flatMap((d) => [{ index: { _index: this.name(index), _id: d.id } }, { ...d.text, ...d.filters }]);
    // a read often follows a catalog write (an admin saves a template, then searches for it)
    const res = await this.client.bulk({ operations, refresh: 'wait_for' });
    if (res.errors) {
      const first = res.items.find((i) => i.index?.error)?.index?.error;
      throw new Error(`Elasticsearch bulk indexing failed: ${first?.reason ?? 'unknown reason'}`);
    }
  }

  async remove(index: SearchIndexName, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const res = await this.client.bulk({ operations: ids.map((id) => ({ delete: { _index: this.name(index), _id: id } })), refresh: 'wait_for' });
    // a document that was not there is already removed; anything else is an error to surface
    const failed = res.items.find((i) => i.delete?.error && i.delete.status !== 404)?.delete?.error;
    if (res.errors && failed) throw new Error(`Elasticsearch bulk removal failed: ${failed.reason ?? failed.type ?? 'unknown reason'}`);
  }

  async search(index: SearchIndexName, q: CatalogSearchQuery): Promise<SearchResult> {
    const { from, size } = withinWindow(q.from, q.size);
    const res = await this.client.search({
      index: this.name(index),
      from,
      size,
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
