import { Global, Module } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { BLOB_STORE, type BlobStore, EventStore, type PlatformParts } from '@dm/platform';
import { sharedEngine } from '@dm/engine/node';
import { GetUploadImage } from '@dm/server-folders';
import { MOCKUP_PRICING, OrdersRead } from '@dm/server-orders';
import { MockupCatalog } from './catalog/mockup-catalog.js';
import { DEFAULT_CONTENT_DIR, ensureMockupContent, MOCKUP_CONTENT_VERSION } from './content/generate.js';
import { MockupsController } from './mockups.controller.js';
import { mockupsHandlers } from './mockups.messages.js';
import { MockupsService } from './mockups.service.js';
import { MockupRenderer } from './render/mockup-render.js';
import { SavedMockups1732190000500, savedMockupsProjection, SavedMockupsService } from './saved/saved-mockups.js';
import { MOCKUP_CONTENT } from './tokens.js';

export const mockupsParts: Required<Pick<PlatformParts, 'migrations' | 'inlineProjections'>> = {
  migrations: [SavedMockups1732190000500],
  inlineProjections: [savedMockupsProjection],
};

const CATALOG = Symbol('MOCKUP_CATALOG');

/**
 * The mockup maker: the catalogue (made by the project's generator, content/), saved mockups and
 * the purchased render. Global: the orders context asks it for prices (MOCKUP_PRICING).
 */
@Global()
@Module({
  controllers: [MockupsController],
  providers: [
    { provide: MOCKUP_CONTENT, useValue: { dir: process.env.MOCKUP_CONTENT_DIR || DEFAULT_CONTENT_DIR, version: MOCKUP_CONTENT_VERSION } },
    {
      provide: CATALOG,
      inject: [MOCKUP_CONTENT],
      useFactory: async (c: { dir: string }) => new MockupCatalog(await ensureMockupContent(c.dir, (s) => console.log(`[mockups] ${s}`)), c.dir),
    },
    {
      provide: MockupsService,
      inject: [CATALOG, DataSource, EventStore, BLOB_STORE, QueryBus],
      useFactory: (catalog: MockupCatalog, ds: DataSource, store: EventStore, blobs: BlobStore, queries: QueryBus) => new MockupsService(
        catalog, new MockupRenderer(catalog, sharedEngine), new SavedMockupsService(ds, store, blobs), blobs,
        async (userId, file) => (await queries.execute(new GetUploadImage([userId], file))).bytes,
        (userId, orderId) => queries.execute(new OrdersRead('order', userId, orderId)),
      ),
    },
    { provide: MOCKUP_PRICING, useExisting: MockupsService },
    ...mockupsHandlers,
  ],
  exports: [MockupsService, MOCKUP_PRICING],
})
export class MockupsModule {}
