// Folders (library §7): the list and one folder, made, renamed, deleted; designs moved into design
// folders and resources taken out. Every change refreshes the folders and the saved designs.
import { FolderCalls } from '@dm/contracts/calls';
import type { FolderEntry } from '@dm/contracts/types';
import { serverApi } from '../api/serverApi';

const api = serverApi.enhanceEndpoints({ addTagTypes: ['Folders', 'SavedDesigns', 'Uploads'] });

export const foldersApi = api.injectEndpoints({
  endpoints: (build) => ({
    folders: build.query<FolderEntry[], void>({
      query: () => ({ path: FolderCalls.get, body: {} }),
      providesTags: ['User', 'Folders', 'SavedDesigns', 'Uploads'],
    }),
    folder: build.query<FolderEntry, string>({
      query: (id) => ({ path: FolderCalls.get, body: { id } }),
      transformResponse: (list: FolderEntry[]) => list[0],
      providesTags: ['Folders', 'SavedDesigns', 'Uploads'],
    }),
    createFolder: build.mutation<FolderEntry, { folder_name: string; folder_type: 'photo' | 'design' }>({
      query: (body) => ({ path: FolderCalls.create, body }),
      invalidatesTags: ['Folders'],
    }),
    renameFolder: build.mutation<FolderEntry, { folder_id: string; new_name: string }>({
      query: (body) => ({ path: FolderCalls.rename, body }),
      invalidatesTags: ['Folders'],
    }),
    deleteFolder: build.mutation<unknown, { folder_id: string }>({
      query: (body) => ({ path: FolderCalls.delete, body }),
      invalidatesTags: ['Folders'],
    }),
    deleteFolderResource: build.mutation<unknown, { folder_id: string; resource: string }>({
      query: (body) => ({ path: FolderCalls.deleteResource, body }),
      invalidatesTags: ['Folders', 'Uploads'],
    }),
    shareFolder: build.mutation<{ shared: string[] }, { host_email?: string; emails: string[]; folder_id: string; role: 'view' | 'edit' }>({
      query: (body) => ({ path: FolderCalls.share, body }),
    }),
    moveDesign: build.mutation<unknown, { folder_id: string; design_id: string }>({
      query: (body) => ({ path: FolderCalls.moveDesign, body }),
      invalidatesTags: ['Folders'],
    }),
  }),
});

export const {
  useFoldersQuery, useFolderQuery, useShareFolderMutation, useCreateFolderMutation, useRenameFolderMutation, useDeleteFolderMutation, useDeleteFolderResourceMutation, useMoveDesignMutation,
} = foldersApi;

/** Tile names: cut to 22 characters plus '...' when the name is 25 characters or longer (library §2). */
export const tileName = (name: string) => (name.length >= 25 ? `${name.slice(0, 22)}...` : name);
