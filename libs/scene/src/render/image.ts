// Images: crop, flip, cut-out mask, named filter, adjustments and blur (through the engine),
// drawn into the element's local box. Processed pixels are cached per page assets.
import { blurSigma, type EngineJob } from '@dm/engine';
import type { Crop, ImageAdjustments, ImageDetails, ImageElement } from '@dm/contracts';
import { imageKey } from './assets.js';
import { context2d, type Context2DLike, type ImageLike } from './canvas-types.js';
import { type RenderContext, warnOnce } from './render-context.js';

export interface SourceRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

export function cropRect(img: ImageLike, crop?: Crop): SourceRect {
  if (!crop) return { sx: 0, sy: 0, sw: img.width, sh: img.height };
  const sx = Math.max(0, Math.min(1, crop.x)) * img.width;
  const sy = Math.max(0, Math.min(1, crop.y)) * img.height;
  return { sx, sy, sw: Math.max(1e-3, Math.min(img.width - sx, crop.width * img.width)), sh: Math.max(1e-3, Math.min(img.height - sy, crop.height * img.height)) };
}

/** The centred part of `r` that covers a w x h box at the box's aspect ratio (object-fit: cover). */
export function coverRect(r: SourceRect, w: number, h: number): SourceRect {
  const k = Math.max(w / r.sw, h / r.sh);
  const sw = w / k;
  const sh = h / k;
  return { sx: r.sx + (r.sw - sw) / 2, sy: r.sy + (r.sh - sh) / 2, sw, sh };
}

export interface PixelOps {
  mask?: ImageLike;
  filter?: ImageDetails['filter'];
  adjustments?: ImageAdjustments;
}

function hasAdjustments(a?: ImageAdjustments): boolean {
  return !!a && Object.values(a).some((v) => typeof v === 'number' && v !== 0);
}

export function needsPixels(ops: PixelOps): boolean {
  return !!ops.mask || (!!ops.filter && ops.filter.id !== 'none') || hasAdjustments(ops.adjustments);
}

/**
 * The source rect of `img` drawn at outW x outH device pixels with mask, filter and adjustments
 * applied; null when nothing needs pixels (draw the image directly) or no scratch canvas exists.
 */
