// A folder's life (made by its owner: photo or design), on the same stream as its photos
// (`folder-{id}`). The user's own Photos and My Designs folders are identity's ids and have no
// FolderCreated: they are never renamed or deleted (the service refuses that before deciding).
import { ConflictError, NotFoundError, ValidationError, type Decider } from '@dm/platform/domain';
import { FolderMessages } from '@dm/contracts/constants';

export type FolderType = 'photo' | 'design';

export type FolderCommand =
  | { type: 'CreateFolder'; folderId: string; owner: string; name: string; folderType: FolderType; at: string }
  | { type: 'RenameFolder'; actor: string; name: string; at: string }
  | { type: 'DeleteFolder'; actor: string; at: string }
  | { type: 'AddDesignToFolder'; actor: string; designId: string; at: string }
  | { type: 'AddDesignsToFolder'; actor: string; designIds: string[]; at: string }
  | { type: 'RemoveFromFolder'; actor: string; resource: string; at: string }
  | { type: 'ShareFolder'; actor: string; emails: string[]; role: 'view' | 'edit'; at: string };

export type FolderEvent =
  | { type: 'FolderCreated'; data: { folderId: string; owner: string; name: string; folderType: FolderType; at: string } }
  | { type: 'FolderRenamed'; data: { folderId: string; name: string; at: string } }
  | { type: 'FolderDeleted'; data: { folderId: string; at: string } }
  | { type: 'DesignAddedToFolder'; data: { folderId: string; designId: string; at: string } }
  | { type: 'FolderResourceRemoved'; data: { folderId: string; resource: string; at: string } }
  | { type: 'FolderShared'; data: { folderId: string; owner: string; emails: string[]; role: 'view' | 'edit'; at: string } };

export interface FolderState {
  folderId?: string;
  owner?: string;
  folderType?: FolderType;
  name?: string;
  deleted: boolean;
  designs: string[];
}

function live(state: FolderState, actor: string): void {
  if (!state.owner || state.deleted || state.owner !== actor) throw new NotFoundError(FolderMessages.folderNotFound);
}

export const folderDecider: Decider<FolderCommand, FolderEvent, FolderState> = {
  initialState: { deleted: false, designs: [] },
  decide(command, state) {
    switch (command.type) {
      case 'CreateFolder':
        if (state.owner) throw new ConflictError('This folder already exists.');
        return [{ type: 'FolderCreated', data: { folderId: command.folderId, owner: command.owner, name: command.name.trim(), folderType: command.folderType, at: command.at } }];
      case 'RenameFolder':
        live(state, command.actor);
        if (command.name.trim() === state.name) return [];
        return [{ type: 'FolderRenamed', data: { folderId: state.folderId!, name: command.name.trim(), at: command.at } }];
      case 'DeleteFolder':
        live(state, command.actor);
        return [{ type: 'FolderDeleted', data: { folderId: state.folderId!, at: command.at } }];
      case 'AddDesignToFolder':
        live(state, command.actor);
        if (state.folderType !== 'design') throw new ValidationError(FolderMessages.notADesignFolder, 'folder_id');
        if (state.designs.includes(command.designId)) return [];
        return [{ type: 'DesignAddedToFolder', data: { folderId: state.folderId!, designId: command.designId, at: command.at } }];
      case 'AddDesignsToFolder': {
        live(state, command.actor);
        if (state.folderType !== 'design') throw new ValidationError(FolderMessages.notADesignFolder, 'folderId');
        const have = new Set(state.designs);
        return [...new Set(command.designIds)].filter((d) => !have.has(d))
          .map((designId) => ({ type: 'DesignAddedToFolder' as const, data: { folderId: state.folderId!, designId, at: command.at } }));
      }
      case 'RemoveFromFolder':
        live(state, command.actor);
        return [{ type: 'FolderResourceRemoved', data: { folderId: state.folderId!, resource: command.resource, at: command.at } }];
      case 'ShareFolder':
        live(state, command.actor);
        return [{ type: 'FolderShared', data: { folderId: state.folderId!, owner: state.owner!, emails: command.emails, role: command.role, at: command.at } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'FolderCreated':
        return { ...state, folderId: event.data.folderId, owner: event.data.owner, name: event.data.name, folderType: event.data.folderType };
      case 'FolderRenamed':
        return { ...state, name: event.data.name };
      case 'FolderDeleted':
        return { ...state, deleted: true };
      case 'DesignAddedToFolder':
        return { ...state, designs: [...state.designs, event.data.designId] };
      case 'FolderResourceRemoved':
        return { ...state, designs: state.designs.filter((d) => d !== event.data.resource) };
      default:
        return state; // the stream's photos (PhotoAdded) are the photo decider's
    }
  },
};
