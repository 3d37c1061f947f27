import type { InlineProjection } from '@dm/platform';
import type { FolderEvent } from '../domain/folder.decider.js';

/** Keeps `folders` and `folder_designs` in step with the folders' life, in the appending transaction. */
export const foldersProjection: InlineProjection = {
  name: 'folders',
  tables: ['folders', 'folder_designs', 'folder_permissions'],
  handles: ['FolderCreated', 'FolderRenamed', 'FolderDeleted', 'DesignAddedToFolder', 'FolderResourceRemoved', 'FolderShared'],
  async apply(em, recorded) {
    const e = { type: recorded.type, data: recorded.data } as FolderEvent;
    switch (e.type) {
      case 'FolderCreated':
        await em.query(`INSERT INTO folders (id, owner, name, type, created_at) VALUES ($1, $2, $3, $4, $5)`, [e.data.folderId, e.data.owner, e.data.name, e.data.folderType, e.data.at]);
        return;
      case 'FolderRenamed':
        await em.query(`UPDATE folders SET name = $2 WHERE id = $1`, [e.data.folderId, e.data.name]);
        return;
      case 'FolderDeleted':
        await em.query(`UPDATE folders SET deleted = true WHERE id = $1`, [e.data.folderId]);
        await em.query(`DELETE FROM folder_designs WHERE folder_id = $1`, [e.data.folderId]);
        await em.query(`DELETE FROM folder_permissions WHERE folder_id = $1`, [e.data.folderId]);
        return;
      case 'DesignAddedToFolder':
        // a design is in one folder at a time: moving it takes it out of the last one
        await em.query(
          `INSERT INTO folder_designs (design_id, folder_id, added_at) VALUES ($1, $2, $3)
           ON CONFLICT (design_id) DO UPDATE SET folder_id = EXCLUDED.folder_id, added_at = EXCLUDED.added_at`,
          [e.data.designId, e.data.folderId, e.data.at],
        );
        return;
      case 'FolderResourceRemoved':
        await em.query(`DELETE FROM folder_designs WHERE folder_id = $1 AND design_id = $2`, [e.data.folderId, e.data.resource]);
        // a photo leaves the folder's listing; its image stays for the designs that use it
        await em.query(`UPDATE folder_resources SET kind = 'removed' WHERE folder_id = $1 AND id = $2`, [e.data.folderId, e.data.resource]);
        return;
      case 'FolderShared':
        for (const email of e.data.emails) {
          await em.query(
            `INSERT INTO folder_permissions (folder_id, email, owner, role, granted_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (folder_id, email) DO UPDATE SET role = EXCLUDED.role, granted_at = EXCLUDED.granted_at`,
            [e.data.folderId, email, e.data.owner, e.data.role, e.data.at],
          );
        }
        return;
    }
  },
};
