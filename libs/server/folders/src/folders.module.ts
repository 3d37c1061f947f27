import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOB_STORE, EventStore, type BlobStore, type PlatformParts } from '@dm/platform';
import { UserQueries } from '@dm/server-identity';
import { UploadsService } from './commands/uploads.service.js';
import { FoldersController } from './folders.controller.js';
import { foldersHandlers } from './folders.messages.js';
import { FolderResourceKind1732190000301, FolderResources1732190000300 } from './folders.migration.js';
import { folderResourcesProjection } from './projections/folder-resources.projection.js';

export const foldersParts: Required<Pick<PlatformParts, 'migrations' | 'inlineProjections'>> = {
  migrations: [FolderResources1732190000300, FolderResourceKind1732190000301],
  inlineProjections: [folderResourcesProjection],
};

/** The folders context: photo folders and uploads (design folders and sharing come next). */
@Module({
  controllers: [FoldersController],
  providers: [
    {
      provide: UploadsService,
      inject: [DataSource, EventStore, BLOB_STORE, UserQueries],
      useFactory: (ds: DataSource, s: EventStore, b: BlobStore, users: UserQueries) =>
        new UploadsService(ds, s, b, { photosFolderOf: async (id) => (await users.user(id))?.my_photos_folder ?? null }),
    },
    ...foldersHandlers,
  ],
  exports: [UploadsService],
})
export class FoldersModule {}
