// Images: crop, flip, cut-out mask, named filter, adjustments and blur (through the engine),
// drawn into the element's local box. Processed pixels are cached per page assets.
import { detailJob, type EngineJob, NAMED_FILTERS } from '@dm/engine';
import type { Crop, ImageAdjustments, ImageDetails, ImageElement } from '@dm/contracts';
import { imageKey } from './assets.js';
import { type CanvasLike, context2d, type Context2DLike, type ImageDataLike, type ImageLike } from './canvas-types.js';
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

/** The engine jobs that give an image of W x H px its filter and adjustments, in order. */
export function lookJobs(ops: Pick<PixelOps, 'filter' | 'adjustments'>, W: number, H: number): EngineJob[] {
  const jobs: EngineJob[] = [];
  if (ops.filter && ops.filter.id !== 'none') jobs.push({ op: 'filter', filter: ops.filter.id, intensity: ops.filter.intensity });
  if (hasAdjustments(ops.adjustments)) {
    jobs.push({ op: 'adjust', adjustments: ops.adjustments! });
    const detail = detailJob(ops.adjustments!.blur, W, H);
    if (detail) jobs.push(detail);
  }
  return jobs;
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
  const filtered = (!!ops.filter && ops.filter.id !== 'none') || hasAdjustments(ops.adjustments);
  if (!filtered) {
    // a cut-out only: the mask drawn over the scaled photo is the result
    const canvas = rc.createCanvas(W, H);
    drawBase(context2d(canvas), img, r, W, H, ops.mask);
    remember(rc, cacheKey, canvas);
    return canvas;
  }
  const base = imageBase(rc, key, img, r, W, H, ops.mask);
  const basePixels = base;
  // the same look at any size: what a large image shows while its work is done elsewhere
  const lookKey = JSON.stringify(['look', key, r, ops.filter ?? null, ops.adjustments ?? null, !!ops.mask]);
  if (rc.imageWork?.wants(W, H)) {
    const jobs = lookJobs(ops, W, H);
    const ready = rc.imageWork.take(cacheKey, () => ({ data: basePixels.data.slice(), width: W, height: H }), jobs);
    if (ready) {
      remember(rc, cacheKey, ready);
      remember(rc, lookKey, ready);
      return ready;
    }
    return (rc.assets.cache.get(lookKey) as ImageLike | undefined) ?? unfiltered(rc, base, W, H);
  }
  if (!rc.engine) {
    // without an engine yet (it is still loading) the unfiltered image is not kept: the next
    // draw, with the engine, must filter it rather than find this in the cache
    warnOnce(rc, 'filters and adjustments skipped: no image engine');
    return unfiltered(rc, base, W, H);
  }
  const slot = lookSlot(rc, JSON.stringify(['slot', key, r, W, H, !!ops.mask]), W, H);
  const data = slot.scratch;
  data.data.set(base.data);
  if (ops.filter && ops.filter.id !== 'none') rc.engine.filter(data.data, W, H, ops.filter.id, ops.filter.intensity);
  if (hasAdjustments(ops.adjustments)) {
    rc.engine.adjust(data.data, W, H, ops.adjustments!);
    rc.engine.detail(data.data, W, H, ops.adjustments!.blur);
  }
  const canvas = slot.next(rc, cacheKey, lookKey);
  context2d(canvas).putImageData(data, 0, 0);
  remember(rc, cacheKey, canvas);
  remember(rc, lookKey, canvas);
  return canvas;
}

/**
 * The photo scaled to its drawn size (W x H device px) and cut out, once: a slider moving through
 * looks filters a copy of these pixels on every step, never reading a canvas back.
 */
function imageBase(rc: RenderContext, key: string, img: ImageLike, r: SourceRect, W: number, H: number, mask?: ImageLike): ImageDataLike {
  const baseKey = JSON.stringify(['base', key, r, W, H, !!mask]);
  let base = rc.assets.cache.get(baseKey) as ImageDataLike | undefined;
  if (!base) {
    const c = context2d(rc.createCanvas!(W, H));
    drawBase(c, img, r, W, H, mask);
    base = c.getImageData(0, 0, W, H);
  }
  remember(rc, baseKey, base);
  return base;
}

/**
 * Everything a first look at W x H needs that is not the look itself: the scaled pixels, the
 * look canvases' slot with one canvas whose backing store exists, and the engine's memory grown
 * to the image (one filter run on the scratch copy).
 */
