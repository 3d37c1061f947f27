// Bulk edit's calls (RTK Query): the label names the server suggests (tag/get_all_labels) and the
// bulk save of every generated design into a folder.
import { CatalogCalls, DesignCalls } from '@dm/contracts/calls';
import type { SavedDesignSummary, Tag } from '@dm/contracts/types';
import { serverApi } from '../../api/serverApi';

const api = serverApi.enhanceEndpoints({ addTagTypes: ['Folders', 'SavedDesigns'] });

export interface BulkSaveArg {
  original_save_id: string;
  folderId: string;
  designs: { design_file: unknown; thumbnail?: string; name?: string }[];
}

export const bulkApi = api.injectEndpoints({
  endpoints: (build) => ({
    labelSuggestions: build.query<Tag[], void>({
      query: () => ({ path: CatalogCalls.getAllLabels, body: {} }),
    }),
    bulkSave: build.mutation<SavedDesignSummary[], BulkSaveArg>({
      query: (body) => ({ path: DesignCalls.bulkSave, body }),
      invalidatesTags: ['Folders', 'SavedDesigns'],
    }),
  }),
});

export const { useLabelSuggestionsQuery, useBulkSaveMutation } = bulkApi;
