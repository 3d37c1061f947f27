import { SearchIndex, type FilterValue, type SearchDocument, type SearchHealth, type SearchResult } from '@dm/platform';
import { SEARCH_INDEXES, SEARCH_SCHEMAS, type SearchIndexName } from './catalog-search.schema.js';
import { synonymsOf } from './synonyms.js';

/** The most hits a query pages through (Elasticsearch's default max_result_window): from + size stop there. */
export const MAX_RESULT_WINDOW = 10_000;

/** A query's from and size within the result window. */
export function withinWindow(from: number, size: number): { from: number; size: number } {
  const f = Math.min(Math.max(0, from), MAX_RESULT_WINDOW);
  return { from: f, size: Math.max(0, Math.min(size, MAX_RESULT_WINDOW - f)) };
}

export interface CatalogSearchQuery {
  text: string;
  filters: Record<string, FilterValue | readonly FilterValue[]>;
  from: number;
  size: number;
}

/**
 * The catalog's search boundary. Both adapters take the same documents and the same fixed query
 * (best_fields multi-match, keywords x3, tie breaker 0.3, exact filters, last word as a prefix,
 * plurals made singular, the short forms of synonyms.ts, typo tolerance as `fuzziness: AUTO`,
 * exact matches above fuzzy ones) and answer ids with scores, best first, from + size within
 * the result window of 10,000.
 */
export interface CatalogSearchPort extends SearchHealth {
  /** Makes the indexes ready; true when they were empty (so the caller loads them from the read models). */
  prepare(): Promise<boolean>;
  index(index: SearchIndexName, docs: readonly SearchDocument[]): Promise<void>;
  remove(index: SearchIndexName, ids: readonly string[]): Promise<void>;
  search(index: SearchIndexName, query: CatalogSearchQuery): Promise<SearchResult>;
  close(): Promise<void>;
}

/** In-process adapter over the platform's SearchIndex (Lucene BM25, best fields). */
export class EmbeddedCatalogSearch implements CatalogSearchPort {
  readonly kind = 'embedded' as const;
  private readonly indexes = new Map<SearchIndexName, SearchIndex>(SEARCH_INDEXES.map((n) => [n, new SearchIndex(SEARCH_SCHEMAS[n])]));

  /** In memory, so empty at every start: always rebuilt from the read models. */
  async prepare(): Promise<boolean> {
    for (const i of this.indexes.values()) i.clear();
    return true;
  }

  async index(index: SearchIndexName, docs: readonly SearchDocument[]): Promise<void> {
    const target = this.indexes.get(index)!;
    for (const d of docs) target.upsert(d);
  }

  async remove(index: SearchIndexName, ids: readonly string[]): Promise<void> {
    for (const id of ids) this.indexes.get(index)!.remove(id);
  }

  async search(index: SearchIndexName, query: CatalogSearchQuery): Promise<SearchResult> {
    const { from, size } = withinWindow(query.from, query.size);
    return this.indexes.get(index)!.search({ text: query.text, filters: query.filters, from, size, prefix: true, fuzzy: true, synonyms: synonymsOf });
  }

  size(index: SearchIndexName): number {
    return this.indexes.get(index)!.size;
  }

  /** In process: up when the process is. */
  async isHealthy(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {}
}
