import type { InlineProjection } from '@dm/platform';
import type { SavedDesignEvent } from '../domain/saved-design.decider.js';

/** Keeps `saved_designs` in step with the designs' life-cycle events, in the same transaction. */
export const savedDesignsProjection: InlineProjection = {
  name: 'saved_designs',
  tables: ['saved_designs', 'design_permissions'],
  handles: ['SavedDesignCreated', 'SavedDesignRenamed', 'SavedDesignDeleted', 'SavedDesignClaimed', 'SavedDesignThumbnailUpdated', 'SavedDesignShared', 'SavedDesignLinkSharingChanged'],
  async apply(em, recorded) {
    const event = { type: recorded.type, data: recorded.data } as SavedDesignEvent;
    switch (event.type) {
      case 'SavedDesignCreated': {
        const d = event.data;
        await em.query(
          `INSERT INTO saved_designs (id, owner, name, width, height, category_id, source, source_id, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
          [d.id, d.owner, d.name, d.width, d.height, d.categoryId ?? null, d.source, d.sourceId ?? null, d.at],
        );
        return;
      }
      case 'SavedDesignRenamed':
        await em.query(`UPDATE saved_designs SET name = $2, updated_at = $3 WHERE id = $1`, [event.data.id, event.data.name, event.data.at]);
        return;
      case 'SavedDesignDeleted':
        await em.query(`UPDATE saved_designs SET deleted = true, updated_at = $2 WHERE id = $1`, [event.data.id, event.data.at]);
        return;
      case 'SavedDesignClaimed':
        await em.query(`UPDATE saved_designs SET owner = $2, updated_at = $3 WHERE id = $1`, [event.data.id, event.data.owner, event.data.at]);
        return;
      case 'SavedDesignThumbnailUpdated':
        await em.query(`UPDATE saved_designs SET thumbnail = $2 WHERE id = $1`, [event.data.id, event.data.thumbnail]);
        return;
      case 'SavedDesignShared':
        for (const email of event.data.emails) {
          await em.query(
            `INSERT INTO design_permissions (design_id, email, role, granted_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (design_id, email) DO UPDATE SET role = EXCLUDED.role, granted_at = EXCLUDED.granted_at`,
            [event.data.id, email, event.data.role, event.data.at],
          );
        }
        return;
      case 'SavedDesignLinkSharingChanged':
        await em.query(`UPDATE saved_designs SET view_all = $2, edit_all = $3 WHERE id = $1`, [event.data.id, event.data.view_all, event.data.edit_all]);
        return;
    }
  },
};
