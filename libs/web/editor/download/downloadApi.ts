// Exports on the server (render jobs): start one, then read its status until it completes. RTK
// Query mutations (a status read is not cached: each poll must reach the server).
import { serverApi } from '../../api/serverApi';

export type ExportFormat = 'png' | 'jpg' | 'pdf';

export interface RenderRecord {
  _id: string;
  type: ExportFormat;
  status: 'requested' | 'completed' | 'failed';
  output_src: string;
  error?: string;
}

export interface RenderArg {
  type: ExportFormat;
  html_data: unknown;
  rendering_parameters: { width?: number; height?: number; page?: number };
}

export const downloadApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    initiateRender: build.mutation<RenderRecord, RenderArg>({
      query: (body) => ({ path: 'render/initiate', body }),
    }),
    renderStatus: build.mutation<RenderRecord, string>({
      query: (id) => ({ path: 'render/status', body: { id } }),
    }),
  }),
});

export const { useInitiateRenderMutation, useRenderStatusMutation } = downloadApi;
