// An uploaded image as the product keeps it: judged by its bytes (png or jpeg, whatever its name
// says), bounded in bytes and pixels, turned upright by its EXIF orientation, converted to sRGB
// and stripped of metadata, with a preview whose longest side is 400 px. libvips through sharp.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { FolderMessages, UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGAPIXELS, UPLOAD_PREVIEW_SIDE } from '@dm/contracts';
import { PayloadTooLargeError, ValidationError } from '@dm/platform';

export type UploadKind = 'png' | 'jpg';

export interface ProcessedImage {
  kind: UploadKind;
  /** sha256 of the bytes as sent (content address). */
  hash: string;
  /** The full image: upright, sRGB, no metadata, same format. */
  full: Buffer;
  /** The preview: longest side 400 px (never enlarged), same format. */
  preview: Buffer;
  width: number;
  height: number;
}

/** png or jpeg by magic bytes; anything else (a GIF named .png) is null. */
export function sniffUpload(bytes: Uint8Array): UploadKind | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47 && bytes[4] === 0x0d && bytes[5] === 0x0a && bytes[6] === 0x1a && bytes[7] === 0x0a) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** Checks and processes one upload; every refusal names the file and nothing is kept. */
export async function processUpload(name: string, bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new PayloadTooLargeError(FolderMessages.tooLarge(name, UPLOAD_MAX_BYTES / 1024 / 1024));
  const kind = sniffUpload(bytes);
  if (!kind) throw new ValidationError(FolderMessages.notAnImage(name), 'file');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(FolderMessages.unreadable(name), 'file');
  }
  if (!meta.width || !meta.height) throw new ValidationError(FolderMessages.unreadable(name), 'file');
  if (meta.width * meta.height > UPLOAD_MAX_MEGAPIXELS * 1e6) throw new ValidationError(FolderMessages.tooManyPixels(name, UPLOAD_MAX_MEGAPIXELS), 'file');
  try {
    // rotate() with no angle applies the EXIF orientation; metadata is dropped unless kept
    const upright = () => sharp(bytes, { limitInputPixels: UPLOAD_MAX_MEGAPIXELS * 1e6 }).rotate().toColourspace('srgb');
    const encode = (s: sharp.Sharp) => (kind === 'png' ? s.png({ compressionLevel: 6 }) : s.jpeg({ quality: 90, mozjpeg: false }));
    // both at once (libvips decodes the preview's JPEG shrunk on load)
    const [{ data: full, info }, preview] = await Promise.all([
      encode(upright()).toBuffer({ resolveWithObject: true }),
      encode(upright().resize(UPLOAD_PREVIEW_SIDE, UPLOAD_PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true })).toBuffer(),
    ]);
    return { kind, hash: createHash('sha256').update(bytes).digest('hex'), full, preview, width: info.width, height: info.height };
  } catch {
    throw new ValidationError(FolderMessages.unreadable(name), 'file');
  }
}
