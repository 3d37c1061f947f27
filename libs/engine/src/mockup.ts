// Mockup compositing on the engine: place a user image into a quad of the product photo
// (perspective, bilinear, antialiased edges), bend it with a displacement map, shade it with the
// photo's light (multiply), and recolour hue-capable layers from {h, s, l, a}.
import type { Engine, Pixels } from './engine.js';
import { checkSize } from './engine.js';
import { homography, invert3, type Quad } from './homography.js';

export interface WarpOptions {
  /** Displacement map, the output's size (RGBA): red/green shift samples by (v-128)*scale px. */
  displacement?: Pixels;
  displacementScale?: number;
  /** Shading map, the output's size (RGBA): the placed image is multiplied by red/255. */
  shading?: Pixels;
}

/** The spec's mockup hue value: h 0..360, s 0..100, l -100..100, a 0..1. */
export interface HueValue {
  h: number;
  s: number;
  l: number;
  a: number;
}

/** Homography from output pixel coordinates to source pixel coordinates for a quad (corners in
 * order top-left, top-right, bottom-right, bottom-left of the source). */
export function warpMatrix(sw: number, sh: number, quad: Quad): Float64Array {
  const srcQuad: Quad = [[0, 0], [sw, 0], [sw, sh], [0, sh]];
  return invert3(homography(srcQuad, quad));
}

/** Draws `src` (sw x sh) into `quad` of `dst` (dw x dh, modified in place). */
export function warpInto(
  engine: Engine, src: Pixels, sw: number, sh: number, dst: Pixels, dw: number, dh: number, quad: Quad,
  opts: WarpOptions = {},
): void {
  checkSize(sw, sh, src);
  checkSize(dw, dh, dst);
  const heap = engine.heap;
  const s = heap.stage('warp-src', src.subarray(0, sw * sh * 4));
  const d = heap.stage('warp-dst', dst.subarray(0, dw * dh * 4));
  const disp = opts.displacement ? heap.stage('warp-disp', opts.displacement.subarray(0, dw * dh * 4)) : undefined;
  const shade = opts.shading ? heap.stage('warp-shade', opts.shading.subarray(0, dw * dh * 4)) : undefined;
  const m = heap.scratch('warp-m', 72);
  m.f64().set(warpMatrix(sw, sh, quad));
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const pad = Math.ceil(Math.abs(opts.displacementScale ?? 0) * 128) + 1;
  const bx0 = Math.max(0, Math.floor(Math.min(...xs)) - pad);
  const by0 = Math.max(0, Math.floor(Math.min(...ys)) - pad);
  const bx1 = Math.min(dw, Math.ceil(Math.max(...xs)) + pad);
  const by1 = Math.min(dh, Math.ceil(Math.max(...ys)) + pad);
  if (bx1 > bx0 && by1 > by0) {
    heap.exports.dm_warp(
      s.ptr, sw, sh, d.ptr, dw, dh, m.ptr, bx0, by0, bx1, by1,
      disp?.ptr ?? 0, opts.displacementScale ?? 0, shade?.ptr ?? 0,
    );
  }
  heap.unstage(d, dst.subarray(0, dw * dh * 4));
}

/** Recolours a layer in place from a hue value (empty values are neutral). */
export function recolor(engine: Engine, px: Pixels, width: number, height: number, v: HueValue): void {
  engine.inPlace(px, width, height, (img) =>
    engine.heap.exports.dm_recolor(img.ptr, width * height, v.h ?? 0, (v.s ?? 0) / 100, (v.l ?? 0) / 100, v.a ?? 1),
  );
}

/** Pixel box [x0, x1) x [y0, y1). */
export interface PixelBox { x0: number; y0: number; x1: number; y1: number }

/** A dynamic (image-taking) layer of a mockup at the size it is composed at. */
export interface MockupDynamicLayer {
  id: string;
  /** Where the placed image's corners go (top-left, top-right, bottom-right, bottom-left), output px. */
  quad: Quad;
  /** Output-sized RGBA: red and green shift the sample by (v - 128) * displacementScale * (source / output) px. */
  displacement?: Pixels;
  displacementScale?: number;
  /** Output-sized RGBA: red multiplies the image (the product's light), alpha clips it (the product's outline). */
  light?: Pixels;
}

/** Every picture of one mockup at one size, ready to compose. */
export interface MockupScene {
  width: number;
  height: number;
  /** The product photograph (opaque). */
  base: Pixels;
  /** Hue-capable layers: the part of the photograph that takes a colour, with its outline in alpha. */
  hue: { id: string; px: Pixels; box?: PixelBox }[];
  dynamic: MockupDynamicLayer[];
  /** Highlights over the placed images (glass, glaze), RGBA. */
  overlay?: Pixels;
  overlayBox?: PixelBox;
}

export interface MockupImage { px: Pixels; width: number; height: number }

