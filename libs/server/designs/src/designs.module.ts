import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommandBus } from '@nestjs/cqrs';
import { BLOB_STORE, EventStore, PrepareFolderPlacement, type BlobStore, type PlatformParts } from '@dm/platform';
import { CatalogQueries } from '@dm/server-catalog';
import { IDENTITY_CONFIG, MAILER, UserQueries, type IdentityConfig, type Mailer } from '@dm/server-identity';
import { DesignsService } from './commands/designs.service.js';
import { DesignsController } from './designs.controller.js';
import { designsHandlers } from './designs.messages.js';
import { DesignDocumentsAsText1732190000103, DesignSharing1732190000102, SavedDesigns1732190000100 } from './designs.migration.js';
import { savedDesignsProjection } from './projections/saved-designs.projection.js';
import { thumbnailFromRenderProjection } from './projections/thumbnail-from-render.projection.js';

export const designsParts: Required<Pick<PlatformParts, 'migrations' | 'inlineProjections' | 'asyncProjections'>> = {
  migrations: [SavedDesigns1732190000100, DesignSharing1732190000102, DesignDocumentsAsText1732190000103],
  inlineProjections: [savedDesignsProjection],
  asyncProjections: [thumbnailFromRenderProjection],
};

/** The designs context: saved designs, their documents and their life-cycle. */
@Module({
  controllers: [DesignsController],
  providers: [
    {
      provide: DesignsService,
      inject: [DataSource, EventStore, BLOB_STORE, CatalogQueries, MAILER, IDENTITY_CONFIG, UserQueries, CommandBus],
      useFactory: (ds: DataSource, s: EventStore, b: BlobStore, catalog: CatalogQueries, mailer: Mailer, identity: IdentityConfig, users: UserQueries, bus: CommandBus) =>
        new DesignsService(ds, s, b, catalog, {
          send: (mail) => mailer.send({ ...mail, summary: mail.summary ?? mail.subject }),
          publicUrl: identity.publicUrl,
          person: async (userId) => {
            const u = await users.user(userId);
            return u ? { email: u.email, name: u.name } : null;
          },
        }, (userId, email, folderId) => bus.execute(new PrepareFolderPlacement(userId, email, folderId))),
    },
    ...designsHandlers,
  ],
  exports: [DesignsService],
})
export class DesignsModule {}
