// The local blob store under DATA_DIR/blobs (the embedded default; PostgreSQL and S3-compatible
// stores are the shapes for several instances). Keys are relative paths such as `rendering/outputs/{id}.png`; nothing
// escapes the root.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative } from 'node:path';

import type { BlobStore } from './blob-store.js';

export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  path(key: string): string {
    const p = normalize(join(this.root, key));
    const rel = relative(this.root, p);
    if (!rel || rel.startsWith('..') || isAbsolute(rel)) throw new Error(`blob key '${key}' is outside the store`);
    return p;
  }

  /** Writes atomically (temp file + rename), so readers never see half a file. */
  async put(key: string, data: Uint8Array): Promise<void> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    const tmp = `${p}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, p);
  }

  async get(key: string): Promise<Buffer | null> {
    const path = this.path(key);
    try {
      return await readFile(path);
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(() => true, () => false);
  }

  /** Removes a blob; a missing one is fine. */
  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

/** Key prefixes anyone may read at GET /api/blobs/<key> (names carry a random or content-hash part). */
export const PUBLIC_BLOB_PREFIXES = ['catalog/thumbnails/', 'designs/thumbnails/', 'imagemaker/'] as const;
export const PUBLIC_BLOB_ROUTE = '/api/blobs';

export const publicBlobUrl = (key: string) => `${PUBLIC_BLOB_ROUTE}/${key}`;

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };
export const blobMime = (key: string) => MIME[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** A data URL's bytes and file extension, for images only; null for anything else. */
export function decodeImageDataUrl(dataUrl: string): { bytes: Buffer; ext: 'png' | 'jpg' | 'webp' } | null {
  const m = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) return null;
  const bytes = Buffer.from(m[2], 'base64');
  // the label is the sender's claim; the bytes decide (HTML or a binary labelled image/png is refused)
  const ext = sniffImageType(bytes);
  return ext ? { bytes, ext } : null;
}

/** The image type by its magic bytes (png, jpeg or webp), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | null {
  const b = bytes;
  if (b.length >= 33 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a
    && b[12] === 0x49 && b[13] === 0x48 && b[14] === 0x44 && b[15] === 0x52) return 'png';
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 16 && String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...b.subarray(8, 12)) === 'WEBP') return 'webp';
  return null;
}
