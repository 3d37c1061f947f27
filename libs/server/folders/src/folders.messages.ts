// The folders context's commands and queries on @nestjs/cqrs's buses, and their handlers.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { FolderEntry, PhotoResource } from '@dm/contracts';
import { UploadsService } from './commands/uploads.service.js';
import type { UploadedFile } from './http/multipart.js';

export class UploadPhotos extends Command<PhotoResource[]> {
  constructor(readonly userId: string, readonly folderId: string | undefined, readonly files: UploadedFile[], readonly kind?: 'mask') {
    super();
  }
}
export class GetFolders extends Query<FolderEntry[]> {
  constructor(readonly userId: string, readonly folderId?: string) {
    super();
  }
}
export class GetUploadImage extends Query<{ bytes: Buffer; mime: string }> {
  constructor(readonly callerIds: readonly string[], readonly file: string, readonly email?: string) {
    super();
  }
}

@CommandHandler(UploadPhotos)
export class UploadPhotosHandler implements ICommandHandler<UploadPhotos> {
  constructor(@Inject(UploadsService) private readonly uploads: UploadsService) {}
  execute(c: UploadPhotos) {
    return this.uploads.upload(c.userId, c.folderId, c.files, c.kind);
  }
}
@QueryHandler(GetFolders)
export class GetFoldersHandler implements IQueryHandler<GetFolders> {
  constructor(@Inject(UploadsService) private readonly uploads: UploadsService) {}
  execute(q: GetFolders) {
    return this.uploads.folders(q.userId, q.folderId);
  }
}
@QueryHandler(GetUploadImage)
export class GetUploadImageHandler implements IQueryHandler<GetUploadImage> {
  constructor(@Inject(UploadsService) private readonly uploads: UploadsService) {}
  execute(q: GetUploadImage) {
    return this.uploads.image(q.callerIds, q.file, q.email);
  }
}

export const foldersHandlers = [UploadPhotosHandler, GetFoldersHandler, GetUploadImageHandler];