export interface MockupInputs {
  hues: ReadonlyMap<string, HueValue>;
  images: ReadonlyMap<string, MockupImage>;
}

/** The box of a layer's non-transparent pixels (empty when it has none). */
export function alphaBox(px: Pixels, width: number, height: number): PixelBox {
  let x0 = width, y0 = height, x1 = 0, y1 = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    let first = -1, last = -1;
    for (let x = 0; x < width; x++) if (px[row + x * 4 + 3]) { first = x; break; }
    if (first < 0) continue;
    for (let x = width - 1; x >= first; x--) if (px[row + x * 4 + 3]) { last = x; break; }
    if (y < y0) y0 = y;
    y1 = y + 1;
    if (first < x0) x0 = first;
    if (last + 1 > x1) x1 = last + 1;
  }
  return x1 > x0 ? { x0, y0, x1, y1 } : { x0: 0, y0: 0, x1: 0, y1: 0 };
}

/** Straight-alpha `src` over opaque `dst` inside `box`. */
export function overInto(dst: Pixels, src: Pixels, width: number, box: PixelBox): void {
  for (let y = box.y0; y < box.y1; y++) {
    for (let i = (y * width + box.x0) * 4, end = (y * width + box.x1) * 4; i < end; i += 4) {
      const a = src[i + 3];
      if (a === 0) continue;
      if (a === 255) {
        dst[i] = src[i]; dst[i + 1] = src[i + 1]; dst[i + 2] = src[i + 2];
        continue;
      }
      const k = a / 255;
      dst[i] += (src[i] - dst[i]) * k;
      dst[i + 1] += (src[i + 1] - dst[i + 1]) * k;
      dst[i + 2] += (src[i + 2] - dst[i + 2]) * k;
    }
  }
}

/** Premultiplied `src` (as the warp leaves it on a transparent layer) over opaque `dst`, its alpha scaled by `clip`'s alpha. */
function clippedOver(dst: Pixels, src: Pixels, clip: Pixels | undefined, width: number, box: PixelBox): void {
  for (let y = box.y0; y < box.y1; y++) {
    for (let i = (y * width + box.x0) * 4, end = (y * width + box.x1) * 4; i < end; i += 4) {
      const a = src[i + 3];
      if (a === 0) continue;
      const m = clip ? clip[i + 3] / 255 : 1;
      if (m === 0) continue;
      const k = 1 - (a / 255) * m;
      dst[i] = src[i] * m + dst[i] * k;
      dst[i + 1] = src[i + 1] * m + dst[i + 1] * k;
      dst[i + 2] = src[i + 2] * m + dst[i + 2] * k;
    }
  }
}

function quadBox(q: Quad, width: number, height: number, pad: number): PixelBox {
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  return {
    x0: Math.max(0, Math.floor(Math.min(...xs)) - pad), y0: Math.max(0, Math.floor(Math.min(...ys)) - pad),
    x1: Math.min(width, Math.ceil(Math.max(...xs)) + pad), y1: Math.min(height, Math.ceil(Math.max(...ys)) + pad),
  };
}

/**
 * Composes a mockup: the photograph, each hue layer recoloured from its value (layers without a
 * value stay as photographed), each placed image warped into its quad, bent by the displacement
 * map, lit by the product's light and clipped by its outline, then the highlights. `scratch`
 * (output-sized) is reused between calls when given. The same code draws the browser's preview,
 * the thumbnails and the purchased render.
 */
export function composeMockup(engine: Engine, scene: MockupScene, inputs: MockupInputs, scratch?: Pixels): Pixels {
  const { width: w, height: h } = scene;
  const n = w * h * 4;
  const out = new Uint8ClampedArray(n);
  out.set(scene.base.subarray(0, n));
  for (const layer of scene.hue) {
    const v = inputs.hues.get(layer.id);
    if (!v) continue;
    const box = layer.box ??= alphaBox(layer.px, w, h);
    if (box.x1 <= box.x0) continue;
    // recolour only the rows the layer covers
    const from = box.y0 * w * 4, to = box.y1 * w * 4;
    const part = layer.px.slice(from, to);
    recolor(engine, part, w, box.y1 - box.y0, v);
    overInto(out.subarray(from, to), part, w, { x0: box.x0, y0: 0, x1: box.x1, y1: box.y1 - box.y0 });
  }
  const layerPx = scratch && scratch.length >= n ? scratch : new Uint8ClampedArray(n);
  for (const d of scene.dynamic) {
    const img = inputs.images.get(d.id);
    if (!img) continue;
    const pad = Math.ceil(Math.abs(d.displacementScale ?? 0) * 128) + 2;
    const box = quadBox(d.quad, w, h, pad);
    if (box.x1 <= box.x0 || box.y1 <= box.y0) continue;
    for (let y = box.y0; y < box.y1; y++) layerPx.fill(0, (y * w + box.x0) * 4, (y * w + box.x1) * 4);
    warpInto(engine, img.px, img.width, img.height, layerPx, w, h, d.quad, {
      displacement: d.displacement, displacementScale: d.displacementScale, shading: d.light,
    });
    clippedOver(out, layerPx, d.light, w, box);
  }
  if (scene.overlay) {
    const box = scene.overlayBox ??= alphaBox(scene.overlay, w, h);
    overInto(out, scene.overlay, w, box);
  }
  return out;
}

