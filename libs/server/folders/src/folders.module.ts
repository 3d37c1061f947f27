import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BLOB_STORE, EventStore, type BlobStore, type PlatformParts } from '@dm/platform';
import { UserQueries } from '@dm/server-identity';
import { FoldersService } from './commands/folders.service.js';
import { UploadsService } from './commands/uploads.service.js';
import { FoldersController } from './folders.controller.js';
import { foldersHandlers } from './folders.messages.js';
import { FolderResourceKind1732190000301, FolderResources1732190000300, Folders1732190000302, FolderSharing1732190000303, FolderResourceOwner1732190000304 } from './folders.migration.js';
import { foldersProjection } from './projections/folders.projection.js';
import { folderResourcesProjection } from './projections/folder-resources.projection.js';

export const foldersParts: Required<Pick<PlatformParts, 'migrations' | 'inlineProjections'>> = {
  migrations: [FolderResources1732190000300, FolderResourceKind1732190000301, Folders1732190000302, FolderSharing1732190000303, FolderResourceOwner1732190000304],
  inlineProjections: [folderResourcesProjection, foldersProjection],
};

/** The folders context: photo folders and uploads (design folders and sharing come next). */
@Module({
  controllers: [FoldersController],
  providers: [
    {
      provide: FoldersService,
      inject: [DataSource, EventStore, UserQueries],
      useFactory: (ds: DataSource, s: EventStore, users: UserQueries) =>
        new FoldersService(ds, s, {
          of: async (id) => {
            const u = await users.user(id);
            return u ? { photos: u.my_photos_folder, designs: u.my_designs_folder } : null;
          },
        }),
    },
    {
      provide: UploadsService,
      inject: [DataSource, EventStore, BLOB_STORE, UserQueries, FoldersService],
      useFactory: (ds: DataSource, s: EventStore, b: BlobStore, users: UserQueries, folders: FoldersService) =>
        new UploadsService(ds, s, b, {
          photosFolderOf: async (id) => (await users.user(id))?.my_photos_folder ?? null,
          ownsPhotoFolder: (userId, folderId) => folders.ownsPhotoFolder(userId, folderId),
          sharedPhotoFolderOwner: (email, folderId) => folders.sharedPhotoFolderOwner(email, folderId),
        }),
    },
    ...foldersHandlers,
  ],
  exports: [UploadsService, FoldersService],
})
export class FoldersModule {}
