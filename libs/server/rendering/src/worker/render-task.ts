// One render, as the worker runs it: validate and migrate the design, draw the page with the
// shared scene renderer, encode it. Never throws: a bad design becomes a clear error result.
import { isAbsolute, join, normalize, relative } from 'node:path';
import { readFile } from 'node:fs/promises';
import { Messages, migrateDesignFile, PHOTO_FILE } from '@dm/contracts';
import { sharedEngine } from '@dm/engine/node';
import { AssetMissingError, exportPdf, isAnimated, nodeAssetLoader, renderDesignPage } from '@dm/scene/node';
import { encodeMp4 } from './video.js';
import { GuardedFetcher } from '../image-proxy/guarded-fetch.js';
import { blobKeyOf } from './blob-keys.js';
import { encodePng } from './encode.js';

export { blobKeyOf };

export interface RenderTaskInput {
  id: string;
  type: 'png' | 'jpg' | 'pdf' | 'mp4';
  /** design_file (or its JSON text). */
  design: unknown;
  page: number;
  /** Box the output must fit (keeps the aspect ratio); default the design's own size. */
  width?: number;
  height?: number;
  /** Folder of the local blob store (images referenced by key), when blobs live in a folder. */
  blobRoot?: string;
  /** Folder of the photo library's files (`/api/photos/<file>`). */
  photosRoot?: string;
  /** The design's blobs by key, when the store is not a folder (PostgreSQL, S3). */
  blobs?: Record<string, Uint8Array>;
  /** Let remote images come from private and loopback addresses (tests, closed networks). Default false. */
  allowPrivateAddresses?: boolean;
  /** Element ids (and '@background') drawn watermarked: premium resources the requester has not paid for. */
  watermark?: string[];
  /** Exports fail on an image that cannot be loaded, naming it; thumbnails draw without it. */
  strictAssets?: boolean;
}

export type RenderTaskOutput =
  | { ok: true; bytes: Uint8Array; width: number; height: number; ms: number; warnings: string[] }
  | { ok: false; error: string };

export const MAX_RENDER_MEGAPIXELS = 40;
const MISSING = 'image not found: ';
const REMOTE_TIMEOUT_MS = 10_000;
const REMOTE_MAX_BYTES = 25 * 1024 * 1024;

export async function runRenderTask(input: RenderTaskInput): Promise<RenderTaskOutput> {
  const t0 = performance.now();
  try {
    let raw = input.design;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        return { ok: false, error: Messages.renderDesignInvalid('html_data is not a design_file (not valid JSON)') };
      }
    }
    const parsed = migrateDesignFile(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue.path.length ? issue.path.join('.') : 'design_file';
      return { ok: false, error: Messages.renderDesignInvalid(`${where}: ${issue.message.toLowerCase()}`) };
    }
    const design = parsed.data;
    const watermark = input.watermark?.length ? new Set(input.watermark) : undefined;
    if (input.type === 'pdf') {
      // every page, text as real text in embedded font subsets
      const engine = await sharedEngine().catch(() => undefined);
      const loader = nodeAssetLoader(blobResolver(input.blobRoot, input.allowPrivateAddresses, input.blobs, input.photosRoot));
      const bytes = await exportPdf(design, { engine, loader, watermark, strict: input.strictAssets });
      return { ok: true, bytes, width: design.width, height: design.height, ms: Math.round(performance.now() - t0), warnings: [] };
    }
    if (input.type === 'mp4') {
      if (!isAnimated(design)) return { ok: false, error: Messages.renderNotAnimated };
      const scale = fitScale(design.width, design.height, input.width, input.height);
      const engine = await sharedEngine().catch(() => undefined);
      const loader = nodeAssetLoader(blobResolver(input.blobRoot, input.allowPrivateAddresses, input.blobs, input.photosRoot));
      const v = await encodeMp4(design, { scale, engine, loader, watermark });
      const missing = v.warnings.find((w) => w.startsWith(MISSING));
      if (input.strictAssets && missing) return { ok: false, error: Messages.renderAssetMissing(missing.slice(MISSING.length)) };
      return { ok: true, bytes: v.bytes, width: v.width, height: v.height, ms: Math.round(performance.now() - t0), warnings: v.warnings };
    }
    if (input.page >= design.pages.length) return { ok: false, error: Messages.renderPageMissing(input.page, design.pages.length) };
    const scale = fitScale(design.width, design.height, input.width, input.height);
    const w = Math.round(design.width * scale);
    const h = Math.round(design.height * scale);
    if (w * h > MAX_RENDER_MEGAPIXELS * 1e6) return { ok: false, error: Messages.renderTooLarge(w, h, MAX_RENDER_MEGAPIXELS) };
    const engine = await sharedEngine().catch(() => undefined);
    const r = await renderDesignPage(design, input.page, { scale, engine, loader: nodeAssetLoader(blobResolver(input.blobRoot, input.allowPrivateAddresses, input.blobs, input.photosRoot)), watermark });
    const missing = r.warnings.find((w) => w.startsWith(MISSING));
    if (input.strictAssets && missing) return { ok: false, error: Messages.renderAssetMissing(missing.slice(MISSING.length)) };
    const bytes = input.type === 'png' ? await encodePng(r.canvas) : await r.canvas.encode('jpeg', 92);
    return { ok: true, bytes: new Uint8Array(bytes), width: r.canvas.width, height: r.canvas.height, ms: Math.round(performance.now() - t0), warnings: r.warnings };
  } catch (e) {
    if (e instanceof AssetMissingError) return { ok: false, error: Messages.renderAssetMissing(e.src) };
    return { ok: false, error: Messages.renderFailed(e instanceof Error ? e.message : String(e)) };
  }
}

/** The scale that fits the design into a width x height box (either may be missing). */
export function fitScale(dw: number, dh: number, width?: number, height?: number): number {
  if (width && height) return Math.min(width / dw, height / dh);
  if (width) return width / dw;
  if (height) return height / dh;
  return 1;
}

/**
 * Image bytes by src: http(s) through the guarded fetcher (public addresses only, images only, a
 * time and size limit), `/api/photos/<file>` from the photo library, uploads and anything else
 * a blob key inside the blob store.
 */
export function blobResolver(root: string | undefined, allowPrivate = false, given: Record<string, Uint8Array> = {}, photosRoot?: string): (src: string) => Promise<Uint8Array> {
  const remote = new GuardedFetcher({ allowPrivate, timeoutMs: REMOTE_TIMEOUT_MS, maxBytes: REMOTE_MAX_BYTES });
  return async (src) => {
    if (/^https?:\/\//i.test(src)) return new Uint8Array((await remote.fetch(src)).bytes);
    const photo = /^\/?api\/photos\/([^/?]+)/.exec(src);
    if (photo) {
      if (!photosRoot || !PHOTO_FILE.test(photo[1])) throw new Error(`${src} is not in the photo library`);
      return readFile(join(photosRoot, photo[1]));
    }
    const key = blobKeyOf(src) ?? src.replace(/^\/+/, '').split('?')[0];
    if (given[key]) return given[key];
    if (!root) throw new Error(`${src} is not in the blob store`);
    const path = normalize(join(root, key));
    const rel = relative(root, path);
    if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`${src} is outside the blob store`);
    return readFile(path);
  };
}
