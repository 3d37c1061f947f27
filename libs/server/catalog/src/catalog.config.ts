/** What the environment can switch for the catalog (the README lists each variable). */
export type SeedMode = 'full' | 'minimal' | 'none';

export interface CatalogConfig {
  /** SEED: full (default), minimal (a small real subset) or none (the default under tests, so other suites start fast). */
  seed: SeedMode;
  /** THUMBNAILS: on (default) renders missing template thumbnails in the background after start; off under tests. */
  thumbnails: boolean;
  /** ELASTICSEARCH_URL: when set, search runs on Elasticsearch instead of the embedded engine. */
  elasticsearchUrl?: string;
  /** ELASTICSEARCH_INDEX_PREFIX: prefix of the index names (default designmaker_). */
  indexPrefix: string;
}

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env): CatalogConfig {
  const raw = env.SEED ?? (env.NODE_ENV === 'test' ? 'none' : 'full');
  if (raw !== 'full' && raw !== 'minimal' && raw !== 'none') throw new Error(`SEED must be full, minimal or none, got '${raw}'`);
  const thumbnails = (env.THUMBNAILS ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) !== 'off';
  return { seed: raw, thumbnails, elasticsearchUrl: env.ELASTICSEARCH_URL || undefined, indexPrefix: env.ELASTICSEARCH_INDEX_PREFIX ?? 'designmaker_' };
}
