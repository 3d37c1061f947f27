// The user's uploads: the photos folder's listing, and uploads sent with XMLHttpRequest so each
// file's progress can be shown (fetch has no upload progress), both as RTK Query endpoints.
import { postForm } from '../../api/form';
import { FolderCalls } from '@dm/contracts/calls';
import type { FolderEntry, PhotoResource } from '@dm/contracts/types';
import { serverApi } from '../../api/serverApi';
import type { ServerCallError } from '../../api/baseQuery';

export type { PhotoResource };

/** A photo folder's entry: its resources are photos. */
export type PhotoFolderEntry = Omit<FolderEntry, 'folder'> & { folder: Omit<FolderEntry['folder'], 'resources'> & { resources: PhotoResource[] } };

/** Progress of uploads in flight, by the id the caller gives each upload (0..1). */
const listeners = new Map<string, (fraction: number) => void>();
export function onUploadProgress(id: string, listener: (fraction: number) => void): () => void {
  listeners.set(id, listener);
  return () => listeners.delete(id);
}

interface UploadArg {
  /** Names the upload for onUploadProgress. */
  id: string;
  file: File;
  folderId: string;
}

function send({ id, file, folderId }: UploadArg): Promise<{ data: PhotoResource[]; error?: undefined } | { error: ServerCallError; data?: undefined }> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('folder_id', folderId);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${FolderCalls.uploadFile}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) listeners.get(id)?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { response_code?: number; data?: { resources: PhotoResource[] }; error?: string } | null;
      if (xhr.status === 200 && body?.response_code === 1 && body.data) resolve({ data: body.data.resources });
      else {
        const text = body?.error ?? 'Something went wrong.';
        resolve({ error: { status: xhr.status, message: text, serverError: text } });
      }
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', message: 'Something went wrong.', serverError: 'Something went wrong.' } });
    xhr.send(form);
  });
}

/** A background remover's mask (PNG) kept with the user's uploads; never listed in a folder. */
async function sendMask(png: Blob): Promise<{ data: PhotoResource; error?: undefined } | { error: ServerCallError; data?: undefined }> {
  const form = new FormData();
  form.append('file', png, 'mask.png');
  const r = await postForm<{ resources: PhotoResource[] }>(FolderCalls.uploadMask, form);
  if (r.error) return r;
  const kept = r.data.resources[0];
  return kept ? { data: kept } : { error: { status: 200, message: 'Something went wrong.', serverError: 'Something went wrong.' } };
}

export const uploadsApi = serverApi.enhanceEndpoints({ addTagTypes: ['Uploads'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The photos folder with its photos, newest first. */
    photosFolder: build.query<PhotoFolderEntry, string>({
      query: (id) => ({ path: FolderCalls.get, body: { id } }),
      transformResponse: (entries: FolderEntry[]) => entries[0] as PhotoFolderEntry,
      providesTags: ['Uploads'],
    }),
    uploadPhoto: build.mutation<PhotoResource[], UploadArg>({
      queryFn: (arg) => send(arg),
      invalidatesTags: ['Uploads'],
    }),
    uploadMask: build.mutation<PhotoResource, Blob>({
      queryFn: (png) => sendMask(png),
    }),
  }),
});
