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
