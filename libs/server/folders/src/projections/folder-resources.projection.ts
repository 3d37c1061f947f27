import type { InlineProjection } from '@dm/platform';
import type { PhotoFolderEvent } from '../domain/photo-folder.decider.js';

/** Keeps `folder_resources` in step with PhotoAdded, in the appending transaction. */
export const folderResourcesProjection: InlineProjection = {
  name: 'folder_resources',
  tables: ['folder_resources'],
  handles: ['PhotoAdded'],
  async apply(em, recorded) {
    const d = (recorded as unknown as PhotoFolderEvent).data;
    await em.query(
      `INSERT INTO folder_resources (id, folder_id, owner, name, blob_key, low_key, original_key, width, height, bytes, created_at, kind, folder_owner)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [d.resourceId, d.folderId, d.owner, d.name, d.key, d.lowKey, d.originalKey, d.width, d.height, d.bytes, d.at, d.kind ?? 'photo', d.folderOwner ?? d.owner],
    );
  },
};
