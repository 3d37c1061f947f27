/**
 * What the platform knows of search: its kind and whether it answers. The search itself (the
 * catalog's port, embedded or Elasticsearch) registers here when its context starts, so
 * GET /api/health reports the search the app really uses; there is no second adapter.
 */
export interface SearchHealth {
  readonly kind: 'embedded' | 'elasticsearch';
  isHealthy(): Promise<boolean>;
}

/** The app's health checks that contexts contribute. */
export class HealthChecks {
  #search: SearchHealth | null = null;

  /** Called by the context that owns search. */
  useSearch(search: SearchHealth): void {
    this.#search = search;
  }

  /** The registered search; an app without a search context runs none (the embedded kind, up). */
  get search(): SearchHealth {
    return this.#search ?? { kind: 'embedded', isHealthy: async () => true };
  }
}