export function processedImage(
  rc: RenderContext, key: string, img: ImageLike, r: SourceRect, w: number, h: number, ops: PixelOps,
): ImageLike | null {
  if (!needsPixels(ops)) return null;
  if (!rc.createCanvas) {
    warnOnce(rc, 'image effects skipped: no scratch canvas');
    return null;
  }
  const W = Math.max(1, Math.round(w * rc.scale));
  const H = Math.max(1, Math.round(h * rc.scale));
  const cacheKey = JSON.stringify([key, r, W, H, ops.filter ?? null, ops.adjustments ?? null, !!ops.mask]);
  const hit = rc.assets.cache.get(cacheKey);
  if (hit) return hit as ImageLike;
  const canvas = rc.createCanvas(W, H);
  const c = context2d(canvas);
  const filtered = (!!ops.filter && ops.filter.id !== 'none') || hasAdjustments(ops.adjustments);
  // the photo scaled to its drawn size (and cut out) once: a slider moving through looks filters
  // these pixels again instead of scaling a 12 MP source on every step
  const baseKey = JSON.stringify(['base', key, r, W, H, !!ops.mask]);
  const base = filtered ? (rc.assets.cache.get(baseKey) as { data: Uint8ClampedArray } | undefined) : undefined;
  if (base) {
    const copy = c.createImageData(W, H);
    copy.data.set(base.data);
    c.putImageData(copy, 0, 0);
  } else {
    smooth(c);
    c.drawImage(img, r.sx, r.sy, r.sw, r.sh, 0, 0, W, H);
    if (ops.mask) {
      // The mask has the image's proportions: take the same fractional window.
      const m = ops.mask;
      const fx = m.width / img.width;
      const fy = m.height / img.height;
      c.globalCompositeOperation = 'destination-in';
      c.drawImage(m, r.sx * fx, r.sy * fy, r.sw * fx, r.sh * fy, 0, 0, W, H);
      c.globalCompositeOperation = 'source-over';
    }
    if (filtered) remember(rc, baseKey, c.getImageData(0, 0, W, H));
  }
  // the same look at any size: what a large image shows while its work is done elsewhere
  const lookKey = JSON.stringify(['look', key, r, ops.filter ?? null, ops.adjustments ?? null, !!ops.mask]);
  if (filtered && rc.imageWork?.wants(W, H)) {
    const jobs: EngineJob[] = [];
    if (ops.filter && ops.filter.id !== 'none') jobs.push({ op: 'filter', filter: ops.filter.id, intensity: ops.filter.intensity });
    if (hasAdjustments(ops.adjustments)) {
      jobs.push({ op: 'adjust', adjustments: ops.adjustments! });
      const sigma = blurSigma(ops.adjustments!.blur, W, H);
      if (sigma > 0) jobs.push({ op: 'blur', sigma });
    }
    const ready = rc.imageWork.take(cacheKey, () => c.getImageData(0, 0, W, H), jobs);
    if (ready) {
      remember(rc, cacheKey, ready);
      remember(rc, lookKey, ready);
      return ready;
    }
    return (rc.assets.cache.get(lookKey) as ImageLike | undefined) ?? canvas;
  }
  if (filtered) {
    if (!rc.engine) warnOnce(rc, 'filters and adjustments skipped: no image engine');
    else {
      const data = c.getImageData(0, 0, W, H);
      if (ops.filter && ops.filter.id !== 'none') rc.engine.filter(data.data, W, H, ops.filter.id, ops.filter.intensity);
      if (hasAdjustments(ops.adjustments)) {
        rc.engine.adjust(data.data, W, H, ops.adjustments!);
        const sigma = blurSigma(ops.adjustments!.blur, W, H);
        if (sigma > 0) rc.engine.blur(data.data, W, H, sigma);
      }
      c.putImageData(data, 0, 0);
    }
  }
  // without an engine yet (it is still loading) the unfiltered draw is not kept: the next draw,
  // with the engine, must filter it rather than find this in the cache
  if (filtered && !rc.engine) return canvas;
  remember(rc, cacheKey, canvas);
  if (filtered) remember(rc, lookKey, canvas);
  return canvas;
}

/** Processed images kept at most (the oldest go first): a slider sweep makes a new look per step. */
export const PROCESSED_CACHE_LIMIT = 96;

function remember(rc: RenderContext, key: string, value: unknown): void {
  const cache = rc.assets.cache;
  cache.delete(key);
  cache.set(key, value);
  while (cache.size > PROCESSED_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
}

export function smooth(c: Context2DLike): void {
  c.imageSmoothingEnabled = true;
  if ('imageSmoothingQuality' in c) c.imageSmoothingQuality = 'high';
}

/** Mirrors the local box for flips (1 = as is, -1 = mirrored). */
export function applyFlip(c: Context2DLike, w: number, h: number, fh: number, fv: number): void {
  if (fh === -1 || fv === -1) {
    c.translate(fh === -1 ? w : 0, fv === -1 ? h : 0);
    c.scale(fh === -1 ? -1 : 1, fv === -1 ? -1 : 1);
  }
}

/** Draws an image element into its local box (0,0)-(width,height). */
export function drawImageElement(rc: RenderContext, el: ImageElement): void {
  const d = el.image_details;
  const key = imageKey(d);
  const img = key ? rc.assets.images.get(key) : undefined;
  if (!img) {
    if (d.src) warnOnce(rc, `image not found: ${d.src}`);
    return;
  }
  const mask = d.bgremoval?.enabled && d.bgremoval.mask_src ? rc.assets.images.get(d.bgremoval.mask_src) : undefined;
  const r = cropRect(img, d.crop);
  const done = processedImage(rc, key!, img, r, el.width, el.height, { mask, filter: d.filter, adjustments: d.adjustments });
  const c = rc.ctx;
  c.save();
  smooth(c);
  applyFlip(c, el.width, el.height, d.flip_horizontal, d.flip_vertical);
  if (done) c.drawImage(done, 0, 0, el.width, el.height);
  else c.drawImage(img, r.sx, r.sy, r.sw, r.sh, 0, 0, el.width, el.height);
  c.restore();
}
