import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { FolderMessages, FolderCalls, type PhotoResource } from '@dm/contracts';
import { handleCommand, NotFoundError, ValidationError, type BlobStore, type EventStore } from '@dm/platform';
import { folderStream, photoFolderDecider, type PhotoData } from '../domain/photo-folder.decider.js';
import { processUpload } from '../intake/image-intake.js';
import type { UploadedFile } from '../http/multipart.js';

/** The user's own photos folder id, from identity (its exported queries). */
export interface PhotoFolders {
  photosFolderOf(userId: string): Promise<string | null>;
  /** Whether another photo folder is the user's own (made by them). */
  ownsPhotoFolder?(userId: string, folderId: string): Promise<boolean>;
  /** The owner of a photo folder shared with this e-mail for edit, or null. */
  sharedPhotoFolderOwner?(email: string, folderId: string): Promise<string | null>;
}

interface Row {
  id: string;
  name: string;
  blob_key: string;
  low_key: string;
  width: number;
  height: number;
  created_at: Date;
}

export const uploadUrl = (key: string) => `/api/${FolderCalls.uploads}/${key.slice('uploads/'.length)}`;

const toResource = (r: Row): PhotoResource => ({
  _id: r.id, name: r.name, path: uploadUrl(r.blob_key), low_path: uploadUrl(r.low_key), width: r.width, height: r.height,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Uploads into the user's photos folder: every file checked and processed first (one refusal
 * refuses the request and keeps nothing), then the blobs by content address and one PhotoAdded
 * per file in one transaction.
 */
export class UploadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly blobs: BlobStore,
    private readonly photoFolders: PhotoFolders,
  ) {}

  /** Where an upload goes: the user's Photos, a photo folder of theirs, or one shared with them for edit. */
  private async folderOf(userId: string, folderId?: string, email?: string): Promise<{ folder: string; folderOwner: string }> {
    const own = await this.photoFolders.photosFolderOf(userId);
    if (!own) throw new NotFoundError(FolderMessages.folderNotFound);
    if (!folderId || folderId === own) return { folder: own, folderOwner: userId };
    if (await this.photoFolders.ownsPhotoFolder?.(userId, folderId)) return { folder: folderId, folderOwner: userId };
    const sharedBy = email ? await this.photoFolders.sharedPhotoFolderOwner?.(email, folderId) : null;
    if (sharedBy) return { folder: folderId, folderOwner: sharedBy };
    throw new NotFoundError(FolderMessages.folderNotFound);
  }

  /**
   * Uploads `files` into the user's photos folder; with kind 'mask', one PNG cut-out mask from the
   * background remover, kept the same way (served to whoever may see a design using it) but never
   * listed in the folder.
   */
  async upload(userId: string, folderId: string | undefined, files: UploadedFile[], kind?: 'mask', email?: string): Promise<PhotoResource[]> {
    if (!files.length) throw new ValidationError(FolderMessages.noFile, 'file');
    const { folder, folderOwner } = await this.folderOf(userId, folderId, email);
    const processed = [];
    for (const f of files) {
      const image = await processUpload(f.name, f.bytes);
      if (kind === 'mask' && image.kind !== 'png') throw new ValidationError(FolderMessages.maskNotPng, 'file');
      processed.push({ file: f, image });
    }
    const photos: PhotoData[] = [];
    for (const { file, image } of processed) {
      const ext = image.kind;
      const key = `uploads/${image.hash}.${ext}`;
      const lowKey = `uploads/${image.hash}.low.${ext}`;
      const originalKey = `uploads/${image.hash}.original.${ext}`;
      await this.blobs.put(key, image.full);
      await this.blobs.put(lowKey, image.preview);
      await this.blobs.put(originalKey, file.bytes);
      photos.push({ resourceId: randomUUID(), key, lowKey, originalKey, name: file.name, width: image.width, height: image.height, bytes: file.bytes.length, ...(kind ? { kind } : {}) });
    }
    const at = new Date().toISOString();
    await this.dataSource.transaction(async (em) => {
      for (const photo of photos) {
        await handleCommand(this.store, photoFolderDecider, folderStream(folder), { type: 'AddPhoto', folderId: folder, owner: userId, folderOwner, actor: userId, photo, at }, { actorId: userId }, em);
      }
    });
    // the answer is what was just stored: no second read of the read model
    return photos.map((p) => toResource({ id: p.resourceId, name: p.name, blob_key: p.key, low_key: p.lowKey, width: p.width, height: p.height, created_at: new Date(at) }));
  }

  /**
   * An upload's image for a caller: its owner, and whoever may see a design that uses it (its
   * owner, people invited to it by `email`, anyone while its link sharing is on). Anyone else: 404.
   */
  async image(callerIds: readonly string[], file: string, email?: string): Promise<{ bytes: Buffer; mime: string }> {
    const m = /^([0-9a-f]{64})(\.low|\.original)?\.(png|jpg)$/.exec(file);
    if (!m) throw new NotFoundError(FolderMessages.folderNotFound);
    const key = `uploads/${file}`;
    const base = `uploads/${m[1]}.${m[3]}`;
    // who may see an upload: its owner; whoever may see a design that uses it (its owner, a copy
    // of a design included; people invited to it; anyone while its link is shared); everyone,
    // once an active template uses it
    const src = `/api/${base}`;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM folder_resources WHERE blob_key = $1 AND owner = ANY($2::text[])
       UNION ALL
       SELECT 1 FROM saved_designs s JOIN saved_design_documents d ON d.id = s.id
        WHERE NOT s.deleted AND strpos(d.design_file::text, $3) > 0
          AND (s.owner = ANY($2::text[]) OR s.view_all OR s.edit_all
               OR EXISTS (SELECT 1 FROM design_permissions p WHERE p.design_id = s.id AND p.email = $4)
               OR EXISTS (SELECT 1 FROM folder_designs fd JOIN folder_permissions fp ON fp.folder_id = fd.folder_id WHERE fd.design_id = s.id AND fp.email = $4))
       UNION ALL
       SELECT 1 FROM folder_resources r JOIN folder_permissions fp ON fp.folder_id = r.folder_id WHERE r.blob_key = $1 AND fp.email = $4
       UNION ALL
       SELECT 1 FROM folder_resources WHERE blob_key = $1 AND folder_owner = ANY($2::text[])
       UNION ALL
       SELECT 1 FROM catalog_design_templates WHERE active AND strpos(doc::text, $3) > 0
       LIMIT 1`,
      [base, callerIds, src, email ?? ''],
    );
    if (!rows.length) throw new NotFoundError(FolderMessages.folderNotFound);
    const bytes = await this.blobs.get(key);
    if (!bytes) throw new NotFoundError(FolderMessages.folderNotFound);
    return { bytes, mime: m[3] === 'png' ? 'image/png' : 'image/jpeg' };
  }
}
