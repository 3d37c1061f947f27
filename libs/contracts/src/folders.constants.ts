/** The folders wire's plain values (no zod): uploads into photo folders. folders.ts re-exports them. */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_MAX_MEGAPIXELS = 50;
/** The longest side of an upload's preview (`low_path`). */
export const UPLOAD_PREVIEW_SIDE = 400;
export const UPLOAD_MAX_FILES = 20;
/** What the file pickers accept (spec: png, jpg and jpeg only). */
export const UPLOAD_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export const FolderMessages = {
  folderNotFound: 'Oops the resource does not exist.',
  noFile: 'Choose a png, jpg or jpeg file to upload.',
  tooManyFiles: (max: number) => `At most ${max} files at a time.`,
  notAnImage: (name: string) => `'${name}' is not a png or jpeg image.`,
  maskNotPng: 'A cut-out mask must be a png image.',
  tooLarge: (name: string, mb: number) => `'${name}' is larger than ${mb} MB.`,
  tooManyPixels: (name: string, mp: number) => `'${name}' has more than ${mp} megapixels.`,
  unreadable: (name: string) => `'${name}' could not be read as an image.`,
  uploaded: 'Files uploaded',
  uploadedOne: 'file upload success',
  signInToUpload: 'Please log in to use this feature',
  protectedFolder: 'Your Photos and My Designs folders cannot be renamed or deleted.',
  notADesignFolder: 'Designs go into design folders (not My Designs).',
  notAPhotoFolder: 'Photos go into photo folders.',
  deleteConfirm: 'Are you sure you want to delete this folder?',
  shared: 'Shared folder successfully!',
  shareFailed: 'Failed to share folder.',
  cannotShareMyDesigns: 'My Designs cannot be shared; share a design folder or the designs themselves.',
  myDesigns: 'My Designs',
  photos: 'Photos',
} as const;
