import { z } from 'zod';
export * from './folders.constants.js';

/** A photo in a folder (an upload): `path` is the full image, `low_path` its preview (longest side 400). */
export interface PhotoResource {
  _id: string;
  path: string;
  low_path: string;
  name: string;
  width: number;
  height: number;
  createdAt: string;
}

/** folder/get's entry (library section 3). */
export interface FolderEntry {
  folder: { _id: string; name: string; type: 'photo' | 'design'; resources: PhotoResource[] };
  role: 'view' | 'edit';
  ownership: 'owned' | 'shared';
}

export const FolderGetRequest = z.object({ id: z.string().min(1).max(100).optional() }).strict();
export type FolderGetRequest = z.infer<typeof FolderGetRequest>;

/** The text fields of an upload's multipart body (the files come as `file`, or `image` for the helper). */
export const UploadFieldsRequest = z.object({
  folder_id: z.string().min(1).max(100).optional(),
  folderId: z.string().min(1).max(100).optional(),
}).strict();
export type UploadFieldsRequest = z.infer<typeof UploadFieldsRequest>;

export interface UploadAnswer {
  resources: PhotoResource[];
}
