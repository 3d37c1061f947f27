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

/** A design in a design folder: `path` is the saved design's id (library section 3). */
export interface DesignFolderResource {
  _id: string;
  path: string;
  name: string;
  thumbnail: string | null;
  width: number;
  height: number;
  updatedAt: string;
}

/** folder/get's entry (library section 3). */
export interface FolderEntry {
  folder: { _id: string; name: string; type: 'photo' | 'design'; resources: (PhotoResource | DesignFolderResource)[] };
  role: 'view' | 'edit';
  ownership: 'owned' | 'shared';
  /** The user's own photos and designs folders: never renamed or deleted. */
  protected?: boolean;
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

const folderId = z.string().trim().min(1).max(100);
const folderName = z.string().trim().min(1, { error: 'must not be empty' }).max(100, { error: 'must be at most 100 characters' });
export const CreateFolderRequest = z.object({ folder_name: folderName, folder_type: z.enum(['photo', 'design'], { error: "must be 'photo' or 'design'" }) }).strict();
export type CreateFolderRequest = z.infer<typeof CreateFolderRequest>;
export const RenameFolderRequest = z.object({ folder_id: folderId, new_name: folderName }).strict();
export const DeleteFolderRequest = z.object({ folder_id: folderId }).strict();
export const DeleteFolderResourceRequest = z.object({ folder_id: folderId, resource: z.string().trim().min(1).max(100) }).strict();
export const MoveDesignRequest = z.object({ folder_id: folderId, design_id: z.string().trim().min(1).max(64) }).strict();
export const ShareFolderRequest = z.object({
  host_email: z.string().max(254).optional(),
  emails: z.array(z.string().trim().toLowerCase().max(254).pipe(z.email({ error: 'must be an email address' }))).min(1, { error: 'must list at least one e-mail' }).max(50),
  folder_id: folderId,
  role: z.enum(['view', 'edit'], { error: "must be 'view' or 'edit'" }).default('view'),
}).strict();
export type ShareFolderRequest = z.infer<typeof ShareFolderRequest>;
