// The wizard's calls (RTK Query): formats (tags of type pg_category), a format's templates, and
// the saved design a result becomes.
import { DesignCalls } from '@dm/contracts/calls';
import type { DesignTemplate, SavedDesign, Tag } from '@dm/contracts/types';
import { serverApi } from '../api/serverApi';

export const wizardApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    wizardTags: build.query<Tag[], void>({
      query: () => ({ path: 'tag/get_all', method: 'GET' }),
    }),
    templatesByTag: build.query<{ docs: DesignTemplate[]; total: number }, { tag_id: string; page_no: number; size: number }>({
      query: (body) => ({ path: 'design/get_by_tag_id', body }),
    }),
    /** Templates of every format (the wizard adapts them to the chosen one when its own run out). */
    allTemplates: build.query<{ docs: DesignTemplate[]; total: number }, { page_no: number; size: number }>({
      query: (body) => ({ path: 'design/get/', body: { ...body, active: true } }),
    }),
    /** A template whole (the listing answers summaries without the design file). */
    templateFile: build.query<DesignTemplate, string>({
      query: (id) => ({ path: 'design/get_one', body: { id } }),
    }),
    createFromJson: build.mutation<SavedDesign, { design_file: unknown; name?: string }>({
      query: (body) => ({ path: DesignCalls.createFromJson, body }),
      invalidatesTags: ['User'],
    }),
    wizardThumbnail: build.mutation<unknown, { id: string; thumbnail_data: string }>({
      query: (body) => ({ path: DesignCalls.updateThumbnail, body }),
    }),
  }),
});

export const { useWizardTagsQuery, useLazyTemplatesByTagQuery, useLazyTemplateFileQuery, useLazyAllTemplatesQuery, useCreateFromJsonMutation, useWizardThumbnailMutation } = wizardApi;
