/**
 * The search boundary. The embedded engine lives in-process (nothing to reach, so it is up when the
 * process is); Elasticsearch is reached over HTTP. Indexing and querying arrive with the catalog.
 */
export interface SearchPort {
  readonly kind: 'embedded' | 'elasticsearch';
  isHealthy(): Promise<boolean>;
}

export class EmbeddedSearch implements SearchPort {
  readonly kind = 'embedded' as const;
  async isHealthy(): Promise<boolean> {
    return true;
  }
}

export class ElasticsearchSearch implements SearchPort {
  readonly kind = 'elasticsearch' as const;
  constructor(private readonly url: string) {}
  async isHealthy(): Promise<boolean> {
    try {
      const res = await fetch(new URL('/_cluster/health', this.url), { signal: AbortSignal.timeout(2000) });
      if (!res.ok) return false;
      const body = (await res.json()) as { status?: string };
      return body.status === 'green' || body.status === 'yellow';
    } catch {
      return false;
    }
  }
}

export const createSearchPort = (elasticsearchUrl?: string): SearchPort =>
  elasticsearchUrl ? new ElasticsearchSearch(elasticsearchUrl) : new EmbeddedSearch();
