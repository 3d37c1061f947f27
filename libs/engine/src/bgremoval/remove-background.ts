// Background removal without a model (the baseline the learned remover in model.ts replaced; kept
// for the evaluation and the bench, where it loses in every category): border-seeded background model, segmentation refined by
// a colour-model CRF iteration, guided-filter matting at full resolution. Returns an alpha mask
// (one byte per pixel) that the renderer applies on top of the untouched pixels, so turning
// removal off restores the original.
import type { Engine, Pixels } from '../engine.js';
import { checkSize } from '../engine.js';
import { panelValue } from '../grade-params.js';
import { backgroundDistance, borderMask, fitBackground } from './background-model.js';
import { guidedCoefficients } from './guided.js';
import { segment } from './segment.js';

// Module-level aliases: inside Jest's vm context every lookup of a global such as `Math` is
// slow (about 25x in hot loops), so the loops never touch one.
const { ceil, max, round } = Math;

/** The panel's settings: crf (refinement strength) and matting (edge softness), -100..100. */
export interface RemovalSettings {
  crf?: number | null;
  matting?: number | null;
}

/** Working resolution of the segmentation (longer side, px). */
export const WORK_SIDE = 320;

export function removeBackgroundByBorder(engine: Engine, px: Pixels, width: number, height: number, s: RemovalSettings = {}): Uint8ClampedArray {
  checkSize(width, height, px);
  const crf = (panelValue(s.crf) + 100) / 200;
  const matting = (panelValue(s.matting) + 100) / 200;
  const heap = engine.heap;
  const f = max(1, ceil(max(width, height) / WORK_SIDE));
  const sw = ceil(width / f);
  const sh = ceil(height / f);
  const src = heap.stage('bg-src', px.subarray(0, width * height * 4));
  const small = heap.scratch('bg-small', sw * sh * 3 * 4);
  heap.exports.dm_downsample_rgb(src.ptr, width, height, f, small.ptr);
  const rgb = small.f32().slice(0, sw * sh * 3);

  const img = { rgb, width: sw, height: sh };
  const { bg, sigma } = fitBackground(img, borderMask(sw, sh));
  const dist = backgroundDistance(img, bg, sigma);
  const label = segment(rgb, dist, sw, sh, { threshold: 1.2 + 1.6 * crf, strength: crf });

  const grey = new Float32Array(sw * sh);
  const mask = new Float32Array(sw * sh);
  for (let i = 0; i < sw * sh; i++) {
    grey[i] = (77 * rgb[i * 3] + 150 * rgb[i * 3 + 1] + 29 * rgb[i * 3 + 2]) / 65280;
    mask[i] = label[i];
  }
  const r = 1 + round(matting * 3);
  const eps = 10 ** (-4 + 3 * matting);
  const ab = guidedCoefficients(grey, mask, sw, sh, r, eps);
  const abBuf = heap.scratch('bg-ab', ab.byteLength);
  abBuf.f32().set(ab);
  const out = heap.scratch('bg-alpha', width * height);
  heap.exports.dm_guided_upsample(src.ptr, width, height, abBuf.ptr, sw, sh, f, out.ptr);
  return out.clamped().slice(0, width * height);
}

/** A copy of `px` with the mask applied as alpha (the original stays for undo). */
export function applyAlphaMask(px: Pixels, alpha: Uint8ClampedArray): Uint8ClampedArray {
  const out = new Uint8ClampedArray(px);
  for (let i = 0; i < alpha.length; i++) out[i * 4 + 3] = (out[i * 4 + 3] * alpha[i] + 127) / 255;
  return out;
}
