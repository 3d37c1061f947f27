import { ConflictError, NotFoundError, ValidationError, type Decider } from '@dm/platform/domain';
import { DesignMessages } from '@dm/contracts/constants';

/**
 * A saved design's life-cycle (its document is state-stored beside it, with a version).
 * Owner: a user id, or `visitor:<hash>` for a design a visitor started before signing in.
 */
export type DesignSource = 'blank' | 'template' | 'clone' | 'json' | 'bulk';

export type SavedDesignCommand =
  | { type: 'CreateSavedDesign'; id: string; owner: string; name: string; width: number; height: number; source: DesignSource; sourceId?: string; categoryId?: string; at: string; /** one of our own images, recorded with the creation */ thumbnail?: string }
  | { type: 'RenameSavedDesign'; actor: string; name: string; at: string }
  | { type: 'DeleteSavedDesign'; actor: string; at: string }
  | { type: 'ClaimSavedDesign'; actor: string; visitorOwner: string | null; userId: string; at: string }
  | { type: 'UpdateThumbnail'; actor: string; thumbnail: string; at: string }
  /** Invitations by e-mail (people with or without an account): owner only. */
  | { type: 'ShareSavedDesign'; actor: string; emails: string[]; role: 'view' | 'edit'; at: string }
  /** Anyone with the link: enable_edit, enable_view or disable. Owner only. */
  | { type: 'AlterLinkSharing'; actor: string; action: 'enable_edit' | 'enable_view' | 'disable'; at: string };

export type SavedDesignEvent =
  | { type: 'SavedDesignCreated'; data: { id: string; owner: string; name: string; width: number; height: number; source: DesignSource; sourceId?: string; categoryId?: string; at: string } }
  | { type: 'SavedDesignRenamed'; data: { id: string; name: string; at: string } }
  | { type: 'SavedDesignDeleted'; data: { id: string; at: string } }
  | { type: 'SavedDesignClaimed'; data: { id: string; from: string; owner: string; at: string } }
  | { type: 'SavedDesignThumbnailUpdated'; data: { id: string; thumbnail: string; at: string } }
  | { type: 'SavedDesignShared'; data: { id: string; emails: string[]; role: 'view' | 'edit'; at: string } }
  | { type: 'SavedDesignLinkSharingChanged'; data: { id: string; view_all: boolean; edit_all: boolean; at: string } };

export interface SavedDesignState {
  id?: string;
  exists: boolean;
  deleted: boolean;
  owner?: string;
  name?: string;
  /** e-mail → role of its invitation */
  grants?: Record<string, 'view' | 'edit'>;
  viewAll?: boolean;
  editAll?: boolean;
}

export const DESIGN_NAME_MAX = 200;
export const isVisitorOwner = (owner: string | undefined) => !!owner && owner.startsWith('visitor:');

function requireLive(state: SavedDesignState) {
  if (!state.exists || state.deleted) throw new NotFoundError(DesignMessages.notFound);
}
function requireOwner(state: SavedDesignState, actor: string) {
  requireLive(state);
  // not revealing that someone else's design exists
  if (state.owner !== actor) throw new NotFoundError(DesignMessages.notFound);
}
function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ValidationError(DesignMessages.nameRequired, 'name');
  if (trimmed.length > DESIGN_NAME_MAX) throw new ValidationError(DesignMessages.nameTooLong(DESIGN_NAME_MAX), 'name');
  return trimmed;
}

export const savedDesignDecider: Decider<SavedDesignCommand, SavedDesignEvent, SavedDesignState> = {
  initialState: { exists: false, deleted: false },

  decide(command, state) {
    switch (command.type) {
      case 'CreateSavedDesign': {
        if (state.exists) throw new ConflictError(DesignMessages.alreadyExists);
        const { type: _t, thumbnail, ...data } = command;
        const created: SavedDesignEvent = { type: 'SavedDesignCreated', data: { ...data, name: cleanName(command.name) } };
        return thumbnail ? [created, { type: 'SavedDesignThumbnailUpdated', data: { id: command.id, thumbnail, at: command.at } }] : [created];
      }
      case 'RenameSavedDesign': {
        requireOwner(state, command.actor);
        const name = cleanName(command.name);
        if (name === state.name) return [];
        return [{ type: 'SavedDesignRenamed', data: { id: state.id!, name, at: command.at } }];
      }
      case 'DeleteSavedDesign':
        requireOwner(state, command.actor);
        return [{ type: 'SavedDesignDeleted', data: { id: state.id!, at: command.at } }];
      case 'UpdateThumbnail':
        requireOwner(state, command.actor);
        return [{ type: 'SavedDesignThumbnailUpdated', data: { id: state.id!, thumbnail: command.thumbnail, at: command.at } }];
      case 'ShareSavedDesign': {
        requireOwner(state, command.actor);
        const grants = state.grants ?? {};
        const emails = [...new Set(command.emails.map((e) => e.trim().toLowerCase()))].filter((e) => grants[e] !== command.role);
        if (!emails.length) return [];
        return [{ type: 'SavedDesignShared', data: { id: state.id!, emails, role: command.role, at: command.at } }];
      }
      case 'AlterLinkSharing': {
        requireOwner(state, command.actor);
        const edit_all = command.action === 'enable_edit';
        const view_all = command.action === 'enable_view';
        if (edit_all === !!state.editAll && view_all === !!state.viewAll) return [];
        return [{ type: 'SavedDesignLinkSharingChanged', data: { id: state.id!, view_all, edit_all, at: command.at } }];
      }
      case 'ClaimSavedDesign': {
        requireLive(state);
        if (state.owner === command.userId) return []; // already claimed: claiming again is harmless
        // someone else's design answers like a missing one, so claim never tells which ids exist
        if (!isVisitorOwner(state.owner) || state.owner !== command.visitorOwner) throw new NotFoundError(DesignMessages.notFound);
        return [{ type: 'SavedDesignClaimed', data: { id: state.id!, from: state.owner!, owner: command.userId, at: command.at } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'SavedDesignCreated':
        return { id: event.data.id, exists: true, deleted: false, owner: event.data.owner, name: event.data.name };
      case 'SavedDesignRenamed':
        return { ...state, name: event.data.name };
      case 'SavedDesignDeleted':
        return { ...state, deleted: true };
      case 'SavedDesignClaimed':
        return { ...state, owner: event.data.owner };
      case 'SavedDesignThumbnailUpdated':
        return state;
      case 'SavedDesignShared': {
        const grants = { ...(state.grants ?? {}) };
        for (const e of event.data.emails) grants[e] = event.data.role;
        return { ...state, grants };
      }
      case 'SavedDesignLinkSharingChanged':
        return { ...state, viewAll: event.data.view_all, editAll: event.data.edit_all };
    }
  },
};

export const savedDesignStream = (id: string) => `saved_design-${id}`;
