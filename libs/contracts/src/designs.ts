import { z } from 'zod';
import { DIMENSION_UNITS } from './dimensions.js';
import { BULK_EDIT, MAX_IDS_PER_CALL, MAX_SHARE_EMAILS } from './designs.constants.js';
import { Email } from './identity.js';

export * from './designs.constants.js';
export { DesignCalls } from './calls.js';


const designId = z.string().trim().min(1, { error: 'must not be empty' }).max(64, { error: 'must be at most 64 characters' });
const idOrIds = z.union([designId, z.array(designId).min(1, { error: 'must list at least one design' }).max(MAX_IDS_PER_CALL, { error: `must list at most ${MAX_IDS_PER_CALL} designs` })]);

export const CreateBlankDesignRequest = z.object({
  width: z.union([z.number(), z.string()]),
  height: z.union([z.number(), z.string()]),
  dimension_units: z.enum(DIMENSION_UNITS, { error: `must be one of ${DIMENSION_UNITS.join(', ')}` }).default('px'),
  name: z.string().max(200).optional(),
});
export const CopyTemplateRequest = z.object({ id: designId, category_id: z.string().max(64).optional() });
export const CloneDesignRequest = z.object({
  saved_design_id: designId,
  name_append: z.string().max(100, { error: 'must be at most 100 characters' }).default(' Copy'),
  design_file: z.unknown().optional(),
});
export const CreateFromJsonRequest = z.object({ design_file: z.unknown(), name: z.string().max(200).optional() });
export const GetDesignsRequest = z.object({ ids: z.array(designId).max(MAX_IDS_PER_CALL) });
export const GetOneDesignRequest = z.object({ id: designId });
export const RenameDesignRequest = z.object({ id: designId, name: z.string() });
const thumbnailData = z
  .string()
  .max(2_000_000, { error: 'must be at most 2 MB' })
  .regex(/^(data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$|\/api\/(render\/outputs|blobs)\/[A-Za-z0-9._/?=-]+$)/, {
    error: 'must be a png, jpeg or webp data URL, or a link to one of our own renders',
  });

export const UpdateThumbnailRequest = z.object({ id: designId, thumbnail_data: thumbnailData });
/** saved_design/bulk_save: the designs bulk edit generated from one design, saved into a folder at once. */
export const BulkSaveRequest = z.object({
  original_save_id: designId,
  folderId: z.string().trim().min(1, { error: 'must not be empty' }).max(64, { error: 'must be at most 64 characters' }),
  designs: z.array(z.object({
    design_file: z.unknown(),
    thumbnail: thumbnailData.max(300_000, { error: 'must be at most 300 KB' }).optional(),
    name: z.string().max(200, { error: 'must be at most 200 characters' }).optional(),
  })).min(1, { error: 'must list at least one design' }).max(BULK_EDIT.maxRows, { error: `must list at most ${BULK_EDIT.maxRows} designs` }),
});
export type BulkSaveRequest = z.infer<typeof BulkSaveRequest>;

export const DeleteDesignsRequest = z.object({ id: idOrIds });
export const ClaimDesignRequest = z.object({ design_id: designId });
export const SaveDesignRequest = z.object({
  id: designId,
  /** The version the editor's document was based on; a newer saved version is a 409. */
  version: z.number().int().min(1),
  design_file: z.unknown(),
});

export const DesignRole = z.enum(['view', 'edit'], { error: "must be 'view' or 'edit'" });
export type DesignRole = z.infer<typeof DesignRole>;

/** permission/share_permission_with_emails/: invite people (with or without an account) to a design. */
export const ShareDesignRequest = z.object({
  host_email: Email.optional(),
  emails: z.array(Email).min(1, { error: 'must list at least one e-mail' }).max(MAX_SHARE_EMAILS, { error: `must list at most ${MAX_SHARE_EMAILS} e-mails` }),
  saved_design: designId,
  role: DesignRole.default('view'),
});
export type ShareDesignRequest = z.infer<typeof ShareDesignRequest>;
export const CheckPermissionRequest = z.object({ user_email: Email, saved_design: designId, role: DesignRole.optional() });
export type CheckPermissionRequest = z.infer<typeof CheckPermissionRequest>;
export const AlterLinkSharingRequest = z.object({
  design_id: designId,
  action: z.enum(['enable_edit', 'enable_view', 'disable'], { error: "must be 'enable_edit', 'enable_view' or 'disable'" }),
});
export type AlterLinkSharingRequest = z.infer<typeof AlterLinkSharingRequest>;
export const FetchSharedPermissionsRequest = z.object({});

/** user/fetch_shared_permissions: a design shared with the caller. */
export interface SharedPermission {
  resource_type: 'design';
  saved_design: SavedDesignSummary;
  role: DesignRole;
}

export interface PermissionAnswer {
  user_email: string;
  saved_design: string;
  /** The access that e-mail has: owner, edit or view through an invitation or the link, or none. */
  role: 'owner' | DesignRole | null;
  /** Whether it has at least the role asked for (or any access when none was asked). */
  has_permission: boolean;
}

/** A saved design as the calls answer it. */
export interface SavedDesign {
  _id: string;
  name: string;
  thumbnail: string | null;
  design_file: unknown;
  width: number;
  height: number;
  role: 'edit' | 'view';
  view_all: boolean;
  edit_all: boolean;
  category_id: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}
/** List entries leave the document out. */
export type SavedDesignSummary = Omit<SavedDesign, 'design_file'>;
