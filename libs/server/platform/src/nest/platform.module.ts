import { EventMetadata1732190000005 } from '../event-store/event-metadata.migration.js';
import { type DynamicModule, Global, Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CqrsModule, EventBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { createDataSource } from '../db/data-source.js';
import { EventStore } from '../event-store/event-store.js';
import { EventStore1732190000000 } from '../event-store/event-store.migration.js';
import { createLogger } from '../logging/logger.js';
import type { AsyncProjection, InlineProjection } from '../projections/projection.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { ReactorLeases1732190000003, Reactors } from '../projections/reactor.js';
import { CommittedEventsPublisher } from '../cqrs/stored-event.js';
import { HealthChecks } from '../search/search-port.js';
import { Installation1732190000001, installationProjection } from '../system/installation.projection.js';
import { InstallationService } from '../system/installation.service.js';
import { HealthController } from './health.controller.js';
import { BlobsController } from './blobs.controller.js';
import { LocalBlobStore } from '../blobs/local-blob-store.js';
import { Blobs1732190000004, PostgresBlobStore } from '../blobs/postgres-blob-store.js';
import { S3BlobStore } from '../blobs/s3-blob-store.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { RateLimits, RateLimits1732190000002 } from '../rate-limit/rate-limits.js';
import { APP_CONFIG, ASYNC_PROJECTIONS, BLOB_STORE, DATABASE, INLINE_PROJECTIONS, LOGGER } from './tokens.js';

export interface PlatformParts {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities?: Function[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations?: Function[];
  poolSize?: number;
  inlineProjections?: InlineProjection[];
  asyncProjections?: AsyncProjection[];
}

/** The platform's own schema and read models; contexts add theirs through PlatformParts. */
export const platformMigrations = [EventStore1732190000000, Installation1732190000001, RateLimits1732190000002, ReactorLeases1732190000003, Blobs1732190000004, EventMetadata1732190000005];
export const platformInlineProjections: InlineProjection[] = [installationProjection];

/**
 * Database, event store, projections, logger, search port and health for the whole app. Opens
 * the database and runs migrations at start; closes everything cleanly on shutdown.
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  static forRoot(config: AppConfig, parts: PlatformParts = {}, logger: Logger = createLogger({ level: config.logLevel })): DynamicModule {
    const inline = [...platformInlineProjections, ...(parts.inlineProjections ?? [])];
    const asyncProjections = parts.asyncProjections ?? [];
    return {
      module: PlatformModule,
      // the command, query and event buses for every context (global)
      imports: [CqrsModule.forRoot()],
      controllers: [HealthController, BlobsController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        { provide: INLINE_PROJECTIONS, useValue: inline },
        { provide: ASYNC_PROJECTIONS, useValue: asyncProjections },
        { provide: HealthChecks, useValue: new HealthChecks() },
        {
          provide: BLOB_STORE,
          inject: [DataSource],
          useFactory: (ds: DataSource): BlobStore =>
            config.blobStore === 'postgres' ? new PostgresBlobStore(ds)
              : config.blobStore === 's3' && config.s3 ? new S3BlobStore(config.s3)
                : new LocalBlobStore(`${config.dataDir}/blobs`),
        },
        {
          provide: DATABASE,
          useFactory: () =>
            openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, schema: config.databaseSchema } : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` }),
        },
        {
          provide: DataSource,
          inject: [DATABASE],
          useFactory: async (handle: DatabaseHandle) => {
            const ds = createDataSource(handle, {
              entities: parts.entities ?? [],
              migrations: [...platformMigrations, ...(parts.migrations ?? [])],
              poolSize: parts.poolSize,
            });
            await ds.initialize();
            const ran = await ds.runMigrations();
            if (ran.length) logger.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
            return ds;
          },
        },
        { provide: EventStore, inject: [DataSource], useFactory: (ds: DataSource) => new EventStore(ds, inline) },
        {
          provide: ProjectionRunner,
          inject: [DataSource, EventStore],
          useFactory: (ds: DataSource, store: EventStore) => new ProjectionRunner(ds, store, asyncProjections, logger),
        },
        // side effects of committed events (renders): contexts add theirs, the platform runs them
        { provide: Reactors, inject: [DataSource, EventStore], useFactory: (ds: DataSource, store: EventStore) => new Reactors(ds, store, logger) },
        {
          provide: CommittedEventsPublisher,
          inject: [DataSource, EventStore, EventBus],
          useFactory: (ds: DataSource, store: EventStore, bus: EventBus) => new CommittedEventsPublisher(ds, store, (e) => bus.publish(e), logger),
        },
        { provide: RateLimits, inject: [DataSource], useFactory: (ds: DataSource) => new RateLimits(ds, config.redisUrl) },
        { provide: InstallationService, inject: [EventStore, DataSource], useFactory: (s: EventStore, ds: DataSource) => new InstallationService(s, ds) },
      ],
      exports: [APP_CONFIG, LOGGER, HealthChecks, BLOB_STORE, DATABASE, DataSource, EventStore, ProjectionRunner, Reactors, InstallationService, RateLimits],
    };
  }

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly dataSource: DataSource,
    private readonly runner: ProjectionRunner,
    private readonly installation: InstallationService,
    private readonly rateLimits: RateLimits,
    @Inject(Reactors) private readonly reactors: Reactors,
    @Inject(CommittedEventsPublisher) private readonly published: CommittedEventsPublisher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const first = await this.installation.ensureInitialised(this.config.appVersion);
    if (first) this.logger.info('first start: installation initialised');
    this.runner.start();
    await this.published.start();
    this.reactors.start();
    this.#sweep = setInterval(() => void this.rateLimits.sweep().catch(() => undefined), 10 * 60_000);
    this.#sweep.unref();
  }

  #sweep?: NodeJS.Timeout;

  async onApplicationShutdown(signal?: string): Promise<void> {
    this.logger.info({ signal }, 'shutting down');
    if (this.#sweep) clearInterval(this.#sweep);
    await this.reactors.stop();
    await this.published.stop();
    await this.runner.stop();
    await this.rateLimits.close();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.database.close();
    this.logger.info('database closed');
  }
}
