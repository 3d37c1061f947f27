// A photo folder's contents as a decider: photos added by upload. Stream `folder-{id}`. The
// folder itself (the user's protected photos folder) is identity's until folders are their own.
import { ConflictError, NotFoundError, type Decider } from '@dm/platform/domain';
import { FolderMessages } from '@dm/contracts/constants';

export const folderStream = (id: string) => `folder-${id}`;

export interface PhotoData {
  resourceId: string;
  /** Blob keys: the full image (oriented, sRGB, no metadata), its preview, and the file as sent. */
  key: string;
  lowKey: string;
  originalKey: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  /** 'mask': a background remover's cut-out mask, kept and served like a photo, never listed. */
  kind?: 'mask';
}

/** `owner`: who uploads (the photo is theirs); `folderOwner`: whose folder it is (the same, or someone who shared it for edit). */
export type PhotoFolderCommand = { type: 'AddPhoto'; folderId: string; owner: string; folderOwner?: string; actor: string; photo: PhotoData; at: string };

export type PhotoFolderEvent = { type: 'PhotoAdded'; data: PhotoData & { folderId: string; owner: string; folderOwner?: string; at: string } };

export interface PhotoFolderState {
  owner?: string;
  resources: string[];
}

const NO_RESOURCES: string[] = Object.freeze([]) as unknown as string[];

export const photoFolderDecider: Decider<PhotoFolderCommand, PhotoFolderEvent, PhotoFolderState> = {
  initialState: { resources: NO_RESOURCES },
  decide(command, state) {
    if (command.actor !== command.owner) throw new NotFoundError(FolderMessages.folderNotFound);
    const folderOwner = command.folderOwner ?? command.owner;
    if (state.owner && state.owner !== folderOwner) throw new NotFoundError(FolderMessages.folderNotFound);
    if (state.resources.includes(command.photo.resourceId)) throw new ConflictError(`Photo ${command.photo.resourceId} is already in this folder.`);
    return [{ type: 'PhotoAdded', data: { ...command.photo, folderId: command.folderId, owner: command.owner, ...(folderOwner !== command.owner ? { folderOwner } : {}), at: command.at } }];
  },
  evolve(state, event) {
    // the stream also holds the folder's own life (folder.decider): only photos count here
    if ((event as { type: string }).type !== 'PhotoAdded') return { ...state, owner: state.owner ?? (event.data as { owner?: string }).owner };
    // a fold owns its states: the fold's own list grows in place (copying it per photo made a big folder's fold quadratic)
    const resources = state.resources === NO_RESOURCES ? [] : state.resources;
    resources.push(event.data.resourceId);
    return { owner: state.owner ?? event.data.folderOwner ?? event.data.owner, resources };
  },
};
