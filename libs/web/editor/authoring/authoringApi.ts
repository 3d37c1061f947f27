// Template authoring's calls (admins and designers): load a template with its drafts, save it,
// publish or unpublish it.
import { CatalogCalls } from '@dm/contracts/calls';
import type { DesignFile, DesignTemplate, TextTemplate } from '@dm/contracts/types';
import { serverApi } from '../../api/serverApi';

export interface TemplateFields {
  id?: string;
  name: string;
  categories: string[];
  keywords: string;
  custom_url?: string;
  active: boolean;
}

export const authoringApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    authoringDesignTemplate: build.query<DesignTemplate, string>({
      query: (id) => ({ path: CatalogCalls.getOneDesign, body: { id } }),
    }),
    authoringTextTemplate: build.query<TextTemplate, string>({
      query: (id) => ({ path: CatalogCalls.getOneTextTemplate, body: { id } }),
    }),
    saveDesignTemplate: build.mutation<DesignTemplate, TemplateFields & { design_file: DesignFile }>({
      query: (body) => ({ path: CatalogCalls.saveDesignTemplate, body }),
    }),
    saveTextTemplate: build.mutation<TextTemplate, Omit<TemplateFields, 'categories' | 'custom_url'> & { design_file: DesignFile }>({
      query: (body) => ({ path: CatalogCalls.saveTextTemplate, body }),
    }),
    setTemplateActive: build.mutation<DesignTemplate | TextTemplate, { kind: 'design template' | 'text template'; id: string; active: boolean }>({
      query: ({ kind, id, active }) => ({ path: kind === 'design template' ? CatalogCalls.setDesignTemplateActive : CatalogCalls.setTextTemplateActive, body: { id, active } }),
    }),
  }),
});

export const {
  useAuthoringDesignTemplateQuery, useAuthoringTextTemplateQuery, useSaveDesignTemplateMutation, useSaveTextTemplateMutation, useSetTemplateActiveMutation,
} = authoringApi;
