// The saved-design calls the editor makes, as RTK Query endpoints on the app's one api.
import { DesignCalls as Calls } from '@dm/contracts/calls';
import type { SavedDesign } from '@dm/contracts/types';
import { freeze } from 'immer';
import { serverApi } from '../../api/serverApi';

/** Mirrors the contract's paths (typed as the contract's constant, so drift fails tsc). */
export type { SavedDesign };

export const designsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    savedDesign: build.query<SavedDesign, string>({
      // GET with the id in the link: the editor's page preloads exactly this while it loads
      query: (id) => ({ path: `${Calls.getOne}?id=${encodeURIComponent(id)}`, method: 'GET' as const }),
      keepUnusedDataFor: 0,
      // frozen as it arrives: the store's reducer then takes the answer as it is, where it walked
      // every object of the document twice (for drafts in it, then to freeze it); the editor keeps
      // the document frozen anyway (see store/editor.ts)
      transformResponse: (answer: SavedDesign) => freeze(answer, true),
    }),
    saveDesign: build.mutation<{ _id: string; version: number }, { id: string; version: number; design_file: unknown }>({
      query: (body) => ({ path: Calls.save, body }),
    }),
    renameDesign: build.mutation<unknown, { id: string; name: string }>({
      query: (body) => ({ path: Calls.update, body }),
    }),
    updateThumbnail: build.mutation<unknown, { id: string; thumbnail_data: string }>({
      query: (body) => ({ path: Calls.updateThumbnail, body }),
    }),
  }),
});

export const { useSavedDesignQuery, useSaveDesignMutation, useRenameDesignMutation, useUpdateThumbnailMutation } = designsApi;