function prepareLook(rc: RenderContext, key: string, img: ImageLike, r: SourceRect, W: number, H: number, mask?: ImageLike): void {
  const base = imageBase(rc, key, img, r, W, H, mask);
  if (!rc.engine || rc.imageWork?.wants(W, H)) return;
  const slotKey = JSON.stringify(['slot', key, r, W, H, !!mask]);
  if (rc.assets.cache.has(slotKey)) return;
  const slot = lookSlot(rc, slotKey, W, H);
  slot.scratch.data.set(base.data);
  rc.engine.filter(slot.scratch.data, W, H, NAMED_FILTERS[1].id, 50);
  slot.spare(rc, W, H);
}

function unfiltered(rc: RenderContext, base: ImageDataLike, W: number, H: number): CanvasLike {
  const canvas = rc.createCanvas!(W, H);
  context2d(canvas).putImageData(base, 0, 0);
  return canvas;
}

/** Looks of one image at one size kept at once; older ones give their canvas to the next. */
export const LOOKS_PER_SLOT = 4;

/**
 * The canvases of one image's looks at one drawn size, reused in turn: a slider sweep makes a new
 * look per step, and a new canvas costs its backing store (6 ms for 650 x 490 in Chromium, where
 * writing into an existing one takes 0.1 ms). A recycled canvas leaves the cache first.
 */
class LookSlot {
  readonly #looks: { cacheKey: string; lookKey: string; canvas: CanvasLike }[] = [];
  /** Pixels the engine works on (copied from the base each time). */
  readonly scratch: ImageDataLike;

  constructor(private readonly width: number, private readonly height: number, scratch: ImageDataLike) {
    this.scratch = scratch;
  }

  /** A canvas made ready (its backing store allocated) for the next look. */
  spare(rc: RenderContext, W: number, H: number): void {
    const canvas = rc.createCanvas!(W, H);
    context2d(canvas).putImageData(this.scratch, 0, 0);
    this.#spare = canvas;
  }

  #spare: CanvasLike | null = null;

  next(rc: RenderContext, cacheKey: string, lookKey: string): CanvasLike {
    const cache = rc.assets.cache;
    let canvas: CanvasLike;
    const same = this.#looks.findIndex((l) => l.cacheKey === cacheKey);
    const old = same >= 0 ? this.#looks.splice(same, 1)[0] : this.#looks.length >= LOOKS_PER_SLOT ? this.#looks.shift() : undefined;
    if (old) {
      if (cache.get(old.cacheKey) === old.canvas) cache.delete(old.cacheKey);
      if (cache.get(old.lookKey) === old.canvas) cache.delete(old.lookKey);
      canvas = old.canvas;
    } else {
      canvas = this.#spare ?? rc.createCanvas!(this.width, this.height);
      this.#spare = null;
    }
    this.#looks.push({ cacheKey, lookKey, canvas });
    return canvas;
  }
}

function lookSlot(rc: RenderContext, key: string, W: number, H: number): LookSlot {
  let slot = rc.assets.cache.get(key) as LookSlot | undefined;
  if (!slot) {
    const probe = context2d(rc.createCanvas!(1, 1));
    slot = new LookSlot(W, H, probe.createImageData(W, H));
  }
  remember(rc, key, slot);
  return slot;
}

/** The source rect scaled to W x H, cut out by the mask when there is one. */
function drawBase(c: Context2DLike, img: ImageLike, r: SourceRect, W: number, H: number, mask?: ImageLike): void {
  smooth(c);
  c.drawImage(img, r.sx, r.sy, r.sw, r.sh, 0, 0, W, H);
  if (mask) {
    // The mask has the image's proportions: take the same fractional window.
    const fx = mask.width / img.width;
    const fy = mask.height / img.height;
    c.globalCompositeOperation = 'destination-in';
    c.drawImage(mask, r.sx * fx, r.sy * fy, r.sw * fx, r.sh * fy, 0, 0, W, H);
    c.globalCompositeOperation = 'source-over';
  }
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
  const ops = { mask, filter: d.filter, adjustments: d.adjustments };
  const done = processedImage(rc, key!, img, r, el.width, el.height, ops);
  if (!needsPixels(ops) && rc.prepareLooks?.has(el.id) && rc.createCanvas) {
    // its look is about to change (a photo panel is open): the first slider step only filters
    prepareLook(rc, key!, img, r, Math.max(1, Math.round(el.width * rc.scale)), Math.max(1, Math.round(el.height * rc.scale)), mask);
  }
  const c = rc.ctx;
  c.save();
  smooth(c);
  applyFlip(c, el.width, el.height, d.flip_horizontal, d.flip_vertical);
  if (done) c.drawImage(done, 0, 0, el.width, el.height);
  else c.drawImage(img, r.sx, r.sy, r.sw, r.sh, 0, 0, el.width, el.height);
  c.restore();
}
