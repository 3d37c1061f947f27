// The folders context's commands and queries on @nestjs/cqrs's buses, and their handlers.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { FolderEntry, PhotoResource } from '@dm/contracts';
import { dispatchTo, PrepareFolderPlacement, type ArgsOf, type ResultOf } from '@dm/platform';
import { FoldersService } from './commands/folders.service.js';
import { UploadsService } from './commands/uploads.service.js';
import type { UploadedFile } from './http/multipart.js';

export class UploadPhotos extends Command<PhotoResource[]> {
  constructor(readonly userId: string, readonly folderId: string | undefined, readonly files: UploadedFile[], readonly kind?: 'mask', readonly email?: string) {
    super();
  }
}
export class GetFolders extends Query<FolderEntry[]> {
  constructor(readonly userId: string, readonly folderId?: string, readonly email?: string) {
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
    return this.uploads.upload(c.userId, c.folderId, c.files, c.kind, c.email);
  }
}
@QueryHandler(GetFolders)
export class GetFoldersHandler implements IQueryHandler<GetFolders> {
  constructor(@Inject(FoldersService) private readonly folders: FoldersService) {}
  execute(q: GetFolders) {
    return this.folders.folders(q.userId, q.folderId, q.email);
  }
}

/** Folder changes: a method of FoldersService and its arguments. */
type Changes = 'create' | 'rename' | 'delete' | 'moveDesign' | 'removeResource' | 'share';
export class ChangeFolder<K extends Changes> extends Command<ResultOf<FoldersService, K>> {
  readonly args: ArgsOf<FoldersService, K>;
  constructor(readonly method: K, ...args: ArgsOf<FoldersService, K>) {
    super();
    this.args = args;
  }
}
@CommandHandler(ChangeFolder)
export class ChangeFolderHandler implements ICommandHandler<ChangeFolder<Changes>> {
  constructor(@Inject(FoldersService) private readonly folders: FoldersService) {}
  execute(c: ChangeFolder<Changes>) {
    return dispatchTo(this.folders, c) as Promise<ResultOf<FoldersService, Changes>>;
  }
}
@QueryHandler(GetUploadImage)
export class GetUploadImageHandler implements IQueryHandler<GetUploadImage> {
  constructor(@Inject(UploadsService) private readonly uploads: UploadsService) {}
  execute(q: GetUploadImage) {
    return this.uploads.image(q.callerIds, q.file, q.email);
  }
}

/** Another context's designs into a folder, in its transaction (bulk save). */
@CommandHandler(PrepareFolderPlacement)
export class PrepareFolderPlacementHandler implements ICommandHandler<PrepareFolderPlacement> {
  constructor(@Inject(FoldersService) private readonly folders: FoldersService) {}
  execute(c: PrepareFolderPlacement) {
    return this.folders.placeDesigns(c.userId, c.email, c.folderId);
  }
}

export const foldersHandlers = [UploadPhotosHandler, GetFoldersHandler, GetUploadImageHandler, ChangeFolderHandler, PrepareFolderPlacementHandler];
