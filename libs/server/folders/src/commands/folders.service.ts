// Folders people make (photo and design) beside their protected Photos and My Designs folders:
// create, rename, delete, list, move a design into a design folder, take a resource out.
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { FolderMessages, type DesignFolderResource, type FolderEntry, type PhotoResource } from '@dm/contracts';
import { ForbiddenError, handleCommand, NotFoundError, retryOnStreamConflict, ValidationError, type EventStore } from '@dm/platform';
import { folderDecider, type FolderCommand, type FolderType } from '../domain/folder.decider.js';
import { folderStream } from '../domain/photo-folder.decider.js';
import { uploadUrl } from './uploads.service.js';

/** The user's protected folders, from identity (its exported queries). */
export interface ProtectedFolders {
  of(userId: string): Promise<{ photos: string; designs: string } | null>;
}

interface FolderRow {
  id: string;
  name: string;
  type: FolderType;
}

export class FoldersService {
  constructor(private readonly ds: DataSource, private readonly store: EventStore, private readonly protectedFolders: ProtectedFolders) {}

  async create(userId: string, name: string, type: FolderType): Promise<FolderEntry> {
    const folderId = randomUUID().replace(/-/g, '').slice(0, 24);
    await this.#run(folderId, { type: 'CreateFolder', folderId, owner: userId, name, folderType: type, at: new Date().toISOString() }, userId);
    return (await this.folders(userId, folderId))[0];
  }

