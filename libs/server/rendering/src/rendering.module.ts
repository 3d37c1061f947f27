// The rendering context: render jobs (events), the worker pool and the outputs in the blob store.
import { join } from 'node:path';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig, EventStore, LOGGER } from '@dm/platform';
import { LocalBlobStore } from './blob-store.js';
import { RenderPool } from './render-pool.js';
import { RenderService } from './render.service.js';
import { RenderingController } from './rendering.controller.js';

@Module({
  controllers: [RenderingController],
  providers: [
    { provide: LocalBlobStore, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new LocalBlobStore(join(c.dataDir, 'blobs')) },
    { provide: RenderPool, useFactory: () => new RenderPool() },
    {
      provide: RenderService,
      inject: [EventStore, LocalBlobStore, RenderPool, LOGGER],
      useFactory: (s: EventStore, b: LocalBlobStore, p: RenderPool, l: Logger) => new RenderService(s, b, p, l),
    },
  ],
  exports: [RenderService],
})
export class RenderingModule implements OnApplicationShutdown {
  constructor(@Inject(RenderService) private readonly renders: RenderService, @Inject(RenderPool) private readonly pool: RenderPool) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.race([this.renders.idle(), new Promise((r) => setTimeout(r, 10_000))]);
    await this.pool.destroy();
  }
}
