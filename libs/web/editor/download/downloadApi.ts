// Exports on the server (render jobs): start one, then read its status until it completes. RTK
// Query mutations (a status read is not cached: each poll must reach the server).
import { serverApi } from '../../api/serverApi';

export type ExportFormat = 'png' | 'jpg' | 'pdf' | 'mp4';

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

const POLL_MS = 400;
const RENDER_TIMEOUT_MS = 120_000;

/**
 * One server render to its output bytes: start it, read its status until it settles, fetch the
 * file. An error names what failed (the server's reason when it gives one).
 */
export function useRenderFile(): (type: ExportFormat, file: { width: number; height: number }, page: number) => Promise<Uint8Array> {
  const [initiate] = useInitiateRenderMutation();
  const [status] = useRenderStatusMutation();
  return async (type, file, page) => {
    const started = await initiate({ type, html_data: file, rendering_parameters: { width: file.width, height: file.height, page } });
    if ('error' in started && started.error) throw new Error((started.error as { serverError?: string }).serverError ?? 'The export could not be started.');
    let rec = started.data as RenderRecord;
    const until = Date.now() + RENDER_TIMEOUT_MS;
    while (rec.status === 'requested') {
      if (Date.now() > until) throw new Error('The export is taking too long. Please try again.');
      await new Promise((r) => setTimeout(r, POLL_MS));
      const polled = await status(rec._id);
      if ('error' in polled && polled.error) throw new Error((polled.error as { serverError?: string }).serverError ?? 'The export failed.');
      rec = polled.data as RenderRecord;
    }
    if (rec.status === 'failed') throw new Error(rec.error ?? 'The export failed.');
    const res = await fetch(rec.output_src, { credentials: 'same-origin' });
    if (!res.ok) throw new Error('The exported file could not be fetched.');
    return new Uint8Array(await res.arrayBuffer());
  };
}