  async rename(userId: string, folderId: string, name: string): Promise<FolderEntry> {
    await this.#notProtected(userId, folderId);
    await retryOnStreamConflict(() => this.#run(folderId, { type: 'RenameFolder', actor: userId, name, at: new Date().toISOString() }, userId));
    return (await this.folders(userId, folderId))[0];
  }

  async delete(userId: string, folderId: string): Promise<{ deleted: string }> {
    await this.#notProtected(userId, folderId);
    await this.#run(folderId, { type: 'DeleteFolder', actor: userId, at: new Date().toISOString() }, userId);
    return { deleted: folderId };
  }

  /**
   * Moves a design of one's own into a design folder one may edit: one's own, or one shared with
   * one's e-mail as edit (out of any other folder).
   */
  async moveDesign(userId: string, folderId: string, designId: string, email?: string): Promise<{ moved: true }> {
    const mine: unknown[] = await this.ds.query(`SELECT 1 FROM saved_designs WHERE id = $1 AND owner = $2 AND NOT deleted`, [designId, userId]);
    if (!mine.length) throw new NotFoundError(FolderMessages.folderNotFound);
    const prot = await this.protectedFolders.of(userId);
    if (prot && folderId === prot.designs) throw new ValidationError(FolderMessages.notADesignFolder, 'folder_id');
    // a folder shared for edit: the move is decided as its owner's folder, recorded with the real actor
    const grant: { owner: string }[] = email
      ? await this.ds.query(`SELECT owner FROM folder_permissions WHERE folder_id = $1 AND email = $2 AND role = 'edit'`, [folderId, email])
      : [];
    const actor = grant[0]?.owner ?? userId;
    await retryOnStreamConflict(() => this.#run(folderId, { type: 'AddDesignToFolder', actor, designId, at: new Date().toISOString() }, userId));
    return { moved: true };
  }

  /**
   * Puts designs the caller just made into a design folder: their own design folder or one
   * shared with their e-mail for edit; My Designs holds every design already. Checked now; the
   * answered step runs inside the caller's transaction (a bulk save) and refuses a photo folder,
   * or one they may not add to.
   */
  async placeDesigns(userId: string, email: string | undefined, folderId: string): Promise<(em: EntityManager, designIds: string[]) => Promise<{ placed: number }>> {
    const prot = await this.protectedFolders.of(userId);
    if (prot && folderId === prot.designs) return async () => ({ placed: 0 });
    if (prot && folderId === prot.photos) throw new ValidationError(FolderMessages.notADesignFolder, 'folderId');
    const grant: { owner: string }[] = email
      ? await this.ds.query(`SELECT owner FROM folder_permissions WHERE folder_id = $1 AND email = $2 AND role = 'edit'`, [folderId, email.toLowerCase()])
      : [];
    const actor = grant[0]?.owner ?? userId;
    return async (em, designIds) => {
      const result = await handleCommand(this.store, folderDecider, folderStream(folderId), { type: 'AddDesignsToFolder', actor, designIds, at: new Date().toISOString() }, { actorId: userId }, em);
      return { placed: result.newEvents.length };
    };
  }

  /** Takes a design out of a design folder (it stays in My Designs) or a photo out of a photo folder. */
  async removeResource(userId: string, folderId: string, resource: string): Promise<{ removed: string }> {
    const prot = await this.protectedFolders.of(userId);
    if (prot && folderId === prot.photos) {
      // the protected photos folder has no life of its own: its photos are taken out directly by event on its stream
      const rows: unknown[] = await this.ds.query(`SELECT 1 FROM folder_resources WHERE folder_id = $1 AND id = $2 AND folder_owner = $3 AND kind = 'photo'`, [folderId, resource, userId]);
      if (!rows.length) throw new NotFoundError(FolderMessages.folderNotFound);
      await this.store.append(folderStream(folderId), 'any', [{ type: 'FolderResourceRemoved', data: { folderId, resource, at: new Date().toISOString() } }], { actorId: userId });
      return { removed: resource };
    }
    await retryOnStreamConflict(() => this.#run(folderId, { type: 'RemoveFromFolder', actor: userId, resource, at: new Date().toISOString() }, userId));
    return { removed: resource };
  }

  /**
   * folder/get: with no id the caller's folders (Photos, My Designs, their own by age, then the
   * folders shared with their e-mail); with an id, that one with its resources.
   */
  async folders(userId: string, folderId?: string, email?: string): Promise<FolderEntry[]> {
    const prot = await this.protectedFolders.of(userId);
    if (!prot) throw new NotFoundError(FolderMessages.folderNotFound);
    const own: FolderRow[] = await this.ds.query(`SELECT id, name, type FROM folders WHERE owner = $1 AND NOT deleted ORDER BY created_at, id`, [userId]);
    const shared: (FolderRow & { role: 'view' | 'edit'; owner: string })[] = email ? await this.ds.query(
      `SELECT p.folder_id AS id, COALESCE(f.name, $3) AS name, COALESCE(f.type, 'photo') AS type, p.role, p.owner
         FROM folder_permissions p LEFT JOIN folders f ON f.id = p.folder_id
        WHERE p.email = $1 AND p.owner <> $2 AND (f.id IS NULL OR NOT f.deleted) ORDER BY p.granted_at, p.folder_id`,
      [email, userId, FolderMessages.photos],
    ) : [];
    const all: (FolderRow & { protected: boolean; owner: string; role: 'view' | 'edit'; ownership: 'owned' | 'shared' })[] = [
      { id: prot.photos, name: FolderMessages.photos, type: 'photo', protected: true, owner: userId, role: 'edit', ownership: 'owned' },
      { id: prot.designs, name: FolderMessages.myDesigns, type: 'design', protected: true, owner: userId, role: 'edit', ownership: 'owned' },
      ...own.map((f) => ({ ...f, protected: false, owner: userId, role: 'edit' as const, ownership: 'owned' as const })),
      ...shared.map((f) => ({ id: f.id, name: f.name, type: f.type, protected: false, owner: f.owner, role: f.role, ownership: 'shared' as const })),
    ];
    const wanted = folderId ? all.filter((f) => f.id === folderId) : all;
    if (folderId && !wanted.length) throw new NotFoundError(FolderMessages.folderNotFound);
    return Promise.all(wanted.map(async (f) => ({
      folder: { _id: f.id, name: f.name, type: f.type, resources: f.type === 'photo' ? await this.#photos(f.owner, f.id) : await this.#designs(f.owner, f.id, f.id === prot.designs) },
      role: f.role,
      ownership: f.ownership,
      protected: f.protected,
    })));
  }

  /**
   * Shares one's own folder (photo or design; the Photos folder too, not My Designs) with people
   * by e-mail, to view or edit what is in it; the grant waits for people who register later.
   */
  async share(userId: string, ownEmail: string | undefined, folderId: string, emails: string[], role: 'view' | 'edit'): Promise<{ shared: string[] }> {
    const prot = await this.protectedFolders.of(userId);
    if (prot && folderId === prot.designs) throw new ValidationError(FolderMessages.cannotShareMyDesigns, 'folder_id');
    const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))].filter((e) => e !== ownEmail?.toLowerCase());
    if (!wanted.length) throw new ValidationError('Invite someone other than yourself.', 'emails');
    const at = new Date().toISOString();
    if (prot && folderId === prot.photos) {
      // the protected Photos folder has no life of its own on its stream: the share is recorded directly
      await this.store.append(folderStream(folderId), 'any', [{ type: 'FolderShared', data: { folderId, owner: userId, emails: wanted, role, at } }], { actorId: userId });
    } else {
      await retryOnStreamConflict(() => this.#run(folderId, { type: 'ShareFolder', actor: userId, emails: wanted, role, at }, userId));
    }
    return { shared: wanted };
  }

  /** The owner of a photo folder shared with this e-mail for edit (uploads may go into it), or null. */
  async sharedPhotoFolderOwner(email: string, folderId: string): Promise<string | null> {
    const rows: { owner: string }[] = await this.ds.query(
      `SELECT p.owner FROM folder_permissions p LEFT JOIN folders f ON f.id = p.folder_id
        WHERE p.folder_id = $1 AND p.email = $2 AND p.role = 'edit' AND COALESCE(f.type, 'photo') = 'photo' AND (f.id IS NULL OR NOT f.deleted)`,
      [folderId, email.toLowerCase()],
    );
    return rows[0]?.owner ?? null;
  }

  /** Whether a photo folder is the caller's own (uploads go into it). */
  async ownsPhotoFolder(userId: string, folderId: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(`SELECT 1 FROM folders WHERE id = $1 AND owner = $2 AND type = 'photo' AND NOT deleted`, [folderId, userId]);
    return rows.length > 0;
  }

  async #photos(userId: string, folderId: string): Promise<PhotoResource[]> {
    const rows: { id: string; name: string; blob_key: string; low_key: string; width: number; height: number; created_at: Date }[] = await this.ds.query(
      `SELECT id, name, blob_key, low_key, width, height, created_at FROM folder_resources WHERE folder_id = $1 AND folder_owner = $2 AND kind = 'photo' ORDER BY created_at DESC, id`,
      [folderId, userId],
    );
    return rows.map((r) => ({ _id: r.id, name: r.name, path: uploadUrl(r.blob_key), low_path: uploadUrl(r.low_key), width: r.width, height: r.height, createdAt: new Date(r.created_at).toISOString() }));
  }

  async #designs(userId: string, folderId: string, everyDesign: boolean): Promise<DesignFolderResource[]> {
    const rows: { id: string; name: string; thumbnail: string | null; width: number; height: number; updated_at: Date }[] = await this.ds.query(
      `SELECT s.id, s.name, s.thumbnail, d.width, d.height, GREATEST(s.updated_at, d.updated_at) AS updated_at
         FROM saved_designs s JOIN saved_design_documents d ON d.id = s.id
        WHERE NOT s.deleted AND ${everyDesign ? 's.owner = $1' : 's.id IN (SELECT design_id FROM folder_designs WHERE folder_id = $1)'}
        ORDER BY updated_at DESC`,
      // a folder holds its owner's designs and those people it is shared with (for edit) put in it
      [everyDesign ? userId : folderId],
    );
    return rows.map((r) => ({ _id: r.id, path: r.id, name: r.name, thumbnail: r.thumbnail, width: r.width, height: r.height, updatedAt: new Date(r.updated_at).toISOString() }));
  }

  async #notProtected(userId: string, folderId: string): Promise<void> {
    const prot = await this.protectedFolders.of(userId);
    if (prot && (folderId === prot.photos || folderId === prot.designs)) throw new ForbiddenError(FolderMessages.protectedFolder);
  }

  async #run(folderId: string, command: FolderCommand, actorId: string) {
    return this.ds.transaction((em) => handleCommand(this.store, folderDecider, folderStream(folderId), command, { actorId }, em));
  }
}
