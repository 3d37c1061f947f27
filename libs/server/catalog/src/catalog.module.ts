import { type BeforeApplicationShutdown, type DynamicModule, Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { ConflictError, EventStore, HealthChecks, InstallationService, MemoryCheckpoints, LOGGER, APP_CONFIG, BLOB_STORE, ProjectionRunner, type AppConfig, type BlobStore } from '@dm/platform';
import { loadCatalogConfig, type CatalogConfig } from './catalog.config.js';
import { CatalogService } from './commands/catalog.service.js';
import { TemplateAuthoring } from './commands/authoring.service.js';
import { CatalogController } from './http/catalog.controller.js';
import { catalogHandlers } from './catalog.messages.js';
import { CatalogQueries } from './queries/catalog.queries.js';
import { CatalogSearchIndexer } from './search/catalog-search.indexer.js';
import { EmbeddedCatalogSearch, type CatalogSearchPort } from './search/catalog-search.port.js';
import { CatalogSearchService } from './search/catalog-search.service.js';
import { externalPhotoProvider } from './search/external-photos.js';
import { ElasticsearchCatalogSearch } from './search/elasticsearch-catalog-search.js';
import { CatalogSeeder } from './seed/catalog.seeder.js';
import { ThumbnailBackfill } from './seed/thumbnails.js';

export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');
export const CATALOG_SEARCH = Symbol('CATALOG_SEARCH');

/**
 * The catalog context: categories, design and text templates, design resources, tags. At start
 * it seeds once per seed version, loads the search indexes from the read models and keeps them
 * current from the events (embedded: each instance follows them in memory; Elasticsearch: an
 * async projection with a durable checkpoint, fed by one instance).
 */
@Module({})
export class CatalogModule implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  static forRoot(catalogConfig: CatalogConfig = loadCatalogConfig()): DynamicModule {
    return {
      module: CatalogModule,
      // its queries are what other contexts read the catalog through (designs copy templates)
      global: true,
      controllers: [CatalogController],
      providers: [
        { provide: CATALOG_CONFIG, useValue: catalogConfig },
        {
          provide: CATALOG_SEARCH,
          inject: [APP_CONFIG],
          useFactory: (app: AppConfig): CatalogSearchPort => {
            const url = catalogConfig.elasticsearchUrl ?? app.elasticsearchUrl;
            return url ? new ElasticsearchCatalogSearch(url, catalogConfig.indexPrefix) : new EmbeddedCatalogSearch();
          },
        },
        { provide: CatalogQueries, inject: [DataSource], useFactory: (ds: DataSource) => new CatalogQueries(ds) },
        { provide: CatalogService, inject: [EventStore, DataSource], useFactory: (s: EventStore, ds: DataSource) => new CatalogService(s, ds) },
        {
          provide: TemplateAuthoring,
          inject: [DataSource, CatalogService, CatalogQueries, BLOB_STORE, LOGGER],
          useFactory: (ds: DataSource, c: CatalogService, q: CatalogQueries, b: BlobStore, l: Logger) => new TemplateAuthoring(ds, c, q, b, l),
        },
        { provide: CatalogSearchService, inject: [DataSource, CATALOG_SEARCH], useFactory: (ds: DataSource, p: CatalogSearchPort) => new CatalogSearchService(ds, p, externalPhotoProvider()) },
        ...catalogHandlers,
        { provide: CatalogSearchIndexer, inject: [DataSource, CATALOG_SEARCH], useFactory: (ds: DataSource, p: CatalogSearchPort) => new CatalogSearchIndexer(ds, p) },
      ],
      exports: [CatalogQueries, CatalogService, CatalogSearchService],
    };
  }

  private runner: ProjectionRunner | null = null;
  private backfill: { job: ThumbnailBackfill; done: Promise<unknown> } | null = null;

  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CATALOG_SEARCH) private readonly search: CatalogSearchPort,
    @Inject(DataSource) private readonly ds: DataSource,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(InstallationService) private readonly installation: InstallationService,
    @Inject(CatalogService) private readonly catalog: CatalogService,
    @Inject(CatalogSearchIndexer) private readonly indexer: CatalogSearchIndexer,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(HealthChecks) health: HealthChecks,
  ) {
    health.useSearch(this.search);
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.installation.ensureInitialised(this.appConfig.appVersion);
    } catch (err) {
      if (!(err instanceof ConflictError)) throw err; // the platform initialised it first
    }
    const t0 = performance.now();
    const seeded = await new CatalogSeeder(this.catalog, this.installation, this.logger).run(this.config.seed);
    const t1 = performance.now();
    const empty = await this.search.prepare();
    let indexed = null;
    const head = await this.store.head();
    if (empty) indexed = await this.indexer.rebuild();
    this.logger.info({ seeded, indexed, search: this.search.kind, seed_ms: Math.round(t1 - t0), index_ms: Math.round(performance.now() - t1) }, 'catalog ready');
    // embedded: each instance's in-memory index follows the events itself from what its load
    // holds (memory checkpoints); Elasticsearch: one shared index, fed by one instance (durable)
    if (this.search.kind !== 'embedded' && empty) await this.indexer.skipTo(head);
    const checkpoints = this.search.kind === 'embedded' ? new MemoryCheckpoints(head) : undefined;
    this.runner = new ProjectionRunner(this.ds, this.store, [this.indexer.projection()], this.logger, { checkpoints });
    this.runner.start();
    if (this.config.thumbnails) {
      const job = new ThumbnailBackfill(this.ds, this.catalog, this.logger, undefined, 20, this.blobs);
      this.backfill = { job, done: job.run().catch((err) => this.logger.error({ err }, 'catalog thumbnails failed; the next start retries')) };
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.backfill?.job.stop();
    await this.backfill?.done;
    await this.runner?.stop();
    this.runner = null;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.search.close();
  }
}
