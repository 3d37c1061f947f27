// The rendering context: render jobs (events), the worker pool and the outputs in the blob store.
import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Logger } from 'pino';
import { BLOB_STORE, EventStore, LOGGER, Reactors, type BlobStore } from '@dm/platform';
import { RenderPool } from './render-pool.js';
import { RENDER_WATERMARKS, RenderService, type RenderWatermarks } from './render.service.js';
import { renderReactor } from './render.reactor.js';
import { renderingHandlers } from './rendering.messages.js';
import { RenderingController } from './rendering.controller.js';
import { ImageProxyController } from './image-proxy/image-proxy.controller.js';
import { ImageProxy } from './image-proxy/image-proxy.service.js';

/** The photo library's files (shipped with @dm/server-catalog), for `/api/photos/<file>` in designs. */
export function photoLibraryDir(): string | undefined {
  try {
    return join(dirname(createRequire(import.meta.url).resolve('@dm/server-catalog/photos/photos.json')), 'files');
  } catch {
    return undefined;
  }
}

/** Renders still waiting this long with no input to draw from are failed by the sweep. */
export const ABANDONED_RENDER_MS = 10 * 60_000;

@Module({
  controllers: [RenderingController, ImageProxyController],
  providers: [
    { provide: RenderPool, useFactory: () => new RenderPool() },
    { provide: ImageProxy, useFactory: () => new ImageProxy({ allowPrivate: process.env.IMAGE_PROXY_ALLOW_PRIVATE === 'true' }) },
    {
      provide: RenderService,
      inject: [EventStore, BLOB_STORE, RenderPool, LOGGER, { token: RENDER_WATERMARKS, optional: true }],
      useFactory: (s: EventStore, b: BlobStore, p: RenderPool, l: Logger, watermarks?: RenderWatermarks) =>
        new RenderService(s, b, p, l, { allowPrivateAddresses: process.env.IMAGE_PROXY_ALLOW_PRIVATE === 'true', photosRoot: photoLibraryDir(), watermarks }),
    },
    ...renderingHandlers,
  ],
  exports: [RenderService],
})
export class RenderingModule implements OnApplicationBootstrap, OnApplicationShutdown {
  #sweep?: NodeJS.Timeout;
  constructor(
    @Inject(RenderService) private readonly renders: RenderService,
    @Inject(RenderPool) private readonly pool: RenderPool,
    @Inject(Reactors) reactors: Reactors,
  ) {
    reactors.add(renderReactor(renders));
  }

  onApplicationBootstrap(): void {
    const sweep = () => void this.renders.failAbandoned(ABANDONED_RENDER_MS).catch(() => undefined);
    sweep();
    this.#sweep = setInterval(sweep, 60_000);
    this.#sweep.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.#sweep) clearInterval(this.#sweep);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.renders.idle(), new Promise((r) => (timer = setTimeout(r, 10_000)))]);
    clearTimeout(timer);
    await this.pool.destroy();
  }
}