/** One layer's decoded pictures (RGBA at the size composed at), as a mockup's files give them. */
export interface MockupLayerPictures {
  id: string;
  dynamic: boolean;
  hue: boolean;
  /** Fractions of the photograph (tl, tr, br, bl). */
  quad?: readonly (readonly [number, number])[];
  displacementScale?: number;
  /** Grey = the product's light on the print, alpha = its outline. */
  light?: Pixels;
  displacement?: Pixels;
  /** Grey: where the layer takes a colour. */
  mask?: Pixels;
}

/**
 * Builds a composable scene from a mockup's decoded files at `width` x `height` (the photograph
 * is `fullWidth` wide at its own size: displacement scales with the size composed at).
 */
export function mockupScene(width: number, height: number, fullWidth: number, base: Pixels, layers: readonly MockupLayerPictures[], glare?: Pixels): MockupScene {
  const n = width * height * 4;
  const scene: MockupScene = { width, height, base, hue: [], dynamic: [] };
  for (const l of layers) {
    if (l.hue && l.mask) {
      const px = new Uint8ClampedArray(n);
      px.set(base.subarray(0, n));
      for (let i = 3; i < n; i += 4) px[i] = l.mask[i - 3];
      scene.hue.push({ id: l.id, px });
    }
    if (l.dynamic && l.quad?.length === 4) {
      const quad = l.quad.map(([x, y]) => [x * width, y * height]) as Quad;
      scene.dynamic.push({
        id: l.id, quad, light: l.light, displacement: l.displacement,
        displacementScale: l.displacement ? (l.displacementScale ?? 0) * (width / fullWidth) : undefined,
      });
    }
  }
  if (glare) {
    const overlay = new Uint8ClampedArray(n);
    for (let i = 0; i < n; i += 4) {
      overlay[i] = overlay[i + 1] = overlay[i + 2] = 255;
      overlay[i + 3] = glare[i];
    }
    scene.overlay = overlay;
  }
  return scene;
}

/** A placed image's crop: rotate by quarter turns, then the box (in the rotated image's pixels). */
export interface ImageCrop { x: number; y: number; width: number; height: number; rotate?: number }

export function rotateQuarter(img: MockupImage, turns: number): MockupImage {
  const t = ((Math.round(turns) % 4) + 4) % 4;
  if (t === 0) return img;
  const { width: w, height: h, px } = img;
  const ow = t % 2 ? h : w, oh = t % 2 ? w : h;
  const out = new Uint8ClampedArray(ow * oh * 4);
  const src = new Uint32Array(px.buffer, px.byteOffset, w * h);
  const dst = new Uint32Array(out.buffer);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const [nx, ny] = t === 1 ? [h - 1 - y, x] : t === 2 ? [w - 1 - x, h - 1 - y] : [y, w - 1 - x];
    dst[ny * ow + nx] = src[y * w + x];
  }
  return { px: out, width: ow, height: oh };
}

/** The image as the crop dialog left it (whole pixels, clamped to the image). */
export function cropImage(img: MockupImage, crop: ImageCrop | undefined): MockupImage {
  if (!crop) return img;
  const r = rotateQuarter(img, (crop.rotate ?? 0) / 90);
  const x0 = Math.max(0, Math.min(r.width - 1, Math.round(crop.x)));
  const y0 = Math.max(0, Math.min(r.height - 1, Math.round(crop.y)));
  const w = Math.max(1, Math.min(r.width - x0, Math.round(crop.width)));
  const h = Math.max(1, Math.min(r.height - y0, Math.round(crop.height)));
  if (x0 === 0 && y0 === 0 && w === r.width && h === r.height) return r;
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) out.set(r.px.subarray(((y0 + y) * r.width + x0) * 4, ((y0 + y) * r.width + x0 + w) * 4), y * w * 4);
  return { px: out, width: w, height: h };
}

/** The centred crop of an image to an aspect ratio (a layer's print area), as the crop dialog starts. */
export function coverCrop(width: number, height: number, aspect: number): ImageCrop {
  if (width / height > aspect) {
    const w = Math.round(height * aspect);
    return { x: Math.round((width - w) / 2), y: 0, width: w, height };
  }
  const h = Math.round(width / aspect);
  return { x: 0, y: Math.round((height - h) / 2), width, height: h };
}
